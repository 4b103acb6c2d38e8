import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startWebServerForFile } from "./web-server.ts";

/*
 * Issue 16 item 5 against the production build (`npx react-router build` first): every HTML and API answer
 * carries the security headers, and a page's inline scripts run only by their sha256 hashes in the policy,
 * never by a nonce (a shared cache replays one answer to many visitors, decision 048) or 'unsafe-inline'.
 */

const server = startWebServerForFile();

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server().baseUrl}${path}`, { headers, redirect: "manual" });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** The policy's directives by name, as a browser splits them. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, "Content-Security-Policy").toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Inline scripts that run (no src, not a JSON data block), with their nonce attribute and text. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(` ${attributes}`) && !/json/.test(attributes ?? ""))
    .map(([, attributes, text]) => ({ nonce: /nonce="([^"]+)"/.exec(attributes ?? "")?.[1], text: text ?? "" }));
}

function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("permissions-policy"), what).toMatch(/camera=\(\)/);
  // The test server's SITE_URL is https.
  expect(headers.get("strict-transport-security"), what).toMatch(/^max-age=\d{7,}/);
  const csp = directives(headers.get("content-security-policy"));
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  expect(scriptSrc[0], what).toBe("'self'");
  // Nothing but this origin's files and hashes: no nonce, which a shared cache would replay to everyone.
  expect(
    scriptSrc.slice(1).filter((source) => !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)),
    what,
  ).toEqual([]);
  return scriptSrc;
}

/** The page's inline scripts are all named by hash, carry no nonce, and the policy names nothing else. */
function expectScriptsByHash(page: { headers: Headers; body: string }, what: string) {
  const scriptSrc = expectCommonHeaders(page.headers, what);
  const scripts = inlineScripts(page.body);
  expect(scripts.length, what).toBeGreaterThan(1);
  const hashes = scripts.map(
    (script) => `'sha256-${createHash("sha256").update(script.text.replace(/\r\n?/g, "\n")).digest("base64")}'`,
  );
  expect(
    scripts.map((script) => script.nonce),
    what,
  ).toEqual(scripts.map(() => undefined));
  expect(new Set(scriptSrc.slice(1)), what).toEqual(new Set(hashes));
}

describe("security headers", () => {
  it("name a shared-cacheable page's inline scripts by hash, with no nonce", async () => {
    const page = await get(`/product/${server().seeded.productId}?fresh=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+/);
    expectScriptsByHash(page, "product page");
  });

  it("send the same policy with the same page from the page cache", async () => {
    const path = "/?replay=1";
    const miss = await get(path);
    const hit = await get(path);
    expect([miss.headers.get("x-page-cache"), hit.headers.get("x-page-cache")]).toEqual(["MISS", "HIT"]);
    expect(hit.body).toBe(miss.body);
    expectScriptsByHash(hit, "cached page");
    expect(hit.headers.get("content-security-policy")).toBe(miss.headers.get("content-security-policy"));
  });

  it("name scripts by hash on private and no-store pages too (decision 048: no nonce anywhere)", async () => {
    const tradeView = await get("/?private=1", { cookie: "bc_prices=ex-vat" });
    expect(tradeView.headers.get("cache-control")).toBe("private, no-cache");
    expectScriptsByHash(tradeView, "trade-view page");
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expectScriptsByHash(missing, "404 page");
  });

  it("leave a revalidated copy's policy alone: a 304 carries none", async () => {
    const page = await get("/");
    const revalidated = await get("/", { "if-none-match": page.headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect(revalidated.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("are on JSON answers and the palette's search answers too", async () => {
    for (const path of [`/api/products/${server().seeded.productId}`, "/api/search?q=cement"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(expectCommonHeaders(answer.headers, path), path).toEqual(["'self'"]);
    }
  });
});
