import { describe, expect, it } from "vitest";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import { createMerchant, createOffer, createProduct, recordPrice } from "../setup/factories.ts";
import type { Db } from "../../server/db/client.server.ts";
import { newsletterCheckInbox } from "../../shared/newsletter-result.ts";

const DAY = 86_400_000;

/** A product sold by `merchantId` at `today` now, after `history` since `since` days ago. */
async function priced(
  db: Db,
  input: { name: string; category: string; merchantId: number; history: number; since: number; today: number },
) {
  const product = await createProduct(db, { name: input.name, category: input.category });
  const offer = await createOffer(db, { productId: product.id, merchantId: input.merchantId, price: input.today });
  await recordPrice(db, {
    offerId: offer.id,
    price: input.history,
    observedAt: new Date(Date.now() - input.since * DAY),
  });
  if (input.today !== input.history)
    await recordPrice(db, { offerId: offer.id, price: input.today, observedAt: new Date() });
  return product;
}

async function seed(db: Db) {
  const alpha = await createMerchant(db, { name: "Alpha Builders" });
  const beta = await createMerchant(db, { name: "Beta Timber" });
  // £40 → £30: £10, 25%. £20 → £12: £8, 40% (listed first: biggest percentage drop).
  const mortar = await priced(db, {
    name: "Ready Mix Mortar 20kg",
    category: "concrete-mortar",
    merchantId: alpha.id,
    history: 40,
    since: 70,
    today: 30,
  });
  await priced(db, {
    name: "Treated Batten 25mm",
    category: "timber",
    merchantId: beta.id,
    history: 20,
    since: 70,
    today: 12,
  });
  // Not clear: £10 → £9 is 10% but only £1.
  await priced(db, {
    name: "Trowel",
    category: "concrete-mortar",
    merchantId: alpha.id,
    history: 10,
    since: 70,
    today: 9,
  });
  // Too little history: a month is needed before anything is 'usual'.
  await priced(db, {
    name: "New Saw Horse",
    category: "timber",
    merchantId: beta.id,
    history: 50,
    since: 10,
    today: 20,
  });
  return { mortarId: mortar.id };
}

const session = setUpBrowserSession();

describe("deals with qualifying products", () => {
  const server = setUpE2eServer(seed);

  it("lists each deal with today's price, the typical price and the drop in £ and %, biggest % first", async () => {
    const { page } = await session.open();
    const response = await page.goto(`${server.baseUrl}/deals`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Deals on Building Materials" }).waitFor();
    const main = page.getByRole("main");
    expect(await main.getByText(/coming soon/i).count()).toBe(0);
    expect(
      await main.getByRole("article").evaluateAll((cards) => cards.map((c) => c.querySelector("h3")?.textContent)),
    ).toEqual(["Treated Batten 25mm", "Ready Mix Mortar 20kg"]);
    const mortar = main.getByRole("article", { name: "Ready Mix Mortar 20kg" });
    expect(await mortar.getByText("£10.00 (25%) below typical").isVisible()).toBe(true);
    expect(await mortar.getByText("Typical price (last 90 days): £40.00").isVisible()).toBe(true);
    expect(await mortar.getByText("at Alpha Builders", { exact: false }).isVisible()).toBe(true);
    expect(await main.getByText("Showing 1–2 of 2 deals, biggest drop (%) first.").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("filters by category with plain links that work without JavaScript", async () => {
    const { page } = await session.open({ width: 375, height: 812 }, { javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}/deals`);
    const filter = page.getByRole("navigation", { name: "Filter deals by category" });
    await filter.getByRole("link", { name: "Timber (1)" }).click();
    await page.waitForURL(/\/deals\?category=timber$/);
    await page.getByRole("heading", { level: 1, name: "Timber deals" }).waitFor();
    expect(await page.getByRole("main").getByRole("article").count()).toBe(1);
    expect(await page.getByRole("article", { name: "Treated Batten 25mm" }).isVisible()).toBe(true);
    expect(await filter.getByRole("link", { name: "Timber (1)" }).getAttribute("aria-current")).toBe("page");
  });

  it("says so when a category has no deal, and names an unknown category or page", async () => {
    const { page } = await session.open();
    await page.goto(`${server.baseUrl}/deals?category=bricks`);
    await page.getByRole("heading", { level: 2, name: "No clear deals today" }).waitFor();
    expect(await page.getByText("No product in Bricks is in stock today", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "See all 2 deals" }).getAttribute("href")).toBe("/deals");

    await page.goto(`${server.baseUrl}/deals?category=gold-bars`);
    await page.getByText('There is no category "gold-bars"; showing deals in every category.').waitFor();
    expect(await page.getByRole("main").getByRole("article").count()).toBe(2);

    await page.goto(`${server.baseUrl}/deals?page=first`);
    await page.getByText('"first" is not a page number; showing the first page.').waitFor();
    expect(await page.getByRole("main").getByRole("article").count()).toBe(2);
  });

  it("shows the trend note in the product page's price box", async () => {
    const { page } = await session.open();
    await page.goto(`${server.baseUrl}/product/${server.seeded.mortarId}`);
    await page.getByText("Lowest price in 90 days").waitFor();
    expect(
      await page
        .getByText("Typical in-stock delivered price over the last 90 days: £40.00", { exact: false })
        .isVisible(),
    ).toBe(true);
  });

  it("signs up for the weekly deals e-mail on the double opt-in list", async () => {
    const { page } = await session.open();
    await page.goto(`${server.baseUrl}/deals`);
    const box = page.getByRole("region", { name: "E-mail me weekly deals" });
    await box.getByRole("textbox", { name: "Email address" }).fill("weekly@example.co.uk");
    await box.getByRole("button", { name: "Sign up" }).click();
    await box.getByRole("status").getByText(newsletterCheckInbox("weekly@example.co.uk")).waitFor();
  });
});

describe("deals with nothing qualifying", () => {
  const server = setUpE2eServer(async (db) => {
    const m = await createMerchant(db);
    await priced(db, { name: "Steady Cement", category: "cement", merchantId: m.id, history: 8, since: 70, today: 8 });
  });

  it("shows the empty state with why, and no category filter", async () => {
    const { page } = await session.open({ width: 375, height: 812 });
    await page.goto(`${server.baseUrl}/deals`);
    await page.getByRole("heading", { level: 2, name: "No clear deals today" }).waitFor();
    expect(await page.getByText("at least 10% and £2.00 below its typical price", { exact: false }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole("navigation", { name: "Filter deals by category" }).count()).toBe(0);
    expect(await page.getByRole("main").getByRole("article").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
