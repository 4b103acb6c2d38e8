import { describe, expect, it } from "vitest";
import type { FeedSource } from "../server/feeds/feed-source-row.server.ts";
import { formatFeedList, formatFeedStatus } from "./format-feed-status.ts";

const source = (changes: Partial<FeedSource>): FeedSource => ({
  merchantSlug: "harbour",
  url: "https://feeds.example/harbour.tsv?key=secret",
  schedule: { kind: "every", seconds: 6 * 3600 },
  feedCurrency: null,
  allowHttp: false,
  nextDueAt: new Date("2026-12-02T12:00:00Z"),
  etag: null,
  lastModified: null,
  validatorsFor: null,
  lastImportId: null,
  lastAttemptAt: null,
  lastOutcome: null,
  lastSuccessAt: null,
  lastFailureAt: null,
  lastError: null,
  consecutiveFailures: 0,
  failureNotifiedAt: null,
  runningSince: null,
  runningBy: null,
  ...changes,
});

describe("feeds list and status output", () => {
  it("lists the address as registered, with terminal escapes made visible", () => {
    const [line] = formatFeedList([source({ url: "https://feeds.example/\u001b[2Jfeed.tsv", feedCurrency: "GBP" })]);
    expect(line).toMatch(/^harbour\s+every 6h, currency GBP\s+next 2026-12-02T12:00:00Z\s+/);
    expect(line).toContain("https://feeds.example/\\x1b[2Jfeed.tsv");
  });

  it("shows a failing feed's streak, its last error and its rows against the usual, hiding the query string", () => {
    const lines = formatFeedStatus(
      [
        {
          source: source({
            consecutiveFailures: 3,
            failureNotifiedAt: new Date("2026-12-02T07:00:00Z"),
            lastOutcome: "failed",
            lastSuccessAt: new Date("2026-12-01T06:00:00Z"),
            lastFailureAt: new Date("2026-12-02T07:00:00Z"),
            lastError: "Could not download https://feeds.example/harbour.tsv?…: HTTP 503.",
          }),
          health: {
            latest: { rowsRead: 200, rowsRejected: 40, rowsWarned: 2 },
            usualRejectedShare: 0.01,
            usualWarnedShare: 0.01,
            rejectionJump: true,
          },
          staleOffers: { labelled: 12, hidden: 3 },
        },
      ],
      new Date("2026-12-02T13:00:00Z"),
    );
    expect(lines).toEqual([
      "harbour: FAILING (3 in a row, operator e-mailed)  every 6h, next 2026-12-02T12:00:00Z (due now)",
      "  feed:         https://feeds.example/harbour.tsv?…",
      "  last success: 2026-12-01T06:00:00Z",
      "  last failure: 2026-12-02T07:00:00Z: Could not download https://feeds.example/harbour.tsv?…: HTTP 503.",
      "  latest rows:  200 read, 40 rejected (20.0 %, usually 1.0 %), 2 warned (1.0 %, usually 1.0 %)  MORE REJECTIONS THAN USUAL",
      "  stale offers: 12 labelled with their age, 3 out of comparisons until the feed refreshes",
    ]);
  });
});
