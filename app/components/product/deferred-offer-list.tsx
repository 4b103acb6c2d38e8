import { deferredIsland } from "~/components/ui/deferred-island";

/**
 * The product page's offers, below the first screen on a phone: the server renders every offer and its Buy Now
 * and Visit Store links work before the code arrives; the code loads when needed (deferred-island.tsx).
 */
export const DeferredOfferList = deferredIsland(() => import("./offer-list").then((module) => module.OfferList));
