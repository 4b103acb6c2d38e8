import type { Db } from "../db/client.server.ts";
import { queueEmail } from "../mail/queue-email.server.ts";
import type { ImportSummary } from "../ingest/import-feed.server.ts";
import { rowHealth } from "./feed-health.ts";
import { rejectionJumpEmail } from "./feed-notices.ts";
import type { FeedSource } from "./feed-source-row.server.ts";
import { loadImportHistory } from "./load-import-history.server.ts";

/**
 * After a scheduled import: when it rejected notably more rows than the merchant's usual (feed-health.ts), the
 * operator is e-mailed with the commonest reasons. The import stands either way; true when an e-mail was queued.
 */
export async function noticeRejectionJump(
  db: Db,
  source: FeedSource,
  summary: ImportSummary,
  operatorEmail: string,
): Promise<boolean> {
  const history = (await loadImportHistory(db, [source.merchantSlug])).get(source.merchantSlug) ?? [];
  const health = rowHealth(history);
  if (!health?.rejectionJump || health.usualRejectedShare === null) return false;
  await queueEmail(
    db,
    rejectionJumpEmail(operatorEmail, source, {
      latest: health.latest,
      usualShare: health.usualRejectedShare,
      rejectedByReason: summary.rejectedByReason,
    }),
  );
  return true;
}
