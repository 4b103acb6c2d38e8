import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useSubmit } from "react-router";
import { filterCount, LISTING_SORTS, type ListingParams, type ListingSort } from "../../../shared/listing-params";
import { ListingFilters, type MerchantOption } from "./listing-filters";
import { ViewToggle } from "./view-toggle";
import { formatCount } from "../../../shared/numbers";

interface ListingControlsProps {
  params: ListingParams;
  defaultSort: ListingSort;
  merchants: MerchantOption[];
  /** Parameters the page owns (e.g. category) that every submission must keep. */
  keep?: Record<string, string>;
  search?: { label: string; placeholder: string };
  /** Extra fields rendered inside the filters panel (e.g. a category choice). */
  extraFilters?: React.ReactNode;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search, sort, view and filters as one GET form: without JavaScript it submits natively;
 * with it, submissions drop empty fields, typing searches after a pause, and the page
 * keeps its scroll position.
 */
export function ListingControls({
  params,
  defaultSort,
  merchants,
  keep = {},
  search,
  extraFilters,
}: ListingControlsProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submit = useSubmit();
  const location = useLocation();
  const ids = { search: useId(), sort: useId() };

  // The box follows the URL (Clear Search, back button) except while the URL is catching up with typing.
  const [text, setText] = useState(params.q);
  const [seenQ, setSeenQ] = useState(params.q);
  const [typedQ, setTypedQ] = useState<string | null>(null);
  if (params.q !== seenQ) {
    setSeenQ(params.q);
    if (params.q !== typedQ) setText(params.q);
  }

  const submitForm = (options: { replace?: boolean } = {}) => {
    const form = formRef.current;
    if (!form) return;
    clearTimeout(timer.current);
    const cleaned = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      const v = String(value).trim();
      if (v === "" || (name === "sort" && v === defaultSort) || (name === "view" && v === "grid")) continue;
      cleaned.append(name, v);
    }
    setTypedQ((cleaned.get("q") ?? "").replace(/\s+/g, " "));
    void submit(cleaned, { method: "get", action: location.pathname, preventScrollReset: true, ...options });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // As after a full page load without JavaScript, the results show with the panel closed.
    event.currentTarget.querySelector("details")?.removeAttribute("open");
    submitForm();
  };

  const active = filterCount(params);

  return (
    <form ref={formRef} method="get" action={location.pathname} onSubmit={onSubmit} className="space-y-4">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {params.view === "list" && <input type="hidden" name="view" value="list" />}

      {search && (
        <div role="search" aria-label={search.label} className="flex gap-2">
          <label htmlFor={ids.search} className="sr-only">
            {search.label}
          </label>
          <input
            id={ids.search}
            type="search"
            name="q"
            value={text}
            maxLength={100}
            placeholder={search.placeholder}
            autoComplete="off"
            onChange={(event) => {
              setText(event.target.value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => submitForm({ replace: true }), SEARCH_DEBOUNCE_MS);
            }}
            className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm text-ink placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Search
          </button>
        </div>
      )}

      <div className="flex flex-wrap items-start gap-3">
        <ListingFilters params={params} merchants={merchants} activeCount={active} extra={extraFilters} />
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <label htmlFor={ids.sort} className="text-sm font-medium text-stone-700">
              Sort by
            </label>
            <select
              id={ids.sort}
              name="sort"
              defaultValue={params.sort}
              key={params.sort}
              onChange={() => submitForm()}
              className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            >
              {LISTING_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
            <noscript>
              <button
                type="submit"
                className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium"
              >
                Apply
              </button>
            </noscript>
          </div>
          <ViewToggle view={params.view} />
        </div>
      </div>
    </form>
  );
}

/** "Showing 1–24 of 130 products" for the results' live summary. */
export function ResultsSummary({
  total,
  page,
  pageSize,
  noun,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: [string, string];
}) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const word = total === 1 ? noun[0] : noun[1];
  if (first > total)
    return (
      <p className="text-sm text-stone-600">
        {formatCount(total)} {word}
      </p>
    );
  return (
    <p className="text-sm text-stone-600">
      Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)} {word}
    </p>
  );
}
