import { Link } from "react-router";
import type { MerchantProduct } from "../../../server/merchants/list-merchant-products.server";
import { ProductImage } from "~/components/product/product-image";
import { availabilityLabel, unitPriceLabel } from "~/components/product/offer-labels";
import { formatDate } from "../../../shared/dates";
import { formatPrice } from "../../../shared/money";

export function MerchantProductCard({ item, merchantName }: { item: MerchantProduct; merchantName: string }) {
  const onSale = item.salePrice !== null;
  const unit = unitPriceLabel(item.unitPrice, item.unitLabel);
  const checked = formatDate(item.lastChecked);

  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm ${
        item.isCheapest ? "border-emerald-600 ring-1 ring-emerald-600" : "border-stone-200"
      }`}
    >
      <ProductImage src={item.imageUrl} alt="" width={400} height={300} className="aspect-[4/3] h-auto w-full" />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-semibold leading-6 text-ink">
          <Link to={`/product/${item.productId}`} className="hover:text-brand-700 hover:underline">
            {item.name}
          </Link>
        </h3>
        <div className="mt-3 flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <p className="text-2xl font-bold tabular-nums text-ink">
            <span className="sr-only">
              {merchantName} price{onSale ? " (sale)" : ""}:{" "}
            </span>
            {formatPrice(item.effectivePrice)}
          </p>
          {onSale && (
            <p className="text-sm tabular-nums text-stone-600">
              <span className="sr-only">was </span>
              <s>{formatPrice(item.price)}</s>
            </p>
          )}
          {item.isCheapest && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              Lowest delivered price
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-stone-700">
          {item.merchantCount >= 2 && item.lowestPrice !== null ? (
            <>
              Lowest of {item.merchantCount} merchants:{" "}
              <span className="font-semibold tabular-nums">{formatPrice(item.lowestPrice)}</span>
            </>
          ) : item.merchantCount >= 2 ? (
            `Listed by ${item.merchantCount} merchants, none in stock`
          ) : (
            "Only listed by this merchant"
          )}
        </p>
        <ul className="mt-3 space-y-1 text-sm text-stone-700">
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`h-2 w-2 rounded-full ${item.availability === "in_stock" ? "bg-emerald-600" : "bg-stone-400"}`}
            />
            <span className={item.availability === "in_stock" ? "font-medium text-emerald-800" : undefined}>
              {availabilityLabel(item)}
            </span>
          </li>
          {unit && <li>{unit}</li>}
          {checked && (
            <li className="text-stone-600">
              Last checked <time dateTime={item.lastChecked}>{checked}</time>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
