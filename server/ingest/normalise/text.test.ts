import { describe, expect, it } from "vitest";
import { canonPhrase, hasPhrase, normaliseText, slugify } from "./text.ts";

describe("normaliseText", () => {
  it("lower-cases, strips punctuation and pads", () => {
    expect(normaliseText("Thistle Multi-Finish, 25KG!")).toBe(" thistle multi finish 25kg ");
  });
  it("glues units to numbers and canonicalises them", () => {
    expect(normaliseText("3.6 Metre 2400 mm 25 Kgs 0.8 Tonne 5 Litre")).toBe(" 3.6m 2400mm 25kg 0.8t 5l ");
    expect(normaliseText("2.88 sqm 2.88m² 1 m3")).toBe(" 2.88m2 2.88m2 1m3 ");
  });
  it("spaces dimension separators in every notation", () => {
    expect(normaliseText("100x47x3600mm")).toBe(" 100 x 47 x 3600mm ");
    expect(normaliseText("47 X 100MM × 3.6M")).toBe(" 47 x 100mm x 3.6m ");
  });
  it("reads inch and foot marks", () => {
    expect(normaliseText(`4" x 2"`)).toBe(" 4in x 2in ");
    expect(normaliseText("8'x4'")).toBe(" 8ft x 4ft ");
    expect(normaliseText("12’")).toBe(" 12ft ");
  });
  it("reads decimal commas and thousands separators", () => {
    expect(normaliseText("12,5mm")).toBe(" 12.5mm ");
    expect(normaliseText("2,400mm")).toBe(" 2400mm ");
  });
  it("singularises plurals and maps synonyms and US spellings", () => {
    expect(normaliseText("Engineering Bricks")).toBe(normaliseText("Engineering Brick"));
    expect(normaliseText("MultiFinish")).toBe(" multi finish ");
    expect(normaliseText("Loftroll")).toBe(" loft roll ");
    expect(normaliseText("Gray Color")).toBe(" grey colour ");
    expect(normaliseText("U/G pipe D/S")).toBe(" underground pipe double socket ");
  });
  it("folds accents and brand punctuation", () => {
    expect(normaliseText("Metsä Wood")).toBe(" metsa wood ");
    expect(normaliseText("H+H Celcon")).toBe(" handh celcon ");
    expect(normaliseText("T&G")).toBe(" tg ");
  });
  it("handles empty input", () => {
    expect(normaliseText(null)).toBe(" ");
  });
});

describe("phrases", () => {
  it("matches whole phrases only", () => {
    const text = normaliseText("Plastering Sand Bulk Bag");
    expect(hasPhrase(text, "plastering sand")).toBe(true);
    expect(hasPhrase(text, "plaster")).toBe(false);
  });
  it("canonicalises vocabulary like offer text", () => {
    expect(canonPhrase("Multi-Finish")).toBe("multi finish");
    expect(slugify("Acme Ltd.")).toBe("acme-ltd");
  });
});
