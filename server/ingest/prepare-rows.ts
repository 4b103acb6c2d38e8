import { createHash } from "node:crypto";
import {
  feedItemId,
  feedRowWarnings,
  FEED_RULES_VERSION,
  validateFeedRow,
  type RowContext,
  type ValidFeedRow,
} from "./validate-feed-row.ts";
import type { ParsedFeed, RawFeedRow } from "./raw-feed-row.ts";
import type { FeedRowIssue, Rejection, Warning } from "./feed-row-issues.ts";

export type { FeedRowIssue, Rejection, Warning } from "./feed-row-issues.ts";
export { countIssueRows, summariseReasons } from "./feed-row-issues.ts";

export interface PreparedRow extends ValidFeedRow {
  contentHash: string;
  identityHash: string;
}

/** A row byte-for-byte as last imported: validated then, so it is not validated again. */
export interface UnchangedRow {
  id: string;
  line: number;
  item: number | null;
  contentHash: string;
  raw: RawFeedRow;
}

export interface PreparedFeed {
  rowsRead: number;
  rows: PreparedRow[];
  unchanged: UnchangedRow[];
  rejections: Rejection[];
  warnings: Warning[];
}

export interface PrepareOptions {
  /** Demo feeds point images at a placeholder origin that our own server serves under a local path. */
  rewriteImageOrigin?: { from: string; to: string };
  /** The merchant's feed currency, in which a price without a currency is read; null or absent: refused. */
  feedCurrency?: string | null;
}

/**
 * Validates every row of one merchant's feed (one or more files) and drops repeated ids after the first.
 * Rows whose raw content hash equals `knownHashes` (what the last import stored) skip validation:
 * an unchanged re-import is then mostly parsing and hashing (plus the cheap checks that give warnings).
 */
export function prepareRows(
  feeds: readonly ParsedFeed[],
  options: PrepareOptions = {},
  knownHashes: ReadonlyMap<string, string> = new Map(),
): PreparedFeed {
  const context: RowContext = { feedCurrency: options.feedCurrency ?? null };
  const rows: PreparedRow[] = [];
  const unchanged: UnchangedRow[] = [];
  const rejections: Rejection[] = [];
  const warnings: Warning[] = [];
  const firstSeen = new Map<string, string>();
  let rowsRead = 0;

  for (const feed of feeds) {
    rowsRead += feed.rows.length + feed.malformed.length;
    const shared = sharedLines(feed);
    for (const bad of feed.malformed) rejections.push({ line: bad.line, item: null, itemId: null, reason: bad.reason });
    for (const raw of feed.rows) {
      const item = shared.has(raw.line) ? raw.item : null;
      const itemId = feedItemId(raw);
      const first = itemId === null ? undefined : firstSeen.get(itemId);
      if (itemId !== null && first !== undefined) {
        rejections.push({ line: raw.line, item, itemId, reason: `id repeated (first ${first})` });
        continue;
      }
      const contentHash = hashRaw(raw, options);
      if (itemId !== null && knownHashes.get(itemId) === contentHash) {
        firstSeen.set(itemId, where(raw, item));
        unchanged.push({ id: itemId, line: raw.line, item, contentHash, raw });
        for (const reason of feedRowWarnings(raw, context)) warnings.push({ line: raw.line, item, itemId, reason });
        continue;
      }
      const result = validateFeedRow(raw, context);
      if (!result.ok) {
        rejections.push({ line: raw.line, item, itemId, reason: result.reason });
        continue;
      }
      firstSeen.set(result.row.id, where(raw, item));
      for (const reason of result.warnings) warnings.push({ line: raw.line, item, itemId, reason });
      rows.push({
        ...rewriteImage(result.row, options.rewriteImageOrigin),
        contentHash,
        identityHash: hashIdentity(raw),
      });
    }
  }
  rejections.sort(byPosition);
  warnings.sort(byPosition);
  return { rowsRead, rows, unchanged, rejections, warnings };
}

const where = (raw: RawFeedRow, item: number | null) => (item === null ? `on line ${raw.line}` : `as item ${item}`);

const byPosition = (a: FeedRowIssue, b: FeedRowIssue) => a.line - b.line || (a.item ?? 0) - (b.item ?? 0);

/** Lines on which more than one item starts: there the line alone does not say which row is meant. */
function sharedLines(feed: ParsedFeed): Set<number> {
  const seen = new Set<number>();
  const shared = new Set<number>();
  for (const { line } of [...feed.rows, ...feed.malformed]) {
    if (seen.has(line)) shared.add(line);
    seen.add(line);
  }
  return shared;
}

/** Validates a row that skipped validation because it looked unchanged, when the database says otherwise. */
export function validateUnchanged(row: UnchangedRow, options: PrepareOptions = {}): PreparedRow | null {
  const result = validateFeedRow(row.raw, { feedCurrency: options.feedCurrency ?? null });
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

/**
 * Hash of the row as the merchant sent it (field order-independent), plus everything else that shapes what we
 * store from it: the image rewrite, the feed currency and the version of the rules. A change to any of them
 * makes every row "changed", so it is read again by the current rules.
 */
function hashRaw(raw: RawFeedRow, options: PrepareOptions): string {
  const hash = createHash("sha1");
  for (const name of Object.keys(raw.fields).sort()) hash.update(`${name}\u0000${raw.fields[name]}\u0001`);
  const rewrite = options.rewriteImageOrigin;
  if (rewrite) hash.update(`${rewrite.from}\u0000${rewrite.to}`);
  hash.update(`\u0002rules ${FEED_RULES_VERSION}\u0000currency ${options.feedCurrency ?? ""}`);
  return hash.digest("base64url");
}

/** The fields that decide which product an offer is; price, stock, links and description are not among them. */
const IDENTITY_FIELDS = [
  "title",
  "brand",
  "gtin",
  "mpn",
  "product_type",
  "unit_pricing_measure",
  "item_group_id",
  "color",
  "size",
  "material",
  "pattern",
] as const;

function hashIdentity(raw: RawFeedRow): string {
  const hash = createHash("sha1");
  for (const name of IDENTITY_FIELDS) hash.update(`${(raw.fields[name] ?? "").replace(/\s+/g, " ").trim()}\u0001`);
  return hash.digest("base64url");
}
