import { useId } from "react";
import { Link } from "react-router";
import type { ProductCard as ProductCardData } from "../../../server/catalog/list-products.server";
import { ProductImage } from "~/components/product/product-image";
import { formatPrice } from "../../../shared/money";
import type { ViewMode } from "../../../shared/listing-params";
import { productTag } from "./product-tag";
import { PriceExtras } from "./price-extras";

export interface CardOptions {
  /** "from": 'From £x.xx'; "range": '£low - £high' when merchants differ. */
  price: "from" | "range";
  showMerchantCount: boolean;
  showTag: boolean;
  showCategory: boolean;
}

interface ProductCardProps {
  product: ProductCardData;
  view: ViewMode;
  options: CardOptions;
  /** The first cards of a page are likely above the fold: load them eagerly for LCP. */
  eager?: boolean;
}

export function ProductCard({ product, view, options, eager = false }: ProductCardProps) {
  const nameId = useId();
  const href = `/product/${product.id}`;
  const tag = options.showTag ? productTag(product) : null;
  const list = view === "list";

  return (
    <article
      aria-labelledby={nameId}
      className={`relative flex overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600/40 hover:shadow-md ${
        list ? "flex-row" : "flex-col"
      }`}
    >
      <div className={list ? "w-28 shrink-0 border-r border-stone-100 sm:w-44" : "border-b border-stone-100"}>
        <ProductImage
          src={product.imageUrl}
          alt=""
          width={400}
          height={300}
          priority={eager}
          className="aspect-[4/3] h-auto w-full bg-white"
        />
      </div>
      <div className={`flex flex-1 flex-col gap-2 ${list ? "p-3 sm:p-4" : "p-4"}`}>
        {options.showCategory && (
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{product.categoryLabel}</p>
        )}
        <h3 id={nameId} className="font-semibold leading-snug text-ink">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        {product.description && (
          <p className={`text-sm leading-6 text-stone-600 ${list ? "line-clamp-2" : "line-clamp-3"}`}>
            {product.description}
          </p>
        )}
        <div className="mt-auto space-y-2 pt-2">
          <PriceLine product={product} mode={options.price} />
          <PriceExtras data={product} />
          {(options.showMerchantCount || tag) && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
              {options.showMerchantCount && product.merchantCount > 0 && (
                <span>
                  {product.merchantCount} {product.merchantCount === 1 ? "merchant" : "merchants"}
                </span>
              )}
              {tag && (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    tag.tone === "saving"
                      ? "bg-green-100 text-green-800"
                      : tag.tone === "stock"
                        ? "bg-sky-100 text-sky-900"
                        : "bg-stone-100 text-stone-700"
                  }`}
                >
                  {tag.label}
                </span>
              )}
            </p>
          )}
          <Link
            to={href}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600 hover:underline"
          >
            Compare Prices<span className="sr-only"> for {product.name}</span>
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

function PriceLine({ product, mode }: { product: ProductCardData; mode: CardOptions["price"] }) {
  const { lowestPrice, highestPrice } = product;
  if (lowestPrice === null) {
    return (
      <p className="text-sm font-medium text-stone-600">
        {product.merchantCount > 0 ? "Not in stock at any merchant" : "Price not available"}
      </p>
    );
  }
  if (mode === "range" && highestPrice !== null && highestPrice > lowestPrice) {
    return (
      <p className="text-lg font-bold tabular-nums text-ink">
        {formatPrice(lowestPrice)} - {formatPrice(highestPrice)}
      </p>
    );
  }
  return (
    <p className="text-sm text-stone-700">
      From <span className="text-lg font-bold tabular-nums text-ink">{formatPrice(lowestPrice)}</span>
    </p>
  );
}

export function ProductCardSkeleton({ view }: { view: ViewMode }) {
  const list = view === "list";
  return (
    <div
      aria-hidden="true"
      data-skeleton="product-card"
      className={`flex animate-pulse overflow-hidden rounded-xl border border-stone-200 bg-white motion-reduce:animate-none ${
        list ? "flex-row" : "flex-col"
      }`}
    >
      <div className={`aspect-[4/3] bg-stone-200 ${list ? "w-28 shrink-0 sm:w-44" : "w-full"}`} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-4 w-3/4 rounded bg-stone-200" />
        <div className="h-3 w-full rounded bg-stone-200" />
        <div className="h-3 w-5/6 rounded bg-stone-200" />
        <div className="mt-2 h-5 w-24 rounded bg-stone-200" />
      </div>
    </div>
  );
}
