import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./support/suite.ts";
import { axeViolations, openPage } from "./support/browser.ts";
import type { Db } from "../../server/db/client.server.ts";
import { createListedProduct, createMerchant } from "../setup/factories.ts";
import { rebuildSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { PROJECTS_KEY } from "../../shared/projects.ts";

/** Four products added by searching on the page, four from their product pages. */
const SEARCHED = [
  { name: "Castle Portland Cement 25kg", category: "cement", search: "portland cement" },
  { name: "Washed Sharp Sand Bulk Bag", category: "sand", search: "sharp sand" },
  { name: "Ballast 20mm Jumbo Bag", category: "aggregates", search: "ballast" },
  { name: "Gyproc Wallboard 12.5mm", category: "plasterboard", search: "wallboard" },
] as const;
const FROM_PAGES = [
  { name: "Catnic Steel Lintel 1200mm", category: "other" },
  { name: "Treated Timber 47x100 4.8m", category: "timber" },
  { name: "Celotex PIR Board 100mm", category: "insulation" },
  { name: "Dense Concrete Block 100mm", category: "blocks" },
] as const;

async function seed(db: Db) {
  const anchor = await createMerchant(db, { slug: "anchor", name: "Anchor Builders" });
  const bramble = await createMerchant(db, { slug: "bramble", name: "Bramble Supplies" });
  const carter = await createMerchant(db, { slug: "carter", name: "Carter Trade" });
  const ids: Record<string, number> = {};
  // Anchor stocks everything at a middling price with £12 delivery; Bramble is cheap on the first four with
  // £5 delivery; Carter is cheapest on the last four but states no delivery.
  for (const [i, p] of [...SEARCHED, ...FROM_PAGES].entries()) {
    const sellers = [
      { merchantId: anchor.id, price: 10 + i, deliveryCost: 12 },
      i < 4
        ? { merchantId: bramble.id, price: 6 + i, deliveryCost: 5 }
        : { merchantId: carter.id, price: 7 + i, deliveryCost: null },
    ];
    ids[p.name] = (await createListedProduct(db, { name: p.name, category: p.category }, sellers)).id;
  }
  await rebuildSearchIndex(db);
  return { ids };
}

const server = setUpE2eServer(seed);
const session = setUpBrowserSession();

const list = (page: Page) => page.getByRole("form", { name: "Your list" });
const quantity = (page: Page, name: string) => list(page).getByRole("spinbutton", { name: `Quantity of ${name}` });
const splitTotal = (page: Page) =>
  page.getByRole("region", { name: "Cheapest split" }).getByRole("definition").first().innerText();

/** Settled: no pending re-pricing and the list shows `count` products. */
async function settled(page: Page, count: number) {
  await page.getByRole("heading", { name: `Your list (${count} ${count === 1 ? "product" : "products"})` }).waitFor();
  await expect.poll(() => page.getByText("Updating prices…").count()).toBe(0);
}

async function addBySearch(page: Page, search: string, name: string, count: number) {
  const box = page.getByRole("searchbox", { name: "Search products to add" });
  await box.fill(search);
  await page.getByRole("button", { name: `Add ${name}` }).click();
  await settled(page, count);
}

async function addFromProductPage(page: Page, id: number, name: string, count: number) {
  await page.goto(`${server.baseUrl}/product/${id}`);
  await page.getByRole("button", { name: `Add to project: ${name}` }).click();
  // The product page's plain form opens the list, which adds the product to the browser's project.
  await page.waitForURL(/\/price-comparison\?items=/);
  await settled(page, count);
}

describe("/price-comparison", () => {
  it("builds a list of 8 from search and product pages, keeps it across a reload and shares it exactly", async () => {
    const { page } = await session.open();
    const { ids } = server.seeded;
    await page.goto(`${server.baseUrl}/price-comparison`);
    await page.getByText("Your list is empty").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    for (const [i, p] of SEARCHED.entries()) await addBySearch(page, p.search, p.name, i + 1);
    for (const [i, p] of FROM_PAGES.entries()) await addFromProductPage(page, ids[p.name]!, p.name, 5 + i);

    // Quantities take effect as typed; the URL follows and the totals re-price.
    const before = await splitTotal(page);
    await quantity(page, SEARCHED[0].name).fill("4");
    await quantity(page, FROM_PAGES[1].name).fill("12");
    await expect.poll(() => new URL(page.url()).searchParams.get("items")).toContain(`${ids[FROM_PAGES[1].name]}:12`);
    await settled(page, 8);
    expect(await splitTotal(page)).not.toBe(before);
    const total = await splitTotal(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await settled(page, 8);
    expect(await quantity(page, SEARCHED[0].name).inputValue()).toBe("4");
    expect(await quantity(page, FROM_PAGES[1].name).inputValue()).toBe("12");
    expect(await splitTotal(page)).toBe(total);
    // The browser's project holds the same list.
    const stored = await page.evaluate((key) => localStorage.getItem(key), PROJECTS_KEY);
    expect(stored).toContain(`"productId":${ids[FROM_PAGES[1].name]},"quantity":12`);

    // A bare visit opens the stored project.
    await page.goto(`${server.baseUrl}/price-comparison`);
    await settled(page, 8);

    const shared = await page.getByRole("textbox", { name: "Share this list" }).inputValue();
    const names = await list(page).getByRole("link").allInnerTexts();
    // Another visitor: a fresh browser context with nothing stored.
    const other = await openPage(session.browser);
    try {
      const visitor = other.page;
      await visitor.goto(shared);
      await settled(visitor, 8);
      await expect.poll(() => list(visitor).getByRole("link").allInnerTexts()).toEqual(names);
      expect(await splitTotal(visitor)).toBe(total);
      expect(await quantity(visitor, FROM_PAGES[1].name).inputValue()).toBe("12");
      expect(other.errors).toEqual([]);
    } finally {
      await other.context.close();
    }

    await list(page)
      .getByRole("button", { name: `Remove ${SEARCHED[1].name}` })
      .click();
    await settled(page, 7);
    expect(await list(page).getByRole("link", { name: SEARCHED[1].name }).count()).toBe(0);
  });

  it("is complete from the keyboard: add, change quantity, remove and share", async () => {
    const { page, context } = await session.open();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${server.baseUrl}/price-comparison`);
    await page.getByText("Your list is empty").waitFor();
    await page.getByRole("searchbox", { name: "Search products to add" }).focus();
    await page.keyboard.type("ballast");
    const add = page.getByRole("button", { name: `Add ${SEARCHED[2].name}` });
    await add.waitFor();
    // Tab from the box past its Search button to the first result's link, then its Add button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await settled(page, 1);

    const box = quantity(page, SEARCHED[2].name);
    await box.focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect
      .poll(() => new URL(page.url()).searchParams.get("items"))
      .toBe(`${server.seeded.ids[SEARCHED[2].name]}:3`);
    await settled(page, 1);

    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Remove ${SEARCHED[2].name}`);
    const share = page.getByRole("button", { name: "Copy link" });
    await share.focus();
    await page.keyboard.press("Enter");
    await page.getByText("Link copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/price-comparison?items=`);

    await list(page)
      .getByRole("button", { name: `Remove ${SEARCHED[2].name}` })
      .focus();
    await page.keyboard.press("Enter");
    await page.getByText("Your list is empty").waitFor();
  });

  it("offers a shared list as a new project instead of overwriting the visitor's own", async () => {
    const { page } = await session.open();
    const { ids } = server.seeded;
    const mine = ids[SEARCHED[0].name]!;
    const theirs = ids[SEARCHED[1].name]!;
    await page.goto(`${server.baseUrl}/price-comparison?items=${mine}:2`);
    await settled(page, 1);
    // An empty project takes the link's list once the page has hydrated: wait for that write before leaving.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), PROJECTS_KEY))
      .toContain(`"items":[{"productId":${mine},"quantity":2}]`);
    await page.goto(`${server.baseUrl}/price-comparison?items=${theirs}:5&name=Garage`);
    await page.getByText("came from a link and isn't one of your projects").waitFor();
    await page.getByRole("button", { name: "Save as a new project" }).click();
    await page.getByRole("combobox", { name: "Project" }).waitFor();
    const options = await page.getByRole("combobox", { name: "Project" }).locator("option").allInnerTexts();
    expect(options).toEqual(["My project (1)", "Garage (1)"]);
    await page.getByRole("combobox", { name: "Project" }).selectOption({ label: "My project (1)" });
    await expect.poll(() => new URL(page.url()).searchParams.get("items")).toBe(`${mine}:2`);
  });

  it("opens the stored project and leaves out, from the page and the project, products no longer listed", async () => {
    const { page } = await session.open();
    const cement = server.seeded.ids[SEARCHED[0].name]!;
    // The project is stored from a page of the site that never writes projects itself: stored from
    // /price-comparison, the page's own first write of its (empty) project could land after it and replace it.
    await page.goto(`${server.baseUrl}/about`);
    const stored = {
      currentId: "shed",
      projects: [
        {
          id: "shed",
          name: "Shed base",
          updatedAt: "2026-12-01T09:00:00.000Z",
          items: [
            { productId: cement, quantity: 2 },
            { productId: 999999, quantity: 1 },
          ],
        },
      ],
    };
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROJECTS_KEY, JSON.stringify(stored)]);
    await page.goto(`${server.baseUrl}/price-comparison`);
    await page.getByText("Product 999999 is no longer listed on the site").waitFor();
    await settled(page, 1);
    expect(new URL(page.url()).searchParams.get("name")).toBe("Shed base");
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), PROJECTS_KEY))
      .toContain(`"items":[{"productId":${cement},"quantity":2}]`);
  });

  it("works without JavaScript: a shared link, quantities by form post, remove, clear and a bad link", async () => {
    const { page } = await session.open(undefined, { javaScriptEnabled: false });
    const { ids } = server.seeded;
    const a = ids[SEARCHED[0].name]!;
    const b = ids[FROM_PAGES[0].name]!;
    await page.goto(`${server.baseUrl}/price-comparison?items=${a}:2,oops,${b}:1,999999:3&name=Loft`);
    await page.getByText('Entry 2 ("oops") is not productId:quantity').waitFor();
    await page.getByText("Product 999999 is no longer listed on the site").waitFor();
    await settled(page, 2);

    await quantity(page, FROM_PAGES[0].name).fill("0");
    await page.getByRole("button", { name: "Update prices" }).click();
    await page.getByText("Some quantities need fixing: nothing was changed").waitFor();
    await quantity(page, FROM_PAGES[0].name).fill("6");
    await page.getByRole("button", { name: "Update prices" }).click();
    await page.waitForURL((url) => url.searchParams.get("items") === `${a}:2,${b}:6`);
    expect(new URL(page.url()).searchParams.get("name")).toBe("Loft");

    await page.getByRole("combobox", { name: "Deliveries" }).selectOption({ label: "At most 1" });
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("max") === "1");
    await page.getByText("(at most 1)").waitFor();

    const csv = await page.request.get(
      await page
        .getByRole("link", { name: "Download CSV of the cheapest split" })
        .getAttribute("href")
        .then((h) => `${server.baseUrl}${h}`),
    );
    expect(csv.headers()["content-disposition"]).toBe('attachment; filename="Loft-cheapest-split.csv"');
    expect(await csv.text()).toContain(SEARCHED[0].name);

    await list(page)
      .getByRole("button", { name: `Remove ${SEARCHED[0].name}` })
      .click();
    await settled(page, 1);
    await page.getByRole("button", { name: "Clear list" }).click();
    await page.getByText("Your list is empty").waitFor();

    await page.getByRole("searchbox", { name: "Search products to add" }).fill("sharp sand");
    await page.getByRole("region", { name: "Add products" }).getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: `Add ${SEARCHED[1].name}` }).click();
    await settled(page, 1);
  });

  it("prints the split as a clean list: no site header, footer or controls", async () => {
    const { page } = await session.open();
    const { ids } = server.seeded;
    await page.goto(`${server.baseUrl}/price-comparison?items=${ids[SEARCHED[0].name]}:3,${ids[FROM_PAGES[2].name]}:2`);
    await settled(page, 2);
    await page.emulateMedia({ media: "print" });
    const split = page.getByRole("region", { name: "Cheapest split" });
    expect(await split.getByRole("table").first().isVisible()).toBe(true);
    expect(await split.getByRole("row", { name: new RegExp(SEARCHED[0].name) }).isVisible()).toBe(true);
    expect(await page.getByRole("banner").isVisible()).toBe(false);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
    expect(await page.getByRole("searchbox", { name: "Search products to add" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: /^Buy / }).first().isVisible()).toBe(false);
    expect(await page.getByRole("combobox", { name: "Deliveries" }).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    expect(await page.getByRole("banner").isVisible()).toBe(true);
  });
});
