import type { ReactNode } from "react";
import { Link } from "~/components/ui/app-link";
import type { FreshnessBand, MerchantRatings, RatingBand, ShareRating } from "../../../shared/merchant-ratings";
import { MIN_COMPARED_PRODUCTS, MIN_LISTED_OFFERS } from "../../../shared/merchant-ratings";
import { formatCount } from "../../../shared/numbers";
import { formatDateTime } from "./format-date-time";

export const MERCHANT_RATINGS_HELP_PATH = "/help/merchant-ratings";

/**
 * The four data-derived ratings on a merchant's own page, each with what it counted, its band and how it is
 * worked out (shared/merchant-ratings.ts). No stars and no overall score, on purpose.
 */
export function MerchantRatingsSection({ name, ratings }: { name: string; ratings: MerchantRatings }) {
  const { cheapest, freshness, inStock, deliveryStated } = ratings;
  return (
    <section aria-labelledby="merchant-ratings-heading" className="mt-10">
      <h2 id="merchant-ratings-heading" className="text-xl font-bold text-ink sm:text-2xl">
        How {name} compares
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Worked out only from the prices and feeds we hold, never from reviews or stars.{" "}
        <Link to={MERCHANT_RATINGS_HELP_PATH} className="font-semibold text-brand-700 underline">
          How these ratings are computed
        </Link>
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Rating label="Cheapest price" value={percentText(cheapest)} band={cheapest.band}>
          {cheapest.band === "Not enough data"
            ? `Only ${formatCount(cheapest.of)} of its products ${cheapest.of === 1 ? "is" : "are"} also sold by another merchant; we rate this from ${MIN_COMPARED_PRODUCTS}.`
            : `Lowest delivered price (or joint lowest) on ${formatCount(cheapest.count)} of the ${formatCount(cheapest.of)} products another merchant also sells.`}
        </Rating>
        <Rating label="Feed freshness" value={freshness.text} band={freshness.band}>
          {freshness.lastImportAt ? (
            <>
              Prices last read from its feed{" "}
              <time dateTime={freshness.lastImportAt}>{formatDateTime(freshness.lastImportAt)}</time>.
            </>
          ) : (
            "We have no record of a feed import for this merchant."
          )}
        </Rating>
        <Rating label="In stock" value={percentText(inStock)} band={inStock.band}>
          {offerShareText(inStock, "in stock now")}
        </Rating>
        <Rating label="Delivery cost stated" value={percentText(deliveryStated)} band={deliveryStated.band}>
          {offerShareText(deliveryStated, "state a delivery cost (free counts)")}
        </Rating>
      </dl>
    </section>
  );
}

function percentText(share: ShareRating): string {
  return share.band === "Not enough data" || share.percent === null ? "Not enough data" : `${share.percent}%`;
}

function offerShareText(share: ShareRating, what: string): string {
  if (share.band === "Not enough data") {
    return `${formatCount(share.of)} ${share.of === 1 ? "offer" : "offers"} listed; we rate this from ${MIN_LISTED_OFFERS}.`;
  }
  return `${formatCount(share.count)} of its ${formatCount(share.of)} listed offers ${what}.`;
}

const BAND_CLASSES: Record<RatingBand | FreshnessBand, string> = {
  High: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  Fresh: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  Medium: "bg-amber-50 text-amber-900 ring-amber-600/20",
  Recent: "bg-amber-50 text-amber-900 ring-amber-600/20",
  Low: "bg-rose-50 text-rose-800 ring-rose-600/20",
  Ageing: "bg-rose-50 text-rose-800 ring-rose-600/20",
  Stale: "bg-rose-50 text-rose-800 ring-rose-600/20",
  "Not enough data": "bg-stone-100 text-stone-700 ring-stone-500/20",
};

function Rating({
  label,
  value,
  band,
  children,
}: {
  label: string;
  value: string;
  band: RatingBand | FreshnessBand;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="order-first text-xl font-bold tabular-nums text-ink">{value}</dd>
      {band !== "Not enough data" && (
        <dd className="mt-1">
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${BAND_CLASSES[band]}`}
          >
            <span className="sr-only">Band: </span>
            {band}
          </span>
        </dd>
      )}
      <dd className="mt-1 text-xs leading-5 text-stone-600">{children}</dd>
    </div>
  );
}
