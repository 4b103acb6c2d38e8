import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.server.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { runDueFeeds, startFeedScheduler } from "../../server/feeds/feed-scheduler.server.ts";
import { registerFeed } from "../../server/feeds/register-feed.server.ts";
import { openFreshPostgres, testDatabases } from "../setup/test-databases.ts";
import { writeTsvFeed } from "../setup/feed-files.ts";
import { allowLocalFetch, startLocalServer, type LocalServer } from "../support/local-https-server.ts";

// Issue 16 item 1: never two imports of one merchant at once, across any number of schedulers. On PostgreSQL the
// two schedulers have a connection pool each, as two processes would; on PGlite only one process can open a
// database (the embedded lock), so both run in this process on one database. Waits are for state (a request
// arriving, a run finishing), never for time; the clock is a fake one.

const body = fs.readFileSync(writeTsvFeed([{ id: "S-1", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" }]), "utf8");
const start = new Date("2026-12-02T06:00:00Z");

/** Two handles on one database: two pools on PostgreSQL, the same PGlite database twice. */
async function openTwice(engine: "pglite" | "postgres"): Promise<{ a: Database; b: Database; close(): Promise<void> }> {
  if (engine === "pglite") {
    const [pglite] = testDatabases();
    const database = await pglite!.open();
    return { a: database, b: database, close: () => database.close() };
  }
  // A second pool on the database openFreshPostgres made (it drops the database when closed).
  const a = await openFreshPostgres(process.env.TEST_DATABASE_URL!);
  const [named] = await queryRows<{ name: string }>(a.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${named!.name}`;
  const b = await openDatabase(url.toString(), { migrate: false });
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
    },
  };
}

describe.each(testDatabases().map((t) => t.name))("two schedulers on one %s database", (engine) => {
  let handles: Awaited<ReturnType<typeof openTwice>>;
  let server: LocalServer;
  let restoreEnv: () => void;
  /** Requests wait here until the test opens the gate. */
  let gate: { open: () => void; opened: Promise<void> };
  let arrived: (() => void) | null;
  const quiet = { now: () => start, log: () => {} };

  const imports = (slug: string) =>
    queryRows<{ n: number }>(
      handles.a.db,
      sql`select count(*)::int as n from feed_imports where merchant_slug = ${slug} and status = 'applied'`,
    );

  beforeEach(async () => {
    restoreEnv = allowLocalFetch();
    handles = await openTwice(engine);
    let open = () => {};
    gate = { open: () => open(), opened: new Promise<void>((resolve) => (open = resolve)) };
    arrived = null;
    server = await startLocalServer((_request, response) => {
      arrived?.();
      void gate.opened.then(() => response.end(body));
    });
  });

  afterEach(async () => {
    gate.open();
    await server.close();
    await handles.close();
    restoreEnv();
  });

  it("a merchant being run by one scheduler is skipped by the other, and not run again once done", async () => {
    await registerFeed(handles.a.db, { merchant: "harbour", url: `${server.url}/feed.tsv` }, start);
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    const first = runDueFeeds(handles.a.db, quiet);
    await requested;

    // While the first holds harbour (its download is waiting on the gate), the second finds it busy.
    const second = await runDueFeeds(handles.b.db, quiet);
    expect(second.map((r) => [r.merchant, r.result.outcome])).toEqual([["harbour", "busy"]]);
    expect(server.requests).toHaveLength(1);

    gate.open();
    const done = await first;
    expect(done.map((r) => [r.merchant, r.result.outcome])).toEqual([["harbour", "imported"]]);
    // Same clock: the first's run moved the due time on, so the second finds nothing due.
    expect(await runDueFeeds(handles.b.db, quiet)).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(await imports("harbour")).toEqual([{ n: 1 }]);
  });

  it("racing over several due merchants, each merchant is fetched and imported exactly once", async () => {
    gate.open();
    const merchants = ["alpha", "bravo", "charlie", "delta"];
    for (const merchant of merchants)
      await registerFeed(handles.a.db, { merchant, url: `${server.url}/${merchant}.tsv` }, start);
    const [ranA, ranB] = await Promise.all([runDueFeeds(handles.a.db, quiet), runDueFeeds(handles.b.db, quiet)]);
    const imported = [...ranA, ...ranB].filter((r) => r.result.outcome === "imported").map((r) => r.merchant);
    expect(imported.sort()).toEqual(merchants);
    // Whatever the other scheduler found, it was told busy or not due: never a second run.
    for (const run of [...ranA, ...ranB]) expect(["imported", "busy", "not-due"]).toContain(run.result.outcome);
    expect(server.requests.map((r) => r.path).sort()).toEqual(merchants.map((m) => `/${m}.tsv`));
    for (const merchant of merchants) expect(await imports(merchant)).toEqual([{ n: 1 }]);
  });

  it("catches up after a restart: a feed that fell due while nothing ran is run once when a scheduler starts", async () => {
    gate.open();
    await registerFeed(handles.a.db, { merchant: "harbour", url: `${server.url}/feed.tsv` }, start);
    // Three days without any scheduler: eleven 6-hour slots missed, one run on start.
    const later = new Date(start.getTime() + 3 * 24 * 3600_000);
    const scheduler = startFeedScheduler(handles.b.db, { now: () => later, log: () => {} });
    await scheduler.idle();
    await scheduler.stop();
    expect(server.requests).toHaveLength(1);
    expect(await imports("harbour")).toEqual([{ n: 1 }]);
    const [due] = await queryRows<{ at: string }>(
      handles.a.db,
      sql`select to_char(next_due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at from feed_sources`,
    );
    expect(due?.at).toBe("2026-12-05T12:00");
  });
});
