import { describe, expect, it } from "vitest";
import { topMerchantsByProducts } from "./top-merchants";

const m = (name: string, productCount: number) => ({ name, productCount });

describe("topMerchantsByProducts", () => {
  it("keeps the merchants with the most products, most first, ties by name", () => {
    const merchants = [m("Alder", 3), m("Birch", 12), m("Cedar", 7), m("Damson", 7), m("Elm", 40), m("Fir", 1)];
    expect(topMerchantsByProducts(merchants, 4).map((x) => x.name)).toEqual(["Elm", "Birch", "Cedar", "Damson"]);
  });

  it("leaves out merchants with no products and does not pad a short list", () => {
    expect(topMerchantsByProducts([m("Alder", 0), m("Birch", 2)], 4)).toEqual([m("Birch", 2)]);
    expect(topMerchantsByProducts([], 4)).toEqual([]);
  });

  it("does not reorder the list it was given", () => {
    const merchants = [m("Alder", 1), m("Birch", 2)];
    topMerchantsByProducts(merchants, 4);
    expect(merchants.map((x) => x.name)).toEqual(["Alder", "Birch"]);
  });
});
