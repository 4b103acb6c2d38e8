import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { clickCounts } from "../../server/db/schema.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { routeTestContext } from "../../tests/setup/route-test-context.ts";
import { createMerchant, createOffer, createProduct, hideProduct } from "../../tests/setup/factories.ts";
import { offerOutPath, merchantOutPath } from "../../shared/out-links.ts";
import * as offerOut from "./out.$offerId.tsx";
import * as merchantOut from "./out.merchant.$slug.tsx";

type Loader = (args: never) => Promise<unknown>;

/** What the route answers for `path` (its Response, or the 404 it throws as route data). */
async function follow(
  loader: Loader,
  path: string,
  params: Record<string, string>,
  context: AppLoadContext,
  method = "GET",
) {
  const args = { params, context, request: new Request(`http://localhost${path}`, { method }) };
  return (loader as (a: typeof args) => Promise<unknown>)(args).catch((thrown: unknown) => thrown);
}

function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  // data() thrown from a loader: React Router renders the site's not-found page with this status.
  const init = (answer as { init?: { status?: number } }).init;
  return init?.status ?? (isRouteErrorResponse(answer) ? answer.status : 0);
}

describe.each(testDatabases())("click-outs on $name", (engine) => {
  const { database, context } = routeTestContext(engine);

  async function counts() {
    const rows = await database.db
      .select({
        day: clickCounts.day,
        merchantId: clickCounts.merchantId,
        offerId: clickCounts.offerId,
        clicks: clickCounts.clicks,
      })
      .from(clickCounts);
    return rows.sort((a, b) => (a.offerId ?? 0) - (b.offerId ?? 0));
  }

  it("answers 302 to exactly the stored URL, uncached and unindexed, and counts each GET once", async () => {
    const merchant = await createMerchant(database.db, { slug: "harbour" });
    const product = await createProduct(database.db);
    const stored = "https://shop.example.co.uk/p/sand?utm_source=bc&ref=a%2Fb&x=[1]&q='it''s'#frag~!*()";
    const offer = await createOffer(database.db, { productId: product.id, merchantId: merchant.id, url: stored });

    const params = { offerId: String(offer.id) };
    const answers = await Promise.all(
      [1, 2, 3].map(() => follow(offerOut.loader as Loader, offerOutPath(offer.id), params, context)),
    );
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(stored);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(await counts()).toEqual([{ day: today, merchantId: merchant.id, offerId: offer.id, clicks: 3 }]);

    // A HEAD (link checker, prefetcher) sees the same answer but is not a visitor.
    const head = await follow(offerOut.loader as Loader, offerOutPath(offer.id), params, context, "HEAD");
    expect((head as Response).status).toBe(302);
    expect((head as Response).headers.get("Location")).toBe(stored);
    expect((await counts())[0]!.clicks).toBe(3);
  });

  it("percent-encodes only what a header cannot carry", async () => {
    const merchant = await createMerchant(database.db);
    const product = await createProduct(database.db);
    const offer = await createOffer(database.db, {
      productId: product.id,
      merchantId: merchant.id,
      url: "https://shop.example.co.uk/ciment-prêt à l'emploi?q=50%",
    });
    const answer = await follow(offerOut.loader as Loader, "/out/x", { offerId: String(offer.id) }, context);
    expect((answer as Response).headers.get("Location")).toBe(
      "https://shop.example.co.uk/ciment-pr%C3%AAt%20%C3%A0%20l'emploi?q=50%",
    );
  });

  it("is 404 for unknown, malformed, hidden, delisted and unsafe offers, counting nothing", async () => {
    const merchant = await createMerchant(database.db);
    const hidden = await createProduct(database.db);
    await hideProduct(database.db, hidden.id);
    const hiddenOffer = await createOffer(database.db, { productId: hidden.id, merchantId: merchant.id });
    const shown = await createProduct(database.db);
    const delisted = await createOffer(database.db, {
      productId: shown.id,
      merchantId: merchant.id,
      availability: "not_in_feed",
    });
    const unsafe = await createOffer(database.db, {
      productId: shown.id,
      merchantId: merchant.id,
      url: "javascript:alert(1)",
    });
    for (const id of [
      String(hiddenOffer.id),
      String(delisted.id),
      String(unsafe.id),
      "999999",
      "0",
      "abc",
      "1e3",
      " 1",
      "99999999999",
    ]) {
      const answer = await follow(offerOut.loader as Loader, `/out/${id}`, { offerId: id }, context);
      expect(statusOf(answer), `offer "${id}"`).toBe(404);
    }
    expect(await counts()).toEqual([]);
  });

  it("sends merchant links to the stored website, counting them without an offer; 404 without a website", async () => {
    const website = "https://www.harbour.example/?from=buildcompare&a=1";
    const merchant = await createMerchant(database.db, { slug: "harbour-supplies", websiteUrl: website });
    await createMerchant(database.db, { slug: "no-site", websiteUrl: null });

    for (let i = 0; i < 2; i += 1) {
      const answer = await follow(
        merchantOut.loader as Loader,
        merchantOutPath("harbour-supplies"),
        { slug: "harbour-supplies" },
        context,
      );
      expect((answer as Response).status).toBe(302);
      expect((answer as Response).headers.get("Location")).toBe(website);
    }
    await follow(
      merchantOut.loader as Loader,
      "/out/merchant/harbour-supplies",
      { slug: "harbour-supplies" },
      context,
      "HEAD",
    );
    for (const slug of ["no-site", "nobody"]) {
      const answer = await follow(merchantOut.loader as Loader, `/out/merchant/${slug}`, { slug }, context);
      expect(statusOf(answer), slug).toBe(404);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(await counts()).toEqual([{ day: today, merchantId: merchant.id, offerId: null, clicks: 2 }]);
  });
});
