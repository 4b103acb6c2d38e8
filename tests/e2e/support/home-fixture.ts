/** The home page tests' seeded catalogue and helpers, shared by the two home-page e2e files. */
import { setUpBrowserSession, setUpE2eServer } from "./suite.ts";
import type { Locator, Page } from "playwright-core";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../setup/factories.ts";
import type { Db } from "../../../server/db/client.server.ts";

export const TIMBER = "Treated Sawn Timber 47x100mm 4.8m";

export async function seed(db: Db) {
  const merchants = [];
  for (const [i, name] of ["Alder", "Birch", "Cedar", "Damson", "Elm", "Fir", "Gorse", "Hazel"].entries()) {
    merchants.push(
      await createMerchant(db, {
        slug: `${name.toLowerCase()}-supplies`,
        name: `${name} Supplies`,
        // Real demo logos for most; one missing and one unsafe logo fall back to the placeholder icon.
        logoUrl: i === 1 ? null : i === 2 ? "javascript:alert(1)" : "/merchant-logos/harbour-builders-merchants.svg",
      }),
    );
  }
  await createMerchant(db, { slug: "idle-merchant", name: "Idle Merchant" }); // lists nothing: not in the strip
  const [a, b, c, d, e] = merchants;

  const timber = await createProduct(db, { name: TIMBER, category: "timber" });
  const cls = await createProduct(db, { name: "CLS Stud 38x63mm 2.4m", category: "timber" });
  const hidden = await createProduct(db, { name: "Hidden Joist", category: "timber" });
  const cement = await createProduct(db, { name: "General Purpose Cement 25kg", category: "cement" });
  for (const m of [a!, b!, c!]) await createOffer(db, { productId: timber.id, merchantId: m.id, price: 12.5 });
  await createOffer(db, { productId: timber.id, merchantId: d!.id, price: 14, salePrice: 11.3 });
  await createOffer(db, { productId: cls.id, merchantId: e!.id, price: 3 });
  for (const m of merchants) await createOffer(db, { productId: hidden.id, merchantId: m.id });
  await hideProduct(db, hidden.id);
  for (const m of merchants.slice(4)) await createOffer(db, { productId: cement.id, merchantId: m.id, price: 6 });
  // Listed, but nobody can sell it now: its category has products and no price.
  const board = await createProduct(db, { name: "Gyproc WallBoard 12.5mm", category: "plasterboard" });
  await createOffer(db, {
    productId: board.id,
    merchantId: a!.id,
    price: 8,
    availability: "out_of_stock",
    available: false,
  });
  return { timberId: timber.id, slugs: merchants.map((m) => m.slug) };
}

export const hero = (page: Page) => page.getByRole("region", { name: "Featured" });
export const merchantStrip = (page: Page) => page.getByRole("region", { name: "Merchant logos", exact: true });
export const shownSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"]:not([inert])').getAttribute("aria-label");

/** Embla positions the slide track once it starts: from then on the controls work. */
export async function carouselReady(carousel: Locator) {
  await carousel.locator('[style*="translate3d"]').first().waitFor({ state: "attached" });
}

/** The seeded server(s) and browser for one test file, and the helpers that use them. */
export function setUpHomePage() {
  const server = setUpE2eServer(seed);
  const emptyServer = setUpE2eServer(async () => {});
  const session = setUpBrowserSession();

  async function open(
    path = "/",
    options: { width?: number; clock?: boolean; base?: string; reducedMotion?: boolean } = {},
  ) {
    const current = await session.open({ width: options.width ?? 1280, height: 900 });
    if (options.clock) await current.page.clock.install();
    if (options.reducedMotion) await current.page.emulateMedia({ reducedMotion: "reduce" });
    await current.page.goto(`${options.base ?? server.baseUrl}${path}`);
    return current.page;
  }
  return { server, session, emptyServer, open };
}
