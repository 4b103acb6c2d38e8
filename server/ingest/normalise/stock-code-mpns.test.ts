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

describe("findStockCodePrefix: codes named after the merchant", () => {
  // Invented: a merchant that writes its own name in every brand cell hides how many makers a shape spans.
  const ownName = (mpns: string[]) => mpns.map((mpn) => ({ mpn, brand: "Hollins Brack" }));
  const feed = ownName(["HB40211", "HB11873", "HB90012", "HB55310", "HB72001"]);

  it("reads the merchant's initials or its name's letters as its own stock codes", () => {
    expect(findStockCodePrefix(feed, "Hollins Brack")).toBe("HB");
    expect(findStockCodePrefix(ownName(["HL40211", "HL11873", "HL90012", "HL55310", "HL72001"]), "Hollinsgate")).toBe(
      "HL",
    );
  });

  it("does not take another merchant's letters, or one maker's numbering, for the merchant's codes", () => {
    expect(findStockCodePrefix(feed, "Trentside Supplies")).toBeNull();
    expect(findStockCodePrefix(feed)).toBeNull();
  });
});
