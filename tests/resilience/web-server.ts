import { afterAll, beforeAll } from "vitest";
import { startE2eServer, type E2eServer } from "../setup/e2e-server.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";
import type { Db } from "../../server/db/client.server.ts";

async function seed(db: Db) {
  const merchant = await createMerchant(db, { slug: "harbour", name: "Harbour Builders Merchants" });
  const product = await createProduct(db, { name: "Castle Resilience Cement 25kg", category: "cement" });
  await createOffer(db, { productId: product.id, merchantId: merchant.id, price: 12 });
  return { productId: product.id };
}

/**
 * The production server (from `build/`: run `npx react-router build` first) on a fresh database holding one
 * priced product, for one test file of the web lane's resilience suite: started before its tests, stopped after.
 */
export function startWebServerForFile(): () => E2eServer<{ productId: number }> {
  let server: E2eServer<{ productId: number }> | undefined;
  // Start-up runs every migration on the new database: slow on a busy machine.
  beforeAll(async () => {
    server = await startE2eServer(seed);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("The server is used before it started (call it inside a test).");
    return server;
  };
}
