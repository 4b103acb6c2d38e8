import { describe, expect, it } from "vitest";
import { BrandLinks } from "./brand-links.ts";

describe("BrandLinks", () => {
  it("links brands transitively and remembers only new pairs", () => {
    const links = new BrandLinks([["tuffboard", "baltic-panels"]]);
    expect(links.has("baltic-panels", "tuffboard")).toBe(true);
    expect(links.has("tuffboard", "floorcraft")).toBe(false);
    links.learn("baltic-panels", "baltic-group");
    links.learn("tuffboard", "baltic-group");
    expect(links.has("tuffboard", "baltic-group")).toBe(true);
    expect(links.learned).toEqual([["baltic-group", "baltic-panels"]]);
  });
});
