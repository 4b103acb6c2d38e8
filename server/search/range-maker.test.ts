import { describe, expect, it } from "vitest";
import { onlyMaker } from "./range-maker.server.ts";
import { buildTextQueries } from "./build-text-queries.ts";

describe("onlyMaker", () => {
  it("names the one maker of a line's products, never the word itself", () => {
    expect(onlyMaker("silkline", ["Acme Paints", "ACME PAINTS", null])).toBe("acme paint");
    expect(onlyMaker("acme", ["Acme", "Acme"])).toBeNull();
  });

  it("names none when makers differ or most products name none", () => {
    expect(onlyMaker("tapered", ["Acme", "Zenith"])).toBeNull();
    expect(onlyMaker("tapered", ["Acme", null, null])).toBeNull();
    expect(onlyMaker("tapered", [])).toBeNull();
  });
});

describe("a lone range word's relaxed query", () => {
  it("relaxes to its maker's products (brand weight) beside its few full matches", () => {
    const q = buildTextQueries([{ words: ["silkline"], groupKeys: [] }], [], [], { maker: "acme paint" })!;
    expect(q.relaxed).toBe("(silkline:ABC | (acme:B <-> paint:B))");
    expect(q.relaxedAlone).toBeNull();
  });
});
