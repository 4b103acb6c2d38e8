import type { ImportSummary } from "../server/ingest/import-feed.server.ts";
import type { FeedRowIssue } from "../server/ingest/prepare-rows.ts";
import { printable } from "./print-safe-text.ts";

const MAX_LISTED = 25;

/** `line 12 (id X): reason`; `line 1, item 7 (id X): reason` when several items share the line. */
export function formatRejections(issues: readonly FeedRowIssue[]): string[] {
  const lines = issues
    .slice(0, MAX_LISTED)
    .map(
      (r) =>
        `    line ${r.line}${r.item !== null ? `, item ${r.item}` : ""}${r.itemId ? ` (id ${printable(r.itemId)})` : ""}: ${printable(r.reason)}`,
    );
  if (issues.length > MAX_LISTED) lines.push(`    … and ${issues.length - MAX_LISTED} more (stored with import)`);
  return lines;
}

function byReason(counts: Record<string, number>): string[] {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `    ${String(count).padStart(5)} × ${printable(reason)}`);
}

export function formatImportSummary(s: ImportSummary): string {
  const lines = [
    `Imported ${s.merchantSlug} (${s.format}, import #${s.importId}) in ${(s.durationMs / 1000).toFixed(1)} s`,
    `  rows read:        ${s.rowsRead}`,
    `  rows imported:    ${s.rowsImported}`,
    `  rows rejected:    ${s.rejections.length}`,
    ...byReason(s.rejectedByReason),
  ];
  if (s.rejections.length > 0) lines.push("  rejected rows:", ...formatRejections(s.rejections));
  // Warned rows were imported; what could not be read is shown as unknown (stock, delivery) or left out (a sale).
  lines.push(`  rows with warnings: ${s.rowsWarned}`, ...byReason(s.warnedByReason));
  if (s.warnings.length > 0) lines.push("  warnings:", ...formatRejections(s.warnings));
  lines.push(
    `  offers new:       ${s.offersNew}`,
    `  offers updated:   ${s.offersUpdated}`,
    `  offers unchanged: ${s.offersUnchanged}`,
    `  offers gone:      ${s.offersGone} (marked unavailable, history kept)`,
    `  price changes:    ${s.priceChanges}`,
    `  new products:     ${s.productsNew}`,
  );
  if (s.rekeyed)
    lines.push(
      `  matcher changed: catalogue re-keyed first (${s.rekeyed.offers} offers, ${s.rekeyed.products} products, ${s.rekeyed.offersMoved} offers moved)`,
    );
  if (s.alerts && s.alerts.fired > 0) lines.push(`  alert e-mails queued: ${s.alerts.fired}`);
  return lines.join("\n");
}
