import { createHash } from "node:crypto";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import {
  fixedSecurityHeaders,
  inlineScriptHashes,
  inlineScriptRecorderOf,
  securityHeaders,
  withScriptSources,
} from "./security-headers.server.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text, skipping scripts with a src and JSON data blocks", () => {
    const html = [
      '<script nonce="n1">window.a = 1;</script>',
      '<script type="module" async="" nonce="n1">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      "<script>window.a = 1;</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/x.js";')]);
  });

  it("normalises line breaks as the browser's parser does before hashing", () => {
    expect(inlineScriptHashes("<script>a\r\nb\rc</script>")).toEqual([sha("a\nb\nc")]);
  });

  it("hashes a page given as UTF-8 bytes the same as its text, and skips tags that only start like a script", () => {
    const html = '<p>£ – →</p><scripts>x</scripts><script>window.price = "£12 – ↓";</script><script></script>';
    const bytes = new Uint8Array(Buffer.from(`padding${html}`, "utf8")).subarray("padding".length);
    expect(inlineScriptHashes(bytes)).toEqual([sha('window.price = "£12 – ↓";')]);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(bytes));
  });
});

describe("withScriptSources", () => {
  it("adds the sources to script-src only", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-abc';script-src-attr 'none'";
    expect(withScriptSources(policy, ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc' 'sha256-x';script-src-attr 'none'",
    );
    expect(withScriptSources(policy, [])).toBe(policy);
  });
});

describe("securityHeaders", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(options: Parameters<typeof securityHeaders>[0]) {
    const app = express();
    app.use(securityHeaders(options));
    // As entry.server does: the finished page goes to the recorder before the headers go out.
    app.get("/page", (_req, res) => {
      const page = Buffer.from(`<html><script>window.a = ${String(_req.query.n)};</script></html>`);
      inlineScriptRecorderOf(res)?.(page);
      res.type("html").send(page);
    });
    app.get("/data", (_req, res) => res.json({ ok: true }));
    app.get("/unchanged", (_req, res) => res.status(304).end());
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    return (path: string) => fetch(`http://127.0.0.1:${address.port}${path}`);
  }

  it("names each page's inline scripts by hash, with no nonce and never 'unsafe-inline'", async () => {
    const get = await serve({ siteUrl: "https://www.buildcompare.test", contentSecurityPolicy: true });
    const [one, two] = [await get("/page?n=1"), await get("/page?n=2")];
    expect(one.headers.get("content-security-policy")).toContain(`script-src 'self' ${sha("window.a = 1;")};`);
    expect(two.headers.get("content-security-policy")).toContain(`script-src 'self' ${sha("window.a = 2;")};`);
    for (const res of [one, two]) {
      expect(res.headers.get("content-security-policy")).not.toContain("'nonce-");
      expect(res.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    expect(one.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
    // An answer with no recorded page allows this origin's files only.
    expect((await get("/data")).headers.get("content-security-policy")).toContain("script-src 'self';");
  });

  it("sends no policy on a 304, and no HSTS or upgrade for a plain-http site", async () => {
    const get = await serve({ siteUrl: "http://localhost:3000", contentSecurityPolicy: true });
    const unchanged = await get("/unchanged");
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("content-security-policy")).toBeNull();
    expect(unchanged.headers.get("x-content-type-options")).toBe("nosniff");
    const page = await get("/page?n=1");
    expect(page.headers.get("strict-transport-security")).toBeNull();
    expect(page.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("leaves the policy out in development, keeping the other headers", async () => {
    const get = await serve({ siteUrl: "http://localhost:3000", contentSecurityPolicy: false });
    const page = await get("/page?n=1");
    expect(page.headers.get("content-security-policy")).toBeNull();
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("fixedSecurityHeaders", () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });

  /** Every header but the date, in the order sent, for a JSON answer and a 304 from either middleware. */
  async function headersFrom(middleware: express.RequestHandler): Promise<string[][]> {
    const app = express();
    app.disable("x-powered-by");
    app.use(middleware);
    app.get("/data", (_req, res) => res.json({ ok: true }));
    app.get("/unchanged", (_req, res) => res.status(304).end());
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    const out: string[][] = [];
    for (const path of ["/data", "/unchanged"]) {
      const res = await fetch(`http://127.0.0.1:${address.port}${path}`);
      out.push([...res.headers].filter(([name]) => name !== "date").map(([name, value]) => `${name}: ${value}`));
    }
    return out;
  }

  it.each([
    { siteUrl: "https://www.buildcompare.test", contentSecurityPolicy: true },
    { siteUrl: "http://localhost:3000", contentSecurityPolicy: true },
    { siteUrl: "http://localhost:3000", contentSecurityPolicy: false },
  ])(
    "sends what securityHeaders sends on answers that are not pages ($siteUrl, policy $contentSecurityPolicy)",
    async (options) => {
      const [fixed, perRequest] = [
        await headersFrom(fixedSecurityHeaders(options)),
        await headersFrom(securityHeaders(options)),
      ];
      expect(fixed).toEqual(perRequest);
      expect(fixed[0]).toContainEqual("x-frame-options: DENY");
      expect(fixed[1]!.some((h) => h.startsWith("content-security-policy"))).toBe(false);
    },
  );
});
