import { cachedSearchProducts } from "../../server/search/cached-search.server.ts";
import { ApiSearchQuery } from "../../server/search/search-params.server.ts";
import { parseQuery } from "../../server/http/api-params.server.ts";
import { jsonAnswer } from "../../server/http/json-answer.server.ts";
import { absoluteUrl } from "../../shared/site.ts";
import { emptySearchResponse, MIN_SEARCH_LENGTH } from "../../shared/search-params";
import type { Route } from "./+types/api.search";

// Answers go through jsonAnswer: compressed in one call, not streamed through the middleware (issue 15).
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(request, ApiSearchQuery);
  const q = query.q.trim();
  if (q.length < MIN_SEARCH_LENGTH) {
    return jsonAnswer(request, emptySearchResponse(q));
  }
  const found = await cachedSearchProducts(
    context.db,
    { q, sort: query.sort, category: query.category ?? null, limit: query.limit, offset: query.offset },
    context.env.SEARCH_CACHE_SECONDS,
  );
  return jsonAnswer(request, {
    ...found,
    results: found.results.map((r) => ({ ...r, imageUrl: absoluteUrl(context.env.SITE_URL, r.imageUrl) })),
  });
}
