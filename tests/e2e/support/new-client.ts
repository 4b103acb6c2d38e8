import type { Page } from "playwright-core";
import type { BrowserSession } from "./suite.ts";

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 812 };

let clientNumber = 0;

/**
 * Opens `path` as a new visitor with a client address of its own (sent as X-Forwarded-For, which the
 * server trusts from loopback), so one test's form posts never count towards another's rate limits.
 */
export async function openAsNewClient(
  session: BrowserSession,
  baseUrl: string,
  path: string,
  options: { javaScript?: boolean; viewport?: typeof DESKTOP } = {},
): Promise<Page> {
  const { page } = await session.open(options.viewport ?? DESKTOP, { javaScriptEnabled: options.javaScript ?? true });
  clientNumber += 1;
  await page.setExtraHTTPHeaders({
    "X-Forwarded-For": `198.51.${100 + Math.floor(clientNumber / 250)}.${clientNumber % 250}`,
  });
  await page.goto(`${baseUrl}${path}`);
  return page;
}
