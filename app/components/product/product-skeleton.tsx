/** Placeholder with the product page's shape, so the layout does not jump when data arrives. */
export function ProductSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <span className="sr-only">Loading product details…</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className="h-4 w-56 rounded bg-stone-200" />
        <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
          <div className="aspect-[4/3] w-full rounded-2xl bg-stone-200" />
          <div className="space-y-4">
            <div className="h-5 w-24 rounded-full bg-stone-200" />
            <div className="h-9 w-4/5 rounded bg-stone-200" />
            <div className="h-7 w-40 rounded bg-stone-200" />
            <div className="space-y-2 pt-4">
              <div className="h-4 w-full rounded bg-stone-200" />
              <div className="h-4 w-11/12 rounded bg-stone-200" />
              <div className="h-4 w-3/4 rounded bg-stone-200" />
            </div>
          </div>
        </div>
        <div className="mt-12 h-7 w-48 rounded bg-stone-200" />
        <div className="mt-4 space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-24 rounded-xl border border-stone-200 bg-stone-100" />
          ))}
        </div>
      </div>
    </div>
  );
}
