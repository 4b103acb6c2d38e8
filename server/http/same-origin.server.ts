import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent from another site (a cross-site form post), before
 * any action runs. Browsers send Origin on every cross-site POST; Sec-Fetch-Site covers
 * the few that omit it. Requests from our own pages and non-browser clients pass.
 */
export function sameOriginPosts(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const crossSite = origin
      ? origin !== ownOrigin && origin !== siteOrigin
      : req.get("sec-fetch-site") === "cross-site";
    if (!crossSite) return next();

    const message =
      "This form was sent from another website, so we did not accept it. Please use the form on our site.";
    res.status(403);
    if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") {
      res.json({ error: message });
    } else {
      res.type("text/plain").send(message);
    }
  };
}
