/** The header search palette tests' seeded catalogue, suggestion helpers and locators. */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { setUpBrowserSession, setUpE2eServer } from "./suite.ts";
import { createMerchant, createOffer, createProduct } from "../../setup/factories.ts";
import type { Db } from "../../../server/db/client.server.ts";
import { rebuildSearchIndex } from "../../../server/search/rebuild-search-index.server.ts";

export const PRODUCTS = [
  { name: "General Purpose Cement 25kg", category: "cement", imageUrl: "/demo-images/cement-bag.svg" },
  { name: "Rapid Set Cement 20kg", category: "cement" },
  { name: "Sharp Sand 25kg Bag", category: "sand" },
  { name: "C24 Treated Timber 47 x 100 mm x 2.4m", category: "timber" },
  { name: "Gyproc Plasterboard 12.5mm 2400 x 1200", category: "plasterboard" },
];
export const POPULAR = ["cement", "timber", "scaffold board", "plasterboard", "bricks"];

export async function seed(db: Db) {
  const merchant = await createMerchant(db, { name: "Harbour Builders Merchants" });
  const ids: number[] = [];
  for (const [i, product] of PRODUCTS.entries()) {
    const row = await createProduct(db, product);
    await createOffer(db, { productId: row.id, merchantId: merchant.id, price: 5 + i });
    ids.push(row.id);
  }
  await rebuildSearchIndex(db);
  return { productId: ids[0]!, rapidSetId: ids[1]! };
}

/** The box is a plain search field until first used, then the palette's combobox: its label finds both. */
export const searchBox = (page: Page) =>
  page.getByRole("search", { name: "Site search" }).getByLabel("Search building materials");
export const palette = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });
export const section = (page: Page, name: string) => palette(page).getByRole("group", { name, exact: true });
export const optionsIn = (page: Page, name: string) => section(page, name).getByRole("option").allTextContents();
/** Clicks into the box and waits for the palette, which replaces the plain box on first use. */
export async function openPalette(page: Page) {
  await searchBox(page).click();
  await palette(page).waitFor();
}
export const resultsHeading = (page: Page, q: string) =>
  page.getByRole("heading", { level: 1, name: `Search results for "${q}"`, exact: true });

export function suggestResponse(page: Page, q: string) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/suggest" && new URL(r.url()).searchParams.get("q") === q,
  );
}

export interface SuggestBody {
  suggestions: string[];
  products: Array<{ id: number; name: string; categoryLabel: string; lowestPrice: number | null }>;
}

/** Types, waits for the server's answer and for its first suggestion in the list; returns the answer. */
export async function typeAndWaitForSuggestions(page: Page, text: string): Promise<SuggestBody> {
  const response = suggestResponse(page, text.trim());
  await searchBox(page).pressSequentially(text);
  const body = (await (await response).json()) as SuggestBody;
  expect(body.suggestions.length).toBeGreaterThan(0);
  await section(page, "Suggestions").getByRole("option").first().waitFor();
  return body;
}

/** How each option is announced: a product by its name, category and price, a search by its text. */
export const optionNames = (page: Page, name: string) =>
  section(page, name)
    .getByRole("option")
    .evaluateAll((options) => options.map((o) => o.getAttribute("aria-label") ?? o.textContent));

/** The Suggestions list the answer should give: products (announced with category and price), then searches. */
export function expectedSuggestions(body: SuggestBody): string[] {
  const names = new Set(body.products.map((p) => p.name.toLowerCase()));
  return [
    ...body.products.map((p) => `${p.name}, ${p.categoryLabel}, from £${p.lowestPrice!.toFixed(2)}`),
    ...body.suggestions.filter((s) => !names.has(s.toLowerCase())),
  ];
}

/** Section names in order, from the accessibility tree (the visible headings label the groups). */
export async function sectionNames(page: Page): Promise<string[]> {
  const snapshot = await palette(page).ariaSnapshot();
  return [...snapshot.matchAll(/- group "([^"]+)"/g)].map((m) => m[1]!);
}

export const recentInStorage = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("recentSearches") ?? "null") as unknown);

/** The seeded server(s) and browser for one test file, and the helpers that use them. */
export function setUpSearchPalette() {
  const server = setUpE2eServer(seed);
  const session = setUpBrowserSession();

  async function open(viewport?: { width: number; height: number }) {
    return (await session.open(viewport)).page;
  }

  async function openProductPage(viewport?: { width: number; height: number }) {
    const page = await open(viewport);
    await page.goto(`${server.baseUrl}/product/${server.seeded.productId}`);
    await page.getByRole("heading", { level: 1, name: PRODUCTS[0]!.name }).waitFor();
    return page;
  }
  return { server, openProductPage, session, open };
}
