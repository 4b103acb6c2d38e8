import { deferredIsland } from "~/components/ui/deferred-island";

/** The footer's newsletter form, below the fold on every page: its code loads when needed (deferred-island.tsx). */
export const DeferredNewsletterForm = deferredIsland(() =>
  import("./newsletter-form").then((module) => module.NewsletterForm),
);
