import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { importFeed } from "../ingest/import-feed.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { writeTsvFeed, type FeedItem } from "../../tests/setup/feed-files.ts";
import type { FeedFetchOptions, FeedFetchResult } from "./fetch-feed.server.ts";
import { loadFeedSource } from "./feed-source-row.server.ts";
import { tryLockMerchant } from "./merchant-run-lock.server.ts";
import { refreshFeed, type FetchFeed } from "./refresh-feed.server.ts";
import { registerFeed } from "./register-feed.server.ts";

const sand = (n: number, price = "4.50 GBP"): FeedItem => ({ id: `S-${n}`, title: `Sharp Sand 25kg Bag ${n}`, price });
const text = (items: FeedItem[]) => fs.readFileSync(writeTsvFeed(items), "utf8");
const fetched = (body: string, etag: string): FeedFetchResult => ({
  kind: "fetched",
  text: body,
  etag,
  lastModified: null,
  bytes: body.length,
});

/** A fake download: answers from `answer`, recording the validators each call sent. */
function fakeFetch(answer: (options: FeedFetchOptions, call: number) => Promise<FeedFetchResult> | FeedFetchResult) {
  const calls: FeedFetchOptions[] = [];
  const fetch: FetchFeed = async (_url, options = {}) => {
    calls.push({ etag: options.etag ?? null, lastModified: options.lastModified ?? null });
    return answer(options, calls.length);
  };
  return { fetch, calls };
}

describe.each(testDatabases())("refreshFeed on $name", (engine) => {
  let database: Database;
  const start = new Date("2026-12-02T06:00:00Z");
  const now = () => start;
  const url = "https://feeds.example/harbour.tsv";

  beforeEach(async () => {
    database = await engine.open();
    await registerFeed(database.db, { merchant: "harbour", url }, start);
  });
  afterEach(async () => {
    await database.close();
  });

  it("answers not-registered and busy without fetching", async () => {
    const { fetch, calls } = fakeFetch(() => fetched(text([sand(1)]), '"a"'));
    expect(await refreshFeed(database.db, "nobody", { now, fetch })).toEqual({ outcome: "not-registered" });
    const release = await tryLockMerchant(database.db, "harbour");
    expect(await refreshFeed(database.db, "harbour", { now, fetch })).toEqual({ outcome: "busy" });
    await release!.release();
    expect(calls).toEqual([]);
  });

  it("fetches without validators when the merchant was imported by hand since (a 304 would skip that import's successor)", async () => {
    const body = text([sand(1)]);
    const { fetch, calls } = fakeFetch((options) => (options.etag ? { kind: "not-modified" } : fetched(body, '"a"')));
    await refreshFeed(database.db, "harbour", { now, fetch });
    await importFeed(database.db, { merchant: { slug: "harbour" }, sources: [writeTsvFeed([sand(1, "9.99 GBP")])] });
    const again = await refreshFeed(database.db, "harbour", { now, fetch, force: true });
    expect(again.outcome).toBe("imported");
    expect(calls.map((c) => c.etag)).toEqual([null, '"a"', null]);
    const [offer] = await queryRows<{ price: number }>(database.db, sql`select price::float8 as price from offers`);
    expect(offer?.price).toBe(4.5);
  });

  it("fetches without validators after the row rules changed (validators stored under other rules)", async () => {
    const { fetch, calls } = fakeFetch(() => fetched(text([sand(1)]), '"a"'));
    await refreshFeed(database.db, "harbour", { now, fetch });
    await database.db.execute(sql`update feed_sources set validators_for = 'rules 0 keys 0 currency -'`);
    await refreshFeed(database.db, "harbour", { now, fetch, force: true });
    expect(calls.map((c) => c.etag)).toEqual([null, null]);
  });

  it("keeps a re-registration made during the run: its due time and cleared validators stand", async () => {
    const later = new Date(start.getTime() + 3_600_000);
    const { fetch } = fakeFetch(async () => {
      await registerFeed(database.db, { merchant: "harbour", url: "https://feeds.example/new.tsv" }, later);
      return fetched(text([sand(1)]), '"a"');
    });
    expect((await refreshFeed(database.db, "harbour", { now, fetch })).outcome).toBe("imported");
    const source = await loadFeedSource(database.db, "harbour");
    expect(source).toMatchObject({ url: "https://feeds.example/new.tsv", etag: null, lastOutcome: "imported" });
    expect(source!.nextDueAt.toISOString()).toBe(later.toISOString());
  });

  it("e-mails the operator when an import rejects far more rows than the merchant usually does", async () => {
    const good = Array.from({ length: 20 }, (_, i) => sand(i + 1));
    const bad = good.map((item, i) => (i < 12 ? { ...item, price: "" } : item));
    const { fetch } = fakeFetch((_options, call) => fetched(text(call <= 4 ? good : bad), `"${call}"`));
    for (let run = 0; run < 4; run++) {
      const result = await refreshFeed(database.db, "harbour", { now, fetch, force: true });
      expect(result).toMatchObject({ outcome: "imported", rejectionJumpNotified: false });
    }
    const jump = await refreshFeed(database.db, "harbour", { now, fetch, force: true });
    expect(jump).toMatchObject({ outcome: "imported", rejectionJumpNotified: true });
    const mail = await queryRows<{ kind: string; subject: string }>(database.db, sql`select kind, subject from outbox`);
    expect(mail).toEqual([{ kind: "feed-rejections", subject: "Feed of harbour: 12 of 20 rows rejected" }]);
  });

  it("records an import that applied nothing as a failure, with the import's reason", async () => {
    const { fetch } = fakeFetch(() => fetched("id\ttitle\tprice\n", '"a"'));
    const result = await refreshFeed(database.db, "harbour", { now, fetch });
    expect(result).toMatchObject({ outcome: "failed", failures: 1, error: "import failed: The feed has no items." });
    expect(await loadFeedSource(database.db, "harbour")).toMatchObject({ etag: null, consecutiveFailures: 1 });
  });
});
