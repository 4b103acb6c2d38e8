/**
 * Makers the catalogue already knows by name: every value any merchant writes in its brand column. A feed without
 * a brand column ("HOLMFIRTH GP PIR INSUL BOARD 100MM", "… 112MM (QUARRYDENE)"; invented examples)
 * names its maker only in the title, and no table of ours knows an unfamiliar maker: read as unbranded, its row
 * split from the maker's product or, worse, joined the generic one. What other merchants' feeds say about the
 * maker does not depend on how this merchant writes its titles.
 */
import { isMerchantName } from "./merchant-names.ts";
import { isCommonWord } from "./match-profile.ts";
import { isNoMakerValue } from "./no-brand-values.ts";
import { normaliseText } from "./text.ts";
import { vocabularyPhrases } from "./vocabulary-terms.ts";

let vocabularySet: Set<string> | null = null;
const vocabulary = () => (vocabularySet ??= new Set(vocabularyPhrases()));

/**
 * The brand values, normalised, longest first. Left out: values that name no maker (no-brand-values.ts: "Unbranded",
 * "N/A", "Trade", "Value", "Builders"), a merchant's name (any of `merchantNames`, or one `brands.ts` knows), values
 * shorter than four letters, and vocabulary words ("Premium" in a brand column must not brand every premium cement).
 */
export function catalogueMakers(
  brands: Iterable<string | null | undefined>,
  merchantNames: Iterable<string> = [],
): string[] {
  const isMerchant = merchantNameTest(merchantNames);
  const makers = new Set<string>();
  const seen = new Set<string>();
  for (const brand of brands) {
    const name = normaliseText(brand).trim();
    if (seen.has(name)) continue;
    seen.add(name);
    if (name.length < 4 || /^\d/.test(name) || isNoMakerValue(name)) continue;
    if (name.split(" ").every((w) => isCommonWord(w)) || vocabulary().has(name) || isMerchant(brand!, name)) continue;
    makers.add(name);
  }
  return [...makers].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/**
 * Whether a brand value is a merchant's name: one brands.ts knows, or (shortened or with its own-label words,
 * brands.ts isMerchantName) a name of the catalogue's merchants sharing a word with it, so thousands of brands are
 * not each compared with every merchant.
 */
function merchantNameTest(merchantNames: Iterable<string>): (brand: string, name: string) => boolean {
  const byWord = new Map<string, Set<string>>();
  for (const merchant of merchantNames)
    for (const word of normaliseText(merchant).trim().split(" "))
      if (word) byWord.set(word, (byWord.get(word) ?? new Set()).add(merchant));
  return (brand, name) => {
    if (isMerchantName(brand)) return true;
    const sharing = new Set(name.split(" ").flatMap((w) => [...(byWord.get(w) ?? [])]));
    return [...sharing].some((merchant) => isMerchantName(brand, merchant));
  };
}

/** What the whole catalogue says of brands: its makers, and which merchants (keyed by K) name each brand, normalised. */
export interface CatalogueBrands<K> {
  makers: readonly string[];
  namedBy: ReadonlyMap<string, ReadonlySet<K>>;
}

/** CatalogueBrands over every (merchant, brand column value) pair; `merchantName` is the merchant's display name. */
export function catalogueBrands<K>(
  rows: Iterable<{ merchant: K; merchantName: string; brand: string | null | undefined }>,
): CatalogueBrands<K> {
  const namedBy = new Map<string, Set<K>>();
  const brands: Array<string | null | undefined> = [];
  const merchantNames = new Set<string>();
  for (const { merchant, merchantName, brand } of rows) {
    brands.push(brand);
    merchantNames.add(merchantName);
    const name = normaliseText(brand).trim();
    if (!name) continue;
    const merchants = namedBy.get(name) ?? new Set<K>();
    merchants.add(merchant);
    namedBy.set(name, merchants);
  }
  return { makers: catalogueMakers(brands, merchantNames), namedBy };
}

/** The makers by their first and by their last word, built once per list (a catalogue can name thousands). */
const indexes = new WeakMap<readonly string[], { first: Map<string, string[]>; last: Map<string, string[]> }>();

function indexOf(makers: readonly string[]) {
  let index = indexes.get(makers);
  if (!index) {
    index = { first: new Map(), last: new Map() };
    for (const maker of makers) {
      const words = maker.split(" ");
      for (const [map, word] of [
        [index.first, words[0]!],
        [index.last, words[words.length - 1]!],
      ] as const) {
        const list = map.get(word) ?? [];
        list.push(maker);
        map.set(word, list);
      }
    }
    indexes.set(makers, index);
  }
  return index;
}

/**
 * The catalogue maker a title names where titles name makers: opening it ("HOLMFIRTH GP PIR …") or closing it
 * ("… 112MM (QUARRYDENE)"), the longest such name. `text` is normalised and padded. Elsewhere in a title a name is
 * as likely a range or a plain word.
 */
export function makerNamedInTitle(text: string, makers: readonly string[] | null | undefined): string | null {
  if (!makers?.length) return null;
  const words = text.trim().split(" ");
  const { first, last } = indexOf(makers);
  const opening = (first.get(words[0]!) ?? []).find((m) => text.startsWith(` ${m} `));
  const closing = (last.get(words[words.length - 1]!) ?? []).find((m) => text.endsWith(` ${m} `));
  if (opening && closing) return opening.length >= closing.length ? opening : closing;
  return opening ?? closing ?? null;
}
