import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/browser.ts";
import { setUpListings, productNames } from "./support/listings-fixture.ts";

const { open, server } = setUpListings();

describe("products", () => {
  it("lists the whole catalogue with price ranges, merchant counts, tags and category filters", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/products`);
    await page.getByRole("heading", { level: 1, name: "All Products" }).waitFor();
    const cement = page.getByRole("article", { name: "Castle General Purpose Cement 25kg" });
    expect(await cement.getByText("£7.49 - £8.25").isVisible()).toBe(true);
    expect(await cement.getByText("2 merchants").isVisible()).toBe(true);
    expect(await cement.getByText("Save £0.76 by comparing").isVisible()).toBe(true);

    const categories = page.getByRole("navigation", { name: "Filter by category" });
    await categories.getByRole("link", { name: /^Sheet Materials/ }).click();
    await page.getByRole("heading", { level: 1, name: "Sheet Materials" }).waitFor();
    expect(await productNames(page, "Sheet Materials")).toEqual(["OSB3 Board 18mm 2440 x 1220"]);
    expect(await page.title()).toBe("Sheet Materials - Products | BuildCompare");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("tags a product nobody has in stock", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/products?q=batten`);
    const batten = page.getByRole("article", { name: /Roofing Batten/ });
    await batten.getByText("Out of stock").waitFor();
    expect(await batten.getByText("1 merchant").isVisible()).toBe(true);
  });

  it("reads a search as /search does: a misspelling is corrected, part of a word finds nothing", async () => {
    const page = await open();
    await page.goto(`${server.baseUrl}/products?q=plasterbord`);
    await page.getByRole("article", { name: "Plasterboard Jointing Tape for Tapered Edges 90m" }).waitFor();
    expect(await page.getByText('Showing results for "plasterboard".').isVisible()).toBe(true);

    await page.goto(`${server.baseUrl}/products?q=tap`);
    await page.getByText('No products match "tap".').waitFor();
  });

  it("says when a search finds nothing", async () => {
    const page = await open({ viewport: { width: 375, height: 812 } });
    await page.goto(`${server.baseUrl}/products?q=unobtainium`);
    await page.getByText('No products match "unobtainium".').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("puts title, description and a canonical link without filters in the server HTML", async () => {
    const response = await fetch(`${server.baseUrl}/products?category=timber&page=1&sort=name&view=list`);
    const html = await response.text();
    expect(html).toContain("<title>Timber - Products | BuildCompare</title>");
    expect(html).toContain('<link rel="canonical" href="https://www.buildcompare.test/products?category=timber"/>');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/<meta name="description" content="Compare timber prices/);
  });
});

describe("product cards", () => {
  it("show a product with the same facts on every listing", async () => {
    const page = await open();
    const cardText = async (path: string) => {
      await page.goto(`${server.baseUrl}${path}`);
      return page.getByRole("article", { name: "Castle General Purpose Cement 25kg" }).innerText();
    };
    const onBuildingSupplies = await cardText("/building-supplies?category=cement");
    expect(onBuildingSupplies).toContain("Cement");
    expect(onBuildingSupplies).toContain("Grey Portland cement for mortar and concrete.");
    expect(onBuildingSupplies).toContain("£7.49 - £8.25");
    expect(onBuildingSupplies).toContain("2 merchants");
    expect(onBuildingSupplies).toContain("Save £0.76 by comparing");
    expect(onBuildingSupplies).toContain("Compare Prices");
    const prices = page.getByRole("list", { name: "Prices for Castle General Purpose Cement 25kg" });
    expect(await prices.getByRole("listitem").allTextContents()).toEqual([
      "Harbour Builders Merchants£7.49",
      "Pennine Timber£8.25",
    ]);
    expect(await cardText("/products?category=cement")).toBe(onBuildingSupplies);
    expect(await cardText("/products?category=cement&view=list")).toBe(onBuildingSupplies);
  });

  it("lay out two a row on a phone, and the list view keeps a gap around each image", async () => {
    const page = await open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.baseUrl}/bricks-and-blocks`);
    const cards = page.getByRole("list", { name: "Bricks and blocks" }).getByRole("article");
    await cards.first().waitFor();
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    expect(boxes).toHaveLength(24);
    // Twelve rows of two, side by side, within the screen.
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(12);
    const [a, b, c] = boxes;
    expect(Math.round(b!.y)).toBe(Math.round(a!.y));
    expect(b!.x).toBeGreaterThanOrEqual(a!.x + a!.width);
    expect(Math.round(c!.x)).toBe(Math.round(a!.x));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${server.baseUrl}/bricks-and-blocks?view=list`);
      const listed = page.getByRole("list", { name: "Bricks and blocks" }).getByRole("article");
      await listed.first().waitFor();
      for (const card of (await listed.all()).slice(0, 3)) {
        const box = (await card.boundingBox())!;
        // The image, or its "No image available" panel: these bricks have none.
        const image = (await card.locator(":scope > div").first().boundingBox())!;
        expect(image.x - box.x).toBeGreaterThanOrEqual(12);
        expect(image.y - box.y).toBeGreaterThanOrEqual(12);
        expect(box.y + box.height - (image.y + image.height)).toBeGreaterThanOrEqual(12);
      }
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});
