import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations } from "./support/browser.ts";
import type { Db } from "../../server/db/client.server.ts";
import { createListedProduct, createMerchant } from "../setup/factories.ts";
import { PRICE_DISPLAY_COOKIE } from "../../shared/price-display.ts";

const BRICK = "Castle Common Brick";
const PACK = "Castle Common Brick Pack";
const SIZE = { height: "65 mm", depth: "102.5 mm", length: "215 mm", perforation: "perforated" };

async function seed(db: Db) {
  const harbour = await createMerchant(db, { slug: "harbour", name: "Harbour Builders Merchants" });
  const kestrel = await createMerchant(db, { slug: "kestrel", name: "Kestrel Building Materials" });
  const brick = await createListedProduct(
    db,
    { name: BRICK, category: "bricks", facts: { type: "common", ...SIZE }, measureUnit: "item", measureQuantity: 1 },
    [
      { merchantId: harbour.id, price: 0.65 },
      { merchantId: kestrel.id, price: 0.72 },
    ],
  );
  const pack = await createListedProduct(
    db,
    {
      name: PACK,
      category: "bricks",
      facts: { type: "common", pack: "500 pack", ...SIZE },
      measureUnit: "item",
      measureQuantity: 500,
    },
    [{ merchantId: harbour.id, price: 310 }],
  );
  return { brickId: brick.id, packId: pack.id };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

const bricksSection = (page: Page) => page.getByRole("region", { name: "Bricks and blocks for a wall" });

describe("quantity calculators", () => {
  it("counts bricks for a wall, shows the working and the matching products with the quantity to add", async () => {
    const { page } = await session.open();
    await page.goto(`${server.baseUrl}/price-comparison/calculators`);
    const section = bricksSection(page);
    await section.getByLabel("Wall length").fill("5");
    await section.getByLabel("Wall height").fill("abc");
    await section.getByRole("button", { name: "Count bricks or blocks" }).click();

    // A mistake is named, linked from the summary, and what was typed stays.
    await section.getByRole("alert").getByRole("link", { name: "Wall height must be a number (m)" }).waitFor();
    expect(await section.getByLabel("Wall length").inputValue()).toBe("5");
    expect(await section.getByLabel("Wall height").inputValue()).toBe("abc");
    expect(await section.getByLabel("Wall height").getAttribute("aria-invalid")).toBe("true");

    await section.getByLabel("Wall height").fill("2");
    await section.getByLabel("Waste allowance").fill("10");
    await section.getByRole("button", { name: "Count bricks or blocks" }).click();

    // 10 m² × 60 = 600 bricks, + 10% = 660.
    const result = section.getByRole("region", { name: "You need" });
    await result.getByText("Bricks: 660 bricks").waitFor();
    expect(await result.getByText("10 m² × 60 bricks per m² = 600 bricks.").isVisible()).toBe(true);
    // Cheapest for the quantity first: 660 singles at £0.65 (£429) before 2 packs of 500 at £310 (£620).
    const products = result.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Castle/ }) });
    await expect.poll(() => products.count()).toBe(2);
    expect(await products.nth(0).getByRole("link").first().textContent()).toBe(BRICK);
    expect(await products.nth(0).getByText("660 × 1 brick, from £0.65 each: about £429.00").isVisible()).toBe(true);
    expect(await products.nth(1).getByText("2 × pack of 500 bricks, from £310.00 each").isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("calc")).toBe("bricks");
    expect(await axeViolations(page)).toEqual([]);

    // The computed quantity goes to the project list in one press.
    await result.getByRole("button", { name: `Add 660 bricks to project: ${BRICK}` }).click();
    await result.getByText(`Added 660 bricks of ${BRICK} to`).waitFor();

    // The bricks carry over to the mortar calculator.
    await result.getByRole("link", { name: "Work out the mortar for these 660 bricks" }).click();
    const mortar = page.getByRole("region", { name: "Mortar: cement and building sand" });
    await mortar
      .getByRole("region", { name: "You need" })
      .getByText(/^Cement: \d+ 25 kg bags$/)
      .waitFor();
    expect(await mortar.getByLabel("Number of bricks or blocks").inputValue()).toBe("660");

    await page.goto(`${server.baseUrl}/price-comparison`);
    const quantity = page.getByRole("spinbutton", { name: `Quantity of ${BRICK}` });
    await expect.poll(() => quantity.inputValue()).toBe("660");
  });

  it("works without JavaScript: computes, says when nothing matches, and adds the quantity to the project list", async () => {
    const { page } = await session.open(undefined, { javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}/price-comparison/calculators`);
    const plasterboard = page.getByRole("region", { name: "Plasterboard sheets and screws" });
    await plasterboard.getByLabel("Length").fill("10");
    await plasterboard.getByLabel("Height of the walls, or width of the ceiling").fill("2.4");
    await plasterboard.getByRole("button", { name: "Count plasterboard and screws" }).click();
    const boards = page
      .getByRole("region", { name: "Plasterboard sheets and screws" })
      .getByRole("region", { name: "You need" });
    await boards.getByText("Plasterboard: 10 sheets, 2400 × 1200 × 12.5 mm").waitFor();
    await boards.getByText("No matching products in the catalogue yet.").waitFor();
    expect(await boards.getByRole("link", { name: "Search for plasterboard" }).getAttribute("href")).toBe(
      "/search?q=plasterboard",
    );

    const section = bricksSection(page);
    await section.getByLabel("Wall length").fill("5");
    await section.getByLabel("Wall height").fill("2");
    await section.getByRole("button", { name: "Count bricks or blocks" }).click();
    await bricksSection(page)
      .getByRole("button", { name: `Add 630 bricks to project: ${BRICK}` })
      .click();
    await page.waitForURL(/\/price-comparison\?/);
    expect(new URL(page.url()).searchParams.get("add")).toBe(`${server.seeded.brickId}:630`);
    expect(await page.getByRole("spinbutton", { name: `Quantity of ${BRICK}` }).inputValue()).toBe("630");
  });

  it("shows its prices ex. VAT in the trade view", async () => {
    const { page, context } = await session.open();
    await context.addCookies([{ name: PRICE_DISPLAY_COOKIE, value: "ex-vat", domain: "127.0.0.1", path: "/" }]);
    await page.goto(`${server.baseUrl}/price-comparison/calculators?calc=bricks&length=5&height=2#bricks`);
    // 630 bricks at £0.65 = £409.50 inc. VAT: £0.54 and £341.25 ex. VAT.
    await bricksSection(page)
      .getByText(/630 × 1 brick, from £0\.54 each: about £341\.25\s*ex\. VAT before delivery/)
      .waitFor();
  });
});
