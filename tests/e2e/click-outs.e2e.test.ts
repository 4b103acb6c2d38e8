import http from "node:http";
import { describe, expect, it } from "vitest";
import { setUpE2eServer } from "./support/suite.ts";
import type { Db } from "../../server/db/client.server.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../setup/factories.ts";
import { clickCounts } from "../../server/db/schema.ts";

/** Stored as a feed may give it: a query string, escapes, brackets, quotes, a fragment, non-ASCII and a space. */
const ODD_URL = "https://shop.example.co.uk/p/sand?utm_source=bc&ref=a%2Fb&x=[1]&q='it''s'&n=~!*()#frag";
const NON_ASCII_URL = "https://shop.example.co.uk/p/prêt à poser";

async function seed(db: Db) {
  const merchant = await createMerchant(db, { slug: "harbour", websiteUrl: "https://harbour.example/?from=bc" });
  const product = await createProduct(db);
  const odd = await createOffer(db, { productId: product.id, merchantId: merchant.id, url: ODD_URL });
  const nonAscii = await createOffer(db, { productId: product.id, merchantId: merchant.id, url: NON_ASCII_URL });
  const hidden = await createProduct(db);
  const hiddenOffer = await createOffer(db, { productId: hidden.id, merchantId: merchant.id });
  await hideProduct(db, hidden.id);
  return { oddId: odd.id, nonAsciiId: nonAscii.id, hiddenOfferId: hiddenOffer.id };
}

const server = setUpE2eServer(seed);

/** The raw answer, its Location as the bytes on the wire (latin1 keeps one character per byte). */
function request(method: "GET" | "HEAD", path: string) {
  return new Promise<{ status: number; location: Buffer | null; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = http.request(new URL(path, server.baseUrl), { method }, (res) => {
        res.resume();
        res.on("end", () => {
          const raw = res.rawHeaders.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === "location");
          const location = raw === -1 ? null : Buffer.from(res.rawHeaders[raw + 1]!, "latin1");
          resolve({ status: res.statusCode ?? 0, location, headers: res.headers });
        });
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("click-outs through the production server", () => {
  it("redirects to the stored URL byte for byte, counting GETs but not HEADs, and 404s a hidden product's offer", async () => {
    const { oddId, nonAsciiId, hiddenOfferId } = server.seeded;
    const odd = await request("GET", `/out/${oddId}`);
    expect(odd.status).toBe(302);
    expect(odd.location?.equals(Buffer.from(ODD_URL, "utf8"))).toBe(true);
    expect(odd.headers["set-cookie"]).toBeUndefined();
    expect(odd.headers["cache-control"]).toBe("no-store");

    // A header carries ASCII only: the browser-style UTF-8 escapes, nothing else changed.
    const nonAscii = await request("GET", `/out/${nonAsciiId}`);
    expect(nonAscii.location?.toString("latin1")).toBe("https://shop.example.co.uk/p/pr%C3%AAt%20%C3%A0%20poser");

    const head = await request("HEAD", `/out/${oddId}`);
    expect(head.status).toBe(302);
    expect(head.location?.equals(Buffer.from(ODD_URL, "utf8"))).toBe(true);

    expect((await request("GET", `/out/${hiddenOfferId}`)).status).toBe(404);
    expect((await request("GET", "/out/merchant/harbour")).location?.toString("latin1")).toBe(
      "https://harbour.example/?from=bc",
    );

    const counts = await server.whileStopped((db) =>
      db.select({ offerId: clickCounts.offerId, clicks: clickCounts.clicks }).from(clickCounts),
    );
    expect(counts.sort((a, b) => (a.offerId ?? 0) - (b.offerId ?? 0))).toEqual([
      { offerId: null, clicks: 1 },
      { offerId: oddId, clicks: 1 },
      { offerId: nonAsciiId, clicks: 1 },
    ]);
  });
});
