import { describe, expect, it } from "vitest";
import { canonPhrase, hasPhrase } from "./phrase-match.ts";
import { normaliseText } from "./text.ts";

describe("phrases", () => {
  it("matches whole phrases only", () => {
    const text = normaliseText("Plastering Sand Bulk Bag");
    expect(hasPhrase(text, "plastering sand")).toBe(true);
    expect(hasPhrase(text, "plaster")).toBe(false);
  });
  it("canonicalises vocabulary like offer text", () => {
    expect(canonPhrase("Multi-Finish")).toBe("multi finish");
  });
});
