import { describe, expect, it } from "vitest";
import { expectClickOut } from "./support/click-out.ts";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import type { Page } from "playwright-core";
import { createMerchant, createOffer, createProduct, hideProduct } from "../setup/factories.ts";
import type { Db } from "../../server/db/client.server.ts";
import { axeViolations, holdRequests } from "./support/browser.ts";

const CEMENT = "General Purpose Cement 25kg";
const RAPID = "Rapid Set Cement 20kg";
const COLOURANT = "Cement Colourant Red";
const SAND = "Sharp Sand 25kg";
const PLASTERBOARD = "Gyproc Plasterboard Tapered Edge 2400 x 1200 x 12.5mm";

async function seed(db: Db) {
  const harbour = await createMerchant(db, { name: "Harbour Builders Merchants" });
  const oakfield = await createMerchant(db, { name: "Oakfield Timber & Building" });
  const redbrick = await createMerchant(db, { name: "Redbrick Supplies" });
  const lastChecked = new Date("2026-11-21T10:00:00Z");

  const cement = await createProduct(db, { name: CEMENT, imageUrl: "/demo-images/cement-bag.svg" });
  await createOffer(db, {
    productId: cement.id,
    merchantId: harbour.id,
    price: 6.49,
    deliveryCost: 4.99,
    url: "https://harbour.example.co.uk/p/cement-25kg",
    lastChecked,
  });
  await createOffer(db, {
    productId: cement.id,
    merchantId: oakfield.id,
    price: 7.2,
    salePrice: 5.95,
    deliveryCost: 0,
    url: "https://oakfield.example.co.uk/cement/25kg",
    lastChecked: new Date("2026-11-19T23:30:00Z"),
  });
  await createOffer(db, {
    productId: cement.id,
    merchantId: redbrick.id,
    price: 8.1,
    url: "javascript:alert(1)",
    availability: "out_of_stock",
    lastChecked,
  });
  const rapid = await createProduct(db, { name: RAPID });
  await createOffer(db, { productId: rapid.id, merchantId: harbour.id, price: 9.99, lastChecked });
  const colourant = await createProduct(db, { name: COLOURANT });
  const hidden = await createProduct(db, { name: "Cement Mixer Hire" });
  await hideProduct(db, hidden.id);
  // Its own category: the factory's default (cement) would make it a cement to the search engine.
  await createProduct(db, { name: SAND, category: "sand" });
  await createProduct(db, { name: PLASTERBOARD, category: "plasterboard" });
  return { cementId: cement.id, colourantId: colourant.id };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

async function open(viewport?: { width: number; height: number }) {
  return (await session.open(viewport)).page;
}

async function openWithoutJs() {
  const current = await session.open({ width: 1280, height: 900 }, { javaScriptEnabled: false });
  return current.page;
}

const compareForm = (page: Page) => page.getByRole("search", { name: "Price comparison" });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Product name" });
/** Each result link reads "name" then its merchant count and price on a line below. */
const resultNames = async (page: Page) =>
  (await page.getByRole("region", { name: "Matching products" }).getByRole("link").allInnerTexts()).map(
    (text) => text.split("\n")[0],
  );

describe("price comparison", () => {
  it("searches as you type, compares a product's prices and clears, without reloading", async () => {
    const page = await open();
    const response = await page.goto(`${server.baseUrl}/compare`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Price Comparison" }).waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await searchBox(page).pressSequentially("ce");
    await page.getByRole("status").filter({ hasText: "Enter at least 3 characters to search." }).waitFor();
    await page.waitForURL(`${server.baseUrl}/compare?q=ce`);

    // Hold the search request to see the loading indicator.
    const gate = await holdRequests(page, /\/compare\.data\?.*q=cem/);
    await searchBox(page).pressSequentially("m");
    await page.getByRole("status").filter({ hasText: "Searching…" }).waitFor();
    gate.release();
    await page.getByRole("status").filter({ hasText: "3 products found." }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/compare?q=cem`);
    // "cem" is the trade's short form of cement: every product naming cement, by relevance (equal here),
    // then by how many merchants sell it.
    expect(await resultNames(page)).toEqual([CEMENT, RAPID, COLOURANT]);
    const results = page.getByRole("region", { name: "Matching products" });
    expect(await results.getByText("3 merchants, from £5.95").isVisible()).toBe(true);
    expect(await results.getByText("Price not available").isVisible()).toBe(true);

    await results.getByRole("link", { name: new RegExp(CEMENT) }).click();
    const table = page.getByRole("table", {
      name: `Prices for ${CEMENT} by merchant, lowest delivered price first (item price where delivery is not stated)`,
    });
    await table.waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/compare?q=cem&product=${server.seeded.cementId}`);
    expect(await page.title()).toBe(`${CEMENT} - Price Comparison | BuildCompare`);
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "Merchant",
      "Price",
      "Last Updated",
      "Link",
    ]);
    const rows = table.getByRole("row");
    expect(await rows.count()).toBe(4);
    const oakfield = rows.nth(1);
    expect(await oakfield.getByRole("rowheader").innerText()).toContain("Oakfield Timber & Building");
    expect(await oakfield.getByText("£5.95 delivered").isVisible()).toBe(true);
    expect(await oakfield.getByText("Free delivery").isVisible()).toBe(true);
    expect(await oakfield.getByText("Lowest delivered price").isVisible()).toBe(true);
    expect(await oakfield.locator("s").textContent()).toBe("£7.20");
    expect(await oakfield.getByText("19 Nov 2026").isVisible()).toBe(true);
    // Out of stock at £8.10 with no delivery stated: ordered by its item price, never badged, no unsafe link.
    expect(await rows.nth(2).getByRole("rowheader").innerText()).toContain("Redbrick Supplies");
    expect(await rows.nth(2).getByText("Delivery not stated").isVisible()).toBe(true);
    expect(await rows.nth(2).getByRole("link").count()).toBe(0);
    expect(await rows.nth(2).getByText("Out of stock").isVisible()).toBe(true);
    // The lower item price, but £11.48 delivered.
    expect(await rows.nth(3).getByRole("rowheader").innerText()).toBe("Harbour Builders Merchants");
    expect(await rows.nth(3).getByText("£11.48 delivered").isVisible()).toBe(true);
    expect(await rows.nth(3).getByText("Item £6.49 + £4.99").isVisible()).toBe(true);
    expect(await rows.nth(3).getByText("21 Nov 2026").isVisible()).toBe(true);
    const view = rows.nth(3).getByRole("link", { name: /^View/ });
    await expectClickOut(server.baseUrl, view, "https://harbour.example.co.uk/p/cement-25kg");
    expect(await table.getByText(/^Lowest/).count()).toBe(1);
    expect(await page.getByRole("link", { name: CEMENT, exact: true }).getAttribute("href")).toBe(
      `/product/${server.seeded.cementId}`,
    );

    // Shortening the query below 3 characters clears the selection.
    await searchBox(page).press("End");
    await searchBox(page).press("Backspace");
    await page.getByRole("status").filter({ hasText: "Enter at least 3 characters to search." }).waitFor();
    expect(await table.count()).toBe(0);
    await page.waitForURL(`${server.baseUrl}/compare?q=ce`);

    await page.getByRole("button", { name: "Clear" }).click();
    await page.waitForURL(/\/compare\??$/);
    // The button goes once the page has re-rendered with nothing to clear.
    await page.getByRole("button", { name: "Clear" }).waitFor({ state: "detached" });
    expect(await searchBox(page).inputValue()).toBe("");
    await expectFocused(searchBox(page));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it("puts each history entry's query back in the box on Back", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/compare`);
    await searchBox(page).pressSequentially("purpose");
    await page.getByRole("status").filter({ hasText: "1 product found." }).waitFor();
    await page.getByRole("region", { name: "Matching products" }).getByRole("link").click();
    await page.getByRole("table").waitFor();

    await searchBox(page).press("End");
    await searchBox(page).pressSequentially(" cement");
    await page.waitForURL(/q=purpose\+cement&product=/);
    await page.goBack();
    await page.waitForURL(`${server.baseUrl}/compare?q=purpose`);
    await page.getByRole("table").waitFor({ state: "detached" });
    expect(await searchBox(page).inputValue()).toBe("purpose");
  });

  it("reads a search as /search does: a misspelling is corrected, part of a word finds nothing", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/compare?q=plasterbord`);
    await page
      .getByRole("status")
      .filter({ hasText: '1 product found. Showing results for "plasterboard".' })
      .waitFor();
    expect(await resultNames(page)).toEqual([PLASTERBOARD]);

    await page.goto(`${server.baseUrl}/compare?q=tap`);
    await page.getByText("No products found. Try a different search term.").waitFor();
  });

  it("says when nothing matches, and never lists hidden products", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/compare`);
    await searchBox(page).pressSequentially("cement mixer");
    await page.getByText("No products found. Try a different search term.").waitFor();
    expect(await page.getByRole("region", { name: "Matching products" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows a product without prices", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/compare?q=colourant&product=${server.seeded.colourantId}`);
    await page.getByRole("heading", { level: 2, name: COLOURANT }).waitFor();
    expect(await page.getByText("No pricing information available").isVisible()).toBe(true);
    expect(await page.getByRole("table").count()).toBe(0);
  });

  it("is operable by keyboard", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/compare`);
    await searchBox(page).focus();
    await page.keyboard.type("sharp sand");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "1 product found." }).waitFor();
    await page.keyboard.press("Tab");
    await expectFocused(compareForm(page).getByRole("button", { name: "Search" }));
    await page.keyboard.press("Tab");
    await expectFocused(page.getByRole("button", { name: "Clear" }));
    await page.keyboard.press("Tab");
    await expectFocused(page.getByRole("link", { name: new RegExp(SAND) }));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: SAND }).waitFor();
    expect(new URL(page.url()).searchParams.get("product")).not.toBeNull();
  });

  it("works without JavaScript: GET form, result links and Clear", async () => {
    const page = await openWithoutJs();
    await page.goto(`${server.baseUrl}/compare`);
    await searchBox(page).fill("ce");
    await searchBox(page).press("Enter");
    await page.waitForURL(`${server.baseUrl}/compare?q=ce`);
    expect(await page.getByText("Enter at least 3 characters to search.").isVisible()).toBe(true);

    await searchBox(page).fill("CEMENT purpose");
    await compareForm(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=CEMENT\+purpose/);
    await expect.poll(() => resultNames(page)).toEqual([CEMENT]);
    await page.getByRole("region", { name: "Matching products" }).getByRole("link").click();
    await page.waitForURL(/product=/);
    expect(await page.getByRole("table").getByRole("row").count()).toBe(4);
    expect(await searchBox(page).inputValue()).toBe("CEMENT purpose");

    await page.getByRole("button", { name: "Clear" }).click();
    await page.waitForURL(/\/compare\??$/);
    expect(await searchBox(page).inputValue()).toBe("");
    expect(await page.getByRole("table").count()).toBe(0);
  });

  it("renders a shared URL on the server with title, description and canonical link", async () => {
    const html = await (await fetch(`${server.baseUrl}/compare?q=cement&product=${server.seeded.cementId}`)).text();
    expect(html).toContain(`<title>${CEMENT} - Price Comparison | BuildCompare</title>`);
    expect(html).toContain('<link rel="canonical" href="https://www.buildcompare.test/compare"/>');
    expect(html).toContain('<meta name="description" content="Search building materials and compare');
    expect(html).toContain("Harbour Builders Merchants");
    expect(html).toContain("21 Nov 2026");

    const bare = await (await fetch(`${server.baseUrl}/compare`)).text();
    expect(bare).toContain("<title>Price Comparison | BuildCompare</title>");
    // A selection without a searchable query is ignored, as when the query is shortened.
    const short = await (await fetch(`${server.baseUrl}/compare?q=ce&product=${server.seeded.cementId}`)).text();
    expect(short).not.toContain("Harbour Builders Merchants");
    expect(short).toContain("Enter at least 3 characters to search.");
  });

  it.each([
    [1280, 900],
    [375, 812],
  ])("has no accessibility violations at %ipx with results and a comparison", async (width, height) => {
    const page = await open({ width, height });
    await page.goto(`${server.baseUrl}/compare?q=cement&product=${server.seeded.cementId}`);
    await page.getByRole("table").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  it("shows an error when the product search fails", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/compare`);
    await page.getByRole("heading", { level: 1, name: "Price Comparison" }).waitFor();
    session.current!.expectConsoleError(/status of 503/);
    await page.route(/\/compare\.data/, (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await searchBox(page).pressSequentially("cement");
    await page.getByRole("alert").filter({ hasText: "Failed to load products. Please try again later." }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

async function expectFocused(locator: ReturnType<Page["getByRole"]>) {
  await locator.waitFor();
  expect(await locator.evaluate((el) => el === document.activeElement)).toBe(true);
}
