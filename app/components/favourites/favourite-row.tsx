import { Link } from "~/components/ui/app-link";
import { formatDate } from "../../../shared/dates";
import { priceChange, type Favourite, type FavouriteProductNow } from "../../../shared/favourites";
import { usePrices } from "~/lib/price-display";
import { PriceAge } from "~/components/catalog/price-age";
import { secondaryButtonClass } from "~/components/page-message";

interface FavouriteRowProps {
  favourite: Favourite;
  /** undefined while today's figures load or could not be loaded; null when the product no longer exists. */
  now: FavouriteProductNow | null | undefined;
  onRemove: () => void;
}

/** One saved product: name, price when saved, today's lowest price and the change, and a remove button. */
export function FavouriteRow({ favourite, now, onRemove }: FavouriteRowProps) {
  const prices = usePrices();
  const saved = favourite.price === null ? "no price" : `${prices.format(favourite.price)}${prices.marker}`;
  const name = now?.name ?? favourite.name;
  return (
    <li className="flex flex-wrap items-start gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-ink wrap-anywhere">
          {now ? (
            <Link to={`/product/${now.id}`} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Saved <time dateTime={favourite.savedAt}>{formatDate(favourite.savedAt)}</time> at {saved}
        </p>
        <Today favourite={favourite} now={now} />
      </div>
      <button type="button" onClick={onRemove} className={secondaryButtonClass}>
        Remove<span className="sr-only"> {name} from favourites</span>
      </button>
    </li>
  );
}

function Today({ favourite, now }: Pick<FavouriteRowProps, "favourite" | "now">) {
  const prices = usePrices();
  if (now === undefined) return null;
  if (now === null) {
    return <p className="mt-2 text-sm font-medium text-stone-700">No longer listed on BuildCompare.</p>;
  }
  if (now.lowestPrice === null) {
    return <p className="mt-2 text-sm font-medium text-stone-700">No merchant can sell it right now.</p>;
  }
  const change = priceChange(favourite.price, now.lowestPrice);
  return (
    <p className="mt-2 text-sm text-stone-700">
      <span className="font-semibold text-ink">
        Lowest price today {prices.format(now.lowestPrice)}
        {prices.marker}
      </span>
      {/* Today's lowest may be an old price: said as on every card (decision 052). */}
      {now.lowestPriceAgeHours != null && now.lowestPriceChecked != null && (
        <>
          {" · "}
          <PriceAge hours={now.lowestPriceAgeHours} lastChecked={now.lowestPriceChecked} />
        </>
      )}
      {change && (
        <span
          className={change.direction === "down" ? "text-green-800" : change.direction === "up" ? "text-red-800" : ""}
        >
          {" · "}
          {change.direction === "same"
            ? "same as when saved"
            : `${prices.format(change.amount)} ${change.direction === "down" ? "lower" : "higher"} than when saved`}
        </span>
      )}
    </p>
  );
}
