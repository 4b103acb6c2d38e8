/**
 * How a merchant's latest import compares with its usual ones (issue 16 item 2). "Usual" is the median share of
 * rows rejected (and warned) over the imports before the latest: a merchant whose feed always has 3 % bad rows is
 * normal at 3 %, and a jump stands out against that merchant's own history, not a site-wide threshold.
 */

/** The counts of one applied import (feed_imports). */
export interface ImportCounts {
  rowsRead: number;
  rowsRejected: number;
  rowsWarned: number;
}

export interface RowHealth {
  latest: ImportCounts;
  /** Median shares over the earlier imports; null with fewer than MIN_HISTORY of them. */
  usualRejectedShare: number | null;
  usualWarnedShare: number | null;
  /** The latest import rejected notably more than usual (see isRejectionJump). */
  rejectionJump: boolean;
}

/** Earlier imports needed before "usual" means anything. */
export const MIN_HISTORY = 3;
/** Earlier imports the usual is taken over. */
export const HISTORY_LENGTH = 10;
/** A jump: at least this many percentage points over the usual share… */
const JUMP_SHARE = 0.05;
/** …and at least this many rows more than the usual share of this feed would reject. */
const JUMP_ROWS = 10;

function share(rows: number, of: number): number {
  return of > 0 ? rows / of : 0;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Whether `latest` rejected notably more rows than `usualShare` of its rows (both conditions, so neither a
 * one-row blip on a small feed nor a steady 1 % on a huge one is called a jump). */
export function isRejectionJump(latest: ImportCounts, usualShare: number | null): boolean {
  if (usualShare === null) return false;
  const extraShare = share(latest.rowsRejected, latest.rowsRead) - usualShare;
  const extraRows = latest.rowsRejected - usualShare * latest.rowsRead;
  return extraShare >= JUMP_SHARE && extraRows >= JUMP_ROWS;
}

/** Health of the newest import in `imports` (newest first), or null when there is none. */
export function rowHealth(imports: readonly ImportCounts[]): RowHealth | null {
  const [latest, ...earlier] = imports;
  if (!latest) return null;
  const history = earlier.slice(0, HISTORY_LENGTH);
  const enough = history.length >= MIN_HISTORY;
  const usualRejectedShare = enough ? median(history.map((i) => share(i.rowsRejected, i.rowsRead))) : null;
  const usualWarnedShare = enough ? median(history.map((i) => share(i.rowsWarned, i.rowsRead))) : null;
  return {
    latest,
    usualRejectedShare,
    usualWarnedShare,
    rejectionJump: isRejectionJump(latest, usualRejectedShare),
  };
}
