import { addBadRows } from "./bad-rows.ts";
import { writeDelimited } from "../feed-kit/feed-writers.ts";
import { usedColumns } from "./feed-columns.ts";
import { writeXml } from "./feed-writer-xml.ts";
import { MERCHANTS } from "./merchants.ts";
import { buildRows } from "./offer-rows.ts";
import type { Truth } from "./truth.ts";

export interface FeedSummary {
  merchant: string;
  file: string;
  offers: number;
  rows: number;
}

export function buildFeedFiles(): { truth: Truth; feedFiles: Record<string, string>; summary: FeedSummary[] } {
  const truth: Truth = {};
  const feedFiles: Record<string, string> = {};
  const summary: FeedSummary[] = [];
  for (const m of MERCHANTS) {
    const rows = buildRows(m);
    for (const row of rows) if (row.productKey) truth[`${m.slug}:${row.fields.id}`] = row.productKey;
    if (m.slug === "cairnside-building-supplies") addBadRows(m, rows);
    const file = `${m.slug}.${m.format}`;
    feedFiles[file] =
      m.format === "xml"
        ? writeXml(m, rows)
        : writeDelimited(
            usedColumns(m, rows),
            rows.map((r) => r.fields),
            { format: m.format, eol: m.crlf ? "\r\n" : "\n", bom: m.bom },
          );
    summary.push({ merchant: m.slug, file, offers: rows.filter((r) => r.productKey).length, rows: rows.length });
  }
  return { truth, feedFiles, summary };
}
