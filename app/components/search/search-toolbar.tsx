import { useId } from "react";
import { Form, Link, useSubmit } from "react-router";
import { CategoryChip } from "~/components/catalog/category-chip";
import { SEARCH_SORTS, type CategoryFacet, type SearchSort } from "../../../shared/search-params";

/** Sort as a GET form: native submit without JavaScript, submitted on change with it. */
export function SearchSortForm({ q, sort, category }: { q: string; sort: SearchSort; category: string | null }) {
  const submit = useSubmit();
  const id = useId();
  return (
    <Form method="get" action="/search" className="flex items-center gap-2" preventScrollReset>
      <input type="hidden" name="q" value={q} />
      {category && <input type="hidden" name="category" value={category} />}
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={sort}
        key={sort}
        onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        {SEARCH_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium">
          Apply
        </button>
      </noscript>
    </Form>
  );
}

/** A chip reloads the search with the suggestion appended to the current query. */
export function DidYouMean({ q, suggestions }: { q: string; suggestions: string[] }) {
  if (suggestions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p className="font-medium text-stone-700">Did you mean to search for:</p>
      <ul className="flex flex-wrap gap-2">
        {suggestions.map((s) => (
          <li key={s}>
            <Link
              to={`/search?q=${encodeURIComponent(`${q} ${s}`)}`}
              className="inline-flex rounded-full border border-brand-600/40 bg-brand-50 px-3 py-1 font-medium text-brand-700 hover:bg-brand-100"
            >
              {s}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CategoryFacets({
  facets,
  current,
  hrefFor,
}: {
  facets: CategoryFacet[];
  current: string | null;
  hrefFor: (category: string | null) => string;
}) {
  if (facets.length < 2 && !current) return null;
  const all = facets.reduce((sum, f) => sum + f.count, 0);
  return (
    <nav aria-label="Filter results by category">
      <ul className="flex flex-wrap gap-2">
        <CategoryChip to={hrefFor(null)} current={current === null} label="All" count={all} />
        {facets.map((f) => (
          <CategoryChip
            key={f.category}
            to={hrefFor(f.category)}
            current={f.category === current}
            label={f.label}
            count={f.count}
          />
        ))}
      </ul>
    </nav>
  );
}
