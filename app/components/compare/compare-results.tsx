import { Link } from "~/components/ui/app-link";
import type { ProductSummary } from "../../../shared/product-summary";
import { ProductThumbnail } from "./product-thumbnail";
import { usePrices } from "~/lib/price-display";
import { compareHref } from "./compare-query";

/** Each result is a link that sets ?product=, so choosing one works without JavaScript too. */
export function CompareResults({
  query,
  results,
  selectedId,
}: {
  query: string;
  results: ProductSummary[];
  selectedId: number | null;
}) {
  const prices = usePrices();
  return (
    <section aria-labelledby="compare-results-heading" className="mt-8">
      <h2 id="compare-results-heading" className="text-lg font-semibold text-ink">
        Matching products
      </h2>
      <ul className="mt-3 divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
        {results.map((product) => {
          const selected = product.id === selectedId;
          return (
            <li key={product.id}>
              <Link
                to={compareHref(query, product.id)}
                aria-current={selected ? "true" : undefined}
                className={`flex items-center gap-4 px-4 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                  selected ? "bg-brand-50" : ""
                }`}
              >
                <ProductThumbnail
                  src={product.imageUrl}
                  width={64}
                  height={48}
                  className="aspect-[4/3] h-12 w-16 shrink-0 rounded bg-white"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{product.name}</span>
                  <span className="block text-sm text-stone-600">
                    {product.merchantCount === 0
                      ? "Price not available"
                      : `${product.merchantCount === 1 ? "1 merchant" : `${product.merchantCount} merchants`}${
                          product.lowestPrice !== null
                            ? `, from ${prices.format(product.lowestPrice)}${prices.marker}`
                            : ""
                        }`}
                  </span>
                </span>
                {selected && (
                  <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    Selected
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
