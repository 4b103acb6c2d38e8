import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations, holdRequests } from "./support/browser.ts";
import { createListedProduct, createMerchant } from "../setup/factories.ts";
import type { Db } from "../../server/db/client.server.ts";
import { rebuildSearchIndex } from "../../server/search/rebuild-search-index.server.ts";

const CASTLE = "Castle General Purpose Cement 25kg";
const RAPID = "Rapid Set Cement 20kg";
const SULFATE = "Sulfate Resisting Cement 25kg";
const WHITE = "White Cement 25kg";
const MORTAR = "Cement Mortar Mix 20kg";
/** Relevance puts these in any order; every price sort has one answer (no price counts as infinite). */
const CEMENT_BY_PRICE_ASC = [MORTAR, CASTLE, SULFATE, RAPID, WHITE];
const PLASTERBOARDS = [
  "Gyproc WallBoard Plasterboard 12.5mm 2400 x 1200",
  "Knauf Moisture Resistant Plasterboard 12.5mm 2400 x 1200",
  "British Gypsum Fireline Plasterboard 15mm 2400 x 1200",
];
const PAVING_COUNT = 30;
const pavingName = (i: number) =>
  `${i % 2 ? "Buff" : "Grey"} Riven Paving Slab 600 x 600 Lot ${String(i).padStart(2, "0")}`;
const MERCHANTS = ["Anchor Builders Merchants", "Bramble Timber", "Carter Supplies", "Dunmore Trade", "Elm Building"];

async function seed(db: Db) {
  const m: number[] = [];
  for (const name of MERCHANTS) m.push((await createMerchant(db, { name })).id);
  const castle = await createListedProduct(
    db,
    { name: CASTLE, category: "cement", description: "Grey Portland cement for general building work." },
    [9.99, 7.25, 6.5, 8.1, 7.8].map((price, i) => ({ merchantId: m[i]!, price })),
  );
  const rapid = await createListedProduct(
    db,
    { name: RAPID, category: "cement", description: "Sets in minutes for fixing posts." },
    [{ merchantId: m[2]!, price: 12 }],
  );
  const sulfate = await createListedProduct(
    db,
    { name: SULFATE, category: "cement", description: "For foundations in sulfate-bearing ground." },
    [
      { merchantId: m[0]!, price: 10 },
      { merchantId: m[1]!, price: 10 },
    ],
  );
  // Its only offer has left the feed, so it has no current price.
  const white = await createListedProduct(
    db,
    { name: WHITE, category: "cement", description: "Bright white cement for decorative render." },
    [{ merchantId: m[3]!, price: 3, availability: "not_in_feed" }],
  );
  const mortar = await createListedProduct(
    db,
    { name: MORTAR, category: "concrete-mortar", description: "Ready blended for bricklaying." },
    [{ merchantId: m[4]!, price: 4.95 }],
  );
  for (const [i, name] of PLASTERBOARDS.entries()) {
    await createListedProduct(db, { name, category: "plasterboard", description: "Wallboard for partitions." }, [
      { merchantId: m[i]!, price: 8 + i },
    ]);
  }
  for (let i = 1; i <= PAVING_COUNT; i++) {
    await createListedProduct(db, { name: pavingName(i), category: "other", description: "Riven finish slab." }, [
      { merchantId: m[i % MERCHANTS.length]!, price: 15 + i / 2 },
    ]);
  }
  await rebuildSearchIndex(db);
  return { castle: castle.id, rapid: rapid.id, sulfate: sulfate.id, white: white.id, mortar: mortar.id };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

type Viewport = { width: number; height: number };

async function open(path: string, options: { viewport?: Viewport; javaScript?: boolean } = {}): Promise<Page> {
  const { page } = await session.open(options.viewport, { javaScriptEnabled: options.javaScript ?? true });
  await page.goto(`${server.baseUrl}${path}`);
  if (options.javaScript ?? true) await waitForHydration(page);
  return page;
}

/** React marks the elements it has hydrated; before that a change to the select is not seen. */
async function waitForHydration(page: Page) {
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForFunction(() => {
    const h1 = document.querySelector("h1");
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith("__reactProps"));
  });
}

const heading = (page: Page, q: string) =>
  page.getByRole("heading", { level: 1, name: `Search results for "${q}"`, exact: true });
const resultList = (page: Page) => page.getByRole("list", { name: "Search results" });
const resultNames = (page: Page) => resultList(page).getByRole("heading", { level: 2 }).allTextContents();
const card = (page: Page, name: string) => resultList(page).getByRole("article", { name, exact: true });
const sortSelect = (page: Page) => page.getByRole("combobox", { name: "Sort by" });
const facets = (page: Page) => page.getByRole("navigation", { name: "Filter results by category" });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Search result pages" });
const didYouMean = (page: Page) =>
  page.getByText("Did you mean to search for:", { exact: true }).locator("xpath=..").getByRole("link");
/** The footer's newsletter form has a status region too: notices are the ones in the page's main content. */
const statuses = (page: Page) => page.getByRole("main").getByRole("status");
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const pathAndQuery = (href: string | null) => {
  const url = new URL(href ?? "", "http://x");
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};

async function expectNoResultsEmptyState(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
  const browse = page.getByRole("navigation", { name: "Browse instead" }).getByRole("link");
  expect(await browse.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/building-supplies",
    "/building-supplies?category=timber",
    "/bricks-and-blocks",
  ]);
  expect(await resultList(page).count()).toBe(0);
  expect(await page.getByText(/^Found \d+ products? matching your search$/).count()).toBe(0);
}

describe("search results page, server-rendered without JavaScript", () => {
  it("shows the heading, title, count and one card per product with prices and merchants", async () => {
    const page = await open("/search?q=cement", { javaScript: false });
    await heading(page, "cement").waitFor();
    expect(await page.title()).toBe('Search results for "cement" - BuildCompare');
    expect(await page.getByText("Found 5 products matching your search", { exact: true }).isVisible()).toBe(true);
    expect((await resultNames(page)).sort()).toEqual([...CEMENT_BY_PRICE_ASC].sort());

    const castle = card(page, CASTLE);
    expect(await castle.getByRole("link", { name: CASTLE, exact: true }).getAttribute("href")).toBe(
      `/product/${server.seeded.castle}`,
    );
    // The listings' card: one honest tag and 'Compare Prices', as on every other page.
    expect(await castle.getByText("Save £3.49 by comparing").isVisible()).toBe(true);
    expect(await castle.getByRole("link", { name: `Compare Prices for ${CASTLE}` }).getAttribute("href")).toBe(
      `/product/${server.seeded.castle}`,
    );
    expect(await castle.getByText("Cement", { exact: true }).isVisible()).toBe(true);
    expect(await castle.getByText("Grey Portland cement for general building work.").isVisible()).toBe(true);
    expect(await castle.getByText("£6.50 - £9.99", { exact: true }).isVisible()).toBe(true);
    expect(await castle.getByText("5 merchants", { exact: true }).isVisible()).toBe(true);
    const prices = castle.getByRole("list", { name: `Prices for ${CASTLE}` }).getByRole("listitem");
    expect(await prices.allTextContents()).toEqual([
      "Carter Supplies£6.50",
      "Bramble Timber£7.25",
      "Elm Building£7.80",
      "+2 more options",
    ]);

    const rapid = card(page, RAPID);
    expect(await rapid.getByText("£12.00", { exact: true }).count()).toBe(2);
    expect(await rapid.getByText("1 merchant", { exact: true }).isVisible()).toBe(true);
    expect(await rapid.getByText(/more option/).count()).toBe(0);
    // Two merchants at the same price: a single price, not "£10.00 - £10.00".
    const sulfate = card(page, SULFATE);
    expect(await sulfate.getByText("2 merchants", { exact: true }).isVisible()).toBe(true);
    expect(await sulfate.getByText(/£10\.00 - /).count()).toBe(0);
    expect(await sulfate.getByRole("listitem").allTextContents()).toEqual([
      "Anchor Builders Merchants£10.00",
      "Bramble Timber£10.00",
    ]);
    const white = card(page, WHITE);
    expect(await white.getByText("Price not available", { exact: true }).isVisible()).toBe(true);
    expect(await white.getByText("£3.00").count()).toBe(0);
    expect(await white.getByRole("list").count()).toBe(0);

    expect(await card(page, MORTAR).getByText("Concrete & Mortar", { exact: true }).isVisible()).toBe(true);
    await castle.getByRole("link", { name: CASTLE, exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/product/${server.seeded.castle}`);
    await page.getByRole("heading", { level: 1, name: CASTLE }).waitFor();
  });

  it("lets a plain search that finds products be indexed, keeps its variants out, and names a canonical URL", async () => {
    const page = await open("/search?q=cement", { javaScript: false });
    await heading(page, "cement").waitFor();
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      "https://www.buildcompare.test/search?q=cement",
    );
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain('"cement"');

    for (const variant of ["/search?q=sharp%20cement&sort=price_asc", "/search?q=cement&page=2", "/search?q=zzqxv"]) {
      const html = await (await fetch(`${server.baseUrl}${variant}`)).text();
      expect(html, variant).toContain('<meta name="robots" content="noindex, follow"/>');
    }
  });

  it("re-sorts with the sort select and Apply; a product without a price counts as infinitely dear", async () => {
    const page = await open("/search?q=cement", { javaScript: false });
    await heading(page, "cement").waitFor();
    expect(await sortSelect(page).inputValue()).toBe("relevance");
    expect(await sortSelect(page).locator("option").allTextContents()).toEqual([
      "Relevance",
      "Price: Low to High",
      "Price: High to Low",
      "Delivered Price: Low to High",
      "Unit Price: Low to High",
      "Most Merchants",
    ]);

    await sortSelect(page).selectOption({ label: "Price: Low to High" });
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.waitForURL(/sort=price_asc/);
    expect(searchParam(page, "q")).toBe("cement");
    expect(await resultNames(page)).toEqual(CEMENT_BY_PRICE_ASC);
    expect(await sortSelect(page).inputValue()).toBe("price_asc");

    await sortSelect(page).selectOption({ label: "Price: High to Low" });
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.waitForURL(/sort=price_desc/);
    expect(await resultNames(page)).toEqual([...CEMENT_BY_PRICE_ASC].reverse());

    await sortSelect(page).selectOption({ label: "Most Merchants" });
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.waitForURL(/sort=merchants/);
    expect((await resultNames(page)).slice(0, 2)).toEqual([CASTLE, SULFATE]);
    expect((await resultNames(page)).at(-1)).toBe(WHITE);
  });

  it("filters by category with facet chips that keep the query, and sorting keeps the category", async () => {
    const page = await open("/search?q=cement&sort=price_desc", { javaScript: false });
    const chips = facets(page).getByRole("link");
    expect(await chips.allTextContents()).toEqual(["All(5)", "Cement(4)", "Concrete & Mortar(1)"]);
    expect(await chips.filter({ hasText: "All" }).getAttribute("aria-current")).toBe("page");

    await chips.filter({ hasText: "Concrete & Mortar" }).click();
    await page.waitForURL(/category=concrete-mortar/);
    expect(searchParam(page, "q")).toBe("cement");
    expect(searchParam(page, "sort")).toBe("price_desc");
    expect(await resultNames(page)).toEqual([MORTAR]);
    expect(await page.getByText("Found 1 product matching your search", { exact: true }).isVisible()).toBe(true);
    expect(await chips.filter({ hasText: "Concrete & Mortar" }).getAttribute("aria-current")).toBe("page");
    expect(await chips.filter({ hasText: "All" }).getAttribute("aria-current")).toBeNull();

    await chips.filter({ hasText: /^Cement/ }).click();
    await page.waitForURL(/category=cement(&|$)/);
    expect(await resultNames(page)).toEqual([WHITE, RAPID, SULFATE, CASTLE]);
    await sortSelect(page).selectOption("price_asc");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.waitForURL(/sort=price_asc/);
    expect(searchParam(page, "category")).toBe("cement");
    expect(await resultNames(page)).toEqual([CASTLE, SULFATE, RAPID, WHITE]);

    expect(pathAndQuery(await chips.filter({ hasText: "All" }).getAttribute("href"))).toEqual({
      path: "/search",
      params: { q: "cement", sort: "price_asc" },
    });
  });

  it("pages through more than 24 results with links that keep the query and sort", async () => {
    const page = await open("/search?q=paving&sort=price_asc", { javaScript: false });
    await heading(page, "paving").waitFor();
    expect(await page.getByText(`Found ${PAVING_COUNT} products matching your search`).isVisible()).toBe(true);
    const ascending = Array.from({ length: PAVING_COUNT }, (_, i) => pavingName(i + 1));
    expect(await resultNames(page)).toEqual(ascending.slice(0, 24));
    expect(await pagination(page).getByRole("link", { name: "Page 1, current page" }).count()).toBe(0);
    expect(await pagination(page).getByText("1", { exact: true }).getAttribute("aria-current")).toBe("page");

    const next = pagination(page).getByRole("link", { name: "Next" });
    expect(pathAndQuery(await next.getAttribute("href"))).toEqual({
      path: "/search",
      params: { q: "paving", sort: "price_asc", page: "2" },
    });
    await next.click();
    await page.waitForURL(/page=2/);
    expect(searchParam(page, "q")).toBe("paving");
    expect(searchParam(page, "sort")).toBe("price_asc");
    expect(await resultNames(page)).toEqual(ascending.slice(24));
    expect(pathAndQuery(await pagination(page).getByRole("link", { name: "Page 1" }).getAttribute("href"))).toEqual({
      path: "/search",
      params: { q: "paving", sort: "price_asc" },
    });
  });

  it("says when a page is past the end and links back to the first page", async () => {
    const page = await open("/search?q=paving&sort=price_desc&page=3", { javaScript: false });
    await page.getByRole("heading", { name: "There is no page 3" }).waitFor();
    expect(await page.getByText("These results have 2 pages.").isVisible()).toBe(true);
    expect(await resultList(page).count()).toBe(0);
    await page.getByRole("link", { name: "Go to the first page" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === null);
    expect(searchParam(page, "q")).toBe("paving");
    expect(searchParam(page, "sort")).toBe("price_desc");
    expect(await resultList(page).getByRole("article").count()).toBe(24);
  });
});

describe("search results page, empty states and bad parameters", () => {
  it("shows the no-results message and browse links for a query that matches nothing", async () => {
    const page = await open("/search?q=zqxvw%20jkplm");
    await heading(page, "zqxvw jkplm").waitFor();
    await expectNoResultsEmptyState(page, "No results found. Try a different search term.");
    expect(await sortSelect(page).count()).toBe(0);
    await page
      .getByRole("navigation", { name: "Browse instead" })
      .getByRole("link", { name: "Bricks & Blocks" })
      .click();
    await page.waitForURL(`${server.baseUrl}/bricks-and-blocks`);
  });

  it("asks for a search term when there is no query", async () => {
    const page = await open("/search", { javaScript: false });
    await page.getByRole("heading", { level: 1, name: "Search Results", exact: true }).waitFor();
    expect(await page.title()).toBe("Search Results - BuildCompare");
    await expectNoResultsEmptyState(page, "Enter a search term to see results.");
    expect(await statuses(page).count()).toBe(0);
  });

  it("explains that one character is too short and shows the empty state", async () => {
    const page = await open("/search?q=c", { javaScript: false });
    await heading(page, "c").waitFor();
    expect(await statuses(page).textContent()).toBe("Please enter at least 2 characters to search.");
    await expectNoResultsEmptyState(page, "No results found. Try a different search term.");
  });

  it.each([
    ["sort", "bogus"],
    ["page", "abc"],
    ["category", "nope"],
  ])("ignores %s=%s, says so, and still shows the results", async (name, value) => {
    const page = await open(`/search?q=cement&${name}=${value}`);
    await heading(page, "cement").waitFor();
    const notice = statuses(page);
    expect(await notice.textContent()).toBe(`The "${name}" setting in the address was not understood and was ignored.`);
    expect(await page.getByText("Found 5 products matching your search", { exact: true }).isVisible()).toBe(true);
    expect(await resultList(page).getByRole("article").count()).toBe(5);
    expect(await sortSelect(page).inputValue()).toBe("relevance");
    expect(await facets(page).getByRole("link", { name: /^All/ }).getAttribute("aria-current")).toBe("page");
  });

  it("reports every ignored parameter at once", async () => {
    const page = await open("/search?q=cement&sort=bogus&page=abc&category=nope", { javaScript: false });
    const notices = statuses(page).getByRole("listitem");
    expect(await notices.allTextContents()).toEqual(
      ["sort", "category", "page"].map((n) => `The "${n}" setting in the address was not understood and was ignored.`),
    );
    expect(await resultList(page).getByRole("article").count()).toBe(5);
  });
});

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
