import { deferredIsland } from "~/components/ui/deferred-island";

/**
 * The footer (links, contact details and the newsletter form), below the fold on every page: the server renders it
 * in full and its links and form work before its code arrives; the code loads when needed (deferred-island.tsx).
 */
export const DeferredSiteFooter = deferredIsland(() => import("./site-footer").then((module) => module.SiteFooter));
