import { describe, expect, it } from "vitest";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";
import type { Db } from "../../server/db/client.server.ts";

/*
 * The Content-Security-Policy in a browser (decisions 042 and 048): React Router's inline scripts run by their
 * hashes on a fresh render and on a page-cache hit, with no nonce, and the cookie banner still works. A blocked
 * script is a console error, which fails the test (support/suite.ts).
 */

async function seed(db: Db) {
  const merchant = await createMerchant(db, { slug: "harbour", name: "Harbour Builders Merchants" });
  const product = await createProduct(db, { name: "Castle Policy Cement 25kg", category: "cement" });
  await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 12 });
  return { productId: product.id, productName: product.name };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

describe("the Content-Security-Policy in a browser", () => {
  it("lets a fresh render and a page-cache hit of the same page hydrate", async () => {
    const url = `${server.baseUrl}/product/${server.seeded.productId}?policy=1`;
    for (const expected of ["MISS", "HIT"]) {
      const { page } = await session.open();
      const response = await page.goto(url);
      expect(response?.headers()["x-page-cache"]).toBe(expected);
      const policy = response?.headers()["content-security-policy"];
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).not.toContain("'nonce-");
      await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
      // A client-side navigation (the window survives it) needs the hydrated router.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Merchants" }).click();
      await page.waitForURL(`${server.baseUrl}/merchants`);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      await session.current?.context.close();
      expect(session.current?.errors).toEqual([]);
      session.current = undefined;
    }
  });

  it("keeps the cookie banner working", async () => {
    const { page } = await session.open(undefined, { cookieChoice: "none" });
    await page.goto(`${server.baseUrl}/?policy=banner`);
    const banner = page.getByRole("region", { name: "Cookies on BuildCompare" });
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect.poll(() => banner.count()).toBe(0);
  });
});
