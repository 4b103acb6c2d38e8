import { formatPrice } from "../../../shared/money";
import { unitPriceLabel } from "~/components/product/offer-labels";

export interface PriceExtrasData {
  lowestPrice: number | null;
  /** Lowest delivered total of an offer that can be ordered now (item price where delivery is not stated). */
  lowestTotal: number | null;
  lowestUnitPrice: number | null;
  unitLabel: string | null;
}

/**
 * The card line under the 'from' price: the lowest delivered price when delivery adds to it, and the
 * lowest unit price in the product's one unit, so a single brick and a pack of 500 compare fairly.
 */
export function PriceExtras({ data }: { data: PriceExtrasData }) {
  const unit = unitPriceLabel(data.lowestUnitPrice, data.unitLabel);
  const delivered =
    data.lowestTotal !== null && data.lowestPrice !== null && data.lowestTotal > data.lowestPrice
      ? data.lowestTotal
      : null;
  if (!unit && delivered === null) return null;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-stone-700">
      {delivered !== null && (
        <span>
          <span className="font-semibold tabular-nums">{formatPrice(delivered)}</span> delivered
        </span>
      )}
      {unit && <span className="tabular-nums">{unit}</span>}
    </p>
  );
}
