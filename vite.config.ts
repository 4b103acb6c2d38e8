import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { messagePathFor } from "./app/routes.ts";

const COMMON_MODULES =
  /[\\/](shared[\\/](numbers|out-links|listing-params|dates|money|price-display)|app[\\/]lib[\\/](seo|cookie-consent|price-display|local-storage-key)|app[\\/]components[\\/](page-message|layout[\\/]breadcrumbs))\.tsx?$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Route paths are fixed at build time, so the message page's path is too (shared/message-path.ts).
  define: { __MESSAGE_PATH__: JSON.stringify(messagePathFor(process.env.MESSAGE_PATH)) },
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small modules nearly every page uses (prices, links, dates, SEO, consent, stored lists, breadcrumbs) go in one chunk
          // with what they import (React Router among it) instead of a dozen files of a few hundred bytes: each file
          // costs its own request and headers, which the product page's 150 KB first-view budget
          // (bench/lighthouse-audit.ts) counts. Measured with it: the product page 32 → 21 files, every page fewer bytes.
          groups: [{ name: "common", test: COMMON_MODULES }],
        },
      },
    },
  },
  server: { hmr: true },
});
