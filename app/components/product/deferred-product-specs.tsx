import { deferredIsland } from "~/components/ui/deferred-island";

/** The product page's specifications table, static and below the first screen: its code loads when needed. */
export const DeferredProductSpecs = deferredIsland(() =>
  import("./product-specs").then((module) => module.ProductSpecs),
);
