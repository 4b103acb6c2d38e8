import { z } from "zod";
import { listOffers } from "../../server/catalog/list-offers.server.ts";
import { parseQuery } from "../../server/http/api-params.server.ts";
import type { Route } from "./+types/api.offers";

const OffersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  merchant: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, "must be a merchant slug")
    .optional(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(request, OffersQuery);
  return {
    offers: await listOffers(context.db, { limit: query.limit, offset: query.offset, merchantSlug: query.merchant }),
  };
}
