import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/app-link";

/** A link to the same listing with some parameters changed or removed, page reset. */
export function useListingHref() {
  const location = useLocation();
  return (changes: Record<string, string | null>, { keepPage = false } = {}) => {
    const next = new URLSearchParams(location.search);
    if (!keepPage) next.delete("page");
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
}

export function ClearLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      className="inline-flex items-center justify-center rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-50"
    >
      {children}
    </Link>
  );
}
