import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "./page-cache.server.ts";
import { cacheHeaders } from "./cache-headers.server.ts";
import { sendJsonAnswer } from "./json-answer.server.ts";
import { PRICE_DISPLAY_COOKIE, priceDisplayFromCookie } from "../../shared/price-display.ts";

let server: Server;
let base: string;
let clock = 0;
let version = 1;
const renders: Record<string, number> = {};
const bigWords = Array.from({ length: 400 }, (_, i) => `word ${i}`);

beforeAll(async () => {
  const app = express();
  app.set("etag", false);
  app.use(compression());
  // The page cache stores only what cacheHeaders found cacheable, under its catalogue version.
  app.use(cacheHeaders({ version: { current: async () => version }, buildId: "test", now: () => clock }));
  app.use(pageCache({ ttlSeconds: 5, maxEntries: 2, now: () => clock }));
  app.get("/{*splat}", (req, res) => {
    renders[req.originalUrl] = (renders[req.originalUrl] ?? 0) + 1;
    const n = renders[req.originalUrl];
    if (req.path === "/missing") return void res.status(404).send("not found");
    if (req.path === "/cookie") return void res.cookie("a", "b").send(`cookie ${n}`);
    if (req.path === "/confirm") return void res.set("Cache-Control", "no-store").send(`confirm ${n}`);
    if (req.path === "/prices") return void res.send(`${priceDisplayFromCookie(req.headers.cookie)} render ${n}`);
    // As /api/search answers: JSON compressed in one call, before the bytes reach the page cache.
    if (req.path === "/api/search") return void sendJsonAnswer(req, res, { render: n, words: bigWords });
    res.type("html");
    // Streamed in parts, as React's server renderer writes a page.
    res.write(`<p>${req.originalUrl} render ${n}</p>`);
    res.end(req.path === "/big" ? `<p>${"x".repeat(4000)}</p>` : "<p>end</p>");
  });
  app.post("/{*splat}", (_req, res) => void res.send("posted"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, cookie?: string) => {
  const headers: Record<string, string> = { "accept-encoding": "gzip" };
  if (cookie !== undefined) headers.cookie = cookie;
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, body: await res.text(), cache: res.headers.get("x-page-cache"), res };
};

describe("pageCache", () => {
  it("never serves one visitor's trade-price page to a visitor with the other preference", async () => {
    clock = 50_000;
    expect(await get("/prices")).toMatchObject({ cache: "MISS", body: "inc-vat render 1" });
    const trade = `bc_consent=v1.a0.m0; ${PRICE_DISPLAY_COOKIE}=ex-vat`;
    expect(await get("/prices", trade)).toMatchObject({ cache: "MISS", body: "ex-vat render 2" });
    expect(await get("/prices", trade)).toMatchObject({ cache: "HIT", body: "ex-vat render 2" });
    // Other cookies change nothing the server renders, so those visitors share the inc. VAT render.
    expect(await get("/prices", "bc_consent=v1.a1.m1")).toMatchObject({ cache: "HIT", body: "inc-vat render 1" });
    expect(await get("/prices")).toMatchObject({ cache: "HIT", body: "inc-vat render 1" });
  });

  it("serves a page rendered once to every visitor until it is older than the TTL", async () => {
    clock = 1_000;
    const first = await get("/product/1");
    expect(first).toMatchObject({ status: 200, cache: "MISS", body: "<p>/product/1 render 1</p><p>end</p>" });
    clock = 5_999;
    const second = await get("/product/1");
    expect(second).toMatchObject({ cache: "HIT", body: "<p>/product/1 render 1</p><p>end</p>" });
    expect(second.res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Caching headers are set afresh for each answer, hit or not.
    expect(second.res.headers.get("cache-control")).toMatch(/^public, /);
    expect(second.res.headers.get("etag")).toBe(first.res.headers.get("etag"));
    clock = 6_000;
    expect(await get("/product/1")).toMatchObject({ cache: "MISS", body: "<p>/product/1 render 2</p><p>end</p>" });
  });

  it("compresses a hit like a fresh render, in the encoding the visitor accepts", async () => {
    clock = 8_000;
    await get("/big");
    const hit = await get("/big");
    expect(hit.cache).toBe("HIT");
    expect(hit.res.headers.get("content-encoding")).toBe("gzip");
    expect(hit.res.headers.get("vary")).toContain("Accept-Encoding");
    expect(hit.body).toContain("x".repeat(4000));
    const br = await fetch(`${base}/big`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toContain("x".repeat(4000));
    const plain = await fetch(`${base}/big`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("x".repeat(4000));
  });

  it("keys on the whole URL, query string included", async () => {
    clock = 10_000;
    expect((await get("/products?page=2")).body).toContain("render 1");
    expect((await get("/products?page=3")).body).toContain("render 1");
    expect((await get("/products?page=2")).cache).toBe("HIT");
  });

  it("never stores errors, responses that set cookies, pages a route opts out, personal answers or posts", async () => {
    clock = 20_000;
    await get("/missing");
    expect((await get("/missing")).cache).toBe("MISS");
    await get("/cookie");
    expect((await get("/cookie")).body).toBe("cookie 2");
    await get("/confirm");
    expect((await get("/confirm")).body).toBe("confirm 2");
    await get("/api/products?ids=1");
    expect((await get("/api/products?ids=1")).cache).toBeNull();
    await get("/alerts/confirm?token=a");
    expect((await get("/alerts/confirm?token=a")).cache).toBeNull();
    const posted = await fetch(`${base}/product/1`, { method: "POST" });
    expect(posted.headers.get("x-page-cache")).toBeNull();
  });

  it("stores public API answers, which are the same for every visitor", async () => {
    clock = 25_000;
    await get("/api/suggest?q=sa");
    expect(await get("/api/suggest?q=sa")).toMatchObject({ cache: "HIT", body: expect.stringContaining("render 1") });
    await get("/api/products/1", `${PRICE_DISPLAY_COOKIE}=ex-vat`);
    // The API reads no cookie: one copy serves both preferences.
    expect(await get("/api/products/1")).toMatchObject({ cache: "HIT", body: expect.stringContaining("render 1") });
  });

  it("replays a JSON answer that compressed itself as JSON, in every encoding", async () => {
    clock = 26_000;
    for (const [i, encoding] of ["br", "gzip", "identity", "br"].entries()) {
      const res = await fetch(`${base}/api/search?q=sand`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("x-page-cache")).toBe(i === 0 ? "MISS" : "HIT");
      expect(res.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
      expect(await res.json()).toEqual({ render: 1, words: bigWords });
      clock += 1;
    }
  });

  it("renders afresh as soon as the catalogue version changes, well within the TTL", async () => {
    clock = 27_000;
    expect((await get("/product/7")).body).toContain("render 1");
    expect((await get("/product/7")).cache).toBe("HIT");
    version += 1;
    expect(await get("/product/7")).toMatchObject({ cache: "MISS", body: expect.stringContaining("render 2") });
    expect((await get("/product/7")).cache).toBe("HIT");
  });

  it("keeps only the most recently used pages", async () => {
    clock = 30_000;
    await get("/a");
    await get("/b");
    await get("/a");
    await get("/c");
    expect((await get("/a")).cache).toBe("HIT");
    expect((await get("/b")).cache).toBe("MISS");
  });
});

describe("pageCache turned off", () => {
  it("passes every request through", async () => {
    const app = express();
    let count = 0;
    app.use(pageCache({ ttlSeconds: 0 }));
    app.get("/", (_req, res) => void res.send(`render ${++count}`));
    const off = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    const url = `http://127.0.0.1:${(off.address() as AddressInfo).port}/`;
    expect(await (await fetch(url)).text()).toBe("render 1");
    expect(await (await fetch(url)).text()).toBe("render 2");
    await new Promise<void>((resolve) => off.close(() => resolve()));
  });
});
