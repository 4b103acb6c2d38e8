import { describe, expect, it } from "vitest";
import { attrKey } from "../test-helpers.ts";

describe("sheet materials", () => {
  it("defaults OSB to OSB3 and implies moisture resistance for P5 chipboard", () => {
    expect(attrKey("OSB Board 18mm 2440 x 1220")).toBe(attrKey("OSB3 Board 18mm 2440 x 1220"));
    expect(attrKey("P5 Chipboard T&G 18mm 2400 x 600")).toBe(
      attrKey("Moisture Resistant P5 Chipboard Tongue and Groove 18mm 2400 x 600"),
    );
  });
  it("separates MR MDF from standard MDF", () => {
    expect(attrKey("MR MDF 18mm 8x4")).not.toBe(attrKey("MDF 18mm 8x4"));
  });
});
