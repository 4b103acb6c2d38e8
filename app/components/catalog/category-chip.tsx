import { Link } from "~/components/ui/app-link";

/** A category filter link with its count; the current one is marked for assistive technology. */
export function CategoryChip({
  to,
  current,
  label,
  count,
}: {
  to: string;
  current: boolean;
  label: string;
  count: number;
}) {
  return (
    <li>
      <Link
        to={to}
        preventScrollReset
        aria-current={current ? "page" : undefined}
        className={`inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
          current
            ? "border-brand-600 bg-brand-600 text-white"
            : "border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-700"
        }`}
      >
        {label}
        <span className={`text-xs tabular-nums ${current ? "text-white" : "text-stone-600"}`}>({count})</span>
      </Link>
    </li>
  );
}
