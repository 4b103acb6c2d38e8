import { createHash } from "node:crypto";
import { validateFeedRow, type ValidFeedRow } from "./validate-feed-row.ts";
import type { ParsedFeed, RawFeedRow } from "./raw-feed-row.ts";

export interface Rejection {
  line: number;
  itemId: string | null;
  reason: string;
}

export interface PreparedRow extends ValidFeedRow {
  contentHash: string;
  identityHash: string;
}

/** A row byte-for-byte as last imported: validated then, so it is not validated again. */
export interface UnchangedRow {
  id: string;
  line: number;
  contentHash: string;
  raw: RawFeedRow;
}

export interface PreparedFeed {
  rowsRead: number;
  rows: PreparedRow[];
  unchanged: UnchangedRow[];
  rejections: Rejection[];
}

export interface PrepareOptions {
  /** Demo feeds point images at a placeholder origin that our own server serves under a local path. */
  rewriteImageOrigin?: { from: string; to: string };
}

/**
 * Validates every row of one merchant's feed (one or more files) and drops repeated ids after the first.
 * Rows whose raw content hash equals `knownHashes` (what the last import stored) skip validation:
 * an unchanged re-import is then mostly parsing and hashing.
 */
export function prepareRows(
  feeds: readonly ParsedFeed[],
  options: PrepareOptions = {},
  knownHashes: ReadonlyMap<string, string> = new Map(),
): PreparedFeed {
  const rows: PreparedRow[] = [];
  const unchanged: UnchangedRow[] = [];
  const rejections: Rejection[] = [];
  const firstLineById = new Map<string, number>();
  let rowsRead = 0;

  for (const feed of feeds) {
    rowsRead += feed.rows.length + feed.malformed.length;
    for (const bad of feed.malformed) rejections.push({ line: bad.line, itemId: null, reason: bad.reason });
    for (const raw of feed.rows) {
      const itemId = raw.fields.id?.trim() || null;
      const first = itemId === null ? undefined : firstLineById.get(itemId);
      if (itemId !== null && first !== undefined) {
        rejections.push({ line: raw.line, itemId, reason: `id repeated (first on line ${first})` });
        continue;
      }
      const contentHash = hashRaw(raw, options.rewriteImageOrigin);
      // A dated sale can start or end without the row changing, so such rows are always re-validated.
      if (itemId !== null && knownHashes.get(itemId) === contentHash && !raw.fields.sale_price_effective_date) {
        firstLineById.set(itemId, raw.line);
        unchanged.push({ id: itemId, line: raw.line, contentHash, raw });
        continue;
      }
      const result = validateFeedRow(raw);
      if (!result.ok) {
        rejections.push({ line: raw.line, itemId, reason: result.reason });
        continue;
      }
      firstLineById.set(result.row.id, raw.line);
      rows.push({
        ...rewriteImage(result.row, options.rewriteImageOrigin),
        contentHash,
        identityHash: hashIdentity(raw),
      });
    }
  }
  rejections.sort((a, b) => a.line - b.line);
  return { rowsRead, rows, unchanged, rejections };
}

/** Validates a row that skipped validation because it looked unchanged, when the database says otherwise. */
export function validateUnchanged(row: UnchangedRow, options: PrepareOptions = {}): PreparedRow | null {
  const result = validateFeedRow(row.raw);
  if (!result.ok) return null;
  return {
    ...rewriteImage(result.row, options.rewriteImageOrigin),
    contentHash: row.contentHash,
    identityHash: hashIdentity(row.raw),
  };
}

function rewriteImage(row: ValidFeedRow, rewrite: PrepareOptions["rewriteImageOrigin"]): ValidFeedRow {
  if (!rewrite || !row.imageLink?.startsWith(rewrite.from)) return row;
  return { ...row, imageLink: rewrite.to + row.imageLink.slice(rewrite.from.length) };
}

/** Hash of the row as the merchant sent it (field order-independent), plus the image rewrite that shapes what we store. */
function hashRaw(raw: RawFeedRow, rewrite: PrepareOptions["rewriteImageOrigin"]): string {
  const hash = createHash("sha1");
  for (const name of Object.keys(raw.fields).sort()) hash.update(`${name}\u0000${raw.fields[name]}\u0001`);
  if (rewrite) hash.update(`${rewrite.from}\u0000${rewrite.to}`);
  return hash.digest("base64url");
}

/** The fields that decide which product an offer is; price, stock, links and description are not among them. */
const IDENTITY_FIELDS = ["title", "brand", "gtin", "mpn", "product_type", "unit_pricing_measure"] as const;

function hashIdentity(raw: RawFeedRow): string {
  const hash = createHash("sha1");
  for (const name of IDENTITY_FIELDS) hash.update(`${(raw.fields[name] ?? "").replace(/\s+/g, " ").trim()}\u0001`);
  return hash.digest("base64url");
}

export function summariseReasons(rejections: readonly Rejection[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { reason } of rejections) {
    const key = reason.replace(/ \(first on line \d+\)$/, "").replace(/^malformed row: .*/, "malformed row");
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
