import { searchApiAnswer } from "../../server/search/search-api-answers.server.ts";
import { ApiSearchQuery } from "../../server/search/search-params.server.ts";
import { parseQuery } from "../../server/http/api-params.server.ts";
import { jsonAnswer } from "../../server/http/json-answer.server.ts";
import type { Route } from "./+types/api.search";

// Answers go through jsonAnswer: compressed in one call, not streamed through the middleware (issue 15).
// The production server answers valid requests before React Router (decision 039); this route answers the
// rest (bad parameters, errors) and serves development.
export async function loader({ request, context }: Route.LoaderArgs) {
  return jsonAnswer(request, await searchApiAnswer(context, parseQuery(request, ApiSearchQuery)));
}
