/** Six card placeholders in the directory's grid, so the page does not jump when data arrives. */
export function MerchantsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <span className="sr-only">Loading merchants…</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className="h-9 w-80 max-w-full rounded bg-stone-200" />
        <div className="mt-4 h-5 w-[36rem] max-w-full rounded bg-stone-200" />
        <MerchantCardSkeletons count={6} />
      </div>
    </div>
  );
}

export function MerchantCardSkeletons({ count }: { count: number }) {
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="merchant-card-skeleton" className="rounded-2xl border border-stone-200 bg-white p-5">
          <div className="h-20 rounded-xl bg-stone-100" />
          <div className="mt-4 h-6 w-2/3 rounded bg-stone-200" />
          <div className="mt-2 h-4 w-1/3 rounded bg-stone-200" />
          <div className="mt-5 flex gap-3">
            <div className="h-10 flex-1 rounded-lg bg-stone-200" />
            <div className="h-10 flex-1 rounded-lg bg-stone-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
