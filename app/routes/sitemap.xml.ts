import { listSitemapRoot } from "../../server/seo/list-sitemap-entries.server.ts";
import { renderSitemapIndex, renderUrlset, xmlResponse } from "../../server/seo/sitemap-xml.ts";
import { sitemapPagePaths } from "~/lib/sitemap-pages.server";
import type { Route } from "./+types/sitemap.xml";

export async function loader({ context }: Route.LoaderArgs) {
  const root = await listSitemapRoot(context.db, sitemapPagePaths());
  const site = context.env.SITE_URL;
  return xmlResponse(root.kind === "urlset" ? renderUrlset(site, root.urls) : renderSitemapIndex(site, root.files));
}
