/**
 * Which search result pages search engines may index (decision 026, superseding 004's rule for /search).
 * A plain search for what the catalogue sells ("cement", "plasterboard 12.5mm") is a landing page people
 * look for from outside the site; its variants (sorted, one category, later pages), corrected or partly
 * ignored queries, and near-empty answers duplicate that page or say nothing, so they stay `noindex, follow`.
 */
export const MIN_INDEXED_RESULTS = 3;

export interface SearchPageState {
  q: string;
  sort: string;
  category: string | null;
  page: number;
  /** Address settings that were not understood (the page names them). */
  ignored: readonly string[];
}

export interface SearchPageAnswer {
  total: number;
  correctedQuery: string | null;
}

export function searchPageIndexable(state: SearchPageState, answer: SearchPageAnswer): boolean {
  return (
    state.q.trim().length > 0 &&
    state.sort === "relevance" &&
    state.category === null &&
    state.page === 1 &&
    state.ignored.length === 0 &&
    answer.correctedQuery === null &&
    answer.total >= MIN_INDEXED_RESULTS
  );
}
