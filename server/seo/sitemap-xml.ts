import type { SitemapUrl } from "./list-sitemap-entries.server.ts";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A <urlset>: paths are root-relative and made absolute against siteUrl. */
export function renderUrlset(siteUrl: string, urls: readonly SitemapUrl[]): string {
  const items = urls.map((u) => {
    const lastmod = u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : "";
    return `<url><loc>${escapeXml(siteUrl + u.path)}</loc>${lastmod}</url>`;
  });
  return `${HEADER}<urlset ${NS}>\n${items.join("\n")}\n</urlset>\n`;
}

/** A <sitemapindex> whose entries live under /sitemaps/. */
export function renderSitemapIndex(siteUrl: string, files: readonly string[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${f}`)}</loc></sitemap>`);
  return `${HEADER}<sitemapindex ${NS}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** Caching headers and the ETag are the site's table's (server/http/cache-policy.server.ts, decision 025). */
export function xmlResponse(xml: string, status = 200): Response {
  return new Response(xml, { status, headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
