import { cachedSuggestSearches } from "../../server/search/cached-search.server.ts";
import { ApiSuggestQuery } from "../../server/search/search-params.server.ts";
import { parseQuery } from "../../server/http/api-params.server.ts";
import { jsonAnswer } from "../../server/http/json-answer.server.ts";
import type { Route } from "./+types/api.suggest";

/** `{ suggestions, products }` (README's JSON API): the products are the suggested names' own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(request, ApiSuggestQuery);
  return jsonAnswer(request, await cachedSuggestSearches(context.db, query.q, context.env.SEARCH_CACHE_SECONDS));
}
