/** The listing pages' seeded catalogue and helpers, shared by the two listings e2e files. */
import { setUpBrowserSession, setUpE2eServer } from "./suite.ts";
import type { Page } from "playwright-core";
import type { Db } from "../../../server/db/client.server.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../setup/factories.ts";

export const BRICK_COUNT = 27;

export async function seed(db: Db) {
  const harbour = await createMerchant(db, { slug: "harbour", name: "Harbour Builders Merchants" });
  const pennine = await createMerchant(db, { slug: "pennine", name: "Pennine Timber" });
  const cement = await createProduct(db, {
    name: "Castle General Purpose Cement 25kg",
    category: "cement",
    description: "Grey Portland cement for mortar and concrete.",
  });
  await createOffer(db, { productId: cement.id, merchantId: harbour.id, price: 7.49 });
  await createOffer(db, { productId: cement.id, merchantId: pennine.id, price: 8.25 });
  const batten = await createProduct(db, {
    name: "Treated Roofing Batten 25 x 50mm 4.8m",
    category: "timber",
    imageUrl: "/demo-images/placeholder.svg",
    description: "Tanalised softwood batten.",
  });
  await createOffer(db, { productId: batten.id, merchantId: pennine.id, price: 3.1, availability: "out_of_stock" });
  const osb = await createProduct(db, { name: "OSB3 Board 18mm 2440 x 1220", category: "sheet-materials" });
  const tape = await createProduct(db, { name: "Plasterboard Jointing Tape for Tapered Edges 90m", category: "other" });
  await createOffer(db, { productId: tape.id, merchantId: harbour.id, price: 2.99 });
  const hidden = await createProduct(db, { name: "Withdrawn Timber Sleeper", category: "timber" });
  await createOffer(db, { productId: hidden.id, merchantId: harbour.id, price: 1 });
  await hideProduct(db, hidden.id);

  // Enough bricks for two pages; names sort as "Brick 01" … "Brick 27".
  const bricks: number[] = [];
  for (let i = 1; i <= BRICK_COUNT; i++) {
    const n = String(i).padStart(2, "0");
    const brick = await createProduct(db, {
      name: i === 5 ? `Brick ${n} Red Multi Engineering 65mm` : `Brick ${n} Red Multi Facing 65mm`,
      category: "bricks",
      description: i === 5 ? "Frost resistant Class B engineering quality." : "Clay facing brick, sold individually.",
    });
    bricks.push(brick.id);
    await createOffer(db, { productId: brick.id, merchantId: harbour.id, price: 0.5 + i / 100 });
    if (i % 3 === 0) await createOffer(db, { productId: brick.id, merchantId: pennine.id, price: 0.45 + i / 100 });
  }
  const block = await createProduct(db, { name: "Aerated Concrete Block 100mm 7.3N", category: "blocks" });
  return { cementId: cement.id, battenId: batten.id, osbId: osb.id, bricks, blockId: block.id };
}

export const productNames = (page: Page, list: string) =>
  page.getByRole("list", { name: list }).getByRole("heading", { level: 3 }).allTextContents();

/** The seeded server(s) and browser for one test file, and the helpers that use them. */
export function setUpListings() {
  const server = setUpE2eServer(seed);
  const session = setUpBrowserSession();

  async function open(options: { viewport?: { width: number; height: number }; javaScript?: boolean } = {}) {
    const current = await session.open(options.viewport, { javaScriptEnabled: options.javaScript ?? true });
    return current.page;
  }
  return { session, open, server };
}
