import { z } from "zod";
import { listProductsByIds } from "../../server/catalog/list-products-by-ids.server.ts";
import { parseQuery } from "../../server/http/api-params.server.ts";
import { MAX_FAVOURITES } from "../../shared/favourites.ts";
import type { Route } from "./+types/api.products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ids } = parseQuery(request, QuerySchema);
  const products = await listProductsByIds(context.db, ids, context.env.SITE_URL);
  // Favourites differ per visitor, so answers are not shared: the page cache skips this path, browsers revalidate.
  return Response.json({ products }, { headers: { "Cache-Control": "no-store" } });
}

/** `ids=1,2,3`: up to MAX_FAVOURITES positive whole numbers, the most a browser keeps as favourites. */
const QuerySchema = z.object({
  ids: z
    .string({ error: "give product ids, e.g. ids=1,2,3" })
    .regex(/^\d{1,10}(,\d{1,10})*$/, "use product ids separated by commas, e.g. ids=1,2,3")
    .transform((value) => value.split(",").map(Number))
    .refine((ids) => ids.length <= MAX_FAVOURITES, `at most ${MAX_FAVOURITES} ids`),
});
