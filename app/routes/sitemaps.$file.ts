import { listSitemapFile } from "../../server/seo/list-sitemap-entries.server.ts";
import { renderUrlset, xmlResponse } from "../../server/seo/sitemap-xml.ts";
import { sitemapPagePaths } from "~/lib/sitemap-pages.server";
import type { Route } from "./+types/sitemaps.$file";

// The files a large catalogue's /sitemap.xml index points at: pages.xml and products-N.xml.
export async function loader({ params, context }: Route.LoaderArgs) {
  const urls = await listSitemapFile(context.db, params.file, sitemapPagePaths());
  if (!urls) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return xmlResponse(renderUrlset(context.env.SITE_URL, urls));
}
