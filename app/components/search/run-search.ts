import type { NavigateFunction } from "react-router";
import { addRecentSearch } from "~/lib/recent-searches";
import { showErrorToast } from "~/lib/notify";
import { MIN_SEARCH_LENGTH, searchHref } from "../../../shared/search-params";

/**
 * Runs a header search: the minimum length (a toast when too short), then remembers it and goes to
 * its results. Returns the new recent searches, or null when it was refused.
 * The palette imports it; the plain box (search-palette.tsx) loads it only when submitted before the palette.
 */
export function runSearch(raw: string, navigate: NavigateFunction, replace: boolean): string[] | null {
  const q = raw.trim();
  if (q.length < MIN_SEARCH_LENGTH) {
    showErrorToast("Search query too short", "Please enter at least 2 characters to search");
    return null;
  }
  const recent = addRecentSearch(q);
  navigate(searchHref(q), { replace });
  return recent;
}
