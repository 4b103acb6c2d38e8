/** Placeholder with the merchant page's shape: header, figures and a grid of product cards. */
export function MerchantSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <span className="sr-only">Loading merchant details…</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className="h-4 w-56 rounded bg-stone-200" />
        <div className="mt-6 flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-6 sm:flex-row sm:items-center">
          <div className="h-20 w-60 max-w-full rounded-xl bg-stone-100" />
          <div className="flex-1 space-y-3">
            <div className="h-9 w-2/3 rounded bg-stone-200" />
            <div className="h-5 w-24 rounded-full bg-stone-200" />
          </div>
        </div>
        <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-24 rounded-xl border border-stone-200 bg-white" />
          ))}
        </div>
        <div className="mt-10 h-7 w-64 rounded bg-stone-200" />
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <div key={i} className="h-80 rounded-xl border border-stone-200 bg-white" />
          ))}
        </div>
      </div>
    </div>
  );
}
