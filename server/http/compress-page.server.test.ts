import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressPages } from "./compress-page.server.ts";
import { BROTLI_OPTIONS, COMPRESS_FROM_BYTES, ONE_CALL_BROTLI_OPTIONS } from "./compression-settings.server.ts";

const page = `<!DOCTYPE html><html><body>${"<p>Timber – 2.4 m → £5.49</p>".repeat(400)}</body></html>`;
const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Product ${i}` })) });

// The production order (server/app.server.ts): the middleware, then this, then what writes the answer.
function testApp(): express.Express {
  const app = express();
  app.use(compression({ threshold: COMPRESS_FROM_BYTES, brotli: BROTLI_OPTIONS }));
  app.use(compressPages());
  app.get("/page", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.append("Vary", "Cookie");
    // Two pieces, one of them a string, as a page may be written.
    res.write(Buffer.from(page.slice(0, 1000)));
    res.end(page.slice(1000));
  });
  app.get("/small", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end("<p>Hello</p>");
  });
  app.get("/no-transform", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, no-transform");
    res.end(page);
  });
  app.get("/json", (_req, res) => {
    res.setHeader("Content-Type", "application/json");
    res.write(json.slice(0, 100));
    res.end(json.slice(100));
  });
  return app;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Raw bytes and headers (fetch would decode the body and hide the transfer coding). */
function get(port: number, path: string, acceptEncoding?: string, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    http
      .request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

describe("compressPages", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = testApp().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends a page as brotli in one piece with its length, varying on Accept-Encoding as before", async () => {
    const answer = await get(port, "/page", "gzip, deflate, br, zstd");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toBe("Cookie, Accept-Encoding");
    expect(zlib.brotliDecompressSync(answer.body).toString("utf8")).toBe(page);
    // At the pages' own quality (decision 057), not the JSON answers'.
    expect(answer.body.equals(zlib.brotliCompressSync(Buffer.from(page), ONE_CALL_BROTLI_OPTIONS))).toBe(true);
  });

  it("gzips for a client without brotli and sends the page as it is to one accepting no coding", async () => {
    const gzipped = await get(port, "/page", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString("utf8")).toBe(page);
    for (const header of [undefined, "identity"]) {
      const plain = await get(port, "/page", header);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString("utf8")).toBe(page);
    }
  });

  it("leaves small pages, no-transform pages and HEAD uncompressed", async () => {
    const small = await get(port, "/small", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>Hello</p>");
    const kept = await get(port, "/no-transform", "br");
    expect(kept.headers["content-encoding"]).toBeUndefined();
    expect(kept.body.toString("utf8")).toBe(page);
    const head = await get(port, "/page", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it("leaves other answers to the compression middleware, which streams them", async () => {
    const answer = await get(port, "/json", "br");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(zlib.brotliDecompressSync(answer.body).toString("utf8")).toBe(json);
  });
});
