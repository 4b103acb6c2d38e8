import fs from "node:fs";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.server.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { runDueFeeds, type FeedRun } from "../../server/feeds/feed-scheduler.server.ts";
import { registerFeed } from "../../server/feeds/register-feed.server.ts";
import { loadFeedSource } from "../../server/feeds/feed-source-row.server.ts";
import { FAILURES_BEFORE_EMAIL } from "../../server/feeds/feed-notices.ts";
import { testDatabases } from "../setup/test-databases.ts";
import { writeTsvFeed, type FeedItem } from "../setup/feed-files.ts";
import { allowLocalFetch, startLocalServer, type Handler, type LocalServer } from "../support/local-https-server.ts";

// Issue 16 item 1, against a local https server (127.0.0.1 only): the scheduler's conditional GET, the 304 path,
// the changed-feed path, and failure then recovery with backoff. The clock is a fake one handed to the scheduler:
// no test waits for time.

const MINUTE = 60_000;
const items: FeedItem[] = [
  { id: "S-1", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" },
  { id: "S-2", title: "Building Sand 25kg Bag", price: "4.20 GBP" },
];

/** A merchant's feed server: serves `body` with a strong ETag, answers 304 to a matching If-None-Match. */
function feedServer() {
  const state = { body: fs.readFileSync(writeTsvFeed(items), "utf8"), failing: false };
  const handler: Handler = (request, response) => {
    if (state.failing) {
      response.writeHead(503, { "content-type": "text/plain" });
      response.end("maintenance: secret stack trace that must never be echoed");
      return;
    }
    const etag = `"${createHash("sha256").update(state.body).digest("hex").slice(0, 16)}"`;
    if (request.headers["if-none-match"] === etag) {
      response.writeHead(304, { etag });
      response.end();
      return;
    }
    response.writeHead(200, { "content-type": "text/tab-separated-values", etag });
    response.end(state.body);
  };
  return { state, handler };
}

describe.each(testDatabases())("scheduled feed refresh on $name", (engine) => {
  let database: Database;
  let server: LocalServer;
  let feed: ReturnType<typeof feedServer>;
  let restoreEnv: () => void;
  let clock: Date;
  const now = () => clock;
  const lines: string[] = [];
  const run = (): Promise<FeedRun[]> => runDueFeeds(database.db, { now, log: (line) => lines.push(line) });

  beforeEach(async () => {
    restoreEnv = allowLocalFetch();
    database = await engine.open();
    feed = feedServer();
    server = await startLocalServer(feed.handler);
    clock = new Date("2026-12-02T06:00:00Z");
    lines.length = 0;
    await registerFeed(
      database.db,
      { merchant: "harbour", url: `${server.url}/feed.tsv`, schedule: { kind: "every", seconds: 6 * 3600 } },
      clock,
    );
  });

  afterEach(async () => {
    await server.close();
    await database.close();
    restoreEnv();
  });

  const offers = () =>
    queryRows<{ merchant_item_id: string; price: number; checked: number; changed: number }>(
      database.db,
      sql`select merchant_item_id, price::float8 as price, (extract(epoch from last_checked) * 1000)::float8 as checked,
            (extract(epoch from last_changed_at) * 1000)::float8 as changed
          from offers order by merchant_item_id`,
    );
  const imports = () =>
    queryRows<{ status: string; offers_updated: number; price_changes: number }>(
      database.db,
      sql`select status, offers_updated, price_changes from feed_imports order by id`,
    );

  it("imports a new feed once due, then a 304 marks the offers checked without re-importing", async () => {
    const [first] = await run();
    expect(first?.result).toMatchObject({ outcome: "imported", summary: { rowsImported: 2, offersNew: 2 } });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers["if-none-match"]).toBeUndefined();
    const before = await offers();
    expect(before.map((o) => [o.merchant_item_id, o.price])).toEqual([
      ["S-1", 4.5],
      ["S-2", 4.2],
    ]);

    // Not due before six hours: nothing is fetched.
    clock = new Date(clock.getTime() + 6 * 3600_000 - MINUTE);
    expect(await run()).toEqual([]);
    expect(server.requests).toHaveLength(1);

    // Back-date the check so the 304's "checked now" is visible.
    await database.db.execute(sql`update offers set last_checked = '2026-01-01T00:00:00Z'`);
    clock = new Date(clock.getTime() + MINUTE);
    const [second] = await run();
    expect(second?.result).toMatchObject({ outcome: "not-modified", offersChecked: 2 });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.headers["if-none-match"]).toMatch(/^"[0-9a-f]{16}"$/);
    const after = await offers();
    // Same prices, same change times; checked again now (the database's clock).
    expect(after.map((o) => [o.merchant_item_id, o.price])).toEqual([
      ["S-1", 4.5],
      ["S-2", 4.2],
    ]);
    expect(after.map((o) => o.changed)).toEqual(before.map((o) => o.changed));
    for (const offer of after) expect(offer.checked).toBeGreaterThan(Date.parse("2026-01-02T00:00:00Z"));
    // The 304 is recorded as an applied import with the same report (merchant freshness reads applied imports).
    expect(await imports()).toEqual([
      { status: "applied", offers_updated: 0, price_changes: 0 },
      { status: "applied", offers_updated: 0, price_changes: 0 },
    ]);
    const source = await loadFeedSource(database.db, "harbour");
    expect(source).toMatchObject({ lastOutcome: "not-modified", consecutiveFailures: 0 });
    expect(source!.nextDueAt.toISOString()).toBe("2026-12-02T18:00:00.000Z");
  });

  it("imports a changed feed: the new price is applied and recorded", async () => {
    await run();
    feed.state.body = fs.readFileSync(writeTsvFeed([{ ...items[0]!, price: "4.99 GBP" }, items[1]!]), "utf8");
    clock = new Date(clock.getTime() + 6 * 3600_000);
    const [changed] = await run();
    expect(changed?.result.outcome).toBe("imported");
    // The request carried the old validator; the server's new ETag did not match, so it sent the new body.
    expect(server.requests[1]!.headers["if-none-match"]).toBeDefined();
    expect((await offers()).map((o) => [o.merchant_item_id, o.price])).toEqual([
      ["S-1", 4.99],
      ["S-2", 4.2],
    ]);
    expect((await imports()).at(-1)).toEqual({ status: "applied", offers_updated: 1, price_changes: 1 });
  });

  it("backs off after failures, e-mails the operator once, and recovers", async () => {
    await run();
    feed.state.failing = true;
    clock = new Date(clock.getTime() + 6 * 3600_000);
    const retries: number[] = [];
    for (let failure = 1; failure <= FAILURES_BEFORE_EMAIL + 1; failure++) {
      const [attempt] = await run();
      expect(attempt?.result).toMatchObject({ outcome: "failed", failures: failure });
      if (attempt?.result.outcome !== "failed") throw new Error("expected a failure");
      expect(attempt.result.error).toMatch(/HTTP 503/);
      expect(attempt.result.error).not.toMatch(/secret/);
      retries.push((attempt.result.retryAt.getTime() - clock.getTime()) / MINUTE);
      // One minute before the retry is due, nothing runs.
      clock = new Date(attempt.result.retryAt.getTime() - MINUTE);
      expect(await run()).toEqual([]);
      clock = attempt.result.retryAt;
    }
    expect(retries).toEqual([5, 10, 20, 40]);
    const failing = await queryRows<{ kind: string; subject: string; text_body: string }>(
      database.db,
      sql`select kind, subject, text_body from outbox order by id`,
    );
    expect(failing).toHaveLength(1);
    expect(failing[0]).toMatchObject({
      kind: "feed-failing",
      subject: `Feed of harbour failed ${FAILURES_BEFORE_EMAIL} times in a row`,
    });
    expect(failing[0]!.text_body).not.toMatch(/secret/);

    feed.state.failing = false;
    const [recovered] = await run();
    // The server's body is what it was: the stored validators make this a 304, and the offers are checked.
    expect(recovered?.result.outcome).toBe("not-modified");
    const source = await loadFeedSource(database.db, "harbour");
    expect(source).toMatchObject({ consecutiveFailures: 0, failureNotifiedAt: null, lastOutcome: "not-modified" });
    expect(source!.lastError).toMatch(/HTTP 503/);
    const mail = await queryRows<{ kind: string }>(database.db, sql`select kind from outbox order by id`);
    expect(mail.map((m) => m.kind)).toEqual(["feed-failing", "feed-recovered"]);
    expect(lines.some((line) => line.startsWith("Feeds: harbour: failed (4 in a row)"))).toBe(true);
  });
});
