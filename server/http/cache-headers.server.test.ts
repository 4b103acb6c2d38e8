import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheHeaders } from "./cache-headers.server.ts";
import { ETAG_CLOCK_SECONDS, SHARED_MAX_AGE_SECONDS, STALE_WHILE_REVALIDATE_SECONDS } from "./cache-policy.server.ts";
import { PRICE_DISPLAY_COOKIE } from "../../shared/price-display.ts";

let server: Server;
let base: string;
let clock = 1_000_000;
let version = 10;
let versionFails = false;
let buildId = "build-a";
let renders = 0;

beforeAll(async () => {
  const app = express();
  app.set("etag", false);
  app.use(compression());
  const versionReader = {
    current: async () => {
      if (versionFails) throw new Error("database unreachable");
      return version;
    },
  };
  // The build id is read per request here only so a test can change it; the app passes a constant.
  app.use((req, res, next) => cacheHeaders({ version: versionReader, buildId, now: () => clock })(req, res, next));
  app.all("/{*splat}", (req, res) => {
    renders += 1;
    if (req.path === "/missing") return void res.status(404).send("not found");
    if (req.path === "/moved") return void res.redirect(301, "/elsewhere");
    if (req.path === "/cookie") return void res.cookie("a", "b").send("set a cookie");
    if (req.path === "/confirm") return void res.set("Cache-Control", "no-store").send("your link");
    if (req.path === "/sitemap.xml") return void res.set("Cache-Control", "public, max-age=300").send("<x/>");
    res.type("html").send(`<p>${req.method} ${req.originalUrl}</p>`);
  });
  app.use(((_error, _req, res, _next) => void res.status(500).send("error")) as express.ErrorRequestHandler);
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function request(path: string, init: { method?: string; cookie?: string; etag?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.etag) headers["if-none-match"] = init.etag;
  const before = renders;
  const res = await fetch(`${base}${path}`, { method: init.method ?? "GET", headers, redirect: "manual" });
  await res.arrayBuffer();
  return {
    status: res.status,
    cacheControl: res.headers.get("cache-control"),
    etag: res.headers.get("etag"),
    vary: res.headers.get("vary") ?? "",
    rendered: renders > before,
  };
}

const PUBLIC = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
const TRADE = `bc_consent=v1.a1.m0; ${PRICE_DISPLAY_COOKIE}=ex-vat`;

describe("cacheHeaders", () => {
  it("makes a page publicly cacheable, with a weak ETag and Vary: Cookie", async () => {
    const page = await request("/product/1");
    expect(page.status).toBe(200);
    expect(page.cacheControl).toMatch(new RegExp(`^${PUBLIC}`));
    expect(page.etag).toMatch(/^W\/".+"$/);
    expect(page.vary).toMatch(/Cookie/);
    expect(page.vary).toMatch(/Accept-Encoding/);
    // A `.data` load is its page's data: the same policy.
    const data = await request("/product/1.data?_routes=routes/product");
    expect(data).toMatchObject({ cacheControl: page.cacheControl, etag: page.etag });
  });

  it("answers 304 to a matching If-None-Match without rendering, with the validator and the policy", async () => {
    const { etag } = await request("/product/2");
    const again = await request("/product/2", { etag: etag! });
    expect(again).toMatchObject({ status: 304, etag, rendered: false });
    expect(again.cacheControl).toMatch(new RegExp(`^${PUBLIC}`));
    expect(again.vary).toMatch(/Cookie/);
    // In a list, strong or weak, or *: RFC 9110's weak comparison.
    expect((await request("/product/2", { etag: `"other", ${etag!.slice(2)}` })).status).toBe(304);
    expect((await request("/product/2", { etag: "*" })).status).toBe(304);
    expect((await request("/product/2", { method: "HEAD", etag: etag! })).status).toBe(304);
    expect(await request("/product/2", { etag: `"other"` })).toMatchObject({ status: 200, rendered: true });
  });

  it("changes the ETag with the catalogue version, the build, the clock window and the VAT preference", async () => {
    const first = (await request("/product/3")).etag!;
    version += 1;
    const afterImport = await request("/product/3", { etag: first });
    expect(afterImport).toMatchObject({ status: 200, rendered: true });
    buildId = "build-b";
    const afterDeploy = await request("/product/3", { etag: afterImport.etag! });
    expect(afterDeploy.status).toBe(200);
    clock += ETAG_CLOCK_SECONDS * 1000;
    const later = await request("/product/3", { etag: afterDeploy.etag! });
    expect(later.status).toBe(200);
    expect(new Set([first, afterImport.etag, afterDeploy.etag, later.etag]).size).toBe(4);
    // An inc. VAT copy never validates a trade visitor's request.
    expect((await request("/product/3", { cookie: TRADE, etag: later.etag! })).status).toBe(200);
    // The consent cookie is read only by the browser: it changes nothing.
    expect((await request("/product/3", { cookie: "bc_consent=v1.a0.m0", etag: later.etag! })).status).toBe(304);
  });

  it("keeps trade-view pages out of shared caches, yet revalidates them in the browser", async () => {
    const trade = await request("/product/4", { cookie: TRADE });
    expect(trade.cacheControl).toBe("private, no-cache");
    expect(trade.etag).toMatch(/ex-vat/);
    expect((await request("/product/4", { cookie: TRADE, etag: trade.etag! })).status).toBe(304);
  });

  it("gives the public API and sitemaps one copy for every visitor, without Vary: Cookie", async () => {
    const api = await request("/api/products/1");
    expect(api.cacheControl).toMatch(new RegExp(`^${PUBLIC}`));
    expect(api.vary).not.toMatch(/Cookie/);
    expect((await request("/api/products/1", { cookie: TRADE })).etag).toBe(api.etag);
    // The table wins over a route's own public max-age.
    expect((await request("/sitemap.xml")).cacheControl).toMatch(new RegExp(`^${PUBLIC}`));
  });

  it("marks errors, redirects and answers setting a cookie no-store, without a validator", async () => {
    for (const path of ["/missing", "/moved", "/cookie"]) {
      const answer = await request(path);
      expect(answer, path).toMatchObject({ cacheControl: "no-store", etag: null });
    }
    versionFails = true;
    try {
      expect(await request("/product/5")).toMatchObject({ status: 500, cacheControl: "no-store", etag: null });
    } finally {
      versionFails = false;
    }
  });

  it("never caches personal or state-changing answers, and never answers them 304", async () => {
    const { etag } = await request("/product/6");
    for (const path of ["/out/7", "/healthz", "/alerts/confirm?token=x", "/subscriptions/confirm?token=x"]) {
      const answer = await request(path, { etag: etag! });
      expect(answer, path).toMatchObject({ status: 200, cacheControl: "no-store", etag: null, rendered: true });
    }
    expect(await request("/api/products?ids=1,2", { etag: etag! })).toMatchObject({ status: 200, etag: null });
    const posted = await request("/product/6", { method: "POST", etag: etag! });
    expect(posted).toMatchObject({ status: 200, cacheControl: "no-store", etag: null, rendered: true });
    // A route's own opt-out stays as it is.
    expect(await request("/confirm")).toMatchObject({ cacheControl: "no-store", etag: null });
  });
});
