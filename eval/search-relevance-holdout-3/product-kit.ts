/**
 * The product shape held-out sets 6 and 7 write their catalogues in, generic over a set's groups and merchant
 * slugs (each set's catalogue-types.ts names its own). One product reaches the site under each stocking
 * merchant's own title; judged queries grade products by `key`. Keys read `<group>-<brand, or gen>-<what>` so one
 * brand's keys share a prefix (the sets' `brandKeys` relies on it).
 */

/**
 * How `dims` read: `section` [thickness, width] in mm (timber, mouldings, battens); `screw` [diameter, length];
 * `board` [thickness, width, length] (sheets, plasterboard, slabs); `masonry` the three sizes in the trade's own
 * order (bricks 215 × 102.5 × 65, blocks 440 × 215 × 100); `single` one leading size (a diameter, a thickness or
 * a width). Anything else goes in `size`, written the same by every merchant.
 */
export type Form = "section" | "screw" | "board" | "masonry" | "single";

export interface SetProductOf<G extends string, M extends string> {
  key: string;
  group: G;
  /** A typical shelf price in GBP; each merchant varies it. */
  price: number;
  brand?: string;
  /** A maker's range or line name or a grade ("General Purpose"). */
  line?: string;
  noun: string;
  /** Variant words in Title Case ("Tapered Edge", "Red Multi Stock", "7.3N"). */
  detail?: string;
  dims?: number[];
  form?: Form;
  /** A length in mm (timber, pipe, lintel, bead). */
  length?: number;
  /** A literal size when dims do not fit ("4m x 25m", "11in / 280mm"). */
  size?: string;
  /** "25kg", "Bulk Bag", "Box of 200", "Pack of 500", "310ml", "5 Litre". */
  pack?: string;
  /** The yard's inch name of a timber section ("4x2") or a sheet ("8x4"). */
  nominal?: string;
  /** A merchant's own words for the noun. */
  nounBy?: Partial<Record<M, string>>;
  /** What a buyer uses it for, as merchants write it in descriptions ("setting fence posts"). */
  use?: string;
  /** How many merchants stock it (2–5; default 2 or 3 drawn from the key). */
  reach?: number;
}

/** The catalogue files' shorthand `p(group, key, price, rest)`, checking that the key starts with its group. */
export function productMaker<G extends string, M extends string>() {
  return (
    group: G,
    key: string,
    price: number,
    rest: Omit<SetProductOf<G, M>, "key" | "group" | "price">,
  ): SetProductOf<G, M> => {
    if (!key.startsWith(`${group}-`)) throw new Error(`key ${key} does not start with its group ${group}`);
    return { key, group, price, ...rest };
  };
}
