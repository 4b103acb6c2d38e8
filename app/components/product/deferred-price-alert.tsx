import { deferredIsland } from "~/components/ui/deferred-island";

/** The product page's price alert box, below the first screen: its code loads when needed (deferred-island.tsx). */
export const DeferredPriceAlertSection = deferredIsland(() =>
  import("./price-alert-form").then((module) => module.PriceAlertSection),
);
