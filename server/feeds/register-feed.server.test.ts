import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { listDueFeeds, listFeedSources, loadFeedSource } from "./feed-source-row.server.ts";
import { parseCron } from "./feed-schedule.ts";
import { registerFeed } from "./register-feed.server.ts";
import { removeFeed } from "./remove-feed.server.ts";

describe.each(testDatabases())("the feed registry on $name", (engine) => {
  let database: Database;
  const at = new Date("2026-12-02T06:00:00Z");
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("adds a feed due at once, changes it in place, and removes it", async () => {
    expect(await registerFeed(database.db, { merchant: "harbour", url: "https://f.example/a.tsv" }, at)).toEqual({
      added: true,
    });
    expect(await listDueFeeds(database.db, at)).toEqual(["harbour"]);
    expect(await listDueFeeds(database.db, new Date(at.getTime() - 1))).toEqual([]);
    const changed = await registerFeed(
      database.db,
      { merchant: "harbour", url: "https://f.example/b.tsv", schedule: parseCron("0 6 * * *"), currency: "gbp" },
      at,
    );
    expect(changed).toEqual({ added: false });
    expect(await loadFeedSource(database.db, "harbour")).toMatchObject({
      url: "https://f.example/b.tsv",
      schedule: { kind: "cron", pattern: "0 6 * * *" },
      feedCurrency: "GBP",
      allowHttp: false,
      etag: null,
    });
    expect(await removeFeed(database.db, "harbour")).toBe(true);
    expect(await removeFeed(database.db, "harbour")).toBe(false);
    expect(await listFeedSources(database.db)).toEqual([]);
  });

  it("refuses plain http without --allow-http, bad slugs, bad currencies and short intervals", async () => {
    const add = (input: Parameters<typeof registerFeed>[1]) => registerFeed(database.db, input, at);
    await expect(add({ merchant: "harbour", url: "http://f.example/a.tsv" })).rejects.toThrow(/--allow-http/);
    await expect(add({ merchant: "Harbour!", url: "https://f.example/a.tsv" })).rejects.toThrow(/merchant slug/);
    await expect(add({ merchant: "harbour", url: "ftp://f.example/a.tsv" })).rejects.toThrow(/https:\/\/ URL/);
    await expect(add({ merchant: "harbour", url: "https://f.example/a", currency: "pounds" })).rejects.toThrow(
      /ISO 4217/,
    );
    await expect(
      add({ merchant: "harbour", url: "https://f.example/a", schedule: { kind: "every", seconds: 60 } }),
    ).rejects.toThrow();
    expect(await listFeedSources(database.db)).toEqual([]);
    await add({ merchant: "harbour", url: "http://f.example/a.tsv", allowHttp: true });
    expect(await loadFeedSource(database.db, "harbour")).toMatchObject({ allowHttp: true });
  });
});
