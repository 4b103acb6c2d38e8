import { Link } from "~/components/ui/app-link";

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  to?: string;
}

/**
 * The trail above a page's heading. `truncateCurrent` cuts a long last crumb (a product's full name) to one line;
 * the heading below shows it in full.
 */
export function Breadcrumbs({ items, truncateCurrent = false }: { items: Crumb[]; truncateCurrent?: boolean }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className={`font-medium text-stone-800${truncateCurrent ? " max-w-[16rem] truncate sm:max-w-md" : ""}`}
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
