import { describe, expect, it } from "vitest";
import { BASKET_MAX_LINES, BASKET_MAX_QUANTITY, parseBasketItems } from "./basket.ts";
import {
  addToCurrent,
  cleanProjectName,
  createProject,
  currentProject,
  DEFAULT_PROJECT_NAME,
  deleteCurrent,
  emptyProjects,
  MAX_PROJECTS,
  parseProjects,
  priceComparisonHref,
  readBasketItemsLeniently,
  renameCurrent,
  sameItems,
  selectProject,
  setCurrentItems,
  type ProjectsState,
} from "./projects.ts";
import { quantityInUnits, unitAfterQuantity } from "./quantity-label.ts";

const T0 = "2026-12-01T10:00:00.000Z";
const T1 = "2026-12-01T11:00:00.000Z";

function state(): ProjectsState {
  return {
    currentId: "b",
    projects: [
      { id: "a", name: "Garage", items: [{ productId: 1, quantity: 2 }], updatedAt: T0 },
      { id: "b", name: "Extension", items: [{ productId: 3, quantity: 4 }], updatedAt: T0 },
    ],
  };
}

describe("parseProjects", () => {
  it("reads a stored state back", () => {
    expect(parseProjects(JSON.stringify(state()))).toEqual(state());
  });

  it("drops malformed projects and lines, and repeats, keeping the rest", () => {
    const raw = JSON.stringify({
      currentId: "a",
      projects: [
        {
          id: "a",
          name: "  Garage \n roof ",
          updatedAt: T0,
          items: [
            { productId: 1, quantity: 2 },
            { productId: 1, quantity: 5 },
            { productId: "2", quantity: 1 },
            { productId: 3, quantity: 0 },
            { productId: 4, quantity: BASKET_MAX_QUANTITY + 1 },
            { productId: 5, quantity: 1.5 },
            null,
            { productId: 6, quantity: 1 },
          ],
        },
        { id: "a", name: "again", updatedAt: T0, items: [] },
        { id: "c", name: 7, updatedAt: T0, items: [] },
        { id: "d", name: "Bad date", updatedAt: "yesterday", items: [] },
        { id: "e", name: "", updatedAt: T0, items: "1:2" },
        "x",
      ],
    });
    expect(parseProjects(raw)).toEqual({
      currentId: "a",
      projects: [
        {
          id: "a",
          name: "Garage roof",
          updatedAt: T0,
          items: [
            { productId: 1, quantity: 2 },
            { productId: 6, quantity: 1 },
          ],
        },
        { id: "e", name: DEFAULT_PROJECT_NAME, updatedAt: T0, items: [] },
      ],
    });
  });

  it("falls back to the first project when the current id names none", () => {
    expect(parseProjects(JSON.stringify({ ...state(), currentId: "zz" }))?.currentId).toBe("a");
  });

  it("treats nothing, broken JSON, non-objects and no projects as nothing stored", () => {
    for (const raw of [null, "", "{", "[]", "42", '{"projects":{}}', '{"projects":[]}']) {
      expect(parseProjects(raw), String(raw)).toBeNull();
    }
  });

  it("keeps at most MAX_PROJECTS projects and BASKET_MAX_LINES lines each", () => {
    const items = Array.from({ length: BASKET_MAX_LINES + 3 }, (_, i) => ({ productId: i + 1, quantity: 1 }));
    const projects = Array.from({ length: MAX_PROJECTS + 2 }, (_, i) => ({
      id: `p${i}`,
      name: `P${i}`,
      updatedAt: T0,
      items,
    }));
    const read = parseProjects(JSON.stringify({ currentId: "p0", projects }));
    expect(read?.projects).toHaveLength(MAX_PROJECTS);
    expect(read?.projects[0]?.items).toHaveLength(BASKET_MAX_LINES);
  });
});

describe("the current project's rules", () => {
  it("adds a new product to the end of the current project only", () => {
    const added = addToCurrent(state(), { productId: 9, quantity: 1 }, T1);
    expect(added.ok && added.state.projects).toEqual([
      state().projects[0],
      {
        id: "b",
        name: "Extension",
        updatedAt: T1,
        items: [
          { productId: 3, quantity: 4 },
          { productId: 9, quantity: 1 },
        ],
      },
    ]);
  });

  it("adds to the quantity of a product already listed, capped at the maximum", () => {
    const added = addToCurrent(state(), { productId: 3, quantity: 6 }, T1);
    expect(added.ok && [added.quantity, currentProject(added.state).items]).toEqual([
      10,
      [{ productId: 3, quantity: 10 }],
    ]);
    const capped = addToCurrent(state(), { productId: 3, quantity: BASKET_MAX_QUANTITY }, T1);
    expect(capped.ok && capped.quantity).toBe(BASKET_MAX_QUANTITY);
  });

  it("refuses a new product when the list is full, saying why", () => {
    const full = setCurrentItems(
      state(),
      Array.from({ length: BASKET_MAX_LINES }, (_, i) => ({ productId: i + 1, quantity: 1 })),
      T1,
    );
    const added = addToCurrent(full, { productId: 5000, quantity: 1 }, T1);
    expect(added).toEqual({ ok: false, error: expect.stringContaining(`at most ${BASKET_MAX_LINES}`) });
    expect(addToCurrent(full, { productId: 1, quantity: 1 }, T1).ok).toBe(true);
  });

  it("renames, creating, selecting and deleting keep a current project", () => {
    expect(currentProject(renameCurrent(state(), "  Loft  ", T1)).name).toBe("Loft");
    expect(currentProject(renameCurrent(state(), "   ", T1)).name).toBe(DEFAULT_PROJECT_NAME);
    const created = createProject(state(), { id: "c", name: "Shared", items: [{ productId: 8, quantity: 2 }] }, T1);
    expect(created.ok && currentProject(created.state)).toEqual({
      id: "c",
      name: "Shared",
      items: [{ productId: 8, quantity: 2 }],
      updatedAt: T1,
    });
    expect(selectProject(state(), "a").currentId).toBe("a");
    expect(selectProject(state(), "nope").currentId).toBe("b");
    expect(deleteCurrent(state(), "fresh", T1)).toEqual({ currentId: "a", projects: [state().projects[0]] });
    expect(deleteCurrent(selectProject(state(), "a"), "fresh", T1).currentId).toBe("b");
    expect(deleteCurrent(emptyProjects("only", T0), "fresh", T1)).toEqual(emptyProjects("fresh", T1));
  });

  it("refuses a project past MAX_PROJECTS", () => {
    let s = emptyProjects("p0", T0);
    for (let i = 1; i < MAX_PROJECTS; i++) {
      const next = createProject(s, { id: `p${i}`, name: "x", items: [] }, T0);
      if (!next.ok) throw new Error(next.error);
      s = next.state;
    }
    expect(createProject(s, { id: "more", name: "x", items: [] }, T0)).toEqual({
      ok: false,
      error: expect.stringContaining(`${MAX_PROJECTS}`),
    });
  });

  it("compares lists by content and order", () => {
    const a = [
      { productId: 1, quantity: 2 },
      { productId: 3, quantity: 4 },
    ];
    expect(sameItems(a, [...a])).toBe(true);
    expect(sameItems(a, [...a].reverse())).toBe(false);
    expect(cleanProjectName("a".repeat(200))).toHaveLength(80);
  });
});

describe("readBasketItemsLeniently", () => {
  it("reads what the strict parser reads, the same way", () => {
    const raw = "12:3,45:1,7:100000";
    const strict = parseBasketItems(raw);
    expect(strict.ok && readBasketItemsLeniently(raw)).toEqual({ items: strict.ok ? strict.value : [], problems: [] });
  });

  it("keeps the readable lines and names each problem by its place", () => {
    const read = readBasketItemsLeniently("12:3,abc,45:0,12:9,,8:2,9:1.5");
    expect(read.items).toEqual([
      { productId: 12, quantity: 3 },
      { productId: 8, quantity: 2 },
    ]);
    expect(read.problems).toEqual([
      'Entry 2 ("abc") is not productId:quantity',
      'Entry 3 ("45:0"): the quantity must be at least 1',
      "Product 12 is listed more than once: the first quantity is kept",
      'Entry 7 ("9:1.5"): the quantity must be a whole number',
    ]);
  });

  it("shows the first BASKET_MAX_LINES lines of a longer list and says so once", () => {
    const raw = Array.from({ length: BASKET_MAX_LINES + 5 }, (_, i) => `${i + 1}:1`).join(",");
    const read = readBasketItemsLeniently(raw);
    expect(read.items).toHaveLength(BASKET_MAX_LINES);
    expect(read.problems).toHaveLength(1);
  });

  it("reads nothing from an absent or blank value, without complaint", () => {
    expect(readBasketItemsLeniently(null)).toEqual({ items: [], problems: [] });
    expect(readBasketItemsLeniently("  ")).toEqual({ items: [], problems: [] });
  });
});

describe("priceComparisonHref", () => {
  it("writes the list, limit and name so that reading it back gives the same list", () => {
    const items = [
      { productId: 12, quantity: 3 },
      { productId: 45, quantity: 1 },
    ];
    const href = priceComparisonHref(items, { name: "Garage & shed", maxMerchants: 2 });
    expect(href).toBe("/price-comparison?items=12:3,45:1&max=2&name=Garage+%26+shed");
    const url = new URL(href, "http://x");
    expect(readBasketItemsLeniently(url.searchParams.get("items")).items).toEqual(items);
    expect(url.searchParams.get("name")).toBe("Garage & shed");
    expect(priceComparisonHref([])).toBe("/price-comparison");
  });
});

describe("quantityInUnits", () => {
  it("names the selling unit, in the plural past one", () => {
    expect(quantityInUnits(1, "bag")).toBe("1 bag");
    expect(quantityInUnits(3, "bag")).toBe("3 bags");
    expect(quantityInUnits(2, "box")).toBe("2 boxes");
    expect(quantityInUnits(1200, "each")).toBe("1,200 items");
    expect(quantityInUnits(2, null)).toBe("2 items");
    expect(quantityInUnits(2, "pack of 10 bags")).toBe("2 packs of 10 bags");
    expect(quantityInUnits(3, "bulk bag")).toBe("3 bulk bags");
    expect(unitAfterQuantity(3, "length")).toBe("lengths");
  });
});
