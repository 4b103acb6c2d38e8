/**
 * Extra-word generators for the extra-words stress set: each takes a query that finds something and returns it with
 * words UK shoppers add that no title or fact carries, or null when the generator does not apply. Written from how
 * people type at a trade counter or in a search box, not from any held-out query. Deterministic: the word and its
 * place are chosen by a hash of the query, so the set is the same on every run and every commit.
 */
import { hash } from "../search-typo-stress/misspell.ts";

export type ExtraWords = "colour" | "pack" | "place" | "adjective" | "part" | "type" | "job" | "place-colour" | "look";

/**
 * Since session 22 four more habits, seen across the read sets' empty answers (never their words): a word saying
 * the query is a sort of thing ("… type", "… style"), the kind inside a sentence about the job ("new …", "… for the
 * repair", "replacing the …"), a place and a colour together after the kind, and a look or finish adjective before
 * it ("rustic", "golden") that few titles carry.
 */
export const EXTRA_WORDS: readonly ExtraWords[] = [
  "colour",
  "pack",
  "place",
  "adjective",
  "part",
  "type",
  "job",
  "place-colour",
  "look",
];

/** Colours a shopper names for how they want it to look; one the query does not already name is added. */
const COLOURS = ["grey", "black", "white", "brown", "green", "red", "blue", "cream", "anthracite", "charcoal"];

/** How it comes: before the query ("bag of …") or after it ("… x10"). */
const PACK_AFTER = ["bag", "bags", "pack", "each", "x10", "bulk", "box", "pack of 10", "pallet", "single"];
const PACK_BEFORE = ["bag of", "box of", "pack of", "bulk"];

/** Where it goes or what it is for: a place the product is used, not a kind. */
const PLACE_AFTER = [
  "for the garden",
  "outdoor",
  "for a shed",
  "bathroom",
  "for the kitchen",
  "for the loft",
  "for extension",
  "for garage",
  "indoor",
  "for house",
];
const PLACE_BEFORE = ["garden", "outdoor", "bathroom", "kitchen", "loft", "garage", "house", "shed"];

/** How the shopper wants it: quality, price, strength, newness. */
const ADJECTIVES = [
  "new",
  "cheap",
  "best",
  "strong",
  "heavy duty",
  "good quality",
  "decent",
  "standard",
  "large",
  "small",
];

/**
 * A word for the whole a part belongs to or how the part is named at the counter ("kit", "replacement", "unit"): no
 * product word of its own, so a query for something not sold stays unsold with it.
 */
const PART_AFTER = ["kit", "complete", "replacement", "spare", "unit", "system", "set", "piece", "assembly", "pieces"];

/** A word saying the query names a sort of thing, not the thing's title. */
const TYPE_AFTER = ["type", "style", "kind", "sort", "version", "types"];
const TYPE_BEFORE = ["type of", "some kind of", "any"];

/** The kind inside a sentence about the job it is bought for: the job's words are in no title. */
const JOB_BEFORE = ["new", "fitting a new", "replacing the", "need a new", "putting in new", "swapping the old"];
const JOB_AFTER = [
  "for the repair",
  "after the old one broke",
  "for the new extension",
  "to finish the job",
  "off the old one",
];

/** A place a product goes, said after the kind, then a colour (a place and a colour together). */
const PLACE_AFTER_KIND = ["outdoor", "external", "internal", "underground", "garden", "bathroom", "kitchen", "roof"];

/** How it looks or is finished: an adjective few titles carry, before the kind. */
const LOOKS = ["golden", "rustic", "natural", "smooth", "plain", "traditional", "modern", "dark", "light", "textured"];

const pick = <T>(list: readonly T[], h: number): T => list[h % list.length]!;

/** The query with extra words of one generator, or null when it does not apply (nothing new to add). */
export function addExtraWords(q: string, generator: ExtraWords): string | null {
  const h = hash(`${generator}:${q}`);
  const words = q.toLowerCase().split(/\s+/);
  const before = (h >> 4) % 2 === 0;
  switch (generator) {
    case "colour": {
      const free = COLOURS.filter((c) => !words.includes(c));
      const colour = pick(free, h);
      return before ? `${colour} ${q}` : `${q} ${colour}`;
    }
    case "pack": {
      if (words.some((w) => PACK_AFTER.includes(w))) return null;
      return before ? `${pick(PACK_BEFORE, h)} ${q}` : `${q} ${pick(PACK_AFTER, h)}`;
    }
    case "place": {
      if (/\bfor\b/.test(q)) return `${pick(PLACE_BEFORE, h)} ${q}`;
      return before ? `${pick(PLACE_BEFORE, h)} ${q}` : `${q} ${pick(PLACE_AFTER, h)}`;
    }
    case "adjective":
      return `${pick(ADJECTIVES, h)} ${q}`;
    case "part":
      return words.length > 5 ? null : `${q} ${pick(PART_AFTER, h)}`;
    case "type":
      return before ? `${pick(TYPE_BEFORE, h)} ${q}` : `${q} ${pick(TYPE_AFTER, h)}`;
    case "job":
      return before ? `${pick(JOB_BEFORE, h)} ${q}` : `${q} ${pick(JOB_AFTER, h)}`;
    case "place-colour": {
      const place = pick(
        PLACE_AFTER_KIND.filter((p) => !words.includes(p)),
        h,
      );
      const colour = pick(
        COLOURS.filter((c) => !words.includes(c)),
        h >>> 8,
      );
      return `${q} ${place} ${colour}`;
    }
    case "look": {
      const free = LOOKS.filter((l) => !words.includes(l));
      return `${pick(free, h)} ${q}`;
    }
  }
}
