import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Db } from "../../server/db/client.server.ts";
import { priceObservations } from "../../server/db/schema.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";

const SAND = "Sharp Sand Bulk Bag";
const DAY = 86_400_000;

async function seed(db: Db) {
  const alpha = await createMerchant(db, { name: "Alpha Builders" });
  const beta = await createMerchant(db, { name: "Beta Supplies" });
  const sand = await createProduct(db, { name: SAND, category: "sand" });
  const a = await createOffer(db, { productId: sand.id, merchantId: alpha.id, price: 17.25 });
  const b = await createOffer(db, { productId: sand.id, merchantId: beta.id, price: 18, salePrice: 16.8 });
  // Dated back from now, as the page's ranges are: 200, 100, 60 and 5 days ago for Alpha; 40 and 20 for Beta.
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  await db.insert(priceObservations).values([
    { offerId: a.id, price: 21, observedAt: ago(200) },
    { offerId: a.id, price: 20, observedAt: ago(100) },
    { offerId: a.id, price: 18.5, observedAt: ago(60) },
    { offerId: b.id, price: 19, observedAt: ago(40) },
    { offerId: b.id, price: 18, salePrice: 16.8, observedAt: ago(20) },
    { offerId: a.id, price: 17.25, observedAt: ago(5) },
  ]);
  const fresh = await createProduct(db, { name: "Builders Sand 25kg", category: "sand" });
  await createOffer(db, { productId: fresh.id, merchantId: alpha.id, price: 3.5 });
  return { sandId: sand.id, freshId: fresh.id };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

const section = (page: Page) => page.getByRole("region", { name: "Price History" });
const chart = (page: Page) => section(page).getByRole("img", { name: /^Price history of Sharp Sand Bulk Bag/ });
const table = (page: Page) => section(page).getByRole("table", { name: /^Price history of Sharp Sand Bulk Bag/ });
const rangeLink = (page: Page, name: string) =>
  section(page).getByRole("navigation", { name: "Price history range" }).getByRole("link", { name, exact: true });

/** The table's Lowest column, top to bottom. */
async function lowestColumn(page: Page): Promise<string[]> {
  const rows = table(page).locator("tbody tr");
  return rows.locator("td:last-child").allTextContents();
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const h1 = document.querySelector("h1");
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith("__reactProps"));
  });
}

describe("price history on the product page", () => {
  it("shows the chart, a legend and the same figures as a table; range links change the data", async () => {
    const { page } = await session.open();
    await page.goto(`${server.baseUrl}/product/${server.seeded.sandId}`);
    await waitForHydration(page);

    await chart(page).waitFor();
    expect(await chart(page).getAttribute("aria-labelledby")).toBe("price-history-title price-history-desc");
    expect(await section(page).getByRole("list", { name: "Legend" }).getByRole("listitem").allTextContents()).toEqual([
      "Lowest price",
      "Alpha Builders",
      "Beta Supplies",
    ]);
    expect(await rangeLink(page, "90 days").getAttribute("aria-current")).toBe("page");

    await section(page).getByText("Show as table").click();
    await table(page).waitFor();
    expect(await table(page).getByRole("columnheader").allTextContents()).toEqual([
      "Date",
      "Alpha Builders",
      "Beta Supplies",
      "Lowest",
    ]);
    // 90 days: Alpha's £20.00 is carried in at the start, then each change.
    expect(await lowestColumn(page)).toEqual(["£20.00", "£18.50", "£18.50", "£16.80", "£16.80"]);
    expect(await table(page).locator("tbody tr").first().textContent()).toContain("not listed");

    // The table stays open while the range changes in place.
    await rangeLink(page, "30 days").click();
    await expect.poll(() => lowestColumn(page)).toEqual(["£18.50", "£16.80", "£16.80"]);
    expect(page.url()).toContain("range=30d");
    expect(await rangeLink(page, "30 days").getAttribute("aria-current")).toBe("page");
    expect(await chart(page).getAttribute("aria-labelledby")).toBeTruthy();

    await rangeLink(page, "All").click();
    await expect.poll(() => lowestColumn(page)).toEqual(["£21.00", "£20.00", "£18.50", "£18.50", "£16.80", "£16.80"]);
    // The offers still render alongside.
    expect(await page.getByRole("region", { name: "Available From" }).getByRole("heading", { level: 3 }).count()).toBe(
      2,
    );
    expect(await axeViolations(page)).toEqual([]);
    // On a phone the open table scrolls sideways inside a focusable region.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("works without JavaScript: the chart, the table behind 'Show as table' and the range links", async () => {
    const { page } = await session.open(undefined, { javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}/product/${server.seeded.sandId}?range=1y`);
    await chart(page).waitFor();
    expect(await table(page).isVisible()).toBe(false);
    await section(page).getByText("Show as table").click();
    await table(page).waitFor();
    expect(await lowestColumn(page)).toEqual(["£21.00", "£20.00", "£18.50", "£18.50", "£16.80", "£16.80"]);

    await rangeLink(page, "30 days").click();
    await page.waitForURL(/range=30d/);
    await section(page).getByText("Show as table").click();
    await table(page).waitFor();
    expect(await lowestColumn(page)).toEqual(["£18.50", "£16.80", "£16.80"]);
  });

  it("says which range it shows for an unknown one, and says so when there is no history yet", async () => {
    const { page } = await session.open();
    await page.goto(`${server.baseUrl}/product/${server.seeded.sandId}?range=5y`);
    await section(page).getByText('There is no range "5y": showing 90 days.').waitFor();
    expect(await rangeLink(page, "90 days").getAttribute("aria-current")).toBe("page");

    await page.goto(`${server.baseUrl}/product/${server.seeded.freshId}`);
    await section(page).getByText("No price history yet", { exact: false }).waitFor();
    expect(await section(page).getByRole("img").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
