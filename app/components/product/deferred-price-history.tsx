import { deferredIsland } from "~/components/ui/deferred-island";

/**
 * The product page's price history, at the foot of the page: the server renders the figure and its range links
 * (plain `?range=` links before the code arrives); the code loads when needed (deferred-island.tsx).
 */
export const DeferredPriceHistory = deferredIsland(() =>
  import("./price-history").then((module) => module.PriceHistory),
);
