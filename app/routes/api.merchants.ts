import { listMerchants } from "../../server/merchants/list-merchants.server.ts";
import { listRecentMerchantRatings } from "../../server/merchants/list-merchant-ratings.server.ts";
import { absoluteUrl } from "../../shared/site.ts";
import type { Route } from "./+types/api.merchants";

export async function loader({ context }: Route.LoaderArgs) {
  const [merchants, ratings] = await Promise.all([listMerchants(context.db), listRecentMerchantRatings(context.db)]);
  return {
    merchants: merchants.map((m) => {
      // `verified` stays the operator's flag beside the computed figures, as in architecture §5.
      const rated = ratings.get(m.id);
      return {
        ...m,
        logoUrl: absoluteUrl(context.env.SITE_URL, m.logoUrl),
        ratings: rated
          ? {
              cheapest: rated.cheapest,
              freshness: rated.freshness,
              inStock: rated.inStock,
              deliveryStated: rated.deliveryStated,
            }
          : null,
      };
    }),
  };
}
