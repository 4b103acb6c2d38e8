/**
 * Online discounters append search keywords to titles: "Washed Gravel 20mm Jumbo Bag Tonne Bag Gravel
 * Aggregate Driveway Sub Base Stone", "Snowcrete White Cement 25kg Cement Bag Mortar Concrete Building".
 * The product is described first; the stuffed run re-states its category words and adds others
 * ("sub base", "mortar") that would otherwise read as a product line. The run starts where, after the
 * first number of the title, a category word comes back a second time and no number follows: from
 * there the title is cut.
 */
import { allBrandPhrases } from "./brands.ts";
import { categoryWords } from "./categories/index.ts";
import { normaliseText } from "./text.ts";

let brandPhrases: Set<string> | null = null;

/** Words of the category vocabulary ("brick", "gravel", "mix", "insulation"), canonical. */
function isCategoryWord(word: string): boolean {
  return categoryWords().has(word);
}

/** "London Brick", "Blue Circle": a repeated word inside a maker's name is not stuffing. */
function inBrandPhrase(words: readonly string[], i: number): boolean {
  brandPhrases ??= new Set(allBrandPhrases().map((p) => normaliseText(p).trim()));
  const around = [words.slice(i - 1, i + 1), words.slice(i, i + 2), words.slice(i - 2, i + 1)];
  return around.some((w) => w.length > 1 && brandPhrases!.has(w.join(" ")));
}

/** Connectives of a category label ("- Mortar & Concrete"). */
const CONNECTIVES = new Set(["and", "or", "for", "the"]);

/** The title without its keyword-stuffed tail (unchanged when none is found). */
export function stripKeywordStuffing(title: string): string {
  const raw = stripRestatedMeasureTag(title).split(" ").filter(Boolean);
  const canon = raw.map((w) => normaliseText(w).trim().split(" ").filter(Boolean));
  const flat = canon.flat();
  const seen = new Set<string>();
  let measured = false;
  let k = 0;
  for (let i = 0; i < raw.length; i++) {
    for (const w of canon[i]!) {
      if (measured && isCategoryWord(w) && seen.has(w) && !inBrandPhrase(flat, k) && canBeStuffing(raw, i)) {
        return stripRestatedMeasureTag(cutAt(raw, canon, i));
      }
      if (isCategoryWord(w)) seen.add(w);
      k++;
    }
    // A size or count ("20mm", "2400", "Type 1"), not a model code ("TP10").
    if (/^\(?\d/.test(raw[i]!)) measured = true;
  }
  return raw.join(" ");
}

/**
 * Whether the title from word `i` on can be a stuffed run: several words (a label ending on one
 * repeat, "- Moisture Resistant Plasterboard", is kept) and never a size or count.
 */
function canBeStuffing(raw: readonly string[], i: number): boolean {
  return raw.length - i >= 2 && !raw.slice(i).some((w) => /\d/.test(w));
}

/** Words of a pack size ("Jumbo Bulk Bag"): never part of a stuffed run, whatever the vocabulary says. */
const PACK_WORDS = new Set(["bag", "bags", "bulk", "jumbo", "mini", "dumpy", "handy", "tonne", "pack", "each"]);

/**
 * Keep words before `i`; a dangling digit-free label of category words ("- Mortar &") goes too, and so do
 * the category words just before the repeat that began the run ("… 4m Drainage Pipe Gutter Rainwater":
 * the run starts at "Drainage", not at the repeated "Gutter").
 */
function cutAt(raw: readonly string[], canon: readonly string[][], i: number): string {
  let end = i;
  const dash = raw.slice(0, i).findLastIndex((w) => /^[-\u2013\u2014|]$/.test(w));
  if (dash >= 0) {
    const label = canon.slice(dash + 1, i).flat();
    if (label.every((w) => isCategoryWord(w) || CONNECTIVES.has(w))) end = dash;
  }
  const lastNumber = raw.slice(0, i).findLastIndex((w) => /\d/.test(w));
  // Only where the name came before its size: in "20kg Hanson Post Mix Fence Post" the words after the
  // number are the name.
  const namedFirst = raw.slice(0, Math.max(lastNumber, 0)).some((w) => /^\p{L}/u.test(w));
  if (end === i && namedFirst) {
    while (
      end - 1 > lastNumber &&
      canon[end - 1]!.length > 0 &&
      canon[end - 1]!.every((w) => isCategoryWord(w) && !PACK_WORDS.has(w))
    )
      end--;
  }
  return raw.slice(0, end).join(" ");
}

/**
 * "Tarmac Mortar Mix 20kg Concrete 20kg": a category word and a measure the title already stated, at its
 * end, is the merchant's search tag; its word would name another product line.
 */
export function stripRestatedMeasureTag(title: string): string {
  const m = /^(.*?(\S*\d\S*).*?)\s+([A-Za-z]+(?:\s+[A-Za-z]+)?)\s+(\S*\d\S*)$/.exec(title);
  if (!m) return title;
  const [, head, , words, measure] = m;
  const stated = head!.split(/\s+/).some((w) => w.toLowerCase() === measure!.toLowerCase());
  const tagWords = normaliseText(words).trim().split(" ");
  return stated && tagWords.every((w) => isCategoryWord(w)) ? head! : title;
}
