import { Link } from "~/components/ui/app-link";
import type { CalculatorResult } from "../../../shared/calculators/calculator-kit";
import type { CalculatorProduct, MaterialMatches } from "../../../shared/calculators/catalogue-match";
import { ProductImage } from "~/components/product/product-image";
import { Price, usePrices } from "~/lib/price-display";
import { secondaryButtonClass } from "~/components/page-message";
import { AddToProjectButton } from "~/components/basket/add-to-project-button";
import { CALCULATORS_PATH } from "../../../shared/projects";

function searchHref(label: string): string {
  return `/search?${new URLSearchParams({ q: label.toLowerCase() })}`;
}

function Suggestion({ product }: { product: CalculatorProduct }) {
  const prices = usePrices();
  return (
    <li className="flex gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <ProductImage
        src={product.imageUrl}
        alt=""
        width={64}
        height={64}
        className="h-16 w-16 shrink-0 rounded object-contain"
      />
      <div className="min-w-0 flex-1">
        <Link to={`/product/${product.id}`} className="font-semibold text-ink underline-offset-2 hover:underline">
          {product.name}
        </Link>
        <p className="mt-0.5 text-sm text-stone-700">
          {product.quantity.toLocaleString("en-GB")} × {product.perUnitLabel}, from {prices.format(product.lowestPrice)}{" "}
          each: about{" "}
          <strong>
            <Price pounds={product.estimatedCost} />
          </strong>{" "}
          before delivery
        </p>
        <p className="text-xs text-stone-600">
          {product.inStockCount === 1 ? "1 merchant has it" : `${product.inStockCount} merchants have it`} in stock
          {product.merchantCount > product.inStockCount ? ` (${product.merchantCount} list it)` : ""}
        </p>
      </div>
      <div className="shrink-0 self-center">
        <AddToProjectButton
          productId={product.id}
          name={product.name}
          quantity={product.quantity}
          unitLabel={product.unitLabel}
        />
      </div>
    </li>
  );
}

/** The submitted calculator's answer: the quantities, how they were worked out, and products to add. */
export function CalculatorResultPanel({
  headingId,
  result,
  matches,
}: {
  headingId: string;
  result: CalculatorResult;
  matches: MaterialMatches[];
}) {
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        You need
      </h3>
      <div role="status">
        <ul className="mt-2 space-y-1">
          {result.quantities.map((q) => (
            <li key={q.label} className="text-base text-ink">
              {q.label}: <strong>{q.amount.toLocaleString("en-GB")}</strong> {q.unit}
            </li>
          ))}
        </ul>
      </div>
      <details className="mt-3 text-sm text-stone-700" open>
        <summary className="cursor-pointer font-semibold text-stone-800">How this was worked out</summary>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {result.working.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </details>
      {result.needs.flatMap((need) =>
        need.material === "bricks" || need.material === "blocks"
          ? [
              <p key="mortar" className="mt-3 text-sm">
                <Link
                  to={`${CALCULATORS_PATH}?${new URLSearchParams({ calc: "mortar", unit: need.material, count: String(need.count) })}#mortar`}
                  className="font-semibold text-brand-700 underline"
                >
                  Work out the mortar for these {need.count.toLocaleString("en-GB")} {need.material}
                </Link>
              </p>,
            ]
          : [],
      )}
      {matches.map((match) => (
        <div key={match.need.label} className="mt-5">
          <h4 className="font-semibold text-ink">{match.need.label} in the catalogue</h4>
          {match.products.length === 0 ? (
            <div className="mt-2 rounded-lg border border-dashed border-stone-300 bg-white px-4 py-4 text-sm text-stone-700">
              <p>No matching products in the catalogue yet.</p>
              <Link to={searchHref(match.need.label)} className={`${secondaryButtonClass} mt-3`}>
                Search for {match.need.label.toLowerCase()}
              </Link>
            </div>
          ) : (
            <ul className="mt-2 space-y-2">
              {match.products.map((product) => (
                <Suggestion key={product.id} product={product} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
