import { Link } from "react-router";
import { DEAL_CATEGORIES } from "~/content/deals";

export function DealCategories() {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {DEAL_CATEGORIES.map((category) => (
        <li key={category.slug} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-bold text-ink">{category.name}</h3>
          <p className="mt-1 flex-1 text-sm leading-6 text-stone-700">{category.description}</p>
          <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-stone-600">No deals yet</p>
          {category.today ? (
            <Link
              to={category.today.to}
              className="mt-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {category.today.label}
            </Link>
          ) : (
            <p className="mt-2 text-sm text-stone-700">Not in our catalogue yet.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
