import { FEED_COLUMNS, writeRss, xmlElement } from "../feed-kit/feed-writers.ts";
import type { Merchant } from "./merchant-types.ts";
import type { Row } from "./offer-rows.ts";

/** One merchant's RSS feed, in its house style: nested g:shipping, unprefixed core tags or CDATA HTML descriptions. */
export function writeXml(m: Merchant, rows: Row[]): string {
  const nested = m.slug === "severn-valley-building-supplies";
  const plainCore = m.slug === "fenland-builders-merchants"; // Google's sample style: unprefixed title/link/description
  const items = rows.map((row) => {
    const lines: string[] = [];
    for (const c of FEED_COLUMNS) {
      const v = row.fields[c];
      if (!v) continue;
      if (c === "shipping" && nested && row.shippingNested) {
        const s = row.shippingNested;
        lines.push("<g:shipping>", `  ${xmlElement("g:country", s.country)}`);
        if (s.service) lines.push(`  ${xmlElement("g:service", s.service)}`);
        lines.push(`  ${xmlElement("g:price", s.price)}`, "</g:shipping>");
        continue;
      }
      const tag = plainCore && (c === "title" || c === "link" || c === "description") ? c : `g:${c}`;
      lines.push(
        c === "description" && m.descStyle === "html"
          ? `<${tag}><![CDATA[${v.replace(/]]>/g, "]]]]><![CDATA[>")}]]></${tag}>`
          : xmlElement(tag, v),
      );
    }
    return lines;
  });
  const channel = {
    title: `${m.name} - Product Feed`,
    link: `https://www.${m.slug}.example/`,
    description: `Products & prices from ${m.name}`,
  };
  return writeRss(channel, items, true);
}
