import type { CategorySlug } from "../../shared/categories.ts";
import { ean13 } from "../../scripts/feed-kit/gtin.ts";
import { hashString, rngFrom, shuffle, type Rng } from "../../scripts/feed-kit/seeded-random.ts";
import { insulationFamilies, plasterboardFamilies, plasterFamilies } from "./families-boards.ts";
import { masonryFamilies } from "./families-masonry.ts";
import { otherFamilies } from "./families-other.ts";
import { drainageFamilies, roofingFamilies } from "./families-roof-drain.ts";
import { sheetFamilies, skirtingFamilies } from "./families-sheet.ts";
import { timberFamilies } from "./families-timber.ts";
import { canonicalSize, combinations, retailPrice, type Family, type Size, type Term } from "./model.ts";

export const FAMILIES: readonly Family[] = [
  ...timberFamilies,
  ...sheetFamilies,
  ...skirtingFamilies,
  ...plasterboardFamilies,
  ...plasterFamilies,
  ...insulationFamilies,
  ...masonryFamilies,
  ...roofingFamilies,
  ...drainageFamilies,
  ...otherFamilies,
];

export interface CatalogueProduct {
  /** 1-based; the search benchmark inserts it as products.id, the import truth file names it. */
  id: number;
  category: CategorySlug;
  type: string;
  /** Manufacturer brand; null for commodities (compared by specification, whoever sells them). */
  brand: Term | null;
  terms: Term[];
  size: Size;
  pack: number | null;
  /** Canonical name: brand, words, size and pack as the manufacturer would write them. */
  name: string;
  description: string;
  /** A typical shelf price; each merchant's varies around it. */
  price: number;
  gtin: string | null;
  mpn: string | null;
}

type Draft = Omit<CatalogueProduct, "id" | "gtin" | "mpn">;

/**
 * Consecutive sizes are taken in runs of this many: a merchant stocks a line in several lengths or
 * thicknesses, so near neighbours (same section, another length) are common, as the matcher meets them.
 */
const RUN = 6;

type Combination = Omit<Draft, "name" | "description" | "price"> & { words: Record<string, string> };

/**
 * The index-th combination, sizes varying fastest, with each slot's canonical word; null when it is
 * not sold (bulk bags come singly).
 */
function decode(f: Family, index: number): Combination | null {
  const size = f.sizes[index % f.sizes.length]!;
  let rest = Math.floor(index / f.sizes.length);
  const pack = f.packs[rest % f.packs.length]!;
  rest = Math.floor(rest / f.packs.length);
  if (pack > 1 && size.kind === "weight" && size.kg >= 400) return null;
  const terms: Term[] = [];
  const words: Record<string, string> = {};
  for (const [slot, list] of Object.entries(f.slots)) {
    const term = list[rest % list.length]!;
    rest = Math.floor(rest / list.length);
    if (term) terms.push(term);
    words[slot] = term?.forms[0] ?? "";
  }
  const brand = f.brands[rest]!;
  return { category: f.category, type: f.type, brand, terms, size, pack: pack > 1 ? pack : null, words };
}

const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/\s([,.])/g, "$1")
    .trim();

function describe(f: Family, slots: Record<string, string>, rng: Rng): string {
  const fill = (template: string) => tidy(template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? ""));
  const first = Math.floor(rng() * f.describe.length);
  const second = (first + 1) % f.describe.length;
  // A second sentence now and then, as feeds' descriptions run to one or two.
  return second !== first && rng() < 0.4
    ? `${fill(f.describe[first]!)} ${fill(f.describe[second]!)}`
    : fill(f.describe[first]!);
}

/**
 * Range names a maker gives further lines of one product ("Trade", "Pro 2"): a family whose plain combinations
 * run out (the growth table's 1M catalogue asks several times what any family makes) continues with a range
 * word after the brand, as large catalogues carry many lines of the same product. Smaller catalogues never
 * reach them, so their products are unchanged.
 */
const RANGE_WORDS = ["Trade", "Pro", "Select", "Premium", "Value", "Contract", "Elite", "Classic", "Advance", "Plus"];

function rangeTerm(edition: number): Term | null {
  if (edition === 0) return null;
  const word = RANGE_WORDS[(edition - 1) % RANGE_WORDS.length]!;
  const round = Math.floor((edition - 1) / RANGE_WORDS.length);
  return { forms: [round === 0 ? word : `${word} ${round + 1}`] };
}

export function familyProducts(f: Family, target: number, rng: Rng, names: Set<string>): Draft[] {
  const total = combinations(f);
  const drafts: Draft[] = [];
  // Enough editions for any target a family can be asked for; a family that makes nothing at all still fails.
  const editions = total === 0 ? 1 : Math.ceil(target / total) * 2 + 1;
  for (let edition = 0; edition < editions; edition++) {
    const range = rangeTerm(edition);
    for (const run of shuffle(
      rng,
      Array.from({ length: Math.ceil(total / RUN) }, (_, i) => i),
    )) {
      for (let index = run * RUN; index < Math.min(run * RUN + RUN, total); index++) {
        const combo = decode(f, index);
        if (!combo) continue;
        const { words, ...product } = combo;
        if (range) product.terms = [range, ...product.terms];
        const brand = product.brand?.forms[0] ?? "";
        const pack = product.pack ? `(Pack of ${product.pack})` : "";
        const name = tidy(
          [brand, range?.forms[0] ?? "", ...Object.values(words), canonicalSize(product.size), pack].join(" "),
        );
        if (names.has(name)) continue;
        names.add(name);
        const [low, high] = f.price;
        const price = retailPrice(low * (high / low) ** rng() * (product.pack ? product.pack * 0.92 : 1));
        drafts.push({ ...product, name, description: describe(f, { ...words, brand }, rng), price });
        if (drafts.length === target) return drafts;
      }
    }
  }
  throw new Error(`the family "${f.type}" (${f.share}) makes only ${drafts.length} products, ${target} asked for`);
}

/** A brand's part numbers: its initials and a code unique to the product (7919 is prime to 36⁴). */
function mpnOf(brand: Term, id: number): string {
  const words = brand.forms[0]!.split(/\s+/);
  const prefix = (words.length > 1 ? words.map((w) => w[0]).join("") : words[0]!.slice(0, 3)).toUpperCase();
  return `${prefix.replace(/[^A-Z0-9]/g, "")}-${((id * 7919) % 36 ** 4).toString(36).toUpperCase().padStart(4, "0")}`;
}

/**
 * The deterministic catalogue of `total` products: each family's share scaled to it, names unique,
 * families shuffled together so ids do not group by category. Branded products carry a GTIN and MPN.
 */
export function buildCatalogue(seed: string, total: number): CatalogueProduct[] {
  const shares = FAMILIES.reduce((n, f) => n + f.share, 0);
  const names = new Set<string>();
  let assigned = 0;
  const drafts = FAMILIES.flatMap((f, i) => {
    const target = i === FAMILIES.length - 1 ? total - assigned : Math.round((f.share * total) / shares);
    assigned += target;
    return target > 0 ? familyProducts(f, target, rngFrom(`${seed}:family:${i}`), names) : [];
  });
  return shuffle(rngFrom(`${seed}:order`), drafts).map((draft, i) => {
    const id = i + 1;
    if (!draft.brand) return { ...draft, id, gtin: null, mpn: null };
    const brandCode = 1000 + (hashString(draft.brand.forms[0]!) % 9000);
    // Six digits of id: the millionth product wraps to 000000, which no other product has (ids start at 1).
    const item = String(id % 1_000_000).padStart(6, "0");
    return { ...draft, id, gtin: ean13(`50${brandCode}${item}`), mpn: mpnOf(draft.brand, id) };
  });
}
