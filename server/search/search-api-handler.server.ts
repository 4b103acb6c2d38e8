import type { RequestHandler } from "express";
import type { z } from "zod";
import { sendJsonAnswer } from "../http/json-answer.server.ts";
import { ApiSearchQuery, ApiSuggestQuery } from "./search-params.server.ts";
import { searchApiAnswer, suggestApiAnswer, type SearchApiContext } from "./search-api-answers.server.ts";

/** A route's answer for the URL's parameters, or null when they are not valid (the route then answers 400). */
type DirectRoute = (context: SearchApiContext, params: Record<string, string>) => Promise<unknown> | null;

function directRoute<S extends z.ZodType>(
  schema: S,
  answer: (context: SearchApiContext, query: z.infer<S>) => Promise<unknown>,
): DirectRoute {
  return (context, params) => {
    const parsed = schema.safeParse(params);
    return parsed.success ? answer(context, parsed.data) : null;
  };
}

const ROUTES = new Map<string, DirectRoute>([
  ["/api/search", directRoute(ApiSearchQuery, searchApiAnswer)],
  ["/api/suggest", directRoute(ApiSuggestQuery, suggestApiAnswer)],
]);

/**
 * /api/search and /api/suggest answered in Express, without React Router's request plumbing (decision 039):
 * every palette keystroke and search is one of these, and building a Fetch Request, matching routes and
 * streaming a Response back cost about a tenth of their CPU. Same domain calls and the same bytes as the
 * routes (app/routes/api.search.ts, api.suggest.ts); anything this does not answer exactly as they would (not a
 * GET, a bad parameter, an error) falls through to them, so their status codes and error bodies stay theirs.
 * Mount after cacheHeaders and pageCache, as the routes are. Risk: a change to the routes' answers must be made
 * in search-api-answers.server.ts, which both call, never in the route files.
 */
export function searchApiHandler(context: SearchApiContext): RequestHandler {
  return (req, res, next) => {
    const route = req.method === "GET" ? ROUTES.get(req.path) : undefined;
    if (!route) return next();
    // As the routes read them (parseQuery): the URL's own parameters, the last of a repeated name winning.
    const answer = route(context, Object.fromEntries(new URL(req.originalUrl, "http://localhost").searchParams));
    if (!answer) return next();
    answer
      .then(
        (value) => sendJsonAnswer(req, res, value),
        // The route runs it again and answers its error as React Router does (a 500 it logs).
        () => next(),
      )
      .catch(next);
  };
}
