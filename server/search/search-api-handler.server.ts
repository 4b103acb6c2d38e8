import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { z } from "zod";
import { sendJsonAnswer } from "../http/json-answer.server.ts";
import type { DirectAnswer } from "../http/direct-api-lane.server.ts";
import { ApiSearchQuery, ApiSuggestQuery } from "./search-params.server.ts";
import { searchApiAnswer, suggestApiAnswer, type SearchApiContext } from "./search-api-answers.server.ts";

/** A route's answer for the URL's parameters, or null when they are not valid (the route then answers 400). */
type DirectRoute = (context: SearchApiContext, params: Record<string, string>) => DirectAnswer | null;

function directRoute<S extends z.ZodType>(
  schema: S,
  answer: (context: SearchApiContext, query: z.infer<S>) => Promise<unknown>,
): DirectRoute {
  return (context, params) => {
    const parsed = schema.safeParse(params);
    return parsed.success ? () => answer(context, parsed.data) : null;
  };
}

const ROUTES = new Map<string, DirectRoute>([
  ["/api/search", directRoute(ApiSearchQuery, searchApiAnswer)],
  ["/api/suggest", directRoute(ApiSuggestQuery, suggestApiAnswer)],
]);

/**
 * The answer the production server gives itself for a request (decision 039), not yet run, or null when the
 * route must answer it: not a GET, another path (`/api/search/` included), a bad parameter. Checked before any
 * middleware runs, so a null leaves the request untouched for the full stack (server/app.server.ts, decision 054).
 */
export function searchApiAnswers(context: SearchApiContext): (req: IncomingMessage) => DirectAnswer | null {
  return (req) => {
    if (req.method !== "GET" || req.url === undefined) return null;
    // The path as Express reads it (up to the query), never normalised: `/api/x/../search` and `//api/search`
    // are left to the full stack, as before.
    const queryAt = req.url.indexOf("?");
    const route = ROUTES.get(queryAt === -1 ? req.url : req.url.slice(0, queryAt));
    if (!route) return null;
    // As the routes read them (parseQuery): the URL's own parameters, the last of a repeated name winning.
    return route(context, Object.fromEntries(new URL(req.url, "http://localhost").searchParams));
  };
}

/**
 * /api/search and /api/suggest answered in Express, without React Router's request plumbing (decision 039):
 * every palette keystroke and search is one of these, and building a Fetch Request, matching routes and
 * streaming a Response back cost about a tenth of their CPU. Same domain calls and the same bytes as the
 * routes (app/routes/api.search.ts, api.suggest.ts); anything this does not answer exactly as they would (not a
 * GET, a bad parameter, an error) falls through to them, so their status codes and error bodies stay theirs.
 * The production server runs the same answers in its direct lane instead (decision 054); this handler is the
 * same thing as one middleware, mounted after cacheHeaders and pageCache. Risk: a change to the routes' answers
 * must be made in search-api-answers.server.ts, which both call, never in the route files.
 */
export function searchApiHandler(context: SearchApiContext): RequestHandler {
  const answerFor = searchApiAnswers(context);
  return (req, res, next) => {
    const answer = answerFor(req);
    if (!answer) return next();
    answer()
      .then(
        (value) => sendJsonAnswer(req, res, value),
        // The route runs it again and answers its error as React Router does (a 500 it logs).
        () => next(),
      )
      .catch(next);
  };
}
