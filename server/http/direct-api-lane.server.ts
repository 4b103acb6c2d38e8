import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { sendJsonAnswer } from "./json-answer.server.ts";

/** A JSON answer the server computes itself (decision 039), not yet run. */
export type DirectAnswer = () => Promise<unknown>;

export interface DirectApiLaneOptions {
  /** The answer for a request, or null to leave the request, untouched, to the rest of the stack. */
  answerFor: (req: IncomingMessage) => DirectAnswer | null;
  /** What every answer needs before it is sent (security headers, caching headers and 304s, the page cache). */
  before: readonly RequestHandler[];
  /** Where a failed answer goes, to be answered as the full stack would (compression, then React Router). */
  fallback: readonly RequestHandler[];
}

/**
 * A short lane through the middleware for the JSON answers the server computes itself (decision 054). Mounted
 * first: a request it takes runs only `before` and the answer, skipping what such a GET never needs (the
 * compression middleware, whose wrapping an answer compressed in one call only pays for, page compression,
 * the cross-site post check, static files) and the router's walk past them; a request it does not take
 * (null from answerFor) reaches the full stack exactly as before. A failed answer runs `fallback`, where the
 * route answers it again or answers its error. Risk: middleware added to the full stack is not on this lane;
 * a new one that JSON answers need goes into `before` as well (server/app.server.ts).
 */
export function directApiLane(options: DirectApiLaneOptions): RequestHandler {
  return (req, res, next) => {
    const answer = options.answerFor(req);
    if (!answer) return next();
    runEach(options.before, req, res, next, () => {
      answer()
        .then(
          (value) => sendJsonAnswer(req, res, value),
          () => runEach(options.fallback, req, res, next, () => next()),
        )
        .catch(next);
    });
  };
}

/** Runs `handlers` in order as Express would; `done` when the last calls next(), `next(error)` on an error. */
function runEach(
  handlers: readonly RequestHandler[],
  req: Request,
  res: Response,
  next: NextFunction,
  done: () => void,
): void {
  let at = 0;
  const step = (error?: unknown): void => {
    if (error !== undefined && error !== null) return next(error);
    const handler = handlers[at];
    at += 1;
    if (!handler) return done();
    try {
      void handler(req, res, step);
    } catch (thrown) {
      next(thrown);
    }
  };
  step();
}
