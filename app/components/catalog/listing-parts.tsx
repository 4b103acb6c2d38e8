import type { ReactNode } from "react";
import { Link } from "~/components/ui/app-link";

/** Parameters the page ignored (bad price, unknown merchant), so a shared link never fails silently. */
export function ListingNotices({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <ul className="list-inside list-disc space-y-1">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}

export function EmptyResults({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="mx-auto h-10 w-10 text-stone-400">
        <path
          fill="currentColor"
          d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.24 4.25a1 1 0 0 1-1.4 1.4l-4.25-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
        />
      </svg>
      <h2 className="mt-3 text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-2 space-y-4 text-sm text-stone-600">{children}</div>
    </div>
  );
}

/** Past the last page: say so and link back instead of showing an unexplained empty grid. */
export function PageOutOfRange({
  page,
  pageCount,
  firstPageHref,
}: {
  page: number;
  pageCount: number;
  firstPageHref: string;
}) {
  return (
    <EmptyResults title={`There is no page ${page}`}>
      <p>
        These results have {pageCount} {pageCount === 1 ? "page" : "pages"}.
      </p>
      <p>
        <Link to={firstPageHref} className="font-semibold text-brand-700 hover:underline">
          Go to the first page
        </Link>
      </p>
    </EmptyResults>
  );
}
