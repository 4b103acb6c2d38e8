import { useLocation } from "react-router";
import { Link } from "~/components/ui/app-link";

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Names what is being paged, for screen readers ("Product pages"). */
  label?: string;
}

/**
 * Page links that keep every other search parameter, so filters and sort survive paging
 * and each page is a shareable, server-rendered URL.
 */
export function Pagination({ page, pageCount, label = "Pagination" }: PaginationProps) {
  const location = useLocation();
  if (pageCount <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };

  const itemClass =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium tabular-nums";
  const idleClass = `${itemClass} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`;
  const disabledClass = `${itemClass} border-stone-200 bg-stone-50 text-stone-400`;

  return (
    <nav aria-label={label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={idleClass} rel="prev">
              Previous
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span
                  aria-current="page"
                  className={`${itemClass} border-brand-600 bg-brand-600 text-white`}
                  aria-label={`Page ${item}, current page`}
                >
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} className={idleClass} aria-label={`Page ${item}`}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={idleClass} rel="next">
              Next
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** First, last and the pages around the current one; "gap" where pages are skipped. */
export function pageWindow(page: number, pageCount: number, radius = 1): Array<number | "gap"> {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const p of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === "number" && p - previous === 2) out.push(p - 1);
    else if (typeof previous === "number" && p - previous > 2) out.push("gap");
    out.push(p);
  }
  return out;
}
