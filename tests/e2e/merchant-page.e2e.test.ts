import { describe, expect, it } from "vitest";
import { expectClickOut } from "./support/click-out.ts";
import { axeViolations, holdRequests } from "./support/browser.ts";
import { setUpMerchantPages, HARBOUR, CEMENT, SAND } from "./support/merchants-fixture.ts";

const { openWithoutJs, open, server, session } = setUpMerchantPages();

describe("merchant page", () => {
  it("shows the merchant's details, figures and its products with its prices", async () => {
    const page = await open();
    const response = await page.goto(`${server.baseUrl}/merchants/harbour-builders`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: HARBOUR }).waitFor();
    expect(await page.getByRole("main").getByText("Verified", { exact: true }).first().isVisible()).toBe(true);
    const logo = page.getByRole("main").locator("header img");
    expect([await logo.getAttribute("width"), await logo.getAttribute("height")]).toEqual(["224", "56"]);
    const website = page.getByRole("link", { name: `Visit Website for ${HARBOUR} (opens in a new tab)` });
    await expectClickOut(server.baseUrl, website, "https://harbour.example.co.uk/");

    const figures = page.getByRole("region", { name: `${HARBOUR} at a glance` });
    const figure = (label: string) =>
      figures.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    expect(await figure("Products listed").textContent()).toBe("28");

    // Ratings from our data: each with its counts and band, no stars.
    const ratings = page.getByRole("region", { name: `How ${HARBOUR} compares` });
    const rating = (label: string) =>
      ratings.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    const ratingText = (label: string) =>
      ratings.locator(`xpath=.//dt[normalize-space()="${label}"]/parent::div`).innerText();
    // Cement is the only product another merchant can also sell now (Harbour's sand is out of stock).
    expect(await rating("Cheapest price").textContent()).toBe("Not enough data");
    expect(await ratingText("Cheapest price")).toContain(
      "Only 1 of its products is also sold by another merchant; we rate this from 5.",
    );
    const days = Math.floor((Date.now() - Date.parse("2026-11-21T10:15:00Z")) / 86_400_000);
    expect(await rating("Feed freshness").textContent()).toBe(`Updated ${days} days ago`);
    expect(await ratingText("Feed freshness")).toContain("Prices last read from its feed 21 Nov 2026 at 10:15.");
    expect(await rating("In stock").textContent()).toBe("96%");
    expect(await ratingText("In stock")).toContain("High");
    expect(await ratingText("In stock")).toContain("27 of its 28 listed offers in stock now.");
    expect(await rating("Delivery cost stated").textContent()).toBe("0%");
    expect(await ratingText("Delivery cost stated")).toContain("0 of its 28 listed offers state a delivery cost");
    expect(await ratings.getByRole("link", { name: "How these ratings are computed" }).getAttribute("href")).toBe(
      "/help/merchant-ratings",
    );

    const products = page.getByRole("region", { name: `Products from ${HARBOUR}` });
    expect(await products.getByRole("status").textContent()).toBe(
      "Showing 1–24 of 28 products, sorted by Name (A to Z).",
    );
    const names = await products.getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toHaveLength(24);
    expect(names.slice(0, 2)).toEqual([CEMENT, SAND]);

    const cement = products.getByRole("listitem").filter({ has: page.getByRole("link", { name: CEMENT }) });
    expect(await cement.getByRole("link", { name: CEMENT, exact: true }).getAttribute("href")).toBe(
      `/product/${server.seeded.cementId}`,
    );
    // The card every listing draws, with this merchant's price in place of the market's range.
    expect(await cement.getByRole("link", { name: `Compare Prices for ${CEMENT}` }).getAttribute("href")).toBe(
      `/product/${server.seeded.cementId}`,
    );
    expect(await cement.getByText("£5.95", { exact: true }).isVisible()).toBe(true);
    expect(await cement.locator("s").textContent()).toBe("£7.20");
    expect(await cement.getByText("Lowest delivered price").isVisible()).toBe(true);
    expect(await cement.getByText("Lowest of 2 merchants: £5.95").isVisible()).toBe(true);
    expect(await cement.getByText("In stock").isVisible()).toBe(true);
    expect(await cement.getByText("£0.238 per kg").isVisible()).toBe(true);
    expect(await cement.getByText("Last checked 21 Nov 2026").isVisible()).toBe(true);

    const sand = products.getByRole("listitem").filter({ has: page.getByRole("link", { name: SAND }) });
    expect(await sand.getByText("£3.00").isVisible()).toBe(true);
    expect(await sand.getByText("Out of stock").isVisible()).toBe(true);
    expect(await sand.getByText("Lowest of 2 merchants: £2.50").isVisible()).toBe(true);
    expect(await sand.getByText("Lowest delivered price").count()).toBe(0);

    const batten = products.getByRole("listitem").filter({ hasText: "Treated Timber Batten 01" });
    expect(await batten.getByText("Only listed by this merchant").isVisible()).toBe(true);

    expect(await axeViolations(page)).toEqual([]);
  });

  it("redirects a numeric id to the slug URL with 301", async () => {
    const response = await fetch(`${server.baseUrl}/merchants/${server.seeded.harbourId}?sort=price_asc`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/merchants/harbour-builders?sort=price_asc");
  });

  it("sends title, description and canonical link in the server HTML", async () => {
    const html = await (await fetch(`${server.baseUrl}/merchants/harbour-builders?page=2&sort=price_desc`)).text();
    expect(html).toContain(`<title>${HARBOUR} - Products and prices (page 2) | BuildCompare</title>`);
    expect(html).toContain(
      '<link rel="canonical" href="https://www.buildcompare.test/merchants/harbour-builders?page=2"/>',
    );
    expect(html).toMatch(
      /<meta name="description" content="Harbour Builders Merchants: prices on 28 building products compared with other UK/,
    );
  });

  it("searches, sorts and pages with JavaScript, keeping the state in the URL", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/merchants/harbour-builders`);
    const products = page.getByRole("region", { name: `Products from ${HARBOUR}` });
    const search = products.getByRole("searchbox", { name: "Search products" });
    await search.focus();
    await page.keyboard.type("BATTEN timber");
    await page.keyboard.press("Enter");
    await products
      .getByRole("status")
      .filter({ hasText: 'Showing 1–24 of 26 products matching "BATTEN timber"' })
      .waitFor();

    await products.getByRole("combobox", { name: "Sort by" }).selectOption("price_desc");
    await page.waitForURL(/sort=price_desc/);
    await products.getByRole("status").filter({ hasText: "sorted by Price: High to Low" }).waitFor();
    const first = await products.getByRole("heading", { level: 3 }).first().textContent();
    expect(first).toBe("Treated Timber Batten 26");

    const pager = page.getByRole("navigation", { name: "Merchant product pages" });
    await pager.getByRole("link", { name: "Page 2" }).click();
    await products.getByRole("status").filter({ hasText: "Showing 25–26 of 26" }).waitFor();
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: "BATTEN timber", sort: "price_desc", page: "2" });
    expect(await products.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Treated Timber Batten 02",
      "Treated Timber Batten 01",
    ]);
  });

  it("searches, sorts and pages without JavaScript", async () => {
    const page = await openWithoutJs();
    await page.goto(`${server.baseUrl}/merchants/harbour-builders`);
    const products = page.getByRole("region", { name: `Products from ${HARBOUR}` });
    await products.getByRole("searchbox", { name: "Search products" }).fill("batten");
    await products.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
    await products.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=batten/);
    expect(await products.getByRole("status").textContent()).toBe(
      'Showing 1–24 of 26 products matching "batten", sorted by Price: Low to High.',
    );
    expect(await products.getByRole("heading", { level: 3 }).first().textContent()).toBe("Treated Timber Batten 01");
    await page.getByRole("navigation", { name: "Merchant product pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await expect
      .poll(() => products.getByRole("heading", { level: 3 }).allTextContents())
      .toEqual(["Treated Timber Batten 25", "Treated Timber Batten 26"]);
  });

  it("reads a search as /search does: a misspelling is corrected and the page says so", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/merchants/harbour-builders?q=treatd%20battens`);
    const products = page.getByRole("region", { name: `Products from ${HARBOUR}` });
    const status = products.getByRole("status");
    await status.filter({ hasText: 'Showing 1–24 of 26 products matching "treatd battens"' }).waitFor();
    expect(await status.getByText('Showing results for "treated batten".').isVisible()).toBe(true);
  });

  it("offers to clear a search that matches nothing, and sends a page past the end to the last page", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/merchants/harbour-builders?q=plasterboard&sort=price_asc`);
    const products = page.getByRole("region", { name: `Products from ${HARBOUR}` });
    await products.getByText(`No products from ${HARBOUR} match "plasterboard".`).waitFor();
    await products.getByRole("link", { name: "Clear search" }).click();
    await page.waitForURL(`${server.baseUrl}/merchants/harbour-builders?sort=price_asc`);
    await products.getByRole("status").filter({ hasText: "Showing 1–24 of 28 products" }).waitFor();

    await page.goto(`${server.baseUrl}/merchants/harbour-builders?page=9`);
    expect(page.url()).toBe(`${server.baseUrl}/merchants/harbour-builders?page=2`);
  });

  it("says when a merchant has no products, and is accessible on a 375px screen", async () => {
    const page = await open({ width: 375, height: 812 });
    await page.goto(`${server.baseUrl}/merchants/redbrick`);
    await page.getByText("This merchant has no products listed right now.").waitFor();
    expect(await page.getByRole("searchbox", { name: "Search products" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /Visit Website/ }).count()).toBe(0);
    expect(await page.getByText("We have no record of a feed import for this merchant.").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}/merchants/harbour-builders`);
    await page.getByRole("heading", { level: 1, name: HARBOUR }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([["no-such-merchant"], ["987654"]])("answers /merchants/%s with 404 'Merchant not found'", async (id) => {
    const page = await open();
    const url = `${server.baseUrl}/merchants/${id}`;
    session.current!.expectNotFound(url);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Merchant not found" }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Merchants" }).getAttribute("href")).toBe("/merchants");
    expect(await page.title()).toBe("Merchant not found | BuildCompare");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows a loading skeleton during client-side navigation", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/merchants`);
    await page.getByRole("heading", { level: 1, name: "UK's Leading Builders Merchants" }).waitFor();
    const gate = await holdRequests(page, /\/merchants\/harbour-builders\.data/);
    await page.getByRole("link", { name: `View Products from ${HARBOUR}` }).click();
    await page.getByRole("status").filter({ hasText: "Loading merchant details" }).waitFor();
    gate.release();
    await page.getByRole("heading", { level: 1, name: HARBOUR }).waitFor();
  });
});
