import type { Route } from "./+types/robots.txt";

// /out/ click-outs count visits and leave the site; crawlers following them would skew the counts.
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /newsletter",
    "Disallow: /out/",
    "",
    `Sitemap: ${context.env.SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  // Caching headers come from the site's one table (server/http/cache-policy.server.ts).
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
