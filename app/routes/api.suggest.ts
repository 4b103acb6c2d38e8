import { suggestApiAnswer } from "../../server/search/search-api-answers.server.ts";
import { ApiSuggestQuery } from "../../server/search/search-params.server.ts";
import { parseQuery } from "../../server/http/api-params.server.ts";
import { jsonAnswer } from "../../server/http/json-answer.server.ts";
import type { Route } from "./+types/api.suggest";

/**
 * `{ suggestions, products }` (README's JSON API). The production server answers valid requests before React
 * Router (decision 039); this route answers the rest and serves development.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonAnswer(request, await suggestApiAnswer(context, parseQuery(request, ApiSuggestQuery)));
}
