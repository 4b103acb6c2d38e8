import { describe, expect, it } from "vitest";
import { FILLER } from "./filler-words.ts";
import { stripTerms } from "./term-tables.ts";
import { normaliseText } from "./text.ts";

describe("FILLER", () => {
  it("strips marketing and channel words but not product words", () => {
    const left = stripTerms(normaliseText("Premium Quality Trade Tradesman Bag - Buy Online, Free Delivery"), FILLER);
    expect(left.trim()).toBe("tradesman");
  });
});
