/** The price comparison page's title, what it does, the list's name, and where list changes are announced. */
export function PriceComparisonHeading({ name, announcement }: { name: string; announcement: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Price Comparison</h1>
      <p className="mt-2 max-w-prose leading-7 text-stone-700 print:hidden">
        List the materials for a job and see where to buy all of it cheapest, delivered: at one merchant, or split
        across a few.
      </p>
      {name && <p className="mt-2 text-lg font-semibold text-ink">{name}</p>}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
