import { usedColumns } from "./feed-columns.ts";
import type { Merchant } from "./merchant-types.ts";
import type { Row } from "./offer-rows.ts";

export function csvField(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function writeCsv(m: Merchant, rows: Row[]): string {
  const cols = usedColumns(m, rows);
  const eol = m.crlf ? "\r\n" : "\n";
  const body =
    [cols.join(","), ...rows.map((row) => cols.map((c) => csvField(row.fields[c] ?? "")).join(","))].join(eol) + eol;
  return (m.bom ? "\uFEFF" : "") + body;
}
