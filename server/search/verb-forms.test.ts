import { describe, expect, it } from "vitest";
import { phraseForms } from "./verb-forms.ts";

describe("phraseForms", () => {
  it("reads a problem phrase in every tense of its verb", () => {
    const forms = phraseForms(["blown", "down"]).map((p) => p.join(" "));
    expect(forms[0]).toBe("blown down");
    expect(forms).toEqual(expect.arrayContaining(["blew down", "blow down", "blowing down"]));
  });

  it("leaves words that are no symptom verb alone", () => {
    expect(phraseForms(["gutter", "joint"])).toEqual([["gutter", "joint"]]);
  });

  it("changes one word at a time", () => {
    const forms = phraseForms(["came", "fell"]).map((p) => p.join(" "));
    expect(forms).toContain("coming fell");
    expect(forms).toContain("came fallen");
    expect(forms).not.toContain("coming fallen");
  });
});
