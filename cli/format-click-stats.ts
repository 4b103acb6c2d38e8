import type { ClickStatsRow } from "../server/clicks/list-click-stats.server.ts";

/**
 * `buildcompare stats` output: one line per merchant and day (offer links, website links, both), then each
 * merchant's total over the range and the grand total, so the busiest merchants read at a glance.
 */
export function formatClickStats(rows: readonly ClickStatsRow[], range: { from: string; to: string }): string {
  const heading = `Click-outs ${range.from} to ${range.to} (UTC days)`;
  if (rows.length === 0) return `${heading}\nNo clicks counted in this range.`;

  const width = Math.max(8, ...rows.map((r) => r.merchantSlug.length));
  const line = (
    day: string,
    merchant: string,
    offer: number | string,
    website: number | string,
    total: number | string,
  ) =>
    `${day.padEnd(10)}  ${merchant.padEnd(width)}  ${String(offer).padStart(7)}  ${String(website).padStart(7)}  ${String(total).padStart(7)}`;

  const lines = [heading, line("Day", "Merchant", "Offers", "Website", "Total")];
  const totals = new Map<string, { offer: number; website: number }>();
  for (const r of rows) {
    lines.push(line(r.day, r.merchantSlug, r.offerClicks, r.websiteClicks, r.offerClicks + r.websiteClicks));
    const sum = totals.get(r.merchantSlug) ?? { offer: 0, website: 0 };
    totals.set(r.merchantSlug, { offer: sum.offer + r.offerClicks, website: sum.website + r.websiteClicks });
  }

  lines.push("", "Totals by merchant");
  const ranked = [...totals].sort(
    ([a, x], [b, y]) => y.offer + y.website - (x.offer + x.website) || a.localeCompare(b),
  );
  let offer = 0;
  let website = 0;
  for (const [slug, sum] of ranked) {
    lines.push(line("", slug, sum.offer, sum.website, sum.offer + sum.website));
    offer += sum.offer;
    website += sum.website;
  }
  lines.push(line("", "All", offer, website, offer + website));
  return lines.join("\n");
}
