import type { Ref } from "react";
import { Command } from "cmdk";
import { usePrices } from "~/lib/price-display";
import type { ProductSuggestion } from "../../../shared/search-params";

export interface PaletteSections {
  suggestions: string[];
  recent: string[];
  popular: string[];
}

type Kind = keyof PaletteSections;

const ICONS: Record<Kind, string> = {
  suggestions:
    "M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z",
  recent:
    "M10 2.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15Zm0 1.5a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm0 1.75a.75.75 0 0 1 .75.75v3.19l2.03 2.03a.75.75 0 1 1-1.06 1.06l-2.25-2.25A.75.75 0 0 1 9.25 10V6.5a.75.75 0 0 1 .75-.75Z",
  popular:
    "M12.25 5.5a.75.75 0 0 1 0-1.5h4a.75.75 0 0 1 .75.75v4a.75.75 0 0 1-1.5 0V6.56l-5.22 5.22a.75.75 0 0 1-1.06 0L7 9.56l-4.22 4.22a.75.75 0 0 1-1.06-1.06l4.75-4.75a.75.75 0 0 1 1.06 0L9.75 10.2l4.69-4.69h-2.19Z",
};

const HEADINGS: Record<Kind, string> = {
  suggestions: "Suggestions",
  recent: "Recent Searches",
  popular: "Popular Searches",
};

const itemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-2 text-ink data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-700";

/**
 * The palette's listbox under the search box. Pressing on it must not take focus from the input,
 * so typing carries on and a click outside is what closes it. Suggested products lead the
 * Suggestions, each opening its own page.
 */
export function PaletteList({
  products,
  sections,
  showEmpty,
  onChoose,
  onOpenProduct,
  listRef,
}: {
  products: ProductSuggestion[];
  sections: PaletteSections;
  showEmpty: boolean;
  onChoose: (query: string) => void;
  onOpenProduct: (product: ProductSuggestion) => void;
  listRef: Ref<HTMLDivElement>;
}) {
  return (
    <Command.List
      ref={listRef}
      label="Search suggestions"
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[min(24rem,70vh)] overflow-y-auto overscroll-contain rounded-lg border border-stone-200 bg-white p-1 text-sm shadow-lg md:left-auto md:w-96"
    >
      {showEmpty && <Command.Empty className="px-3 py-6 text-center text-stone-600">No results found.</Command.Empty>}
      {(Object.keys(HEADINGS) as Kind[]).map((kind) =>
        sections[kind].length === 0 && (kind !== "suggestions" || products.length === 0) ? null : (
          <Command.Group
            key={kind}
            heading={HEADINGS[kind]}
            className="py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-stone-600"
          >
            {kind === "suggestions" &&
              products.map((product) => (
                <ProductItem key={product.id} product={product} onSelect={() => onOpenProduct(product)} />
              ))}
            {sections[kind].map((query) => (
              <Command.Item
                key={query}
                value={`${kind}:${query}`}
                onSelect={() => onChoose(query)}
                className={itemClass}
              >
                <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 shrink-0 text-stone-500">
                  <path fill="currentColor" d={ICONS[kind]} />
                </svg>
                <span className="truncate">{query}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ),
      )}
    </Command.List>
  );
}

/** A suggested product: its picture, name, category and 'from' price; choosing it opens the product. */
function ProductItem({ product, onSelect }: { product: ProductSuggestion; onSelect: () => void }) {
  const prices = usePrices();
  const price =
    product.lowestPrice === null ? "Price not available" : `from ${prices.format(product.lowestPrice)}${prices.marker}`;
  return (
    <Command.Item
      value={`product:${product.id}`}
      onSelect={onSelect}
      aria-label={`${product.name}, ${product.categoryLabel}, ${price}`}
      className={itemClass}
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded border border-stone-200 bg-white">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="h-full w-full object-contain"
          />
        ) : (
          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 text-stone-400">
            <path fill="currentColor" d={ICONS.suggestions} />
          </svg>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{product.name}</span>
        <span className="block truncate text-xs text-stone-600">
          {product.categoryLabel} · <span className="font-semibold tabular-nums text-ink">{price}</span>
        </span>
      </span>
    </Command.Item>
  );
}
