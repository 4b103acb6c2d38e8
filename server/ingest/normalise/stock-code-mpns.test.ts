import { describe, expect, it } from "vitest";
import { findStockCodePrefix, isStockCode } from "./stock-code-mpns.ts";
import { extractProductFacts } from "./extract-product-facts.ts";

const rows = (mpns: Array<[string, string]>) => mpns.map(([mpn, brand]) => ({ mpn, brand }));

describe("findStockCodePrefix", () => {
  it("finds a merchant's own codes: one shape across many makers", () => {
    const feed = rows([
      ["WP56357", "Polypipe"],
      ["WP13913", "Evo-Stik"],
      ["WP01884", "FloPlast"],
      ["WP18807", "Knauf"],
      ["WP72358", "Redland"],
      ["UG43", "Polypipe"],
    ]);
    expect(findStockCodePrefix(feed)).toBe("WP");
  });

  it("leaves makers' own part numbers alone, and says nothing on a few rows", () => {
    const floplast = rows([
      ["RP25B", "FloPlast"],
      ["RP25W", "FloPlast"],
      ["RP4B", "FloPlast"],
      ["D551", "FloPlast"],
      ["D003", "FloPlast"],
    ]);
    expect(findStockCodePrefix(floplast)).toBeNull();
    expect(
      findStockCodePrefix(
        rows([
          ["WP56357", "Polypipe"],
          ["WP13913", "Evo-Stik"],
        ]),
      ),
    ).toBeNull();
    const makers = rows([
      ["TDC25", "British Gypsum"],
      ["CT1WHT", "CT1"],
      ["11FCGR300", "Sika"],
      ["EGP050", "Recticel"],
      ["SBR5", "Everbuild"],
    ]);
    expect(findStockCodePrefix(makers)).toBeNull();
  });
});

describe("a stock code in the mpn column", () => {
  it("neither keys nor vetoes", () => {
    expect(isStockCode("WP56357", "WP")).toBe(true);
    expect(isStockCode("UG43", "WP")).toBe(false);
    const facts = extractProductFacts({
      title: "Polypipe Pipe 110mm 3m",
      brand: "Polypipe",
      mpn: "WP56357",
      stockCodePrefix: "WP",
    });
    expect(facts.mpn).toBeNull();
    expect(facts.keys.some((k) => k.kind === "mpn")).toBe(false);
    expect(facts.explanation).toContain(`mpn "WP56357" is the merchant's own stock code, ignored`);
  });
});
