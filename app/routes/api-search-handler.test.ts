import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import type { Database } from "../../server/db/client.server.ts";
import { getEnv } from "../../server/env.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createListedProduct, createMerchant } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { searchApiHandler } from "../../server/search/search-api-handler.server.ts";
import * as searchRoute from "./api.search.ts";
import * as suggestRoute from "./api.suggest.ts";

interface Raw {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

/** Raw status, headers (without the per-connection ones) and bytes, as a client receives them. */
function get(base: string, path: string, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers: { "accept-encoding": "gzip, br" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!/^(date|connection|keep-alive)$/i.test(name)) headers.push([name, res.rawHeaders[i + 1]!]);
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject).end();
  });
}

/** What the route answers for the same request, written as React Router's Express adapter writes a Response. */
async function routeAnswer(
  loader: (args: never) => Promise<Response>,
  context: AppLoadContext,
  req: express.Request,
  res: express.Response,
) {
  const request = new Request(`http://localhost${req.originalUrl}`, {
    method: req.method,
    headers: { "accept-encoding": req.headers["accept-encoding"] ?? "" },
  });
  const call = loader as (args: { request: Request; params: object; context: AppLoadContext }) => Promise<Response>;
  const answer = await call({ request, params: {}, context });
  res.status(answer.status);
  for (const [name, value] of answer.headers.entries()) res.append(name, value);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

describe.each(testDatabases())("searchApiHandler on $name", (engine) => {
  let database: Database;
  let direct: string;
  let viaRoute: string;
  const servers: http.Server[] = [];
  let fellThrough: string[] = [];

  async function listen(app: express.Express): Promise<string> {
    const server = app.listen(0);
    servers.push(server);
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    database = await engine.open();
    const env = getEnv({ SITE_URL: "https://buildcompare.test", SEARCH_CACHE_SECONDS: "0" });
    const context = { db: database.db, env } as AppLoadContext;
    const merchant = await createMerchant(database.db, { slug: "alpha", name: "Alpha Builders" });
    for (let i = 1; i <= 40; i++) {
      await createListedProduct(
        database.db,
        { name: `Kiln Dried Sand Bag ${i}kg`, category: "sand", imageUrl: "/demo-images/sand.svg" },
        [{ merchantId: merchant.id, price: i }],
      );
    }
    await rebuildSearchIndex(database.db);
    const routes = (app: express.Express) => {
      app.use((req, res, next) => {
        fellThrough.push(`${req.method} ${req.originalUrl}`);
        const loader = req.path.startsWith("/api/search") ? searchRoute.loader : suggestRoute.loader;
        routeAnswer(loader, context, req, res).catch(next);
      });
      app.use(((_error, _req, res, _next) => void res.status(500).end("route failed")) as express.ErrorRequestHandler);
    };
    const withHandler = express();
    withHandler.use(compression());
    withHandler.use(searchApiHandler({ db: database.db, env }));
    routes(withHandler);
    direct = await listen(withHandler);
    const routeOnly = express();
    routeOnly.use(compression());
    routes(routeOnly);
    viaRoute = await listen(routeOnly);
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await database.close();
  });

  it.each([
    "/api/search?q=kiln+dried+sand",
    "/api/search?q=sand&sort=price_asc&limit=5&offset=3",
    "/api/search?q=sand&q=kiln",
    "/api/search?q=s",
    "/api/suggest?q=kil",
    "/api/suggest?q=sand+b",
    "/api/suggest",
  ])("answers %s itself, with the route's status, headers and bytes", async (path) => {
    fellThrough = [];
    const [mine, theirs] = [await get(direct, path), await get(viaRoute, path)];
    expect(fellThrough).toEqual([`GET ${path}`]);
    expect(mine.status).toBe(200);
    expect(mine.headers).toEqual(theirs.headers);
    expect(mine.body.equals(theirs.body)).toBe(true);
  });

  it("compresses a large answer as the route does", async () => {
    const answer = await get(direct, "/api/search?q=sand&limit=40");
    expect(answer.headers).toContainEqual(["content-encoding", "br"]);
  });

  it.each([
    ["GET", "/api/search?q=sand&limit=abc"],
    ["GET", "/api/search?q=sand&sort=bogus"],
    ["HEAD", "/api/search?q=sand"],
    ["GET", "/api/search/?q=sand"],
  ])("leaves %s %s to the route", async (method, path) => {
    fellThrough = [];
    await get(direct, path, method);
    expect(fellThrough).toEqual([`${method} ${path}`]);
  });

  it("leaves a failed answer to the route, which answers the error", async () => {
    const broken = await engine.open();
    await broken.close();
    const app = express();
    app.use(searchApiHandler({ db: broken.db, env: getEnv({ SEARCH_CACHE_SECONDS: "0" }) }));
    app.use((_req, res) => void res.status(299).end("fell through"));
    const answer = await get(await listen(app), "/api/search?q=sand");
    expect(answer.status).toBe(299);
  });
});
