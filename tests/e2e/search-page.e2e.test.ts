import { describe, expect, it } from "vitest";
import {
  setUpSearchPage,
  CASTLE,
  RAPID,
  SULFATE,
  WHITE,
  MORTAR,
  CEMENT_BY_PRICE_ASC,
  PAVING_COUNT,
  pavingName,
  heading,
  resultList,
  resultNames,
  card,
  sortSelect,
  facets,
  pagination,
  statuses,
  searchParam,
  pathAndQuery,
  expectNoResultsEmptyState,
} from "./support/search-page-fixture.ts";

const { server, open } = setUpSearchPage();

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
