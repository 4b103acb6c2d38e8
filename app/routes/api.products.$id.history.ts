import { redirect } from "react-router";
import { z } from "zod";
import { getProductDetail, parseProductId } from "../../server/catalog/get-product-detail.server.ts";
import { findProductRedirect } from "../../server/catalog/redirect-retired-products.server.ts";
import { getPriceHistory } from "../../server/history/get-price-history.server.ts";
import { notFoundJson, parseQuery } from "../../server/http/api-params.server.ts";
import type { Route } from "./+types/api.products.$id.history";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The page's own parser: "0x1", "+1", "1.0", " 1" name no product here either (issue 16 item 8).
  const id = parseProductId(params.id);
  const { from, to } = parseQuery(request, historyQuery);
  // Visibility (hidden, excluded) is decided by the product read, so history never leaks a hidden product.
  const visible = id !== null ? await getProductDetail(context.db, id) : null;
  if (!visible || id === null) {
    const successor = id !== null ? await findProductRedirect(context.db, id) : null;
    if (successor !== null) throw redirect(`/api/products/${successor}/history${new URL(request.url).search}`, 301);
    return notFoundJson(`Product ${params.id} not found`);
  }
  return { points: await getPriceHistory(context.db, id, { from, to }) };
}

const DAY_MS = 86_400_000;

/** A date (read as UTC) or a datetime with a zone; `endOfDay` makes a bare date `to` include that whole day. */
function instant(endOfDay: boolean) {
  return z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: "expected an ISO date (2026-11-01) or datetime with a zone (2026-11-01T09:00:00Z)",
    })
    .transform((text) => {
      const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
      return endOfDay && text.length === 10 ? new Date(date.getTime() + DAY_MS - 1) : date;
    })
    .optional();
}

const historyQuery = z
  .object({ from: instant(false), to: instant(true) })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["from"], message: 'must not be after "to"' });
