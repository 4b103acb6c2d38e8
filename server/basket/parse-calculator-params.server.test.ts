import { describe, expect, it } from "vitest";
import { parseCalculatorParams } from "./parse-calculator-params.server.ts";

const parse = (query: string) => parseCalculatorParams(new URLSearchParams(query));

describe("parseCalculatorParams", () => {
  it("computes nothing until a calculator is submitted, and says so for an unknown one", () => {
    expect(parse("")).toEqual({ status: "none" });
    expect(parse("calc=roofing")).toEqual({ status: "unknown", calc: "roofing" });
  });

  it("computes the submitted calculator, empty fields taking their stated defaults", () => {
    const outcome = parse("calc=bricks&length=5&height=2&waste=&openingsArea=");
    expect(outcome).toMatchObject({
      status: "done",
      calc: "bricks",
      typed: { length: "5", height: "2", waste: "", openingsArea: "" },
      result: { quantities: [{ amount: 630 }] },
    });
  });

  it("reads 1,000 as a thousand", () => {
    expect(parse("calc=mortar&count=1,000&waste=0&sandPackKg=25")).toMatchObject({
      status: "done",
      result: { quantities: [{ amount: 10 }, { amount: 41 }] },
    });
  });

  it("names every bad field with a clear message and keeps what was typed", () => {
    const outcome = parse("calc=bricks&length=abc&height=-2&waste=80&skins=3&bricksPerM2=NaN");
    expect(outcome).toEqual({
      status: "invalid",
      calc: "bricks",
      typed: { length: "abc", height: "-2", waste: "80", skins: "3", bricksPerM2: "NaN" },
      errors: {
        length: "Wall length must be a number (m)",
        height: "Wall height cannot be negative",
        skins: "Skins: choose one of Single skin, Double skin",
        bricksPerM2: "Bricks per m² (one skin) must be a number",
        waste: "Waste allowance must be at most 50%",
      },
    });
  });

  it("asks for a required field left empty, and for whole numbers where a count is asked", () => {
    expect(parse("calc=mortar&count=")).toMatchObject({ errors: { count: "Enter the number of bricks or blocks" } });
    expect(parse("calc=mortar&count=10.5")).toMatchObject({
      errors: { count: "Number of bricks or blocks must be a whole number" },
    });
  });

  it("passes the calculator's own refusals through as field errors", () => {
    expect(parse("calc=bricks&length=2&height=1&openingsArea=5")).toMatchObject({
      status: "invalid",
      typed: { openingsArea: "5" },
      errors: { openingsArea: expect.stringContaining("nothing is left to build") },
    });
  });
});
