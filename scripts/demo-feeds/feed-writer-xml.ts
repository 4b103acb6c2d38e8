import { ALL_COLUMNS } from "./feed-columns.ts";
import type { Merchant } from "./merchant-types.ts";
import type { Row } from "./offer-rows.ts";

function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function writeXml(m: Merchant, rows: Row[]): string {
  const nested = m.slug === "severn-valley-building-supplies";
  const plainCore = m.slug === "fenland-builders-merchants"; // Google's sample style: unprefixed title/link/description
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">`,
    `  <channel>`,
    `    <title>${xmlEscape(m.name)} - Product Feed</title>`,
    `    <link>https://www.${m.slug}.example/</link>`,
    `    <description>${xmlEscape(`Products & prices from ${m.name}`)}</description>`,
  ];
  for (const row of rows) {
    out.push("    <item>");
    for (const c of ALL_COLUMNS) {
      const v = row.fields[c];
      if (!v) continue;
      if (c === "shipping" && nested && row.shippingNested) {
        const s = row.shippingNested;
        out.push(`      <g:shipping>`, `        <g:country>${s.country}</g:country>`);
        if (s.service) out.push(`        <g:service>${s.service}</g:service>`);
        out.push(`        <g:price>${s.price}</g:price>`, `      </g:shipping>`);
        continue;
      }
      const tag = plainCore && (c === "title" || c === "link" || c === "description") ? c : `g:${c}`;
      const text =
        c === "description" && m.descStyle === "html"
          ? `<![CDATA[${v.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`
          : xmlEscape(v);
      out.push(`      <${tag}>${text}</${tag}>`);
    }
    out.push("    </item>");
  }
  out.push("  </channel>", "</rss>", "");
  return out.join("\n");
}
