/** The product page tests' seeded catalogue and helpers. */
import type { Db } from "../../../server/db/client.server.ts";
import { setUpBrowserSession, setUpE2eServer } from "./suite.ts";
import { createMerchant, createOffer, createProduct } from "../../setup/factories.ts";

export const CEMENT = "General Purpose Cement 25kg";
export const IMAGE_URL = "https://images.example-merchant.co.uk/cement.svg";
export const BROKEN_IMAGE = "/demo-images/no-such-image.svg";
export const IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#e7e5e4"/></svg>`;

export async function seed(db: Db) {
  const harbour = await createMerchant(db, {
    name: "Harbour Builders Merchants",
    websiteUrl: "https://harbour.example.co.uk/",
    verified: true,
  });
  const oakfield = await createMerchant(db, {
    name: "Oakfield Timber & Building",
    websiteUrl: "https://oakfield.example.co.uk/",
  });
  const redbrick = await createMerchant(db, { name: "Redbrick Supplies", websiteUrl: null });
  const quarry = await createMerchant(db, { name: "Quarry Direct", websiteUrl: "https://quarry.example.co.uk/" });
  const moss = await createMerchant(db, { name: "Moss Depot", websiteUrl: null });
  const cement = await createProduct(db, {
    name: CEMENT,
    brand: "Castle",
    category: "cement",
    description: "General purpose Portland cement for concrete, mortar and rendering.\nBag weight 25 kg.",
    imageUrl: IMAGE_URL,
    facts: { weight: "25 kg", type: "CEM II" },
    measureUnit: "kg",
    measureQuantity: 25,
  });
  const lastChecked = new Date("2026-11-21T10:00:00Z");
  await createOffer(db, {
    productId: cement.id,
    merchantId: harbour.id,
    price: 6.49,
    url: "https://harbour.example.co.uk/p/cement-25kg",
    deliveryCost: 4.99,
    unitQuantity: 25,
    lastChecked,
  });
  await createOffer(db, {
    productId: cement.id,
    merchantId: oakfield.id,
    price: 7.2,
    salePrice: 5.95,
    url: "https://oakfield.example.co.uk/cement/25kg",
    deliveryCost: 0,
    unitQuantity: 25,
    lastChecked,
  });
  await createOffer(db, {
    productId: cement.id,
    merchantId: moss.id,
    price: 9,
    url: "https://moss.example.co.uk/cement",
    deliveryCost: 0,
    availability: "out_of_stock",
    lastChecked,
  });
  // The lowest item price, but the dearest delivered: £4.99 + £9.95.
  await createOffer(db, {
    productId: cement.id,
    merchantId: quarry.id,
    price: 4.99,
    url: "https://quarry.example.co.uk/cement",
    deliveryCost: 9.95,
    lastChecked,
  });
  await createOffer(db, {
    productId: cement.id,
    merchantId: redbrick.id,
    price: 8.1,
    url: "javascript:alert(1)",
    availability: "out_of_stock",
    lastChecked,
  });
  const bare = await createProduct(db, { name: "Reclaimed Yellow Stock Brick", category: "bricks", description: "" });
  const broken = await createProduct(db, { name: "Treated Timber Batten", imageUrl: BROKEN_IMAGE });
  const tricky = await createProduct(db, {
    name: "Sand </script><script>window.injected=1</script>",
    category: "sand",
  });
  await createOffer(db, { productId: tricky.id, merchantId: harbour.id, price: 3 });
  return { cementId: cement.id, bareId: bare.id, trickyId: tricky.id, brokenId: broken.id };
}

/** The seeded server(s) and browser for one test file, and the helpers that use them. */
export function setUpProductPage() {
  const server = setUpE2eServer(seed);
  const session = setUpBrowserSession();

  async function open(viewport?: { width: number; height: number }) {
    const current = await session.open(viewport);
    // The seeded broken image is meant to 404 wherever its product is listed.
    current.expectNotFound(`${server.baseUrl}${BROKEN_IMAGE}`);
    // Feed images live on merchants' hosts; serve one locally so the test needs no network.
    await current.page.route(`${IMAGE_URL}*`, (route) =>
      route.fulfill({ contentType: "image/svg+xml", body: IMAGE_SVG }),
    );
    return current.page;
  }
  return { open, server, session };
}
