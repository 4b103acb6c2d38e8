/** The spinner while search results load (its own file: the root layout's pending view uses it). */
export function SearchSpinner() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center justify-center gap-3 py-20">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-stone-200 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="text-sm text-stone-600">Searching…</span>
    </div>
  );
}
