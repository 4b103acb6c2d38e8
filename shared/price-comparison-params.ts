/**
 * What /price-comparison (and its CSV) read from the address: `items`, `max`, `name`, and the one-off `add`
 * ('Add to project' without JavaScript) and `q` (the inline search without JavaScript). The page never fails on
 * its address: whatever is readable is kept and each problem is named, so a link cut short still shows a list.
 * Browser-safe and free of Zod (shared/basket.ts says why); the rules are the API's own parsers.
 */
import { BASKET_MAX_MERCHANTS_LIMIT, parseBasketItems, parseMaxMerchants, type BasketItem } from "./basket.ts";
import { cleanProjectName, mergeBasketItems, readBasketItemsLeniently } from "./projects.ts";
import { MAX_QUERY_LENGTH } from "./search-params.ts";

export interface PriceComparisonParams {
  /** The list to show: `items` as read, with `add` merged in. */
  items: BasketItem[];
  maxMerchants: number | null;
  /** The project's name ('' when the link has none). */
  name: string;
  /** The product `add` put on the list, when it did. */
  added: BasketItem | null;
  /** The inline search's text without JavaScript ('' when none). */
  q: string;
  /** One sentence per unreadable part of the address. */
  problems: string[];
}

/** The `max` values the 'at most N deliveries' control offers (any is no value). */
export const MAX_DELIVERY_CHOICES = [1, 2, 3] as const;

export function readPriceComparisonParams(params: URLSearchParams): PriceComparisonParams {
  const read = readBasketItemsLeniently(params.get("items"));
  const problems = [...read.problems];
  let items = read.items;
  let added: BasketItem | null = null;

  const add = params.get("add");
  if (add !== null && add.trim() !== "") {
    const parsed = parseBasketItems(add);
    const [item] = parsed.ok ? parsed.value : [];
    if (!parsed.ok || !item || parsed.value.length !== 1) {
      problems.push(`The product to add ("${add.slice(0, 40)}") could not be read, so nothing was added`);
    } else {
      const merged = mergeBasketItems(items, item);
      if (merged.ok) {
        items = merged.items;
        added = item;
      } else problems.push(merged.error);
    }
  }

  const max = parseMaxMerchants(params.get("max"));
  if (!max.ok)
    problems.push(
      `The number of deliveries ("${(params.get("max") ?? "").slice(0, 10)}") must be a whole number from 1 to ${BASKET_MAX_MERCHANTS_LIMIT}, or any: showing any`,
    );

  return {
    items,
    maxMerchants: max.ok ? max.value : null,
    name: cleanProjectName(params.get("name") ?? ""),
    added,
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    problems,
  };
}
