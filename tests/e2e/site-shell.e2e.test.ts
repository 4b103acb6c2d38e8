import { describe, expect, it } from "vitest";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import type { Db } from "../../server/db/client.server.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";
import { axeViolations } from "./support/browser.ts";

async function seed(db: Db) {
  const merchant = await createMerchant(db, { name: "Harbour Builders Merchants" });
  const product = await createProduct(db, { name: "Ballast 20mm All-in Bulk Bag", category: "aggregates" });
  await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 52 });
  return { productId: product.id };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

async function open(viewport?: { width: number; height: number }) {
  return (await session.open(viewport)).page;
}

describe("site shell", () => {
  it("opens the mobile drawer by keyboard, keeps focus inside it and returns focus on Escape", async () => {
    const page = await open({ width: 375, height: 812 });
    await page.goto(`${server.baseUrl}/product/${server.seeded.productId}`);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");

    await menu.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    const links = drawer.getByRole("navigation", { name: "Mobile" }).getByRole("link");
    expect(await links.allTextContents()).toEqual([
      "Home",
      "Get a Quote",
      "Deals",
      "About",
      "Contact",
      "Merchants",
      "DIY Tips",
      "My Project",
      "Favourites",
      "Bricks & Blocks",
      "Cement & Concrete",
      "Sand & Aggregates",
      "Timber & Sheeting",
      "Bricks & Blocks",
      "Plasterboard",
      "Skirting Boards",
    ]);
    expect(await axeViolations(page)).toEqual([]);

    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    await expect.poll(() => menu.evaluate((el) => el === document.activeElement)).toBe(true);

    await menu.click();
    await drawer.getByRole("link", { name: "Timber & Sheeting" }).click();
    await page.waitForURL(/\/building-supplies\?category=timber$/);
    await drawer.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 1, name: "Timber & Sheeting" }).waitFor();
  });

  it("shows the desktop navigation from 768px, with the search box on every page", async () => {
    const page = await open({ width: 768, height: 900 });
    await page.goto(`${server.baseUrl}/bricks-and-blocks`);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Home",
      "Deals",
      "About",
      "Contact",
      "Merchants",
      "DIY Tips",
      "My Project",
      "Bricks & Blocks",
    ]);
    expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(false);
    // Before the palette loads (and without JavaScript) the box is a plain GET form to the results page.
    const search = page.getByRole("search", { name: "Site search" });
    expect(await search.getAttribute("action")).toBe("/search");
    expect(await search.getAttribute("method")).toBe("get");
    expect(await search.getByRole("searchbox", { name: "Search building materials" }).getAttribute("name")).toBe("q");
  });

  it("sends every Bricks & Blocks link (header, category bar, footer) to the one bricks page", async () => {
    const page = await open({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/building-supplies`);
    const bricksLinks = [
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bricks & Blocks" }),
      page.getByRole("navigation", { name: "Shop by category" }).getByRole("link", { name: "Bricks & Blocks" }),
      page.getByRole("contentinfo").getByRole("link", { name: "Bricks & Blocks" }),
      page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Bricks & Blocks" }),
    ];
    for (const link of bricksLinks) expect(await link.getAttribute("href")).toBe("/bricks-and-blocks");
    expect(
      await page.getByRole("navigation", { name: "Shop by category" }).getByRole("link").allTextContents(),
    ).toEqual([
      "Cement & Concrete",
      "Sand & Aggregates",
      "Timber & Sheeting",
      "Bricks & Blocks",
      "Plasterboard",
      "Skirting Boards",
    ]);

    await bricksLinks[1]!.click();
    await page.waitForURL(`${server.baseUrl}/bricks-and-blocks`);
    await page.getByRole("heading", { level: 1, name: "Bricks & Blocks" }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link").allTextContents()).toEqual(["Home", "Products"]);

    // The old address of the group leads to the same page, keeping the listing settings.
    const moved = await fetch(`${server.baseUrl}/building-supplies?category=bricks&sort=price_asc`, {
      redirect: "manual",
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/bricks-and-blocks?sort=price_asc");
  });

  it("shows the footer's contact details, links and company line", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/bricks-and-blocks`);
    const footer = page.getByRole("contentinfo");
    for (const label of ["How It Works", "Building Supplies", "Compare Prices", "Help Center", "About Us"]) {
      expect(await footer.getByRole("link", { name: label, exact: true }).count()).toBe(1);
    }
    expect(await footer.getByRole("link", { name: "hello@buildcompare.co.uk" }).getAttribute("href")).toBe(
      "mailto:hello@buildcompare.co.uk",
    );
    expect(await footer.getByText("London E2 7DJ").isVisible()).toBe(true);
    expect(await footer.getByText(/registered in England and Wales, company number/).isVisible()).toBe(true);
  });

  it("scrolls to the top after a navigation from the bottom of a page", async () => {
    const page = await open({ width: 1280, height: 600 });
    await page.goto(`${server.baseUrl}/bricks-and-blocks`);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.waitForFunction(() => window.scrollY > 100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Building Supplies", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "All Building Supplies" }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it("lists in the sitemap only pages that answer 200", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    expect(urls).toContain(`https://www.buildcompare.test/product/${server.seeded.productId}`);
    for (const url of urls) {
      const path = url.replace("https://www.buildcompare.test", "");
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(200);
    }
  });

  it("answers an unknown path with a real 404 page", async () => {
    const page = await open();
    const url = `${server.baseUrl}/no/such/page`;
    session.current!.expectNotFound(url);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(await page.title()).toBe("Page not found | BuildCompare");
    expect(await axeViolations(page)).toEqual([]);
  });
});
