import type { Db } from "../db/client.server.ts";
import type { Env } from "../env.server.ts";
import type { SearchResponse, SuggestResponse } from "../../shared/search-params.ts";
import { emptySearchResponse, MIN_SEARCH_LENGTH } from "../../shared/search-params.ts";
import { absoluteUrl } from "../../shared/site.ts";
import { cachedSearchProducts, cachedSuggestSearches } from "./cached-search.server.ts";
import type { ApiSearchQuery, ApiSuggestQuery } from "./search-params.server.ts";
import type { z } from "zod";

/** What the two search JSON answers read from the app's context. */
export interface SearchApiContext {
  db: Db;
  env: Pick<Env, "SEARCH_CACHE_SECONDS" | "SITE_URL">;
}

/**
 * /api/search's answer for validated parameters. Shared by the route (app/routes/api.search.ts) and the
 * production server's direct handler (search-api-handler.server.ts, decision 039), so both answer the same.
 */
export async function searchApiAnswer(
  context: SearchApiContext,
  query: z.infer<typeof ApiSearchQuery>,
): Promise<SearchResponse> {
  const q = query.q.trim();
  if (q.length < MIN_SEARCH_LENGTH) return emptySearchResponse(q);
  const found = await cachedSearchProducts(
    context.db,
    { q, sort: query.sort, category: query.category ?? null, limit: query.limit, offset: query.offset },
    context.env.SEARCH_CACHE_SECONDS,
  );
  return {
    ...found,
    results: found.results.map((r) => ({ ...r, imageUrl: absoluteUrl(context.env.SITE_URL, r.imageUrl) })),
  };
}

/** /api/suggest's answer, `{ suggestions, products }` (README's JSON API): the products are the names' own. */
export function suggestApiAnswer(
  context: SearchApiContext,
  query: z.infer<typeof ApiSuggestQuery>,
): Promise<SuggestResponse> {
  return cachedSuggestSearches(context.db, query.q, context.env.SEARCH_CACHE_SECONDS);
}
