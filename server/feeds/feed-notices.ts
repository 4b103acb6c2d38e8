import { DrizzleQueryError } from "drizzle-orm";
import type { QueuedEmail } from "../mail/queue-email.server.ts";
import type { ImportCounts } from "./feed-health.ts";
import { safeUrl } from "./fetch-feed.server.ts";

/** The feed an e-mail is about: its merchant and address (shown without its query string, which may hold a key). */
export interface NamedFeed {
  merchantSlug: string;
  url: string;
}

/** Consecutive failures after which the operator is e-mailed, once per run of failures (decision 041). */
export const FAILURES_BEFORE_EMAIL = 3;

/** Text from an error or a server, made safe for one line of an e-mail or terminal: no control characters, bounded. */
export function oneLine(text: string, max = 500): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Why a run failed, in words safe to store, print and e-mail: a database error is named by its cause, never by the
 * statement and parameter list Drizzle wraps it in (those can hold a whole feed row).
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return oneLine(String(error));
  if (error instanceof DrizzleQueryError && error.cause instanceof Error)
    return oneLine(`database error: ${error.cause.message}`);
  return oneLine(error.message);
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

export function failingFeedEmail(
  to: string,
  source: NamedFeed,
  failure: { failures: number; error: string; retryAt: Date },
): QueuedEmail {
  const feed = { merchant: source.merchantSlug, url: safeUrl(source.url), ...failure };
  return {
    kind: "feed-failing",
    to,
    subject: `Feed of ${feed.merchant} failed ${feed.failures} times in a row`,
    text: [
      `The feed of ${feed.merchant} (${feed.url}) failed ${feed.failures} times in a row.`,
      `Last error: ${oneLine(feed.error)}`,
      `Next attempt: ${feed.retryAt.toISOString()}. Its offers keep their last prices until a fetch succeeds.`,
      "",
      `See \`buildcompare feeds status\`; run it now with \`buildcompare feeds run ${feed.merchant}\`.`,
      "You will be e-mailed once more when the feed recovers, not for every further failure.",
    ].join("\n"),
  };
}

export function recoveredFeedEmail(to: string, source: NamedFeed, failures: number): QueuedEmail {
  const feed = { merchant: source.merchantSlug, url: safeUrl(source.url), failures };
  return {
    kind: "feed-recovered",
    to,
    subject: `Feed of ${feed.merchant} is working again`,
    text: `The feed of ${feed.merchant} (${feed.url}) was fetched successfully after ${feed.failures} failed attempts.`,
  };
}

export function rejectionJumpEmail(
  to: string,
  source: NamedFeed,
  rows: { latest: ImportCounts; usualShare: number; rejectedByReason: Record<string, number> },
): QueuedEmail {
  const feed = { merchant: source.merchantSlug, url: safeUrl(source.url), ...rows };
  const { rowsRead, rowsRejected } = feed.latest;
  const reasons = Object.entries(feed.rejectedByReason)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([reason, rows]) => `  ${rows} × ${oneLine(reason, 200)}`);
  return {
    kind: "feed-rejections",
    to,
    subject: `Feed of ${feed.merchant}: ${rowsRejected} of ${rowsRead} rows rejected`,
    text: [
      `The latest import of ${feed.merchant} (${feed.url}) rejected ${rowsRejected} of ${rowsRead} rows ` +
        `(${percent(rowsRead > 0 ? rowsRejected / rowsRead : 0)}); it usually rejects ${percent(feed.usualShare)}.`,
      "The other rows were imported. The most common reasons:",
      ...reasons,
      "",
      "See `buildcompare feeds status` for every merchant's usual figures.",
    ].join("\n"),
  };
}
