import type { Route } from "./+types/price-comparison.csv";
import { priceProjectList } from "../../server/basket/price-project-list.server";
import { splitCsv } from "../../shared/basket-csv";
import { readPriceComparisonParams } from "../../shared/price-comparison-params";
import { priceDisplayFromCookie } from "../../shared/price-display";

/**
 * The cheapest split of /price-comparison's list as a CSV download: the same address parameters (items, max,
 * name), read the same lenient way, so the file is what the page shows. An empty or unreadable list still
 * downloads (the header row and a zero total) rather than failing: the page says what was wrong.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readPriceComparisonParams(new URL(request.url).searchParams);
  const priced = await priceProjectList(context.db, params.items, params.maxMerchants);
  if (priced.timedOut) {
    // Never a file with a made-up £0 total: say why there is none, as /api/basket does.
    return new Response(
      "The cheapest split of this list could not be worked out in time: allow more deliveries or use a shorter list.\n",
      { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } },
    );
  }
  // In the visitor's prices, as the page showed them (decision 022).
  const display = priceDisplayFromCookie(request.headers.get("Cookie"));
  const csv = splitCsv(priced.pricing ?? EMPTY_PRICING, context.env.SITE_URL, display, priced.droppedIds);
  // The project's name, reduced to safe filename characters.
  const base = (params.name || "project")
    .replace(/[^A-Za-z0-9 _-]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 60);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${base || "project"}-cheapest-split.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

const EMPTY_PRICING = {
  lines: [],
  single: [],
  split: { total: 0, delivery: 0, merchants: [], unavailable: [], beyondLimit: [] },
  savings: null,
  maxMerchants: null,
} as const satisfies Parameters<typeof splitCsv>[0];
