/** Test-only shorthands for the *.test.ts files in this folder that validate one feed row. */
import { validateFeedRow, type RowValidation } from "./validate-feed-row.ts";

/** A row every rule accepts; tests change one field of it. */
export const good = {
  id: "A1",
  title: "Sharp Sand 25kg",
  price: "4.50 GBP",
  link: "https://merchant.example/p/a1",
  availability: "in_stock",
};

export function validate(fields: Record<string, string>, feedCurrency: string | null = null): RowValidation {
  return validateFeedRow({ line: 9, item: 8, fields }, { feedCurrency });
}

/** The accepted row and its warnings; throws when the row is rejected. */
export function kept(fields: Record<string, string>, feedCurrency: string | null = null) {
  const result = validate(fields, feedCurrency);
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result;
}
