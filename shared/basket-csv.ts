/**
 * The chosen split as CSV, for a builder to send to a client or open in a spreadsheet
 * (/price-comparison.csv). Pure and browser-safe; prices in pounds as the page shows them: inc. VAT, or ex. VAT
 * in the trade view (decision 022), which the price columns' headings then say.
 */
import type { BasketPricing } from "./basket.ts";
import { exVat } from "./money.ts";
import type { PriceDisplay } from "./price-display.ts";

export type CsvValue = string | number | null;

/**
 * One cell. Numbers are written with two decimals. Text that a spreadsheet would run as a formula (it starts
 * with = + - @, or a tab or carriage return that some spreadsheets skip first) gets a leading apostrophe:
 * product and merchant names come from merchants' feeds, so they are untrusted. A cell holding a quote, comma or
 * line break is quoted, with its quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  const text = typeof value === "number" ? value.toFixed(2) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF (RFC 4180), ending with one. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export const SPLIT_CSV_HEADER = [
  "Merchant",
  "Product",
  "Quantity",
  "Unit",
  "Unit price (GBP)",
  "Line cost (GBP)",
  "Note",
  "Buy link",
] as const;

/** The price columns' headings in the trade view; the rest of the header is SPLIT_CSV_HEADER's. */
export const SPLIT_CSV_HEADER_EX_VAT = SPLIT_CSV_HEADER.map((name) =>
  name.endsWith("(GBP)") ? name.replace("(GBP)", "(GBP ex. VAT)") : name,
);

/**
 * The split line by line under each merchant, each merchant's delivery, the total and the saving; lines no
 * merchant (or no allowed set of merchants) covers are listed last so that nothing on the list goes missing.
 * `siteUrl` makes the /out links absolute, as a file has no page to be relative to.
 */
export function splitCsv(
  pricing: BasketPricing,
  siteUrl: string,
  display: PriceDisplay,
  /** Ids on the list that name no product the site still lists: the page names them, so the file does too. */
  droppedIds: readonly number[] = [],
): string {
  const money = (pounds: number) => (display === "ex-vat" ? exVat(pounds) : pounds);
  const lineById = new Map(pricing.lines.map((line) => [line.productId, line]));
  const rows: CsvValue[][] = [display === "ex-vat" ? [...SPLIT_CSV_HEADER_EX_VAT] : [...SPLIT_CSV_HEADER]];
  for (const merchant of pricing.split.merchants) {
    for (const line of merchant.lines) {
      const listed = lineById.get(line.productId);
      rows.push([
        merchant.merchantName,
        listed?.name ?? `Product ${line.productId}`,
        String(line.quantity),
        listed?.unitLabel ?? "",
        money(line.price),
        money(line.lineCost),
        line.deliveryNotStated ? "Delivery not stated" : null,
        `${siteUrl}${line.outPath}`,
      ]);
    }
    const unstated = merchant.deliveryNotStated;
    rows.push([
      merchant.merchantName,
      "Delivery",
      null,
      null,
      null,
      money(merchant.delivery),
      unstated > 0
        ? `Delivery not stated for ${unstated} ${unstated === 1 ? "item" : "items"} (counted as 0.00)`
        : null,
      null,
    ]);
  }
  rows.push(["Total", null, null, null, null, money(pricing.split.total), "Items and delivery", null]);
  if (pricing.savings) {
    rows.push([
      "Saving",
      null,
      null,
      null,
      null,
      money(pricing.savings.pounds),
      `${pricing.savings.percent}% less than everything from ${pricing.savings.merchantName}`,
      null,
    ]);
  }
  for (const productId of pricing.split.unavailable) {
    const listed = lineById.get(productId);
    const why = pricing.split.beyondLimit.includes(productId)
      ? "Not covered within the chosen number of deliveries"
      : "Not in stock at any merchant";
    rows.push([
      "",
      listed?.name ?? `Product ${productId}`,
      String(listed?.quantity ?? ""),
      listed?.unitLabel ?? "",
      null,
      null,
      why,
      null,
    ]);
  }
  for (const productId of droppedIds) {
    rows.push(["", `Product ${productId}`, null, null, null, null, "No longer listed on the site", null]);
  }
  return toCsv(rows);
}
