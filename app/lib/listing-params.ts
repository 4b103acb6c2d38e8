import { z } from "zod";

/**
 * The URL state every product listing shares (search, filters, sort, page, view), so each
 * listing is server-rendered, shareable and works without JavaScript.
 */
export const LISTING_SORTS = [
  { value: "name", label: "Name (A to Z)" },
  { value: "price_asc", label: "Price: Low to High" },
  { value: "price_desc", label: "Price: High to Low" },
  { value: "merchants", label: "Most Merchants" },
] as const;

export type ListingSort = (typeof LISTING_SORTS)[number]["value"];
export type ViewMode = "grid" | "list";

export const LISTING_PAGE_SIZE = 24;
export const MAX_SEARCH_LENGTH = 100;
const MAX_PRICE = 1_000_000;

export interface ListingParams {
  q: string;
  sort: ListingSort;
  page: number;
  view: ViewMode;
  merchants: string[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
}

export interface ParsedListingParams {
  params: ListingParams;
  /** Human-readable notes on parameters that were ignored, shown above the results. */
  problems: string[];
}

const priceSchema = z.coerce
  .number()
  .finite()
  .min(0)
  .max(MAX_PRICE)
  .transform((n) => Math.round(n * 100) / 100);

/**
 * Reads listing state from a URL. A bad value never fails the page: it is ignored and
 * reported, so a mistyped shared link still shows products and says what was dropped.
 */
export function parseListingParams(search: URLSearchParams, defaultSort: ListingSort): ParsedListingParams {
  const problems: string[] = [];

  const rawQ = (search.get("q") ?? "").replace(/\s+/g, " ").trim();
  const q = rawQ.slice(0, MAX_SEARCH_LENGTH);
  if (rawQ.length > MAX_SEARCH_LENGTH) problems.push(`Search text was shortened to ${MAX_SEARCH_LENGTH} characters.`);

  const rawSort = search.get("sort");
  const sort = LISTING_SORTS.find((s) => s.value === rawSort)?.value ?? defaultSort;
  if (rawSort && rawSort !== sort) problems.push(`Unknown sort order "${rawSort.slice(0, 40)}"; showing the default.`);

  const rawPage = search.get("page");
  let page = 1;
  if (rawPage !== null && rawPage !== "") {
    const parsed = z.coerce.number().int().min(1).max(100_000).safeParse(rawPage);
    if (parsed.success) page = parsed.data;
    else problems.push(`Page "${rawPage.slice(0, 20)}" isn't a page number; showing page 1.`);
  }

  const view: ViewMode = search.get("view") === "list" ? "list" : "grid";

  const merchants = [...new Set(search.getAll("merchant").map((m) => m.trim().toLowerCase()))]
    .filter((m) => /^[a-z0-9][a-z0-9-]{0,80}$/.test(m))
    .slice(0, 50);

  const readPrice = (name: "min" | "max", label: string): number | null => {
    const raw = (search.get(name) ?? "").replace(/^£/, "").trim();
    if (raw === "") return null;
    const parsed = priceSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    problems.push(`${label} "${raw.slice(0, 20)}" isn't a price in pounds; it was ignored.`);
    return null;
  };
  let minPrice = readPrice("min", "Minimum price");
  let maxPrice = readPrice("max", "Maximum price");
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    problems.push("The minimum price was above the maximum, so the two were swapped.");
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }

  const inStock = ["1", "on", "true", "yes"].includes((search.get("stock") ?? "").toLowerCase());

  return { params: { q, sort, page, view, merchants, minPrice, maxPrice, inStock }, problems };
}

/** True when any filter beyond search and category narrows the offers considered. */
export function hasOfferFilters(p: ListingParams): boolean {
  return p.merchants.length > 0 || p.minPrice !== null || p.maxPrice !== null || p.inStock;
}

export function filterCount(p: ListingParams): number {
  return (p.merchants.length > 0 ? 1 : 0) + (p.minPrice !== null || p.maxPrice !== null ? 1 : 0) + (p.inStock ? 1 : 0);
}
