import path from "node:path";
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@react-router/express";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppContext } from "./app-context.ts";
import { sameOriginPosts } from "./http/same-origin.server.ts";
import { pageCache } from "./http/page-cache.server.ts";
import { cacheHeaders } from "./http/cache-headers.server.ts";
import { catalogueVersionOf } from "./db/catalogue-version.server.ts";
import { precompressedAssets } from "./http/precompressed-assets.server.ts";
import { searchApiAnswers } from "./search/search-api-handler.server.ts";
import { directApiLane } from "./http/direct-api-lane.server.ts";
import { BROTLI_OPTIONS, COMPRESS_FROM_BYTES } from "./http/compression-settings.server.ts";
import { compressPages } from "./http/compress-page.server.ts";
import { fixedSecurityHeaders, inlineScriptRecorderOf, securityHeaders } from "./http/security-headers.server.ts";

interface CreateAppOptions {
  context: AppContext;
  /** Production: the built server bundle. Development: Vite's dev server. */
  mode: { kind: "production"; build: ServerBuild; clientDir: string } | { kind: "development"; vite: ViteDevServer };
}

export function createApp({ context, mode }: CreateAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Validators come from one place, cacheHeaders (catalogue version, decision 025), never from body hashes.
  app.set("etag", false);
  // Behind a proxy (TRUST_PROXY: by default one on this machine or a private network), req.protocol, the host
  // and the client address (per-address form limits) come from X-Forwarded-*; from anyone else they are ignored,
  // so a visitor cannot pick a fresh address per post.
  app.set("trust proxy", context.env.TRUST_PROXY);
  const security = { siteUrl: context.env.SITE_URL, contentSecurityPolicy: mode.kind === "production" };
  const reactRouter = (build: ServerBuild): express.RequestHandler =>
    createRequestHandler({ build, getLoadContext: (r, s) => requestContext(context, r, s) });
  // Same settings as JSON answers compressed in one call (compression-settings.server.ts).
  const compress = compression({ threshold: COMPRESS_FROM_BYTES, brotli: BROTLI_OPTIONS });
  // Rendered pages arrive whole: compressed in one call, on top of the middleware (compress-page.server.ts).
  const compressHtml = compressPages();
  const everyRequest = [
    compress,
    compressHtml,
    sameOriginPosts(context.env.SITE_URL),
    // Before everything that answers (static files, 304s, the page cache) so every answer carries them.
    securityHeaders(security),
  ];

  if (mode.kind === "development") {
    app.use(everyRequest);
    app.use(mode.vite.middlewares);
    app.all("/{*splat}", async (req, res, next) => {
      try {
        const build = (await mode.vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        return reactRouter(build)(req, res, next);
      } catch (error) {
        next(error);
      }
    });
    return app;
  }

  // Caching headers and 304s for a CDN or proxy in front of several processes, then this process's own page
  // cache; both key on the catalogue version, so neither is needed for correctness (decision 025).
  const caching = [
    cacheHeaders({ version: catalogueVersionOf(context.db), buildId: mode.build.assets.version }),
    pageCache({ ttlSeconds: context.env.PAGE_CACHE_SECONDS }),
  ];
  const pages = reactRouter(mode.build);
  // The palette's and search's JSON answers skip React Router's plumbing (decision 039) and, before anything
  // else, the middleware a GET answered in one call never needs (decision 054): the same security headers,
  // caching headers and page cache as below, in the same order. What it does not take (another path or method,
  // a bad parameter) goes down the full stack unchanged; a failed answer goes to React Router's route.
  app.use(
    directApiLane({
      answerFor: searchApiAnswers(context),
      before: [fixedSecurityHeaders(security), ...caching],
      fallback: [compress, compressHtml, pages],
    }),
  );
  app.use(everyRequest);

  // Built files have content hashes in their names: never revalidated, so no ETag, Last-Modified or ranges
  // (their headers are a tenth of the bytes of the many small chunks a first view loads).
  app.use(
    "/assets",
    precompressedAssets(`${mode.clientDir}/assets`),
    express.static(`${mode.clientDir}/assets`, {
      immutable: true,
      maxAge: "1y",
      etag: false,
      lastModified: false,
      acceptRanges: false,
    }),
  );
  // Pictures under public/ keep their names when they change, so they are cached for a month rather than
  // forever; rename a file to replace it at once.
  for (const folder of ["/demo-images", "/merchant-logos", "/hero", "/guides", "/projects"]) {
    app.use(folder, express.static(`${mode.clientDir}${folder}`, { maxAge: "30d" }));
  }
  // Root files (favicon.svg) all have an extension; pages never do, so a page request skips the file-system
  // stat the static handler would make before falling through (~2.5 % of a fresh render's CPU, issue 15).
  // Risk: a file added to public/ without an extension would no longer be served; give it one.
  const rootFiles = express.static(mode.clientDir, { maxAge: "1h" });
  app.use((req, res, next) => (path.posix.extname(req.path) === "" ? next() : rootFiles(req, res, next)));
  app.use(caching);
  app.all("/{*splat}", pages);
  return app;
}

function requestContext(context: AppContext, req: express.Request, res: express.Response): AppLoadContext {
  return {
    ...context,
    clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
    recordInlineScripts: inlineScriptRecorderOf(res),
  } as AppLoadContext;
}
