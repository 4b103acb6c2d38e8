import { describe, expect, it } from "vitest";
import { axeViolations, holdRequests } from "./support/browser.ts";
import { setUpListings, BRICK_COUNT, productNames } from "./support/listings-fixture.ts";

const { session, open, server } = setUpListings();

describe("building supplies", () => {
  it("filters by category with the group buttons and links each card to its product", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/building-supplies`);
    await page.getByRole("heading", { level: 1, name: "All Building Supplies" }).waitFor();
    const categories = page.getByRole("navigation", { name: "Filter by category" });
    for (const label of ["All Building Supplies", "Cement & Concrete", "Sand & Aggregates", "Timber & Sheeting"]) {
      expect(await categories.getByRole("link", { name: label }).isVisible()).toBe(true);
    }
    expect(await categories.getByRole("link", { name: "Plasterboard" }).isVisible()).toBe(true);
    expect(await categories.getByRole("link", { name: "Skirting Boards" }).isVisible()).toBe(true);
    expect(await page.getByText("Withdrawn Timber Sleeper").count()).toBe(0);

    await categories.getByRole("link", { name: "Timber & Sheeting" }).click();
    await page.waitForURL(/category=timber/);
    await page.getByRole("heading", { level: 1, name: "Timber & Sheeting" }).waitFor();
    expect(await productNames(page, "Timber & Sheeting")).toEqual([
      "OSB3 Board 18mm 2440 x 1220",
      "Treated Roofing Batten 25 x 50mm 4.8m",
    ]);
    const osb = page.getByRole("article", { name: "OSB3 Board 18mm 2440 x 1220" });
    expect(await osb.getByText("Price not available").isVisible()).toBe(true);
    const batten = page.getByRole("article", { name: "Treated Roofing Batten 25 x 50mm 4.8m" });
    // Its only offer is out of stock: it sets no 'from' price.
    expect(await batten.getByText("Not in stock at any merchant").isVisible()).toBe(true);
    expect(await batten.getByText("£3.10").count()).toBe(0);
    expect(await batten.locator("img").getAttribute("loading")).toBe("eager");

    await batten.getByRole("link", { name: /Compare Prices/ }).click();
    await page.waitForURL(`**/product/${server.seeded.battenId}`);
    await page.getByRole("heading", { level: 1, name: "Treated Roofing Batten 25 x 50mm 4.8m" }).waitFor();
  });

  it("says when a category is empty and is accessible on a phone", async () => {
    const page = await open({ viewport: { width: 375, height: 812 } });
    await page.goto(`${server.baseUrl}/building-supplies?category=plasterboard`);
    await page.getByText("No products found in this category.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("answers an unknown category with 404", async () => {
    const page = await open();
    const url = `${server.baseUrl}/building-supplies?category=unicorns`;
    session.current!.expectNotFound(url);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Category not found" }).waitFor();
  });

  it("shows three skeleton cards while a category loads, then the products", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/building-supplies`);
    await page.getByRole("heading", { level: 1, name: "All Building Supplies" }).waitFor();
    const { release } = await holdRequests(page, /\.data(\?|$)/);
    await page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "Cement & Concrete" })
      .click();
    const status = page.getByRole("status").filter({ hasText: "Loading products…" });
    await status.waitFor();
    expect(await status.locator("[data-skeleton=product-card]").count()).toBe(3);
    release();
    await page.getByRole("heading", { level: 1, name: "Cement & Concrete" }).waitFor();
    expect(await productNames(page, "Cement & Concrete")).toEqual(["Castle General Purpose Cement 25kg"]);
  });

  it.each([
    ["/building-supplies", "All Building Supplies", "Sand & Aggregates"],
    ["/bricks-and-blocks", "Bricks & Blocks", "Name (A to Z)"],
    ["/products", "All Products", "Timber"],
  ])("shows the failure message when %s cannot load products", async (path, heading, control) => {
    const page = await open();
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    // The browser logs the failed request itself; that one console line is the point of this test.
    session.current!.expectConsoleError(/status of 500/);
    await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: 500, body: "database unavailable" }));
    if (path === "/bricks-and-blocks") {
      await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
    } else {
      await page
        .getByRole("navigation", { name: "Filter by category" })
        .getByRole("link", { name: control })
        .first()
        .click();
    }
    await page.getByText("Failed to load products. Please try again later.").waitFor();
    expect(await page.getByRole("link", { name: "Try again" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("bricks and blocks", () => {
  it("searches as you type, clears the search and pages through results", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/bricks-and-blocks`);
    await page.getByRole("heading", { level: 1, name: "Bricks & Blocks" }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link").allTextContents()).toEqual(["Home", "Products"]);
    expect(await page.getByText(`Showing 1–24 of ${BRICK_COUNT + 1} products`).isVisible()).toBe(true);
    const first = await productNames(page, "Bricks and blocks");
    expect(first[0]).toBe("Aerated Concrete Block 100mm 7.3N");
    expect(first).toHaveLength(24);

    const pages = page.getByRole("navigation", { name: "Product pages" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(`Showing 25–28 of ${BRICK_COUNT + 1} products`).waitFor();
    expect(await productNames(page, "Bricks and blocks")).toEqual([
      "Brick 24 Red Multi Facing 65mm",
      "Brick 25 Red Multi Facing 65mm",
      "Brick 26 Red Multi Facing 65mm",
      "Brick 27 Red Multi Facing 65mm",
    ]);
    expect(await pages.getByText("2", { exact: true }).getAttribute("aria-current")).toBe("page");

    const search = page.getByRole("searchbox", { name: "Search bricks and blocks" });
    // The search engine's reading: a misspelt word is corrected to the catalogue's, and the page says so.
    await search.fill("ENGneering");
    await page.waitForURL(/q=ENGneering/);
    await page.getByText("Showing 1–1 of 1 product").waitFor();
    expect(await productNames(page, "Bricks and blocks")).toEqual(["Brick 05 Red Multi Engineering 65mm"]);
    expect(await page.getByText('Showing results for "engineering".').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();

    // Words only a description uses ("Frost resistant") find nothing, as on /search.
    await search.fill("frost resistant");
    await page.getByText('No bricks or blocks match "frost resistant"').waitFor();

    await search.fill("granite");
    await page.getByText('No bricks or blocks match "granite"').waitFor();
    expect(await page.getByRole("heading", { name: "No products found" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Clear Search" }).click();
    await page.getByText(`Showing 1–24 of ${BRICK_COUNT + 1} products`).waitFor();
    expect(await search.inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("switches between grid and list, and filters by merchant, price and stock", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/bricks-and-blocks`);
    const view = page.getByRole("navigation", { name: "View as" });
    expect(await view.getByRole("link", { name: "Grid" }).getAttribute("aria-current")).toBe("true");
    await view.getByRole("link", { name: "List" }).click();
    await view.locator('[aria-current="true"]', { hasText: "List" }).waitFor();
    expect(new URL(page.url()).searchParams.get("view")).toBe("list");

    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByRole("checkbox", { name: "Pennine Timber" }).check();
    await page.getByRole("spinbutton", { name: "Maximum" }).fill("0.60");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/merchant=pennine/);
    const url = new URL(page.url());
    expect(url.searchParams.get("max")).toBe("0.60");
    expect(url.searchParams.get("view")).toBe("list");
    // Pennine sells every third brick at 0.45 + i/100: bricks 3, 6, 9, 12 and 15 cost £0.60 or less.
    await expect
      .poll(() => productNames(page, "Bricks and blocks"))
      .toEqual([3, 6, 9, 12, 15].map((i) => `Brick ${String(i).padStart(2, "0")} Red Multi Facing 65mm`));
    expect(
      await page
        .getByRole("article", { name: /Brick 03/ })
        .getByText("From £0.48")
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByRole("article", { name: /Brick 03/ })
        .getByText("1 merchant")
        .isVisible(),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.getByText(`Showing 1–24 of ${BRICK_COUNT + 1} products`).waitFor();
  });

  it("searches, sorts and pages without JavaScript", async () => {
    const page = await open({ javaScript: false });
    await page.goto(`${server.baseUrl}/bricks-and-blocks`);
    await page.getByRole("searchbox", { name: "Search bricks and blocks" }).fill("multi facing 65mm");
    await page
      .getByRole("search", { name: "Search bricks and blocks" })
      .getByRole("button", { name: "Search" })
      .click();
    await page.waitForURL(/q=multi\+facing\+65mm/);
    // Every term and the stated size must match: the 26 facing bricks, not Brick 05 (engineering) nor the block.
    await page.getByText("Showing 1–24 of 26 products").waitFor();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_desc");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.waitForURL(/sort=price_desc/);
    // Brick 27 is cheaper at Pennine (£0.72), so Brick 26 (£0.76) has the highest lowest price.
    await expect
      .poll(async () => (await productNames(page, "Bricks and blocks")).slice(0, 2))
      .toEqual(["Brick 26 Red Multi Facing 65mm", "Brick 25 Red Multi Facing 65mm"]);
    expect(new URL(page.url()).searchParams.get("q")).toBe("multi facing 65mm");
  });

  it("shows six skeleton cards while the page loads from another page", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/products`);
    const { release } = await holdRequests(page, /\.data(\?|$)/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bricks & Blocks" }).click();
    const status = page.getByRole("status").filter({ hasText: "Loading bricks and blocks…" });
    await status.waitFor();
    expect(await status.locator("[data-skeleton=product-card]").count()).toBe(6);
    release();
    await page.getByRole("heading", { level: 1, name: "Bricks & Blocks" }).waitFor();
  });

  it("explains ignored parameters and a page past the end", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/bricks-and-blocks?min=cheap&page=9`);
    await page.getByText('Minimum price "cheap" isn\'t a price in pounds; it was ignored.').waitFor();
    await page.getByRole("heading", { name: "There is no page 9" }).waitFor();
    await page.getByRole("link", { name: "Go to the first page" }).click();
    await page.getByText(`Showing 1–24 of ${BRICK_COUNT + 1} products`).waitFor();
  });
});
