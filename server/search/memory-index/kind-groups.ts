import { groupToken } from "../synonym-phrases.ts";
import { TRADE_SYNONYMS } from "../trade-synonyms.ts";
import { intersect, union, type PostingSource } from "./evaluate-query.ts";
import { adjacentInName, markMembers } from "./mark-members.ts";
import { markNamedAfter } from "./named-after-kinds.ts";
import { edgeLexeme } from "./query-shapes.ts";
import type { RankInput } from "./rank-documents.ts";
import { WEIGHT_A, type QueryNode } from "./text-search-values.ts";

/** Points for a product that is only the kind of thing the query asks for (hundredths). */
export const ONLY_WHAT_WAS_ASKED = 35;

/**
 * A product whose name names no other kind of product than the query asks for: "MDF board" for "mdf", where
 * "MDF skirting board" is also a skirting. A kind is a synonym group a category's own words name (skirting,
 * plasterboard); a variant within a kind (OPC within cement) and a quality or pack (treated, bulk bag) do not
 * count. Read from the few kinds' posting lists (weight A, derived once per index change), so the cost follows
 * those lists, not the number of matches. A tool or fixing named after the material it works on ("sealant gun"
 * for "sealant") is another kind too (markToolsOfTheWord).
 */
export function addOnlyWhatWasAsked(
  categoryTexts: PostingSource,
  input: RankInput,
  slots: Int32Array,
  scores: Int32Array,
  categoryOf?: Int32Array,
): void {
  const asked = new Set<string>();
  for (const term of input.compiled.terms) collectLexemes(term.any, asked);
  // A word of a longer synonym phrase still names its own kind: "green plasterboard" asks for plasterboard.
  const wordTokens = input.key.split(" ").flatMap((w) => {
    const key = SINGLE_WORD_GROUPS.get(w);
    return key === undefined ? [] : [groupToken(key)];
  });
  const isAsked = (g: string) => asked.has(g) || wordTokens.some((t) => t.startsWith(g));
  const kinds: string[] = [];
  for (const kind of categoryTexts.lexemes.keys())
    if (kind.startsWith(GROUP_PREFIX) && !isAsked(kind) && !isAttributeGroup(kind)) kinds.push(kind);
  const other = new Uint8Array(slots.length);
  if (kinds.length > 0) markMembers(slots, otherKindsNamed(input, kinds), other);
  const tools = markToolsOfTheWord(input, slots, asked, other);
  const described = markSelfAdjectives(input, slots, asked, other);
  const typed = new Set<string>();
  for (const term of input.compiled.terms) collectLexemes(term.typedInName, typed);
  const named =
    categoryOf !== undefined &&
    markNamedAfter(input, typed, { slots, categoryOf, other }, { isAsked, named: (k) => otherKindsNamed(input, k) });
  // No other kind anywhere: every match would gain the same, and the order cannot change.
  if (kinds.length === 0 && !tools && !described && !named) return;
  for (let i = 0; i < slots.length; i += 1) if (other[i] === 0) scores[i]! += ONLY_WHAT_WAS_ASKED;
}

/**
 * Tools, fixings, by-products and sundries whose names print the material or part they work on, fix, come from
 * or are for just before them: "sealant gun", "paint roller", "brick bolster", "plaster stop bead", "plasterboard
 * screw", "joist hanger", "gutter union bracket", "slate chippings", "roof & gutter sealant", "tile adhesive".
 * Trade knowledge, written as PostgreSQL's english stems (the index's lexemes: "chippings" is "chip", "adhesive"
 * "adhes"). Each is a thing bought on its own, so a query for the material wants the material first; one that
 * types the noun, or asks for a kind whose terms use it ("silicone" is a sealant, "grab adhesive" an adhesive:
 * trade-synonyms.ts), asks for it. Where to extend: not with a stem an adjective shares ("sand": "Plywood
 * Sanded" cost set 8's "plywood"), nor with a noun that is also a kind's own material ("mix": "post mix" is what
 * "postcrete" asks for, "concrete mix" what "concrete" does).
 * Session 13 added the fixings, repair products, finishes and fittings named the same way: "hammer fixings",
 * "post fix", "post shoe", "post support", "concrete repair mortar", "mortar colour", "fence stain", "fence
 * paint", "decking oil", "wood primer", "scrim tape", "gutter outlet", "tap connector", "pipe lagging", "pipe
 * insert", "tile backer board".
 */
const TOOL_AND_FIXING_HEADS = [
  "gun",
  "roller",
  "brush",
  "tray",
  "trowel",
  "float",
  "hawk",
  "bolster",
  "chisel",
  "hammer",
  "saw",
  "knife",
  "scraper",
  "spreader",
  "cutter",
  "bead",
  "spacer",
  "clip",
  "bracket",
  "hanger",
  "screw",
  "nail",
  "plug",
  "anchor",
  "tie",
  "kit",
  "chip",
  "sealant",
  "adhes",
  "fix",
  "shoe",
  "support",
  "mortar",
  "colour",
  "stain",
  "paint",
  "oil",
  "primer",
  "tape",
  "outlet",
  "connector",
  "lag",
  "insert",
  "backer",
];
const GRADE = "grade";

/**
 * Marks in `other` the matches whose name has a word the query typed one or two places before a tool or
 * fixing it did not ask for ("Sealant Gun", "Plaster Stop Bead"): the name's head is the tool. A tool followed by
 * "grade" is a grade of the material ("Expanding Foam Gun Grade", trowel-grade adhesive), not the tool. Only the
 * few names carrying one of those heads are walked for positions. True when any match was marked.
 */
function markToolsOfTheWord(input: RankInput, slots: Int32Array, asked: Set<string>, other: Uint8Array): boolean {
  const lexemes = input.evaluator.source.lexemes;
  // Most matches name no tool: one pass against every tool's name list (kept per index) leaves the few that do.
  const withTools = intersect(slots, otherKindsNamed(input, TOOL_AND_FIXING_HEADS));
  // A head that is a word of a kind the query asks for is that kind ("silicone sealant" for "silicone").
  const wordsAsked = withTools.length > 0 ? wordsOfAskedGroups(asked) : [];
  let marked = false;
  // The words typed, and a kind's one-word names when the query reached it by a synonym ("eavestrough" → the
  // gutter: "Gutter Union Bracket" is a fitting). A name whose stem differs from its word finds no list: skipped.
  const typedWords = new Set(
    withTools.length > 0 ? input.compiled.terms.map((t) => edgeLexeme(t.typedInName, "last")?.lexeme) : [],
  );
  for (const word of withTools.length > 0 ? wordsOfAskedGroups(asked, GROUP_ONE_WORD_NAMES) : []) typedWords.add(word);
  for (const typed of typedWords) {
    const typedList = typed ? lexemes.get(typed) : undefined;
    if (!typedList) continue;
    for (const head of TOOL_AND_FIXING_HEADS) {
      const headList = asked.has(head) || wordsAsked.some((w) => w.startsWith(head)) ? undefined : lexemes.get(head);
      if (!headList) continue;
      const named = intersect(withTools, headList.slots.data.subarray(0, headList.size));
      const marks = adjacentInName(named, typedList, headList, WEIGHT_A, 2);
      if (!marks) continue;
      const grades = adjacentInName(named, headList, lexemes.get(GRADE), WEIGHT_A);
      markMembers(
        slots,
        named.filter((_, i) => marks[i] === 1 && grades?.[i] !== 1),
        other,
      );
      marked = true;
    }
  }
  return marked;
}

/**
 * Marks in `other` the matches whose name prints the typed word right after "self" ("Scrim Tape Self Adhesive",
 * "Self Adhesive Cap Sheet" for "adhesives"): "self-" makes the word an adjective of some other product, so the
 * name does not name the kind asked for. A query that types "self" asks for it. True when any match was marked.
 */
function markSelfAdjectives(input: RankInput, slots: Int32Array, asked: Set<string>, other: Uint8Array): boolean {
  const lexemes = input.evaluator.source.lexemes;
  const self = asked.has(SELF) ? undefined : lexemes.get(SELF);
  if (!self) return false;
  const withSelf = intersect(slots, self.slots.data.subarray(0, self.size));
  let marked = false;
  for (const term of withSelf.length > 0 ? input.compiled.terms : []) {
    const typed = edgeLexeme(term.typedInName, "first");
    const marks = adjacentInName(withSelf, self, typed ? lexemes.get(typed.lexeme) : undefined, WEIGHT_A);
    if (!marks) continue;
    markMembers(
      slots,
      withSelf.filter((_, i) => marks[i] === 1),
      other,
    );
    marked = true;
  }
  return marked;
}
const SELF = "self";

/**
 * The words of every term of the synonym groups the query asks for (GROUP_WORDS), or their one-word terms
 * (GROUP_ONE_WORD_NAMES). Group tokens reach the index stemmed ("zzsyndecking" → "zzsyndeck"), and stemming only
 * cuts endings, so a stem names the shortest token it begins: "decking", not "deckingscrew".
 */
function wordsOfAskedGroups(
  asked: Set<string>,
  table: ReadonlyArray<readonly [string, readonly string[]]> = GROUP_WORDS,
): string[] {
  const out: string[] = [];
  for (const lexeme of asked) {
    if (!lexeme.startsWith(GROUP_PREFIX)) continue;
    let best: (typeof table)[number] | undefined;
    for (const entry of table)
      if (entry[0].startsWith(lexeme) && (!best || entry[0].length < best[0].length)) best = entry;
    if (best) out.push(...best[1]);
  }
  return out;
}

/**
 * The products whose name carries any of `kinds`, kept per index and per set of kinds until one of their lists
 * changes: most queries ask for none of the kinds, so they share one list and pay one pass over the matches.
 */
const namedByKinds = new WeakMap<object, Map<string, { lists: unknown[]; versions: number[]; named: Int32Array }>>();

function otherKindsNamed(input: RankInput, kinds: readonly string[]): Int32Array {
  const source = input.evaluator.source;
  let cache = namedByKinds.get(source);
  if (!cache) {
    cache = new Map();
    namedByKinds.set(source, cache);
  }
  const key = kinds.join(" ");
  const lists = kinds.map((k) => source.lexemes.get(k));
  const versions = lists.map((l) => l?.version ?? -1);
  const known = cache.get(key);
  // The same list objects at the same versions: nothing was added, and no compaction renumbered the slots.
  if (known && known.lists.every((l, i) => l === lists[i] && known.versions[i] === versions[i])) return known.named;
  let named: Int32Array = new Int32Array(0);
  for (const kind of kinds)
    named = union(
      named,
      input.evaluator.slots({ kind: "lexeme", lexeme: kind, weights: 1 << WEIGHT_A, prefix: false }),
    );
  if (cache.size >= 256) cache.clear();
  cache.set(key, { lists, versions, named });
  return named;
}

function collectLexemes(node: QueryNode | null, into: Set<string>): void {
  if (node === null) return;
  if (node.kind === "lexeme") into.add(node.lexeme);
  else if (node.kind === "not") collectLexemes(node.operand, into);
  else {
    collectLexemes(node.left, into);
    collectLexemes(node.right, into);
  }
}

const GROUP_PREFIX = groupToken("");

const SINGLE_WORD_GROUPS = new Map(
  TRADE_SYNONYMS.flatMap((g) => g.terms.filter((t) => !t.includes(" ")).map((t) => [t, g.key] as const)),
);
const GROUP_WORDS = TRADE_SYNONYMS.map((g) => [groupToken(g.key), g.terms.flatMap((t) => t.split(" "))] as const);
const GROUP_ONE_WORD_NAMES = TRADE_SYNONYMS.map(
  (g) => [groupToken(g.key), g.terms.filter((t) => /^[a-z]+$/.test(t))] as const,
);
const ATTRIBUTE_TOKENS = TRADE_SYNONYMS.filter((g) => g.attribute).map((g) => groupToken(g.key));
const attributeMemo = new Map<string, boolean>();

/** Group tokens reach the index stemmed ("zzsyntreated" → "zzsyntreat"), so a stem is read as its token's prefix. */
function isAttributeGroup(lexeme: string): boolean {
  let known = attributeMemo.get(lexeme);
  if (known === undefined) {
    known = ATTRIBUTE_TOKENS.some((token) => token.startsWith(lexeme));
    attributeMemo.set(lexeme, known);
  }
  return known;
}
