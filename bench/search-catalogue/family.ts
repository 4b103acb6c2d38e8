import type { CategorySlug } from "../../shared/categories.ts";

/** A slot value: its text, or its text and a price multiplier (a pack of 10 costs about ten times one). */
export type Option = string | readonly [string, number];

/**
 * A product family: every product in it is the `name` template with each `{slot}` filled from its
 * options (and `{brand}` from `brands`, null meaning an unbranded commodity). Descriptions use the
 * same slots, plus `{name}`.
 */
export interface Family {
  category: CategorySlug;
  /** Products of this family in the full 100,000-product catalogue. */
  share: number;
  name: string;
  brands?: readonly (string | null)[];
  slots: Record<string, readonly Option[]>;
  /** Price range of one unit before slot multipliers, in pounds. */
  price: readonly [number, number];
  describe: readonly string[];
  /** A file under public/demo-images, or null for no image. */
  image: string | null;
}

export const packs = (unit: string, sizes: readonly number[]): Option[] => [
  "",
  ...sizes.map((n) => [`(${unit} of ${n})`, n * 0.92] as const),
];

export const mm = (values: readonly number[]): string[] => values.map((v) => `${v}mm`);

export const metres = (values: readonly number[]): string[] => values.map((v) => `${v.toFixed(1)}m`);

export function family(f: Family): Family {
  return f;
}
