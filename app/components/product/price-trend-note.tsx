import { Link } from "~/components/ui/app-link";
import { Price } from "~/lib/price-display";
import type { PriceTrend, PriceTrendNote } from "../../../shared/deals";

// Here rather than in app/content/deals.ts: that module holds the whole /deals page's text, which the product
// page must not download for four labels (the window's length comes with the trend, for the same reason).
const TREND_NOTES: Record<PriceTrendNote, (windowDays: number) => string> = {
  "lowest-in-window": (days) => `Lowest price in ${days} days`,
  "lower-than-usual": () => "Lower than usual",
  "about-usual": () => "About usual",
  "higher-than-usual": () => "Higher than usual",
};

const TONES = {
  "lowest-in-window": "bg-green-100 text-green-800",
  "lower-than-usual": "bg-green-100 text-green-800",
  "about-usual": "bg-stone-100 text-stone-700",
  "higher-than-usual": "bg-amber-100 text-amber-900",
} as const;

/**
 * The price box's one line about today's price against the product's own history (decision 020). Plain
 * server-rendered markup: no script on the product page. Nothing at all when the history is too short.
 */
export function PriceTrendNote({ trend }: { trend: PriceTrend | null }) {
  if (!trend) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[trend.note]}`}>
        {TREND_NOTES[trend.note](trend.windowDays)}
      </span>
      <span>
        Typical in-stock delivered price over the last {trend.windowDays} days:{" "}
        <span className="font-semibold tabular-nums">
          <Price pounds={trend.typicalPrice} />
        </span>{" "}
        (
        <Link to="/deals#how-deals-work" className="text-brand-700 underline underline-offset-2">
          how we work it out
        </Link>
        )
      </span>
    </p>
  );
}
