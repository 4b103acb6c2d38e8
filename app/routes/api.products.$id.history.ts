import { z } from "zod";
import { getProductDetail } from "../../server/catalog/get-product-detail.server.ts";
import { getPriceHistory } from "../../server/history/get-price-history.server.ts";
import { notFoundJson } from "../../server/http/api-params.server.ts";
import type { Route } from "./+types/api.products.$id.history";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = z.coerce.number().int().positive().safeParse(params.id);
  // Visibility (hidden, excluded) is decided by the product read, so history never leaks a hidden product.
  const visible = id.success ? await getProductDetail(context.db, id.data) : null;
  if (!visible || !id.success) return notFoundJson(`Product ${params.id} not found`);
  return { points: await getPriceHistory(context.db, id.data) };
}
