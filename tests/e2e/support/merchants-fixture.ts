/** The merchant directory and merchant page tests' seeded merchants and helpers, shared by their two e2e files. */
import { setUpBrowserSession, setUpE2eServer } from "./suite.ts";
import type { Page } from "playwright-core";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../setup/factories.ts";
import { feedImports } from "../../../server/db/schema.ts";
import type { Db } from "../../../server/db/client.server.ts";

export const HARBOUR = "Harbour Builders Merchants";
export const OAKFIELD = "Oakfield Timber & Building";
export const REDBRICK = "Redbrick Supplies";
export const BROKEN_LOGO = "/merchant-logos/no-such-logo.svg";
export const CEMENT = "General Purpose Cement 25kg";
export const SAND = "Sharp Sand 25kg";

export async function seed(db: Db) {
  const harbour = await createMerchant(db, {
    slug: "harbour-builders",
    name: HARBOUR,
    websiteUrl: "https://harbour.example.co.uk/",
    logoUrl: "/merchant-logos/harbour-builders-merchants.svg",
    verified: true,
  });
  const oakfield = await createMerchant(db, {
    slug: "oakfield",
    name: OAKFIELD,
    websiteUrl: "javascript:alert(1)",
    logoUrl: BROKEN_LOGO,
  });
  const redbrick = await createMerchant(db, { slug: "redbrick", name: REDBRICK, websiteUrl: null, logoUrl: null });

  const lastChecked = new Date("2026-11-21T10:00:00Z");
  const cement = await createProduct(db, {
    name: CEMENT,
    imageUrl: "/demo-images/cement-bag.svg",
    measureUnit: "kg",
    measureQuantity: 25,
  });
  await createOffer(db, {
    productId: cement.id,
    merchantId: harbour.id,
    price: 7.2,
    salePrice: 5.95,
    unitQuantity: 25,
    lastChecked,
  });
  await createOffer(db, { productId: cement.id, merchantId: oakfield.id, price: 6.49, lastChecked });
  const sand = await createProduct(db, { name: SAND, imageUrl: "/demo-images/sand-bag.svg" });
  await createOffer(db, {
    productId: sand.id,
    merchantId: harbour.id,
    price: 3,
    availability: "out_of_stock",
    lastChecked,
  });
  await createOffer(db, { productId: sand.id, merchantId: oakfield.id, price: 2.5, lastChecked });
  // 26 battens: more than one page of 24.
  for (let i = 1; i <= 26; i++) {
    const batten = await createProduct(db, {
      name: `Treated Timber Batten ${String(i).padStart(2, "0")}`,
      imageUrl: "/demo-images/timber-batten.svg",
    });
    await createOffer(db, { productId: batten.id, merchantId: harbour.id, price: 1 + i / 10, lastChecked });
  }
  const hidden = await createProduct(db, { name: "Hidden Treated Timber" });
  await createOffer(db, { productId: hidden.id, merchantId: harbour.id });
  await hideProduct(db, hidden.id);
  await db.insert(feedImports).values({
    merchantSlug: harbour.slug,
    source: "harbour.tsv",
    status: "applied",
    startedAt: new Date("2026-11-21T10:14:00Z"),
    finishedAt: new Date("2026-11-21T10:15:00Z"),
  });
  return { harbourId: harbour.id, cementId: cement.id, sandId: sand.id, redbrickId: redbrick.id };
}

export function card(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** The seeded server(s) and browser for one test file, and the helpers that use them. */
export function setUpMerchantPages() {
  const server = setUpE2eServer(seed);
  const session = setUpBrowserSession();

  async function open(viewport?: { width: number; height: number }) {
    const current = await session.open(viewport);
    current.expectNotFound(`${server.baseUrl}${BROKEN_LOGO}`);
    return current.page;
  }

  /** A page with JavaScript off, to check the server-rendered forms and links on their own. */
  async function openWithoutJs() {
    const current = await session.open({ width: 1280, height: 900 }, { javaScriptEnabled: false });
    return current.page;
  }
  return { openWithoutJs, open, server, session };
}
