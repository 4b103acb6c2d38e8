import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startWebServerForFile } from "./web-server.ts";

/*
 * Issue 16 item 5 against the production build (`npx react-router build` first): every HTML and API answer
 * carries the security headers, and a page's inline scripts run only by this answer's nonce (fresh render)
 * or by their hashes (a page-cache hit), never by 'unsafe-inline'.
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
  expect(
    scriptSrc.some((source) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(source)),
    what,
  ).toBe(true);
  return scriptSrc;
}

describe("security headers", () => {
  it("send a fresh nonce per page, carried by every inline script of that page", async () => {
    const path = `/product/${server().seeded.productId}?fresh=1`;
    const first = await get(path);
    const second = await get(`/product/${server().seeded.productId}?fresh=2`);
    expect(first.status).toBe(200);
    for (const page of [first, second]) {
      const scriptSrc = expectCommonHeaders(page.headers, "product page");
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))!.slice("'nonce-".length, -1);
      const scripts = inlineScripts(page.body);
      expect(scripts.length).toBeGreaterThan(1);
      expect(scripts.map((script) => script.nonce)).toEqual(scripts.map(() => nonce));
    }
    const nonceOf = (page: typeof first) => /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy")!)![1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it("never replay a cached page's nonce: a page-cache hit names its scripts by hash", async () => {
    const path = "/?replay=1";
    const miss = await get(path);
    const hit = await get(path);
    expect([miss.headers.get("x-page-cache"), hit.headers.get("x-page-cache")]).toEqual(["MISS", "HIT"]);
    expect(hit.body).toBe(miss.body);
    const scriptSrc = expectCommonHeaders(hit.headers, "cached page");
    const renderedNonce = inlineScripts(miss.body)[0]!.nonce;
    expect(scriptSrc).not.toContain(`'nonce-${renderedNonce}'`);
    for (const script of inlineScripts(hit.body)) {
      const hash = createHash("sha256").update(script.text.replace(/\r\n?/g, "\n")).digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it("leave a revalidated copy's policy alone: a 304 carries none", async () => {
    const page = await get("/");
    const revalidated = await get("/", { "if-none-match": page.headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect(revalidated.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("are on error pages, JSON answers and the palette's search answers too", async () => {
    for (const path of ["/no-such-page", `/api/products/${server().seeded.productId}`, "/api/search?q=cement"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      expectCommonHeaders(answer.headers, path);
    }
  });
});
