/** The search results page tests' seeded catalogue and locators, shared by the two search-page e2e files. */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./suite.ts";
import { createListedProduct, createMerchant } from "../../setup/factories.ts";
import type { Db } from "../../../server/db/client.server.ts";
import { rebuildSearchIndex } from "../../../server/search/rebuild-search-index.server.ts";

export const CASTLE = "Castle General Purpose Cement 25kg";
export const RAPID = "Rapid Set Cement 20kg";
export const SULFATE = "Sulfate Resisting Cement 25kg";
export const WHITE = "White Cement 25kg";
export const MORTAR = "Cement Mortar Mix 20kg";
/** Relevance puts these in any order; every price sort has one answer (no price counts as infinite). */
export const CEMENT_BY_PRICE_ASC = [MORTAR, CASTLE, SULFATE, RAPID, WHITE];
export const PLASTERBOARDS = [
  "Gyproc WallBoard Plasterboard 12.5mm 2400 x 1200",
  "Knauf Moisture Resistant Plasterboard 12.5mm 2400 x 1200",
  "British Gypsum Fireline Plasterboard 15mm 2400 x 1200",
];
export const PAVING_COUNT = 30;
export const pavingName = (i: number) =>
  `${i % 2 ? "Buff" : "Grey"} Riven Paving Slab 600 x 600 Lot ${String(i).padStart(2, "0")}`;
export const MERCHANTS = [
  "Anchor Builders Merchants",
  "Bramble Timber",
  "Carter Supplies",
  "Dunmore Trade",
  "Elm Building",
];

async function seed(db: Db) {
  const m: number[] = [];
  for (const name of MERCHANTS) m.push((await createMerchant(db, { name })).id);
  const castle = await createListedProduct(
    db,
    { name: CASTLE, category: "cement", description: "Grey Portland cement for general building work." },
    [9.99, 7.25, 6.5, 8.1, 7.8].map((price, i) => ({ merchantId: m[i]!, price })),
  );
  const rapid = await createListedProduct(
    db,
    { name: RAPID, category: "cement", description: "Sets in minutes for fixing posts." },
    [{ merchantId: m[2]!, price: 12 }],
  );
  const sulfate = await createListedProduct(
    db,
    { name: SULFATE, category: "cement", description: "For foundations in sulfate-bearing ground." },
    [
      { merchantId: m[0]!, price: 10 },
      { merchantId: m[1]!, price: 10 },
    ],
  );
  // Its only offer has left the feed, so it has no current price.
  const white = await createListedProduct(
    db,
    { name: WHITE, category: "cement", description: "Bright white cement for decorative render." },
    [{ merchantId: m[3]!, price: 3, availability: "not_in_feed" }],
  );
  const mortar = await createListedProduct(
    db,
    { name: MORTAR, category: "concrete-mortar", description: "Ready blended for bricklaying." },
    [{ merchantId: m[4]!, price: 4.95 }],
  );
  for (const [i, name] of PLASTERBOARDS.entries()) {
    await createListedProduct(db, { name, category: "plasterboard", description: "Wallboard for partitions." }, [
      { merchantId: m[i]!, price: 8 + i },
    ]);
  }
  for (let i = 1; i <= PAVING_COUNT; i++) {
    await createListedProduct(db, { name: pavingName(i), category: "other", description: "Riven finish slab." }, [
      { merchantId: m[i % MERCHANTS.length]!, price: 15 + i / 2 },
    ]);
  }
  await rebuildSearchIndex(db);
  return { castle: castle.id, rapid: rapid.id, sulfate: sulfate.id, white: white.id, mortar: mortar.id };
}

type Viewport = { width: number; height: number };

/** The seeded server and browser for one test file, and `open`, which loads a path (hydrated unless JavaScript is off). */
export function setUpSearchPage() {
  const server = setUpE2eServer(seed);
  const session = setUpBrowserSession();
  async function open(path: string, options: { viewport?: Viewport; javaScript?: boolean } = {}): Promise<Page> {
    const { page } = await session.open(options.viewport, { javaScriptEnabled: options.javaScript ?? true });
    await page.goto(`${server.baseUrl}${path}`);
    if (options.javaScript ?? true) await waitForHydration(page);
    return page;
  }
  return { server, session, open };
}

/** React marks the elements it has hydrated; before that a change to the select is not seen. */
export async function waitForHydration(page: Page) {
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForFunction(() => {
    const h1 = document.querySelector("h1");
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith("__reactProps"));
  });
}

export const heading = (page: Page, q: string) =>
  page.getByRole("heading", { level: 1, name: `Search results for "${q}"`, exact: true });
export const resultList = (page: Page) => page.getByRole("list", { name: "Search results" });
export const resultNames = (page: Page) => resultList(page).getByRole("heading", { level: 2 }).allTextContents();
export const card = (page: Page, name: string) => resultList(page).getByRole("article", { name, exact: true });
export const sortSelect = (page: Page) => page.getByRole("combobox", { name: "Sort by" });
export const facets = (page: Page) => page.getByRole("navigation", { name: "Filter results by category" });
export const pagination = (page: Page) => page.getByRole("navigation", { name: "Search result pages" });
export const didYouMean = (page: Page) =>
  page.getByText("Did you mean to search for:", { exact: true }).locator("xpath=..").getByRole("link");
/** The footer's newsletter form has a status region too: notices are the ones in the page's main content. */
export const statuses = (page: Page) => page.getByRole("main").getByRole("status");
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
export const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
export const pathAndQuery = (href: string | null) => {
  const url = new URL(href ?? "", "http://x");
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};

export async function expectNoResultsEmptyState(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
  const browse = page.getByRole("navigation", { name: "Browse instead" }).getByRole("link");
  expect(await browse.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/building-supplies",
    "/building-supplies?category=timber",
    "/bricks-and-blocks",
  ]);
  expect(await resultList(page).count()).toBe(0);
  expect(await page.getByText(/^Found \d+ products? matching your search$/).count()).toBe(0);
}
