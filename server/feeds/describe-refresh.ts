import type { RefreshResult } from "./refresh-feed.server.ts";
import { oneLine } from "./feed-notices.ts";

/** One line about a feed run, for the scheduler's log and `feeds run`. */
export function describeRefresh(slug: string, result: RefreshResult): string {
  switch (result.outcome) {
    case "busy":
      return `${slug}: already running in another process; skipped`;
    case "not-registered":
      return `${slug}: no feed registered (buildcompare feeds add ${slug} <url>)`;
    case "not-due":
      return `${slug}: already run by another process; next due ${result.nextDueAt.toISOString()}`;
    case "not-modified":
      return `${slug}: not modified (304); ${result.offersChecked} offers marked checked, nothing re-imported`;
    case "imported": {
      const s = result.summary;
      const changes = `${s.offersNew} new, ${s.offersUpdated} updated, ${s.offersUnchanged} unchanged, ${s.offersGone} gone`;
      const issues = `${s.rejections.length} rejected, ${s.rowsWarned} warned`;
      const jump = result.rejectionJumpNotified ? "; more rejections than usual (operator e-mailed)" : "";
      return `${slug}: imported ${s.rowsImported} of ${s.rowsRead} rows (${changes}; ${issues})${jump}`;
    }
    case "failed": {
      const notified = result.notified ? "; operator e-mailed" : "";
      return `${slug}: failed (${result.failures} in a row): ${oneLine(result.error)}; retry at ${result.retryAt.toISOString()}${notified}`;
    }
  }
}
