import express from "express";
import compression from "compression";
import { createRequestHandler } from "@react-router/express";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppContext } from "./app-context.ts";
import { sameOriginPosts } from "./http/same-origin.server.ts";
import { pageCache } from "./http/page-cache.server.ts";
import { precompressedAssets } from "./http/precompressed-assets.server.ts";

interface CreateAppOptions {
  context: AppContext;
  /** Production: the built server bundle. Development: Vite's dev server. */
  mode: { kind: "production"; build: ServerBuild; clientDir: string } | { kind: "development"; vite: ViteDevServer };
}

export function createApp({ context, mode }: CreateAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Behind a proxy on a private network (the usual deployment), req.protocol and the host must
  // come from X-Forwarded-*, or form posts over HTTPS would look cross-origin.
  app.set("trust proxy", "loopback, linklocal, uniquelocal");
  app.use(compression());
  app.use(sameOriginPosts(context.env.SITE_URL));

  if (mode.kind === "development") {
    app.use(mode.vite.middlewares);
    app.all("/{*splat}", async (req, res, next) => {
      try {
        const build = (await mode.vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        return createRequestHandler({ build, getLoadContext: (r) => requestContext(context, r) })(req, res, next);
      } catch (error) {
        next(error);
      }
    });
    return app;
  }

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
  app.use(express.static(mode.clientDir, { maxAge: "1h" }));
  app.use(pageCache({ ttlSeconds: context.env.PAGE_CACHE_SECONDS }));
  app.all("/{*splat}", createRequestHandler({ build: mode.build, getLoadContext: (r) => requestContext(context, r) }));
  return app;
}

function requestContext(context: AppContext, req: express.Request): AppLoadContext {
  return { ...context, clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" } as AppLoadContext;
}
