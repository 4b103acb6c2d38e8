// What a feed's report is made of, apart from the row rules (prepare-rows.ts re-exports it): an unchanged feed's
// replayed report needs only these, so its process does not load the rules (decision 060).

/** A row of the report: where it is, which item, and what happened. */
export interface FeedRowIssue {
  line: number;
  /**
   * 1-based position of the item in its feed file, set only when the line does not identify the row
   * (several items start on that line, as in an XML feed written on one line); otherwise null.
   */
  item: number | null;
  itemId: string | null;
  reason: string;
}

/** A row that was skipped. */
export type Rejection = FeedRowIssue;
/** A row that was kept, with something we could not read and did not guess (shown as unknown, or dropped). */
export type Warning = FeedRowIssue;

/**
 * Counts by reason. Values quoted in a reason (an unreadable sale date, say) differ row by row, so they are
 * folded, except an availability word: the few distinct ones are worth seeing.
 */
export function summariseReasons(issues: readonly FeedRowIssue[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { reason } of issues) {
    let key = reason.replace(/ \(first (on line|as item) \d+\)$/, "").replace(/^malformed row: .*/, "malformed row");
    if (!key.startsWith("availability ")) key = key.replace(/"[^"]*"/g, '"…"');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Distinct rows among report entries (a row can have several warnings). */
export function countIssueRows(issues: readonly FeedRowIssue[]): number {
  return new Set(issues.map((w) => `${w.line}\u0000${w.item ?? ""}\u0000${w.itemId ?? ""}`)).size;
}
