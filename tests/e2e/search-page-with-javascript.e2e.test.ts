import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, holdRequests } from "./support/browser.ts";
import {
  setUpSearchPage,
  WHITE,
  CEMENT_BY_PRICE_ASC,
  PLASTERBOARDS,
  PAVING_COUNT,
  heading,
  resultList,
  resultNames,
  sortSelect,
  didYouMean,
  statuses,
  toasts,
  searchParam,
} from "./support/search-page-fixture.ts";

const { session, open } = setUpSearchPage();

describe("search results page with JavaScript", () => {
  it("re-sorts on a client-side navigation when the sort changes, showing the spinner while it loads", async () => {
    const page = await open("/search?q=cement");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    expect(await page.getByRole("button", { name: "Apply" }).count()).toBe(0);

    const gate = await holdRequests(page, /\/search\.data/);
    await sortSelect(page).selectOption({ label: "Price: Low to High" });
    const spinner = statuses(page).filter({ hasText: "Searching…" });
    await spinner.waitFor();
    expect(await resultList(page).count()).toBe(0);
    expect(await heading(page, "cement").isVisible()).toBe(true);
    gate.release();
    await page.waitForURL(/sort=price_asc/);
    await spinner.waitFor({ state: "detached" });
    expect(await resultNames(page)).toEqual(CEMENT_BY_PRICE_ASC);
    expect(await page.getByText("Found 5 products matching your search", { exact: true }).isVisible()).toBe(true);

    await sortSelect(page).selectOption("price_desc");
    await page.waitForURL(/sort=price_desc/);
    await page.waitForFunction(
      (first) => document.querySelector('[aria-label="Search results"] h2')?.textContent === first,
      WHITE,
    );
    expect(await resultNames(page)).toEqual([...CEMENT_BY_PRICE_ASC].reverse());
    expect(searchParam(page, "q")).toBe("cement");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it("offers the corrected spelling and appends a chosen suggestion to the query", async () => {
    const page = await open("/search?q=plasterbord");
    await heading(page, "plasterbord").waitFor();
    expect(await page.getByText('Showing results for "plasterboard"').isVisible()).toBe(true);
    expect(await page.getByText(`Found ${PLASTERBOARDS.length} products matching your search`).isVisible()).toBe(true);
    expect((await resultNames(page)).sort()).toEqual([...PLASTERBOARDS].sort());
    const chips = didYouMean(page);
    expect(await chips.allTextContents()).toContain("plasterboard");

    await chips.filter({ hasText: /^plasterboard$/ }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "plasterbord plasterboard");
    await heading(page, "plasterbord plasterboard").waitFor();
    expect((await resultNames(page)).sort()).toEqual([...PLASTERBOARDS].sort());
  });

  it("shows no 'Did you mean' under a correctly spelled query that found plenty", async () => {
    const page = await open("/search?q=paving");
    await heading(page, "paving").waitFor();
    expect(await page.getByText(`Found ${PAVING_COUNT} products matching your search`).isVisible()).toBe(true);
    expect(await page.getByText("Did you mean to search for:").count()).toBe(0);
    expect(await page.getByText(/^Showing results for/).count()).toBe(0);
  });

  it("shows the failure message and the destructive 'Error' toast when the search request fails", async () => {
    const page = await open("/search?q=cement");
    // The browser logs the failed request itself; that one console line is the point of this test.
    session.current!.expectConsoleError(/status of 500/);
    await page.route(/\/search\.data/, (route) => route.fulfill({ status: 500, body: "database unavailable" }));
    await sortSelect(page).selectOption("price_asc");
    await page.getByRole("alert").filter({ hasText: "Failed to fetch search results. Please try again." }).waitFor();
    const toast = toasts(page).filter({ hasText: "Error" });
    await toast.waitFor();
    expect(await toast.getByText("Failed to fetch search results. Please try again.").isVisible()).toBe(true);
    expect(await toast.getAttribute("data-type")).toBe("error");
    // Checked once the toast has finished sliding in: mid-animation its text is nearly transparent.
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("search results page layout and accessibility", () => {
  const cardBoxes = async (page: Page) => {
    const boxes = [];
    for (const article of (await resultList(page).getByRole("article").all()).slice(0, 3)) {
      const box = await article.boundingBox();
      expect(box).not.toBeNull();
      boxes.push(box!);
    }
    return boxes;
  };

  // Two columns even on a phone: one card a row made a page of 24 results about 15,000 px long.
  it.each([
    [1280, 900, 3],
    [375, 812, 2],
  ])("at %ipx has no axe violations and lays results out in the right columns", async (width, height, columns) => {
    const page = await open("/search?q=cement", { viewport: { width, height } });
    await resultList(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const [a, b, c] = await cardBoxes(page);
    expect(Math.round(b!.y)).toBe(Math.round(a!.y));
    expect(b!.x).toBeGreaterThanOrEqual(a!.x + a!.width);
    if (columns === 3) {
      expect(Math.round(c!.y)).toBe(Math.round(a!.y));
      expect(c!.x).toBeGreaterThanOrEqual(b!.x + b!.width);
    } else {
      expect(Math.round(c!.x)).toBe(Math.round(a!.x));
      expect(c!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  it.each([
    [1280, 900],
    [375, 812],
  ])("at %ipx has no axe violations on the empty state", async (width, height) => {
    const page = await open("/search?q=zqxvw", { viewport: { width, height } });
    await page.getByText("No results found. Try a different search term.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
