import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import type { Db } from "../../server/db/client.server.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";
import { FAVOURITES_KEY } from "../../shared/favourites.ts";

const CEMENT = "Castle General Purpose Cement 25kg";
const SAND = "Sharp Sand Bulk Bag";

async function seed(db: Db) {
  const harbour = await createMerchant(db, { slug: "harbour", name: "Harbour Builders Merchants" });
  const cement = await createProduct(db, { name: CEMENT, category: "cement" });
  await createOffer(db, { productId: cement.id, merchantId: harbour.id, price: 7.49 });
  const sand = await createProduct(db, { name: SAND, category: "sand" });
  await createOffer(db, { productId: sand.id, merchantId: harbour.id, price: 42 });
  return { cementId: cement.id, sandId: sand.id };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

const heart = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^(Save ${name} to|Remove ${name} from) favourites$`) });
const saved = (page: Page) => page.getByRole("list", { name: "Saved products" }).getByRole("listitem");

describe("favourites", () => {
  it("saves from a product card and lists it on /favourites with today's price", async () => {
    const { page } = await session.open();
    await page.goto(`${server.baseUrl}/products`);
    const button = heart(page, CEMENT);
    await button.waitFor();
    expect(await button.getAttribute("aria-pressed")).toBe("false");
    await button.click();
    await page.getByRole("button", { name: `Remove ${CEMENT} from favourites`, pressed: true }).waitFor();
    await page.getByText(`Saved ${CEMENT} to favourites`).waitFor({ state: "attached" });

    await page.goto(`${server.baseUrl}/favourites`);
    await saved(page).first().getByText("Lowest price today £7.49").waitFor();
    expect(await saved(page).count()).toBe(1);
    expect(await saved(page).first().getByText("same as when saved").isVisible()).toBe(true);
    expect(await saved(page).first().getByRole("link", { name: CEMENT }).getAttribute("href")).toBe(
      `/product/${server.seeded.cementId}`,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it("follows changes made in another tab without a reload, and removes", async () => {
    const { page, context } = await session.open();
    await page.goto(`${server.baseUrl}/favourites`);
    await page.getByText("No favourites yet").waitFor();

    const other = await context.newPage();
    await other.goto(`${server.baseUrl}/product/${server.seeded.sandId}`);
    await heart(other, SAND).click();
    await other.getByRole("button", { name: `Remove ${SAND} from favourites`, pressed: true }).waitFor();

    // The storage event brings the save to the first tab; it fetches today's price for the new id.
    await saved(page).first().getByText("Lowest price today £42.00").waitFor();
    await page.getByRole("button", { name: `Remove ${SAND} from favourites` }).click();
    await page.getByText("No favourites yet").waitFor();
    await page.getByText(`Removed ${SAND} from favourites`).waitFor({ state: "attached" });
    // …and the removal reaches the product page in the other tab.
    await other.getByRole("button", { name: `Save ${SAND} to favourites`, pressed: false }).waitFor();
    await other.close();
  });

  it("toggles with the keyboard", async () => {
    const { page } = await session.open();
    await page.goto(`${server.baseUrl}/product/${server.seeded.cementId}`);
    const button = heart(page, CEMENT);
    await button.waitFor();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("Space");
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe("false");
    expect(await page.evaluate((key) => localStorage.getItem(key), FAVOURITES_KEY)).toBe("[]");
  });

  it("shows the change since each was saved and products that no longer exist", async () => {
    const { page } = await session.open();
    await page.goto(`${server.baseUrl}/favourites`);
    await page.getByText("No favourites yet").waitFor();
    const stored = [
      { productId: server.seeded.cementId, name: CEMENT, price: 7.99, savedAt: "2026-11-20T09:00:00.000Z" },
      { productId: server.seeded.sandId, name: SAND, price: 40, savedAt: "2026-11-21T09:00:00.000Z" },
      { productId: 987654, name: "Old Discontinued Lintel", price: 12, savedAt: "2026-11-22T09:00:00.000Z" },
    ];
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [FAVOURITES_KEY, JSON.stringify(stored)]);
    await page.reload();

    await saved(page).nth(0).getByText("Lowest price today £7.49").waitFor();
    expect(await saved(page).nth(0).getByText("£0.50 lower than when saved").isVisible()).toBe(true);
    expect(await saved(page).nth(0).getByText("Saved 20 Nov 2026 at £7.99").isVisible()).toBe(true);
    expect(await saved(page).nth(1).getByText("£2.00 higher than when saved").isVisible()).toBe(true);
    expect(await saved(page).nth(2).getByText("No longer listed on BuildCompare.").isVisible()).toBe(true);
    expect(await saved(page).nth(2).getByRole("link").count()).toBe(0);
  });

  it("hides the heart and explains the list without JavaScript", async () => {
    const { page } = await session.open(undefined, { javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}/products`);
    await page.getByRole("heading", { name: CEMENT }).waitFor();
    expect(await page.getByRole("button", { name: /favourites/ }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/favourites`);
    await page.getByRole("heading", { level: 1, name: "Your favourites" }).waitFor();
    // Playwright's text locators skip <noscript>, whose content Chromium shows when scripting is off.
    expect(await page.getByRole("main").innerText()).toContain(
      "Favourites are kept in this browser and need JavaScript to show.",
    );
  });
});
