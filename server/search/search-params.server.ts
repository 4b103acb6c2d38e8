import { z } from "zod";
import { CATEGORY_SLUGS } from "../../shared/categories.ts";
import {
  API_SEARCH_DEFAULT_LIMIT,
  API_SEARCH_MAX_LIMIT,
  MAX_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchSort,
} from "../../shared/search-params.ts";

const sortValues = SEARCH_SORTS.map((s) => s.value) as [string, ...string[]];

/** Deeper pages than this are not worth computing; nobody reads result 5,000 of a search. */
export const MAX_SEARCH_OFFSET = 5000;

/** /api/search's parameters: anything malformed is a 400 naming the parameter. */
export const ApiSearchQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`).default(""),
  sort: z.enum(sortValues as [SearchSort, ...SearchSort[]]).default("relevance"),
  category: z.enum(CATEGORY_SLUGS).optional(),
  limit: z.coerce.number().int().min(1).max(API_SEARCH_MAX_LIMIT).default(API_SEARCH_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(MAX_SEARCH_OFFSET).default(0),
});

export const ApiSuggestQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`).default(""),
});

export interface SearchPageParams {
  q: string;
  sort: (typeof SEARCH_SORTS)[number]["value"];
  category: string | null;
  page: number;
  /** Parameters that were malformed and ignored, for a notice on the page. */
  ignored: string[];
}

/** The search page never fails on a bad parameter: it ignores it and says so. */
export function parseSearchPageParams(url: URL): SearchPageParams {
  const ignored: string[] = [];
  const get = (name: string) => url.searchParams.get(name);
  const q = (get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const sortRaw = get("sort");
  const sort = SEARCH_SORTS.find((s) => s.value === sortRaw)?.value ?? "relevance";
  if (sortRaw !== null && sortRaw !== sort) ignored.push("sort");
  const categoryRaw = get("category");
  const category = categoryRaw && (CATEGORY_SLUGS as readonly string[]).includes(categoryRaw) ? categoryRaw : null;
  if (categoryRaw !== null && categoryRaw !== "" && category === null) ignored.push("category");
  const pageRaw = get("page");
  const pageNumber = pageRaw === null ? 1 : Number(pageRaw);
  const maxPage = Math.floor(MAX_SEARCH_OFFSET / SEARCH_PAGE_SIZE) + 1;
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= maxPage ? pageNumber : 1;
  if (pageRaw !== null && page !== pageNumber) ignored.push("page");
  return { q, sort, category, page, ignored };
}
