import { z } from "zod";
import {
  LISTING_SORTS,
  MAX_SEARCH_LENGTH,
  type ListingParams,
  type ListingSort,
  type ViewMode,
} from "../../shared/listing-params.ts";

const MAX_PRICE = 1_000_000;

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
