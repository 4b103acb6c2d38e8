import type { Merchant } from "./merchant-types.ts";
import type { Row } from "./offer-rows.ts";

export const ALL_COLUMNS = [
  "id",
  "title",
  "description",
  "link",
  "image_link",
  "price",
  "sale_price",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "identifier_exists",
  "condition",
  "product_type",
  "shipping",
  "unit_pricing_measure",
  "unit_pricing_base_measure",
];

export function usedColumns(m: Merchant, rows: Row[]): string[] {
  const cols = m.columns ?? ALL_COLUMNS;
  return cols.filter(
    (c) => ["id", "title", "description", "link", "price"].includes(c) || rows.some((r) => r.fields[c]),
  );
}
