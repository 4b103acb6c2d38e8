import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets.server.ts";

let server: Server;
let base: string;
let dir: string;
const script = `export const answer = "${"forty-two ".repeat(200)}";\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "bc-precompressed-"));
  writeFileSync(path.join(dir, "app-1234.js"), script);
  writeFileSync(path.join(dir, "app-1234.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "plain-1234.css"), `body{color:red}${" ".repeat(2000)}`);
  const app = express();
  app.use(compression());
  app.use("/assets", precompressedAssets(dir), express.static(dir));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes: Node's fetch would decode the body itself. */
async function get(file: string, acceptEncoding: string, method = "GET") {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${base}/assets/${file}`,
        { method, headers: { "accept-encoding": acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

describe("precompressed build assets", () => {
  it("sends the Brotli copy, as the script's type, cached for good, to a browser that takes Brotli", async () => {
    const res = await get("app-1234.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["etag"]).toBeUndefined();
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect((await get("app-1234.js", "br", "HEAD")).headers["content-encoding"]).toBe("br");
  });

  it("leaves other browsers, refused Brotli and files without a copy to the ordinary static files", async () => {
    const gzip = await get("app-1234.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["vary"]).toMatch(/Accept-Encoding/i);
    const refused = await get("app-1234.js", "gzip, br;q=0");
    expect(refused.headers["content-encoding"]).toBe("gzip");
    const identity = await get("app-1234.js", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
    const css = await get("plain-1234.css", "identity");
    expect(css.status).toBe(200);
    expect(css.body.toString()).toMatch(/^body\{color:red\}/);
    expect((await get("missing.js", "br")).status).toBe(404);
  });
});
