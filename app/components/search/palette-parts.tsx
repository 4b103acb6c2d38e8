import { MAX_QUERY_LENGTH, MIN_SEARCH_LENGTH } from "../../../shared/search-limits";

/** Markup the plain search form and the palette share, so the upgrade from one to the other does not shift. */
export const SEARCH_INPUT_CLASS =
  "w-full rounded-lg border border-stone-300 bg-white py-2 pl-9 pr-3 text-sm text-ink placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export const SEARCH_PLACEHOLDER = "Search materials…";

/** The search box's form attributes, identical before and after the palette loads. */
export const SEARCH_INPUT_ATTRIBUTES = {
  type: "search",
  name: "q",
  minLength: MIN_SEARCH_LENGTH,
  maxLength: MAX_QUERY_LENGTH,
  required: true,
  placeholder: SEARCH_PLACEHOLDER,
  autoComplete: "off",
} as const;

/** The search landmark's form attributes, the same before and after the palette loads. */
export const SEARCH_FORM_ATTRIBUTES = {
  method: "get",
  action: "/search",
  role: "search",
  "aria-label": "Site search",
} as const;

/** The search box's label: read by assistive technology, not shown. */
export function SearchLabel({ htmlFor }: { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="sr-only">
      Search building materials
    </label>
  );
}

/** Follows the input: the icon drawn over its left edge and the submit button Enter presses. */
export function SearchSubmit() {
  return (
    <>
      <SearchIcon />
      <button type="submit" className="sr-only">
        Search
      </button>
    </>
  );
}

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
    >
      <path
        fill="currentColor"
        d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
      />
    </svg>
  );
}
