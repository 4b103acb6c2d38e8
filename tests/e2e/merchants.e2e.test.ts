import { describe, expect, it } from "vitest";
import { expectClickOut } from "./support/click-out.ts";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import type { Page } from "playwright-core";
import { createMerchant, createOffer, createProduct, hideProduct } from "../setup/factories.ts";
import { feedImports } from "../../server/db/schema.ts";
import type { Db } from "../../server/db/client.server.ts";
import { axeViolations, holdRequests } from "./support/browser.ts";

const HARBOUR = "Harbour Builders Merchants";
const OAKFIELD = "Oakfield Timber & Building";
const REDBRICK = "Redbrick Supplies";
const BROKEN_LOGO = "/merchant-logos/no-such-logo.svg";
const CEMENT = "General Purpose Cement 25kg";
const SAND = "Sharp Sand 25kg";

async function seed(db: Db) {
  const harbour = await createMerchant(db, {
    slug: "harbour-builders",
    name: HARBOUR,
    websiteUrl: "https://harbour.example.co.uk/",
    logoUrl: "/merchant-logos/harbour-builders-merchants.svg",
    verified: true,
  });
  const oakfield = await createMerchant(db, {
    slug: "oakfield",
    name: OAKFIELD,
    websiteUrl: "javascript:alert(1)",
    logoUrl: BROKEN_LOGO,
  });
  const redbrick = await createMerchant(db, { slug: "redbrick", name: REDBRICK, websiteUrl: null, logoUrl: null });

  const lastChecked = new Date("2026-11-21T10:00:00Z");
  const cement = await createProduct(db, {
    name: CEMENT,
    imageUrl: "/demo-images/cement-bag.svg",
    measureUnit: "kg",
    measureQuantity: 25,
  });
  await createOffer(db, {
    productId: cement.id,
    merchantId: harbour.id,
    price: 7.2,
    salePrice: 5.95,
    unitQuantity: 25,
    lastChecked,
  });
  await createOffer(db, { productId: cement.id, merchantId: oakfield.id, price: 6.49, lastChecked });
  const sand = await createProduct(db, { name: SAND, imageUrl: "/demo-images/sand-bag.svg" });
  await createOffer(db, {
    productId: sand.id,
    merchantId: harbour.id,
    price: 3,
    availability: "out_of_stock",
    lastChecked,
  });
  await createOffer(db, { productId: sand.id, merchantId: oakfield.id, price: 2.5, lastChecked });
  // 26 battens: more than one page of 24.
  for (let i = 1; i <= 26; i++) {
    const batten = await createProduct(db, {
      name: `Treated Timber Batten ${String(i).padStart(2, "0")}`,
      imageUrl: "/demo-images/timber-batten.svg",
    });
    await createOffer(db, { productId: batten.id, merchantId: harbour.id, price: 1 + i / 10, lastChecked });
  }
  const hidden = await createProduct(db, { name: "Hidden Treated Timber" });
  await createOffer(db, { productId: hidden.id, merchantId: harbour.id });
  await hideProduct(db, hidden.id);
  await db.insert(feedImports).values({
    merchantSlug: harbour.slug,
    source: "harbour.tsv",
    status: "applied",
    startedAt: new Date("2026-11-21T10:14:00Z"),
    finishedAt: new Date("2026-11-21T10:15:00Z"),
  });
  return { harbourId: harbour.id, cementId: cement.id, sandId: sand.id, redbrickId: redbrick.id };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

async function open(viewport?: { width: number; height: number }) {
  const current = await session.open(viewport);
  current.expectNotFound(`${server.baseUrl}${BROKEN_LOGO}`);
  return current.page;
}

/** A page with JavaScript off, to check the server-rendered forms and links on their own. */
async function openWithoutJs() {
  const current = await session.open({ width: 1280, height: 900 }, { javaScriptEnabled: false });
  return current.page;
}

function card(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

describe("merchant directory", () => {
  it("lists merchants with logo, verified badge, product count and links", async () => {
    const page = await open();
    const response = await page.goto(`${server.baseUrl}/merchants`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "UK's Leading Builders Merchants" }).waitFor();
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      HARBOUR,
      OAKFIELD,
      REDBRICK,
      "Are you a builders' merchant?",
    ]);

    const harbour = card(page, HARBOUR);
    const logo = harbour.locator("img");
    expect(await logo.getAttribute("src")).toBe("/merchant-logos/harbour-builders-merchants.svg");
    expect(await logo.getAttribute("width")).toBe("240");
    expect(await logo.getAttribute("height")).toBe("60");
    expect(await harbour.getByText("Verified").isVisible()).toBe(true);
    expect(await harbour.getByText("28 products listed").isVisible()).toBe(true);
    const days = Math.floor((Date.now() - Date.parse("2026-11-21T10:15:00Z")) / 86_400_000);
    expect(await harbour.getByText(`Cheapest share: not enough data · Updated ${days} days ago`).isVisible()).toBe(
      true,
    );
    const website = harbour.getByRole("link", { name: `Visit Website for ${HARBOUR} (opens in a new tab)` });
    await expectClickOut(server.baseUrl, website, "https://harbour.example.co.uk/");
    expect(await harbour.getByRole("link", { name: `View Products from ${HARBOUR}` }).getAttribute("href")).toBe(
      "/merchants/harbour-builders",
    );

    // An unsafe website gives no link; a broken logo and a missing one both show the placeholder icon.
    const oakfield = card(page, OAKFIELD);
    expect(await oakfield.getByText("Verified").count()).toBe(0);
    expect(await oakfield.getByText("2 products listed").isVisible()).toBe(true);
    expect(await oakfield.getByRole("link", { name: /Visit Website/ }).count()).toBe(0);
    await oakfield.locator("img").waitFor({ state: "detached" });
    const redbrick = card(page, REDBRICK);
    expect(await redbrick.locator("img").count()).toBe(0);
    expect(await redbrick.getByText("0 products listed").isVisible()).toBe(true);

    expect(await page.getByRole("link", { name: "Partner With Us" }).getAttribute("href")).toBe("/contact");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("is accessible on a 375px screen and reachable by keyboard", async () => {
    const page = await open({ width: 375, height: 812 });
    await page.goto(`${server.baseUrl}/merchants`);
    await page.getByRole("heading", { level: 1, name: "UK's Leading Builders Merchants" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const view = page.getByRole("link", { name: `View Products from ${HARBOUR}` });
    await view.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: HARBOUR }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/merchants/harbour-builders`);
  });

  it("sends title, description and canonical link in the server HTML", async () => {
    const html = await (await fetch(`${server.baseUrl}/merchants`)).text();
    expect(html).toContain("<title>UK&#x27;s Leading Builders Merchants | BuildCompare</title>");
    expect(html).toContain('<link rel="canonical" href="https://www.buildcompare.test/merchants"/>');
    expect(html).toMatch(/<meta name="description" content="Compare building material prices from 3 UK builders/);
  });

  it("shows six skeleton cards during client-side navigation", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/merchants/harbour-builders`);
    await page.getByRole("heading", { level: 1, name: HARBOUR }).waitFor();
    const gate = await holdRequests(page, /\/merchants\.data/);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Merchants" }).click();
    const status = page.getByRole("status").filter({ hasText: "Loading merchants" });
    await status.waitFor();
    expect(await status.getByTestId("merchant-card-skeleton").count()).toBe(6);
    gate.release();
    await page.getByRole("heading", { level: 1, name: "UK's Leading Builders Merchants" }).waitFor();
  });

  it("says so when loading the merchants fails", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/merchants/harbour-builders`);
    await page.getByRole("heading", { level: 1, name: HARBOUR }).waitFor();
    session.current!.expectConsoleError(/status of 503/);
    await page.route(/\/merchants\.data/, (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Merchants" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to load merchants. Please try again later." }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

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

describe("merchant directory without merchants", () => {
  const empty = setUpE2eServer(async () => null);

  it("shows an empty state and still invites merchants to partner", async () => {
    const page = await open();
    await page.goto(`${empty.baseUrl}/merchants`);
    await page.getByRole("heading", { level: 2, name: "No merchants listed yet" }).waitFor();
    expect(await page.getByRole("link", { name: "Partner With Us" }).getAttribute("href")).toBe("/contact");
    expect(await axeViolations(page)).toEqual([]);
  });
});
