import { FEED_COLUMNS, filledColumns } from "../feed-kit/feed-writers.ts";
import type { Merchant } from "./merchant-types.ts";
import type { Row } from "./offer-rows.ts";

/** The merchant's columns, less the optional ones none of its rows fills. */
export const usedColumns = (m: Merchant, rows: Row[]): string[] =>
  filledColumns(
    m.columns ?? FEED_COLUMNS,
    rows.map((r) => r.fields),
  );
