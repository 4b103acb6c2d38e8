import {
  validateUnchanged,
  type PrepareOptions,
  type PreparedRow,
  type Rejection,
  type UnchangedRow,
} from "./prepare-rows.ts";

export interface ExistingOffer {
  id: number;
  merchant_item_id: string;
  product_id: number;
  content_hash: string;
  identity_hash: string;
  match_reason: string;
  price: number;
  sale_price: number | null;
  sale_starts_at: Date | string | null;
  sale_ends_at: Date | string | null;
  availability: string;
  /** md5 of the stored description: a repriced row changes the product's texts only when this differs. */
  description_md5: string;
}

export interface ClassifiedRows {
  /** Offers byte-for-byte as last imported: only their check time changes. */
  unchangedIds: number[];
  /** Same product identity, other details changed (price, stock, link…): updated in place, never re-matched. */
  repriced: { row: PreparedRow; previous: ExistingOffer }[];
  /** New offers, or offers whose identity fields changed: these go through product matching. */
  toMatch: { row: PreparedRow; previous: ExistingOffer | undefined }[];
  /** Every item id present in this feed. */
  seen: Set<string>;
}

/** Sorts a feed's rows by what the import must do with them, against the offers stored for the merchant. */
export function classifyFeedRows(
  existing: ReadonlyMap<string, ExistingOffer>,
  rows: readonly PreparedRow[],
  unchanged: readonly UnchangedRow[],
  rejections: Rejection[],
  options: PrepareOptions,
): ClassifiedRows {
  const result: ClassifiedRows = { unchangedIds: [], repriced: [], toMatch: [], seen: new Set() };
  const stillToSort: PreparedRow[] = [...rows];
  for (const row of unchanged) {
    result.seen.add(row.id);
    const previous = existing.get(row.id);
    if (previous && previous.content_hash === row.contentHash && previous.availability !== "not_in_feed") {
      result.unchangedIds.push(previous.id);
      continue;
    }
    // Another import changed this offer after its hash was read: handle the row as changed content.
    const validated = validateUnchanged(row, options);
    if (validated) stillToSort.push(validated);
    else rejections.push({ line: row.line, item: row.item, itemId: row.id, reason: "row no longer valid" });
  }
  for (const row of stillToSort) {
    result.seen.add(row.id);
    const previous = existing.get(row.id);
    if (previous && previous.content_hash === row.contentHash && previous.availability !== "not_in_feed") {
      result.unchangedIds.push(previous.id);
    } else if (previous && previous.identity_hash === row.identityHash) {
      result.repriced.push({ row, previous });
    } else {
      result.toMatch.push({ row, previous });
    }
  }
  return result;
}
