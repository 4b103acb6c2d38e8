import { Link } from "~/components/ui/app-link";
import type { ViewMode } from "../../../shared/listing-params";
import { useListingHref } from "./listing-links";

/**
 * Grid/list as two links rather than a JavaScript toggle: the view lives in the URL,
 * so it survives reloads and sharing and works without JavaScript.
 */
export function ViewToggle({ view }: { view: ViewMode }) {
  const href = useListingHref();
  const item = (mode: ViewMode, label: string, icon: React.ReactNode) => {
    const current = view === mode;
    return (
      <Link
        to={href({ view: mode === "grid" ? null : "list" }, { keepPage: true })}
        preventScrollReset
        aria-current={current ? "true" : undefined}
        className={`inline-flex items-center gap-1.5 px-3 py-2 text-sm font-medium ${
          current ? "bg-stone-900 text-white" : "bg-white text-stone-700 hover:bg-stone-100"
        }`}
      >
        {icon}
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label="View as" className="inline-flex overflow-hidden rounded-lg border border-stone-300">
      {item(
        "grid",
        "Grid",
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
          <path fill="currentColor" d="M3 3h6v6H3V3Zm8 0h6v6h-6V3ZM3 11h6v6H3v-6Zm8 0h6v6h-6v-6Z" />
        </svg>,
      )}
      {item(
        "list",
        "List",
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
          <path fill="currentColor" d="M3 4h14v2.5H3V4Zm0 4.75h14v2.5H3v-2.5Zm0 4.75h14V16H3v-2.5Z" />
        </svg>,
      )}
    </nav>
  );
}
