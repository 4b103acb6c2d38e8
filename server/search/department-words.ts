import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { isPackWordAsTyped } from "./build-text-queries.ts";
import { familyGroupsOf } from "./synonym-phrases.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

/**
 * A trade or department typed as one word ("fencing", "roofing", "decorating", "plumbing", "drainage"): the
 * kinds a merchant's department of that name sells. Read from the synonym list, not written per word: the
 * groups any of whose names (equivalent terms or the loose words that ask for them) holds a word made from the
 * same stem ("fence panel", "fence post", "fence board" and "fence rail" for "fencing"; "decorators caulk",
 * "decorators tape" and "decorators dust sheet" for "decorating"). Only an activity noun ("-ing", or "-age" as in
 * drainage) whose stem is four letters or more, that is no group's own name ("decking", "guttering", "render"),
 * and that two groups or more share. Qualities (treated, sawn) are no kind.
 */
export function departmentGroupsOf(word: string): readonly string[] {
  let keys = DEPARTMENTS.get(word);
  if (keys === undefined) {
    keys = findDepartment(word);
    if (DEPARTMENTS.size < 1000) DEPARTMENTS.set(word, keys);
  }
  return keys;
}

/** A bare kind word's family (the groups it heads: synonym-phrases.ts), or else the trade it names. */
export function kindFamilyOf(word: string): readonly string[] {
  const family = familyGroupsOf(word);
  return family.length > 0 ? family : departmentGroupsOf(word);
}

const DEPARTMENTS = new Map<string, readonly string[]>();

/** Every canonical word of each group's names, and whether a group's own name is the whole word. */
const GROUP_WORDS = TRADE_SYNONYMS.filter((g) => !g.attribute).map((g) => ({
  key: g.key,
  words: new Set([...g.terms, ...(g.alsoFrom ?? [])].flatMap((t) => canonPhrase(t).split(" "))),
}));
const GROUP_NAMES = new Set(
  TRADE_SYNONYMS.flatMap((g) => [...g.terms, ...(g.alsoFrom ?? [])].map((t) => canonPhrase(t))),
);
/**
 * A word made from the stem: the stem with a noun's or a verb's ending ("fenc" → "fence", "fencing"; "decorat" →
 * "decorator", not the adjective "decorative": decorative chippings are no decorating product).
 */
const ENDINGS = new Set(["", "e", "er", "or", "ing", "age", "ion"]);

function findDepartment(word: string): readonly string[] {
  const stem = /^[a-z]+(?:ing|age)$/.test(word) ? word.slice(0, -3) : null;
  // A pack's stem ("sheeting", "tubing", "boxing") names how things are sold, or the stuff itself, not a trade.
  if (stem === null || stem.length < 4 || GROUP_NAMES.has(word) || isPackWordAsTyped(stem)) return [];
  const keys = GROUP_WORDS.filter((g) =>
    [...g.words].some((w) => w.startsWith(stem) && ENDINGS.has(w.slice(stem.length))),
  ).map((g) => g.key);
  return keys.length >= 2 ? keys : [];
}
