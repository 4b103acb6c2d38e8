import { afterEach, beforeEach } from "vitest";
import type { AppLoadContext } from "react-router";
import type { Database, Db } from "../../server/db/client.server.ts";
import { getEnv } from "../../server/env.server.ts";
import type { TestDatabase } from "./test-databases.ts";

export interface RouteTestContextOptions {
  /** Environment variables on top of SITE_URL=https://buildcompare.test (which they may override). */
  env?: Record<string, string>;
  /** The visitor's address, as server/app.server.ts sets it; only the rate-limited form actions read it. */
  clientAddress?: string;
}

export interface RouteTestDatabase {
  /** The current test's database. */
  readonly db: Db;
  /** Closes it before the test ends (to see what a route does without it); afterEach then skips it. */
  close(): Promise<void>;
}

/**
 * For a `describe.each(testDatabases())` block that calls loaders and actions directly: opens a fresh
 * database before each test and closes it after, and keeps `context` pointing at it. Both objects are the
 * same for the whole block (their fields are refreshed before each test), so tests and the helpers they
 * define can hold on to them; read them only inside tests or hooks.
 */
export function routeTestContext(
  engine: TestDatabase,
  options: RouteTestContextOptions = {},
): { database: RouteTestDatabase; context: AppLoadContext } {
  let current: Database | undefined;
  const database: RouteTestDatabase = {
    get db(): Db {
      if (!current) throw new Error("The test database is only open inside a test.");
      return current.db;
    },
    async close() {
      const open = current;
      current = undefined;
      await open?.close();
    },
  };
  const context = {} as AppLoadContext;
  beforeEach(async () => {
    current = await engine.open();
    Object.assign(context, {
      db: current.db,
      env: getEnv({ SITE_URL: "https://buildcompare.test", ...options.env }),
      ...(options.clientAddress === undefined ? {} : { clientAddress: options.clientAddress }),
    });
  });
  afterEach(() => database.close());
  return { database, context };
}
