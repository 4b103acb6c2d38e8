import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createMerchant } from "../../tests/setup/factories.ts";
import { catalogueVersion, catalogueVersionOf } from "./catalogue-version.server.ts";

describe.each(testDatabases())("catalogueVersion on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("sees a catalogue change at the next check, and reads at most once per interval", async () => {
    const everyCheck = catalogueVersion(database.db, 0);
    const rarely = catalogueVersion(database.db, 60_000);
    const before = await everyCheck.current();
    expect(await rarely.current()).toBe(before);
    // A merchant row is part of every page that names it: the trigger bumps the version.
    await createMerchant(database.db);
    expect(await everyCheck.current()).toBeGreaterThan(before);
    expect(await rarely.current()).toBe(before);
  });

  it("shares one read between the requests that arrive while it runs", async () => {
    const reader = catalogueVersion(database.db, 0);
    const execute = vi.spyOn(database.db, "execute");
    try {
      const versions = await Promise.all([reader.current(), reader.current(), reader.current()]);
      expect(new Set(versions).size).toBe(1);
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });

  it("gives every cache of the process one reader per database, so they agree on the version", async () => {
    const reader = catalogueVersionOf(database.db);
    expect(catalogueVersionOf(database.db)).toBe(reader);
    const before = await reader.current();
    await createMerchant(database.db);
    reader.forget();
    expect(await catalogueVersionOf(database.db).current()).toBeGreaterThan(before);
  });
});
