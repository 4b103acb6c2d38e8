import type { ImportSummary } from "../server/ingest/import-feed.server.ts";
import type { Rejection } from "../server/ingest/prepare-rows.ts";

const MAX_LISTED = 25;

export function formatRejections(rejections: readonly Rejection[]): string[] {
  const lines = rejections
    .slice(0, MAX_LISTED)
    .map((r) => `    line ${r.line}${r.itemId ? ` (id ${r.itemId})` : ""}: ${r.reason}`);
  if (rejections.length > MAX_LISTED)
    lines.push(`    … and ${rejections.length - MAX_LISTED} more (stored with import)`);
  return lines;
}

export function formatImportSummary(s: ImportSummary): string {
  const lines = [
    `Imported ${s.merchantSlug} (${s.format}, import #${s.importId}) in ${(s.durationMs / 1000).toFixed(1)} s`,
    `  rows read:        ${s.rowsRead}`,
    `  rows imported:    ${s.rowsImported}`,
    `  rows rejected:    ${s.rejections.length}`,
  ];
  for (const [reason, count] of Object.entries(s.rejectedByReason).sort((a, b) => b[1] - a[1])) {
    lines.push(`    ${String(count).padStart(5)} × ${reason}`);
  }
  if (s.rejections.length > 0) {
    lines.push("  rejected rows:");
    lines.push(...formatRejections(s.rejections));
  }
  lines.push(
    `  offers new:       ${s.offersNew}`,
    `  offers updated:   ${s.offersUpdated}`,
    `  offers unchanged: ${s.offersUnchanged}`,
    `  offers gone:      ${s.offersGone} (marked unavailable, history kept)`,
    `  price changes:    ${s.priceChanges}`,
    `  new products:     ${s.productsNew}`,
  );
  return lines.join("\n");
}
