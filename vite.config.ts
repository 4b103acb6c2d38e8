import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { messagePathFor } from "./app/routes.ts";

const COMMON_MODULES =
  /[\\/](shared[\\/](numbers|listing-params|money|price-display)|app[\\/]lib[\\/](seo|price-display|local-storage-key)|app[\\/]components[\\/](page-message|layout[\\/]breadcrumbs))\.tsx?$/;
/**
 * The root route and what it imports besides React Router (header, logo, search box, trade toggle, pending page,
 * toaster and cookie hosts): every page loads all of it, so it rides in the common chunk, where it compresses with
 * the rest, rather than in a root chunk and files of about a kilobyte each (measured: the product page's first
 * view 127,052 -> 126,125 B gzip with the root's own code grouped here). The footer, the palette's combobox, the
 * toaster, the cookie banner and dialogs and the mobile drawer stay lazy: they are imported with import(), and must
 * not match here (a grouped module is loaded with the group, dynamic import or not).
 */
const SHELL_MODULES =
  /[\\/](app[\\/](root|lib[\\/]notify|components[\\/](search[\\/](palette-parts|search-palette)|ui[\\/](deferred-island|toaster-host)|layout[\\/](site-header|logo|mobile-menu|vat-toggle|deferred-site-footer)|consent[\\/]deferred-cookie-consent|pending-page)))\.tsx?$|[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;
/**
 * React DOM's client, the scheduler and React Router's browser entry, which the client entry imports: in the common
 * chunk with React Router and React, one file that compresses as one (measured: every page's first view about
 * 1.1 KB gzip smaller; the product page 123,624 -> 122,518 B). Risk: a release that changes only our code now
 * changes this file's name too, so a returning visitor fetches React DOM again (~65 KB gzip) after each release.
 */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.production\.js)|scheduler[\\/]|react-router[\\/]dist[\\/][a-z]+[\\/](dom-export|chunk-[A-Z0-9]+)\.mjs)/;
/**
 * The small parts a product card and the product page share (picture, heart, add to project): in the common chunk
 * too, as most pages show product cards or a product (measured: product page -677 B gzip, home, listings and search
 * about -730 B each; /merchants, with no product card, +1.3 KB).
 */
const CATALOG_PARTS =
  /[\\/]app[\\/](components[\\/](product[\\/]product-image|favourites[\\/](favourite-button|heart-icon)|basket[\\/]add-to-project-form)|lib[\\/]favourites-store)\.tsx?$/;

/**
 * Writes a Brotli copy (quality 11, too slow to run per request) of every client script and stylesheet next to
 * it; server/http/precompressed-assets.server.ts sends it to browsers that accept Brotli. About 13 % fewer bytes
 * than the on-the-fly compression (gzip or Brotli 4) of the server: the product page's first view 133 → 115 KB.
 */
function precompressAssets(): Plugin {
  return {
    name: "buildcompare:precompress-assets",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(file)) continue;
        const full = path.join(options.dir, file);
        const source = readFileSync(full);
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        };
        writeFileSync(`${full}.br`, brotliCompressSync(source, { params }));
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
  // Route paths are fixed at build time, so the message page's path is too (shared/message-path.ts).
  define: { __MESSAGE_PATH__: JSON.stringify(messagePathFor(process.env.MESSAGE_PATH)) },
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small modules nearly every page uses (prices, links, dates, SEO, consent, stored lists, breadcrumbs, the
          // root's shell) go in one chunk with what they import (React Router among it) instead of a dozen files of
          // a few hundred bytes: each file costs its own request and ~230 bytes of headers, which the product page's
          // 120 KB first-view budget (bench/lighthouse-audit.ts) counts. Measured: the product page 32 → 21 files,
          // then 20 → 8 with the shell and catalogue parts grouped (135.7 → 131.6 KB gzipped).
          groups: [
            {
              name: "common",
              test: (id) =>
                COMMON_MODULES.test(id) ||
                SHELL_MODULES.test(id) ||
                CATALOG_PARTS.test(id) ||
                FRAMEWORK_MODULES.test(id),
            },
          ],
        },
      },
    },
  },
  server: { hmr: true },
});
