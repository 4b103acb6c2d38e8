import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/browser.ts";
import {
  setUpSearchPalette,
  PRODUCTS,
  searchBox,
  palette,
  section,
  openPalette,
  resultsHeading,
  suggestResponse,
  typeAndWaitForSuggestions,
  recentInStorage,
  type SuggestBody,
} from "./support/search-palette-fixture.ts";

const { server, openProductPage, session } = setUpSearchPalette();

describe("header search palette: keyboard, accessibility and fallbacks", () => {
  it("closes on Escape (focus stays in the box) and on a click outside", async () => {
    const page = await openProductPage();
    await openPalette(page);
    const combobox = page.getByRole("combobox", { name: "Search building materials" });
    await page.keyboard.press("Escape");
    await palette(page).waitFor({ state: "detached" });
    expect(await combobox.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await combobox.getAttribute("aria-expanded")).toBe("false");
    expect(await combobox.getAttribute("aria-controls")).toBeNull();

    await page.keyboard.press("ArrowDown");
    await palette(page).waitFor();
    // The panel covers part of the page under it; click the heading's left edge, clear of it.
    await page.getByRole("heading", { level: 1 }).click({ position: { x: 2, y: 2 } });
    await palette(page).waitFor({ state: "detached" });
  });

  it("works from the keyboard alone: Tab to the box, type, ArrowDown, Enter opens the first product", async () => {
    const page = await openProductPage();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.getAttribute("name") === "q")) break;
    }
    await palette(page).waitFor();
    const response = suggestResponse(page, "cem");
    await page.keyboard.type("cem");
    const { products } = (await (await response).json()) as SuggestBody;
    const first = section(page, "Suggestions").getByRole("option").first();
    await first.waitFor();
    expect(await first.getAttribute("aria-label")).toMatch(new RegExp(`^${products[0]!.name},`));
    const combobox = page.getByRole("combobox", { name: "Search building materials" });
    expect(await combobox.getAttribute("aria-activedescendant")).toBeNull();

    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute("aria-activedescendant") === id,
      await first.getAttribute("id"),
    );
    expect(await first.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.baseUrl}/product/${products[0]!.id}`);
    await page.getByRole("heading", { level: 1, name: products[0]!.name }).waitFor();
    expect(await palette(page).count()).toBe(0);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`has no axe violations with the palette open at ${viewport.width}px, and fits the screen`, async () => {
      const page = await openProductPage(viewport);
      await page.evaluate(() => localStorage.setItem("recentSearches", JSON.stringify(["cement mix"])));
      await openPalette(page);
      await typeAndWaitForSuggestions(page, "ce");
      await section(page, "Recent Searches").waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const box = await palette(page).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Above the page: the element at the list's centre is the list itself.
      const onTop = await palette(page).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(onTop).toBe(true);
    });
  }

  it("searches from the plain box, and remembers the search, when the palette's code cannot load", async () => {
    const current = await session.open();
    const page = current.page;
    current.expectConsoleError(/Failed to load resource/);
    await page.route(/\/assets\/palette-combobox-[^/]+\.js$/, (route) => route.abort());
    const warned = page.waitForEvent(
      "console",
      (m) => m.type() === "warning" && m.text().includes("search palette failed to load"),
    );
    await page.goto(`${server.baseUrl}/product/${server.seeded.productId}`);
    await page.getByRole("heading", { level: 1, name: PRODUCTS[0]!.name }).waitFor();
    await searchBox(page).click();
    await warned;
    await searchBox(page).fill("sharp sand");
    await searchBox(page).press("Enter");
    await resultsHeading(page, "sharp sand").waitFor();
    // %20, not the plain form's '+': the search ran in the page (run-search.ts, loaded on submit).
    expect(page.url()).toBe(`${server.baseUrl}/search?q=sharp%20sand`);
    expect(await recentInStorage(page)).toEqual(["sharp sand"]);
  });

  it("still searches as a plain form without JavaScript", async () => {
    const current = await session.open({ width: 1280, height: 900 }, { javaScriptEnabled: false });
    const page = current.page;
    await page.goto(`${server.baseUrl}/product/${server.seeded.productId}`);
    const box = page.getByRole("searchbox", { name: "Search building materials" });
    await box.fill("sharp sand");
    await box.press("Enter");
    await page.waitForURL(`${server.baseUrl}/search?q=sharp+sand`);
    await resultsHeading(page, "sharp sand").waitFor();
    expect(await page.getByRole("searchbox", { name: "Search building materials" }).inputValue()).toBe("sharp sand");
  });
});
