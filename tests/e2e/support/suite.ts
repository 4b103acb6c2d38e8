import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Browser } from "playwright-core";
import type { Db } from "../../../server/db/client.server.ts";
import { startE2eServer, type E2eServer } from "../../setup/e2e-server.ts";
import { launchBrowser, openPage, type TestPage } from "./browser.ts";

/**
 * A production server on its own seeded database for one test file: started before the
 * file's tests, stopped (database dropped) after them.
 */
export function setUpE2eServer<T>(
  seed: (db: Db) => Promise<T>,
  options: { env?: NodeJS.ProcessEnv } = {},
): E2eServer<T> {
  let server: E2eServer<T> | undefined;
  beforeAll(async () => {
    server = await startE2eServer(seed, options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const started = () => {
    if (!server) throw new Error("The e2e server is used before it started (call it inside a test).");
    return server;
  };
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    get seeded() {
      return started().seeded;
    },
    output: () => started().output(),
    whileStopped: (read) => started().whileStopped(read),
    stop: () => started().stop(),
  };
}

export interface BrowserSession {
  readonly browser: Browser;
  /** The page the running test opened; closed after each test, which fails on any console error it saw. */
  current: TestPage | undefined;
  open(...args: Parameters<typeof openPage> extends [Browser, ...infer Rest] ? Rest : never): Promise<TestPage>;
}

/** One Chromium for the file, a fresh context per test, and the no-console-errors rule after each. */
export function setUpBrowserSession(): BrowserSession {
  let browser: Browser | undefined;
  const session: BrowserSession = {
    get browser() {
      if (!browser) throw new Error("The browser is used before it started (call it inside a test).");
      return browser;
    },
    current: undefined,
    async open(...args) {
      session.current = await openPage(session.browser, ...args);
      return session.current;
    },
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const errors = session.current?.errors ?? [];
    await session.current?.context.close();
    session.current = undefined;
    expect(errors, "browser console errors").toEqual([]);
  });
  return session;
}
