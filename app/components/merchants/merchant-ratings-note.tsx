import { Link } from "~/components/ui/app-link";
import type { MerchantRatings } from "../../../shared/merchant-ratings";
import { formatCount } from "../../../shared/numbers";

/**
 * One line for a merchant card or an offer row: the cheapest share with its counts, and the feed's age, with a
 * link to how both are computed. Server-rendered text only: nothing here adds browser work.
 */
export function MerchantRatingsNote({ ratings, merchantName }: { ratings: MerchantRatings; merchantName: string }) {
  const { cheapest, freshness } = ratings;
  const cheapestText =
    cheapest.band === "Not enough data"
      ? "Cheapest share: not enough data"
      : `Cheapest on ${formatCount(cheapest.count)} of ${formatCount(cheapest.of)} shared products (${cheapest.percent}%)`;
  return (
    <p className="text-xs text-stone-600">
      {cheapestText} · {freshness.text} ·{" "}
      <Link to="/help/merchant-ratings" className="font-medium text-brand-700 underline">
        How we rate<span className="sr-only"> {merchantName} and other merchants</span>
      </Link>
    </p>
  );
}
