import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Db } from "../../server/db/client.server.ts";
import { refreshSearchDocuments } from "../../server/search/refresh-search-documents.server.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";
import { axeViolations } from "./support/browser.ts";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";

const CEMENT = "Blue Circle Mastercrete Cement 25kg";
const FRESH = "Fresh Fields Builders";
const SLOW = "Slowfeed Supplies";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function seed(db: Db) {
  const fresh = await createMerchant(db, { name: FRESH });
  const slow = await createMerchant(db, { name: SLOW });
  const cement = await createProduct(db, { name: CEMENT });
  await createOffer(db, { productId: cement.id, merchantId: fresh.id, price: 12, lastChecked: new Date() });
  // Past the 48-hour label limit, short of the 168-hour hide limit.
  await createOffer(db, { productId: cement.id, merchantId: slow.id, price: 9, lastChecked: hoursAgo(75) });
  await refreshSearchDocuments(db, [cement.id]);
  return { cementId: cement.id, slowId: slow.id };
}

const server = setUpE2eServer(seed, { env: { STALE_OFFER_LABEL_HOURS: "48", STALE_OFFER_HIDE_HOURS: "168" } });
const session = setUpBrowserSession();

/**
 * What the feed last doing something to the slow merchant's offers looks like in the database. The page leaves
 * the site first: an open page asks the server for route manifests, which fail (a console error) while it restarts.
 */
async function setSlowLastChecked(page: Page, at: Date) {
  await page.goto("about:blank");
  await server.whileStopped((db) =>
    db.execute(sql`update offers set last_checked = ${at.toISOString()}::timestamptz
      where merchant_id = ${server.seeded.slowId}`),
  );
}

/**
 * The server sweeps when it starts (and every minute): wait for that state on the product page's HTML rather
 * than for any length of time.
 */
async function productPageLists(merchant: string): Promise<boolean> {
  const html = await (await fetch(`${server.baseUrl}/product/${server.seeded.cementId}`)).text();
  return html.includes(merchant);
}

const offerRow = (page: Page, merchant: string) =>
  page
    .getByRole("region", { name: "Available From" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: merchant }) });

const compareTable = (page: Page) =>
  page.getByRole("table", {
    name: `Prices for ${CEMENT} by merchant, lowest delivered price first (item price where delivery is not stated)`,
  });

/** /compare with the product chosen, as a shared link opens it: the table is rendered on the server. */
async function openCompare(page: Page) {
  await page.goto(`${server.baseUrl}/compare?q=cement&product=${server.seeded.cementId}`);
  await compareTable(page).waitFor();
  return compareTable(page);
}

async function cardText(page: Page): Promise<string> {
  await page.goto(`${server.baseUrl}/products`);
  return page.getByRole("article", { name: CEMENT }).innerText();
}

const AGE = "Price checked 3 days ago";

/** The product card on a listing or search page, its age labels, and its merchants' rows (decision 052). */
async function openCard(page: Page, path: string) {
  await page.goto(`${server.baseUrl}${path}`);
  const card = page.getByRole("article", { name: CEMENT });
  await card.waitFor();
  const merchantRow = (merchant: string) =>
    card
      .getByRole("list", { name: `Prices for ${CEMENT}` })
      .getByRole("listitem")
      .filter({ hasText: merchant });
  return { card, merchantRow };
}

/**
 * The project page pricing `bags` bags: the split's line and the single-merchant totals. Each step asks for another
 * quantity: a page the browser has seen may be shown from its cache (stale-while-revalidate) while it revalidates.
 */
async function openBasket(page: Page, bags: number) {
  await page.goto(`${server.baseUrl}/price-comparison?items=${server.seeded.cementId}:${bags}`);
  const split = page.getByRole("region", { name: "Cheapest split" });
  await split.getByRole("table").first().waitFor();
  return { split, single: page.getByRole("region", { name: "Everything from one merchant" }) };
}

describe("stale offers", () => {
  it("labels an old price with its age, drops it past the hide limit and brings it back when the feed refreshes", async () => {
    const { page } = await session.open();

    // 1. Past the label limit: shown, with its age, on the product page and /compare.
    await page.goto(`${server.baseUrl}/product/${server.seeded.cementId}`);
    await expect.poll(() => offerRow(page, SLOW).getByText("Price checked 3 days ago").isVisible()).toBe(true);
    expect(
      await offerRow(page, FRESH)
        .getByText(/^Last checked /)
        .isVisible(),
    ).toBe(true);
    expect(
      await offerRow(page, FRESH)
        .getByText(/Price checked/)
        .count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const slowRow = (await openCompare(page)).getByRole("row").filter({ hasText: SLOW });
    expect(await slowRow.getByText("Price checked 3 days ago").isVisible()).toBe(true);
    expect(await cardText(page)).toContain("£9.00");

    // ... and on every card that shows it: under the lowest price (the slow merchant's £9) and on that merchant's
    // row, never on the fresh one's, on a listing and on search results; and on the project page's lines.
    for (const path of ["/products", "/search?q=cement"]) {
      const { card, merchantRow } = await openCard(page, path);
      expect(await card.getByText(AGE).count()).toBe(2);
      expect(await merchantRow(SLOW).getByText(AGE).isVisible()).toBe(true);
      expect(
        await merchantRow(FRESH)
          .getByText(/Price checked/)
          .count(),
      ).toBe(0);
      expect(await card.locator(`time[datetime]`).first().getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(await axeViolations(page)).toEqual([]);
    const basket = await openBasket(page, 1);
    expect(await basket.split.getByRole("row").filter({ hasText: CEMENT }).getByText(AGE).isVisible()).toBe(true);
    expect(await basket.single.getByRole("row").filter({ hasText: SLOW }).getByText(AGE).isVisible()).toBe(true);
    expect(
      await basket.single
        .getByRole("row")
        .filter({ hasText: FRESH })
        .getByText(/Price checked/)
        .count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // 2. Past the hide limit: gone from the product page, the card's price and /compare.
    await setSlowLastChecked(page, hoursAgo(200));
    await expect.poll(() => productPageLists(SLOW)).toBe(false);
    await page.goto(`${server.baseUrl}/product/${server.seeded.cementId}`);
    await offerRow(page, FRESH).waitFor();
    expect(await offerRow(page, SLOW).count()).toBe(0);
    const card = await cardText(page);
    expect(card).toContain("£12.00");
    expect(card).not.toContain("£9.00");
    // The card's price is the fresh merchant's now: no age on it.
    expect(card).not.toContain("Price checked");
    const table = await openCompare(page);
    expect(await table.getByRole("row").filter({ hasText: FRESH }).count()).toBe(1);
    expect(await table.getByRole("row").filter({ hasText: SLOW }).count()).toBe(0);

    // 3. The feed refreshes its offers (an import, or a 304 answer): back, without a label.
    await setSlowLastChecked(page, new Date());
    await expect.poll(() => productPageLists(SLOW)).toBe(true);
    await page.goto(`${server.baseUrl}/product/${server.seeded.cementId}`);
    await offerRow(page, SLOW).waitFor();
    expect(
      await offerRow(page, SLOW)
        .getByText(/^Last checked /)
        .isVisible(),
    ).toBe(true);
    expect(await cardText(page)).toContain("£9.00");
    expect(await (await openCard(page, "/products")).card.getByText(/Price checked/).count()).toBe(0);
    expect(await (await openBasket(page, 2)).split.getByText(/Price checked/).count()).toBe(0);
  });
});
