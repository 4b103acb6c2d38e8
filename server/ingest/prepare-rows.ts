import { createHash } from "node:crypto";
import { validateFeedRow, type ValidFeedRow } from "./validate-feed-row.ts";
import type { ParsedFeed } from "./raw-feed-row.ts";

export interface Rejection {
  line: number;
  itemId: string | null;
  reason: string;
}

export interface PreparedRow extends ValidFeedRow {
  contentHash: string;
}

export interface PreparedFeed {
  rowsRead: number;
  rows: PreparedRow[];
  rejections: Rejection[];
}

export interface PrepareOptions {
  /** Demo feeds point images at a placeholder origin that our own server serves under a local path. */
  rewriteImageOrigin?: { from: string; to: string };
}

/** Validates every row of one merchant's feed (one or more files) and drops repeated ids after the first. */
export function prepareRows(feeds: readonly ParsedFeed[], options: PrepareOptions = {}): PreparedFeed {
  const rows: PreparedRow[] = [];
  const rejections: Rejection[] = [];
  const firstLineById = new Map<string, number>();
  let rowsRead = 0;

  for (const feed of feeds) {
    rowsRead += feed.rows.length + feed.malformed.length;
    for (const bad of feed.malformed) rejections.push({ line: bad.line, itemId: null, reason: bad.reason });
    for (const raw of feed.rows) {
      const result = validateFeedRow(raw);
      const itemId = raw.fields.id?.trim() || null;
      if (!result.ok) {
        rejections.push({ line: raw.line, itemId, reason: result.reason });
        continue;
      }
      const first = firstLineById.get(result.row.id);
      if (first !== undefined) {
        rejections.push({ line: raw.line, itemId, reason: `id repeated (first on line ${first})` });
        continue;
      }
      firstLineById.set(result.row.id, raw.line);
      const row = rewriteImage(result.row, options.rewriteImageOrigin);
      rows.push({ ...row, contentHash: hashRow(row) });
    }
  }
  rejections.sort((a, b) => a.line - b.line);
  return { rowsRead, rows, rejections };
}

function rewriteImage(row: ValidFeedRow, rewrite: PrepareOptions["rewriteImageOrigin"]): ValidFeedRow {
  if (!rewrite || !row.imageLink?.startsWith(rewrite.from)) return row;
  return { ...row, imageLink: rewrite.to + row.imageLink.slice(rewrite.from.length) };
}

function hashRow(row: ValidFeedRow): string {
  const { line: _line, ...content } = row;
  return createHash("sha1").update(JSON.stringify(content)).digest("base64url");
}

export function summariseReasons(rejections: readonly Rejection[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { reason } of rejections) {
    const key = reason.replace(/ \(first on line \d+\)$/, "").replace(/^malformed row: .*/, "malformed row");
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
