import { expect } from "vitest";
import type { Locator } from "playwright-core";

/**
 * A link to a merchant goes through /out (counted there) and the production server answers 302 to exactly
 * `storedUrl`, uncached, unindexed and without a cookie. Following it counts one click.
 */
export async function expectClickOut(baseUrl: string, link: Locator, storedUrl: string): Promise<void> {
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/out\/(\d+|merchant\/[a-z0-9-]+)$/);
  expect(await link.getAttribute("target")).toBe("_blank");
  expect(await link.getAttribute("rel")).toBe("nofollow sponsored noopener");
  const response = await fetch(new URL(href!, baseUrl), { redirect: "manual" });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(storedUrl);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex");
  expect(response.headers.get("set-cookie")).toBeNull();
}
