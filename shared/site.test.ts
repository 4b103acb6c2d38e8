import { describe, expect, it } from "vitest";
import { CATEGORY_GROUPS, findCategoryGroup, isSuppliesGroup } from "./categories.ts";
import { CATEGORY_NAV, FOOTER_NAV, MAIN_NAV } from "./site.ts";

describe("category navigation", () => {
  it("gives one label one destination across the header, the category bar and the footer", () => {
    const destinations = new Map<string, Set<string>>();
    for (const link of [...MAIN_NAV, ...CATEGORY_NAV, ...FOOTER_NAV]) {
      destinations.set(link.label, (destinations.get(link.label) ?? new Set()).add(link.to));
    }
    for (const [label, targets] of destinations) expect([...targets], label).toHaveLength(1);
    expect(destinations.get("Bricks & Blocks")).toEqual(new Set(["/bricks-and-blocks"]));
  });

  it("lists the taxonomy's groups in the category bar, each to the group's page", () => {
    expect(CATEGORY_NAV).toEqual(CATEGORY_GROUPS.map((g) => ({ to: g.path, label: g.label })));
    expect(CATEGORY_NAV.map((l) => l.label)).toEqual([
      "Cement & Concrete",
      "Sand & Aggregates",
      "Timber & Sheeting",
      "Bricks & Blocks",
      "Plasterboard",
      "Skirting Boards",
    ]);
  });

  it("puts each taxonomy category in at most one group", () => {
    const seen = CATEGORY_GROUPS.flatMap((g) => [...g.categories]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("browses every group but Bricks & Blocks as a building-supplies filter", () => {
    expect(CATEGORY_GROUPS.filter((g) => !isSuppliesGroup(g)).map((g) => g.slug)).toEqual(["bricks"]);
    expect(findCategoryGroup("plasterboard")?.path).toBe("/building-supplies?category=plasterboard");
    expect(findCategoryGroup("bricks")?.categories).toEqual(["bricks", "blocks"]);
  });
});
