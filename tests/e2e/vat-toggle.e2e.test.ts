import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import type { Db } from "../../server/db/client.server.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../setup/factories.ts";
import { PRICE_DISPLAY_COOKIE } from "../../shared/price-display.ts";

const CEMENT = "Castle Trade Cement 25kg";

// Inc. VAT → ex. VAT at 20%: 12.00 → 10.00, 13.20 → 11.00, delivered 12.00 + 6.00 = 18.00 → 15.00.
async function seed(db: Db) {
  const harbour = await createMerchant(db, { slug: "harbour", name: "Harbour Builders Merchants" });
  const quay = await createMerchant(db, { slug: "quay", name: "Quay Timber and Building" });
  const cement = await createProduct(db, { name: CEMENT, category: "cement" });
  const cheap = await createOffer(db, { productId: cement.id, merchantId: harbour.id, price: 12, deliveryCost: 6 });
  await createOffer(db, { productId: cement.id, merchantId: quay.id, price: 13.2, deliveryCost: 0 });
  await recordPrice(db, { offerId: cheap.id, price: 12, observedAt: new Date(Date.now() - 5 * 86_400_000) });
  return { cementId: cement.id };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

const productPath = () => `/product/${server.seeded.cementId}`;
const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Prices ex. VAT (20%)" });
const mainText = (page: Page) => page.locator("main").innerText();

async function waitForHydration(page: Page) {
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForFunction(() => {
    const h1 = document.querySelector("h1");
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith("__reactProps"));
  });
}

// The offer list is a deferred island (decision 030): after a client-side navigation its rows can arrive after
// the headline prices, so wait for a figure only the list shows (the delivered total) before reading the page.
async function expectIncVat(page: Page) {
  await expect.poll(() => mainText(page)).toContain("£12.00");
  await expect.poll(() => mainText(page)).toContain("£18.00");
  const text = await mainText(page);
  expect(text).toContain("£13.20");
  expect(text).toContain("£18.00");
  expect(text).not.toContain("ex. VAT");
  expect(await toggle(page).getAttribute("aria-pressed")).toBe("false");
}

async function expectExVat(page: Page) {
  await expect.poll(() => mainText(page)).toContain("£10.00");
  await expect.poll(() => mainText(page)).toContain("£15.00");
  const text = await mainText(page);
  expect(text).toContain("Lowest item price ex. VAT (20%) from 2 merchants");
  expect(text).toContain("£11.00");
  expect(text).toContain("£15.00");
  expect(text).toContain("ex. VAT");
  for (const inc of ["£12.00", "£13.20", "£18.00"]) expect(text).not.toContain(inc);
  expect(await toggle(page).getAttribute("aria-pressed")).toBe("true");
}

/** The server-rendered toggle in the trade view: pressed, and offering to go back to inc. VAT. */
const TRADE_VIEW_HTML = /<button(?=[^>]*value="inc-vat")(?=[^>]*aria-pressed="true")[^>]*>Prices ex\. VAT/;

const preferenceCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === PRICE_DISPLAY_COOKIE);

describe("trade prices ex. VAT", () => {
  it("switches a product page at once, keeps it across navigation and reload, renders it on the server, and switches back", async () => {
    const { page } = await session.open({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}${productPath()}`);
    await waitForHydration(page);
    await expectIncVat(page);

    // The toggle keeps its size and place: the switch moves nothing around it.
    const before = await toggle(page).boundingBox();
    await toggle(page).click();
    await expectExVat(page);
    expect(await toggle(page).boundingBox()).toEqual(before);
    expect(page.url()).toBe(`${server.baseUrl}${productPath()}`);
    // The history figure is rendered by the loader: it follows once the page's data is reloaded.
    await expect.poll(() => page.locator("#price-history").innerHTML()).toContain("prices ex. VAT (20%)");
    const cookie = await preferenceCookie(page);
    expect(cookie).toMatchObject({ value: "ex-vat", path: "/", sameSite: "Lax", httpOnly: false });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 86_400);
    expect(await axeViolations(page)).toEqual([]);

    // A client-side navigation to a listing: the card shows the range ex. VAT.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Building Supplies" }).click();
    const card = page.getByRole("article", { name: CEMENT });
    await expect.poll(() => card.innerText()).toMatch(/£10\.00 - £11\.00\s*ex\. VAT/);

    // A reload is rendered by the server with the cookie.
    await page.reload();
    await expect.poll(() => card.innerText()).toMatch(/£10\.00 - £11\.00\s*ex\. VAT/);

    // The server's HTML itself, before any script runs, already has the trade prices and the pressed toggle.
    const html = await (await page.context().request.get(`${server.baseUrl}${productPath()}`)).text();
    expect(html).toMatch(TRADE_VIEW_HTML);
    expect(html).toContain("£10.00");
    expect(html).toContain("ex. VAT");

    await card.getByRole("link", { name: CEMENT, exact: true }).click();
    await waitForHydration(page);
    await expectExVat(page);
    await toggle(page).click();
    await expectIncVat(page);
    await expect.poll(() => preferenceCookie(page)).toBeUndefined();
    await page.reload();
    await expectIncVat(page);
  });

  it("works without JavaScript: the form posts, sets the cookie and comes back to the same page", async () => {
    const { page } = await session.open({ width: 1280, height: 900 }, { javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}${productPath()}?range=30d`);
    await expectIncVat(page);
    await toggle(page).click();
    await page.waitForURL(`${server.baseUrl}${productPath()}?range=30d`);
    await expectExVat(page);
    await page.goto(`${server.baseUrl}/products`);
    await expect.poll(() => page.getByRole("article", { name: CEMENT }).innerText()).toMatch(/ex\. VAT/);
    await toggle(page).click();
    await page.waitForURL(`${server.baseUrl}/products`);
    await expect.poll(() => page.getByRole("article", { name: CEMENT }).innerText()).toContain("£12.00 - £13.20");
    expect(await preferenceCookie(page)).toBeUndefined();
  });

  it("offers the switch in the phone menu", async () => {
    const { page } = await session.open({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}${productPath()}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    const menuToggle = menu.getByRole("button", { name: "Prices ex. VAT (20%)" });
    await menuToggle.click();
    await expect.poll(() => menuToggle.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => mainText(page)).toContain("£10.00");
    expect(await mainText(page)).not.toContain("£12.00");
  });

  it("prices a project ex. VAT, in the page and in its CSV download", async () => {
    const { page, context } = await session.open({ width: 1280, height: 900 }, { javaScriptEnabled: false });
    await context.addCookies([{ name: PRICE_DISPLAY_COOKIE, value: "ex-vat", domain: "127.0.0.1", path: "/" }]);
    // Two bags: Quay 2 × 13.20 + 0 = 26.40 (22.00 ex. VAT) beats Harbour 2 × 12.00 + 6.00 = 30.00 (25.00).
    const query = `items=${server.seeded.cementId}:2`;
    await page.goto(`${server.baseUrl}/price-comparison?${query}`);
    const split = page.getByRole("region", { name: "Cheapest split" });
    await expect.poll(() => split.innerText()).toContain("Total delivered ex. VAT");
    expect(await split.innerText()).toContain("£22.00");
    const single = await page.getByRole("region", { name: "Everything from one merchant" }).innerText();
    expect(single).toContain("Total ex. VAT");
    expect(single).toContain("£25.00");
    expect(single).not.toContain("£30.00");
    expect(await page.getByRole("region", { name: "How delivery is counted" }).innerText()).toContain(
      "Prices are shown ex. VAT",
    );

    const csv = await (await context.request.get(`${server.baseUrl}/price-comparison.csv?${query}`)).text();
    expect(csv).toContain("Line cost (GBP ex. VAT)");
    expect(csv).toMatch(/^Total,,,,,22\.00,/m);
  });

  it("never serves one visitor's trade page to another from the page cache, and keeps the API inc. VAT", async () => {
    const url = `${server.baseUrl}${productPath()}`;
    const trade = { cookie: `${PRICE_DISPLAY_COOKIE}=ex-vat` };
    const first = await fetch(url, { headers: trade });
    expect(await first.text()).toMatch(TRADE_VIEW_HTML);
    expect(first.headers.get("vary")).toMatch(/Cookie/);
    // Straight after, within the cache's few seconds: a visitor without the cookie gets the inc. VAT page.
    const plain = await fetch(url);
    expect(await plain.text()).toMatch(
      /<button(?=[^>]*value="ex-vat")(?=[^>]*aria-pressed="false")[^>]*>Prices ex\. VAT/,
    );
    const again = await fetch(url, { headers: trade });
    expect(again.headers.get("x-page-cache")).toBe("HIT");
    expect(await again.text()).toMatch(TRADE_VIEW_HTML);

    const api = await fetch(`${server.baseUrl}/api/products/${server.seeded.cementId}`, { headers: trade });
    expect(await api.json()).toMatchObject({ lowestPrice: 12, highestPrice: 13.2 });
  });

  it("sends the no-JavaScript form back only to a path on this site, and refuses an unknown choice", async () => {
    const post = (body: string) =>
      fetch(`${server.baseUrl}/preferences/vat`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    for (const returnTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const answer = await post(`prices=ex-vat&returnTo=${encodeURIComponent(returnTo)}`);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/");
    }
    const back = await post(`prices=ex-vat&returnTo=${encodeURIComponent("/products?sort=price")}`);
    expect(back.headers.get("location")).toBe("/products?sort=price");
    expect(back.headers.get("set-cookie")).toMatch(/^bc_prices=ex-vat; Max-Age=31536000; Path=\/; SameSite=Lax$/);

    const bad = await post("prices=cheap&returnTo=%2F");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('Choose "inc-vat" or "ex-vat" for prices.');
    expect(bad.headers.get("set-cookie")).toBeNull();
  });
});
