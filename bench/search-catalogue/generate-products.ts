import { pick, rngFrom, shuffle, type Rng } from "../../scripts/feed-kit/seeded-random.ts";
import { blockFamilies, brickFamilies, cementFamilies, concreteFamilies } from "./families-masonry.ts";
import { insulationFamilies, plasterboardFamilies, plasterFamilies } from "./families-boards.ts";
import { aggregateFamilies, sandFamilies } from "./families-ground.ts";
import { otherFamilies } from "./families-other.ts";
import { drainageFamilies, roofingFamilies } from "./families-roof-drain.ts";
import { sheetFamilies, skirtingFamilies } from "./families-sheet.ts";
import { timberFamilies } from "./families-timber.ts";
import type { Family, Option } from "./family.ts";

export const FAMILIES: readonly Family[] = [
  ...timberFamilies,
  ...sheetFamilies,
  ...skirtingFamilies,
  ...plasterboardFamilies,
  ...plasterFamilies,
  ...insulationFamilies,
  ...brickFamilies,
  ...blockFamilies,
  ...cementFamilies,
  ...concreteFamilies,
  ...sandFamilies,
  ...aggregateFamilies,
  ...roofingFamilies,
  ...drainageFamilies,
  ...otherFamilies,
];

export interface GeneratedProduct {
  /** 1-based, inserted as products.id. */
  id: number;
  name: string;
  description: string;
  brand: string | null;
  category: string;
  imageUrl: string | null;
  /** A typical shelf price; each merchant's offer varies around it. */
  basePrice: number;
}

const text = (o: Option) => (typeof o === "string" ? o : o[0]);
const factor = (o: Option) => (typeof o === "string" ? 1 : o[1]);
const tidy = (s: string) => s.replace(/\s+/g, " ").trim();

/** How many distinct names a family can make (fewer when an empty option makes two names equal). */
export function combinations(f: Family): number {
  const brands = new Set(f.brands ?? [null]).size;
  return Object.values(f.slots).reduce((n, options) => n * new Set(options.map(text)).size, brands);
}

function fill(template: string, values: Record<string, string>): string {
  return tidy(template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? ""));
}

type Choice = { brand: string | null; options: Record<string, Option> };

function randomChoice(f: Family, rng: Rng): Choice {
  const options: Record<string, Option> = {};
  for (const [slot, list] of Object.entries(f.slots)) options[slot] = pick(rng, list);
  return { brand: f.brands ? pick(rng, f.brands) : null, options };
}

/** Every combination, shuffled: for a family asked for much of what it can make, where random draws would repeat. */
function allChoices(f: Family, rng: Rng): Choice[] {
  let choices: Choice[] = [...new Set(f.brands ?? [null])].map((brand) => ({ brand, options: {} }));
  for (const [slot, list] of Object.entries(f.slots))
    choices = choices.flatMap((c) => list.map((o) => ({ brand: c.brand, options: { ...c.options, [slot]: o } })));
  return shuffle(rng, choices);
}

function makeProduct(f: Family, choice: Choice, rng: Rng): Omit<GeneratedProduct, "id"> {
  const values: Record<string, string> = { brand: choice.brand ?? "" };
  let multiplier = 1;
  for (const [slot, option] of Object.entries(choice.options)) {
    values[slot] = text(option);
    multiplier *= factor(option);
  }
  const name = fill(f.name, values);
  values.name = name;
  const first = Math.floor(rng() * f.describe.length);
  let description = fill(f.describe[first]!, values);
  // A second sentence now and then, as feeds' descriptions run to one or two.
  const second = (first + 1 + Math.floor(rng() * (f.describe.length - 1))) % f.describe.length;
  if (second !== first && rng() < 0.4) description = `${description} ${fill(f.describe[second]!, values)}`;
  const [low, high] = f.price;
  const basePrice = Math.max(0.2, Math.round(low * (high / low) ** rng() * multiplier * 100) / 100);
  const imageUrl = f.image && rng() < 0.85 ? `/demo-images/${f.image}` : null;
  return { name, description, brand: choice.brand, category: f.category, imageUrl, basePrice };
}

/**
 * The deterministic catalogue: each family's share scaled to `total`, names unique across the catalogue.
 * Families are interleaved so product ids do not group by category.
 */
export function generateProducts(seed: string, total: number): GeneratedProduct[] {
  const shares = FAMILIES.reduce((n, f) => n + f.share, 0);
  const made: Omit<GeneratedProduct, "id">[][] = [];
  const names = new Set<string>();
  let assigned = 0;
  FAMILIES.forEach((f, i) => {
    const target = i === FAMILIES.length - 1 ? total - assigned : Math.round((f.share * total) / shares);
    assigned += target;
    const possible = combinations(f);
    if (target > possible * 0.95) throw new Error(`family "${f.name}" can make ${possible} names, asked for ${target}`);
    const rng = rngFrom(`${seed}:family:${i}`);
    const dense = target * 3 > possible ? allChoices(f, rng) : null;
    const list: Omit<GeneratedProduct, "id">[] = [];
    for (let attempts = 0; list.length < target; attempts++) {
      if (attempts > target * 20 || (dense && attempts >= dense.length))
        throw new Error(`family "${f.name}" ran out of distinct names`);
      const product = makeProduct(f, dense ? dense[attempts]! : randomChoice(f, rng), rng);
      if (names.has(product.name)) continue;
      names.add(product.name);
      list.push(product);
    }
    made.push(list);
  });
  const order = rngFrom(`${seed}:order`);
  const products: GeneratedProduct[] = [];
  const cursors = made.map(() => 0);
  const remaining = () => made.reduce((n, list, i) => n + list.length - cursors[i]!, 0);
  for (let left = remaining(); left > 0; left--) {
    // Weighted by what each family has left, so every family runs out at about the same time.
    let ticket = Math.floor(order() * left);
    let i = 0;
    while (ticket >= made[i]!.length - cursors[i]!) ticket -= made[i]!.length - cursors[i++]!;
    products.push({ id: products.length + 1, ...made[i]![cursors[i]!++]! });
  }
  return products;
}
