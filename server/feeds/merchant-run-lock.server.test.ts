import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { FEED_RUN_LOCK_CLASS, tryLockMerchant } from "./merchant-run-lock.server.ts";

describe.each(testDatabases())("tryLockMerchant on $name", (engine) => {
  let database: Database | null = null;
  afterEach(async () => {
    await database?.close();
  });

  it("grants one run per merchant at a time, and again once released", async () => {
    database = await engine.open();
    const first = await tryLockMerchant(database.db, "harbour");
    expect(first).not.toBeNull();
    expect(await tryLockMerchant(database.db, "harbour")).toBeNull();
    const other = await tryLockMerchant(database.db, "quarry");
    expect(other).not.toBeNull();
    await first!.release();
    await first!.release();
    const again = await tryLockMerchant(database.db, "harbour");
    expect(again).not.toBeNull();
    await again!.release();
    await other!.release();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("tryLockMerchant across PostgreSQL sessions", () => {
  const name = `bc_test_lock_${randomBytes(6).toString("hex")}`;
  const opened: Database[] = [];
  afterEach(async () => {
    for (const d of opened.splice(0)) await d.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("frees the merchant when the holding process's connection dies (a crash never leaves it locked)", async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const [a, b] = [await openDatabase(url.toString()), await openDatabase(url.toString(), { migrate: false })];
    opened.push(a, b);
    const held = await tryLockMerchant(a.db, "harbour");
    expect(held).not.toBeNull();
    expect(await tryLockMerchant(b.db, "harbour")).toBeNull();
    // What a kill -9 of the holder does to its session: PostgreSQL ends it and drops its locks.
    const killed = await admin.query(
      `select pg_terminate_backend(pid) as ok from pg_locks
       where locktype = 'advisory' and classid = $1 and database = (select oid from pg_database where datname = $2)`,
      [FEED_RUN_LOCK_CLASS, name],
    );
    await admin.end();
    expect(killed.rows).toEqual([{ ok: true }]);
    // The holder learns it lost the lock (its run stops downloading) — waited for as an event, not a delay.
    if (!held!.lost.aborted) await new Promise((resolve) => held!.lost.addEventListener("abort", resolve));
    expect(held!.lost.aborted).toBe(true);
    const taken = await tryLockMerchant(b.db, "harbour");
    expect(taken).not.toBeNull();
    await taken!.release();
    // The dead holder's release neither throws nor frees anyone else's lock.
    await held!.release();
  });
});
