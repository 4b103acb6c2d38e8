import type { FeedStatus } from "../server/feeds/load-feed-status.server.ts";
import type { FeedSource } from "../server/feeds/feed-source-row.server.ts";
import { describeSchedule } from "../server/feeds/feed-schedule.ts";
import { safeUrl } from "../server/feeds/fetch-feed.server.ts";
import { printable } from "./print-safe-text.ts";

function when(date: Date | null): string {
  return date ? date.toISOString().replace(/\.\d{3}Z$/, "Z") : "never";
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

/** `feeds list`: one line per feed, the address as registered (control characters shown as escapes). */
export function formatFeedList(sources: readonly FeedSource[]): string[] {
  if (sources.length === 0) return ["No feeds registered (buildcompare feeds add <merchant> <url>)."];
  return sources.map((s) => {
    const options = [
      describeSchedule(s.schedule),
      s.feedCurrency ? `currency ${s.feedCurrency}` : "",
      s.allowHttp ? "http allowed" : "",
    ]
      .filter(Boolean)
      .join(", ");
    return `${s.merchantSlug.padEnd(28)} ${options.padEnd(32)} next ${when(s.nextDueAt)}  ${printable(s.url, { max: 300 })}`;
  });
}

/** `feeds status`: per merchant, the last run, last success, last failure and why, and rows against the usual. */
export function formatFeedStatus(statuses: readonly FeedStatus[], now: Date): string[] {
  if (statuses.length === 0) return ["No feeds registered (buildcompare feeds add <merchant> <url>)."];
  const lines: string[] = [];
  for (const { source: s, health, staleOffers } of statuses) {
    const state =
      s.runningSince !== null
        ? `running since ${when(s.runningSince)} (${printable(s.runningBy ?? "?", { max: 80 })})`
        : s.consecutiveFailures > 0
          ? `FAILING (${s.consecutiveFailures} in a row${s.failureNotifiedAt ? ", operator e-mailed" : ""})`
          : s.lastOutcome === null
            ? "not run yet"
            : "ok";
    const overdue = s.nextDueAt.getTime() < now.getTime() ? " (due now)" : "";
    lines.push(`${s.merchantSlug}: ${state}  ${describeSchedule(s.schedule)}, next ${when(s.nextDueAt)}${overdue}`);
    lines.push(`  feed:         ${printable(safeUrl(s.url))}`);
    lines.push(
      `  last success: ${when(s.lastSuccessAt)}${s.lastOutcome && s.lastOutcome !== "failed" ? ` (${s.lastOutcome})` : ""}`,
    );
    lines.push(
      `  last failure: ${when(s.lastFailureAt)}${s.lastError ? `: ${printable(s.lastError, { max: 300 })}` : ""}`,
    );
    if (health) {
      const { latest } = health;
      const usual = (share: number | null) => (share === null ? "usual not known yet" : `usually ${percent(share)}`);
      const rate = (rows: number) => (latest.rowsRead > 0 ? percent(rows / latest.rowsRead) : "-");
      lines.push(
        `  latest rows:  ${latest.rowsRead} read, ${latest.rowsRejected} rejected (${rate(latest.rowsRejected)}, ${usual(health.usualRejectedShare)})` +
          `, ${latest.rowsWarned} warned (${rate(latest.rowsWarned)}, ${usual(health.usualWarnedShare)})` +
          (health.rejectionJump ? "  MORE REJECTIONS THAN USUAL" : ""),
      );
    } else {
      lines.push("  latest rows:  no import yet");
    }
    lines.push(
      `  stale offers: ${staleOffers.labelled} labelled with their age, ${staleOffers.hidden} out of comparisons until the feed refreshes`,
    );
  }
  return lines;
}
