import type { PostingList } from "./posting-list.ts";
import type { PostingSource } from "./evaluate-query.ts";
import type { QueryNode } from "./text-search-values.ts";

/**
 * Sets derived from a few whole lexemes, kept across searches while those lexemes' posting lists are unchanged:
 * a term's synonym expansion (`'timber':A | 'wood':A | …`, an OR of plain lexemes) and a two-word phrase
 * (`'squar' <-> 'edg'`). They are a function of the catalogue alone, like the weight-filtered views
 * evaluate-query.ts already keeps per posting list, so they are built once per index change, not once per
 * search (issue 15: merging a common term's synonyms and walking common phrases were the largest self times of
 * the ranking). Not a cache of answers: the query around them is matched, scored and ordered afresh.
 *
 * Validity: an entry remembers each lexeme's posting list and its version (every add moves it; compaction and a
 * reload make new lists; a lexeme missing then is remembered as missing), so any change to one of them makes the
 * entry stale and it is rebuilt. Removing a product only marks its slot dead, which the lists do not show, exactly
 * as a fresh evaluation would not.
 * Risk: memory. Entries are bounded per index by the integers they hold, least recently used first out; sets
 * smaller than MIN_WORTH_KEEPING are cheap to make and are not kept. The bound grows with the index (decision
 * 056): these sets grow with the catalogue, so a fixed bound kept 10× fewer of them at 1M products than at 100k, and
 * a mixed workload cycling through more than the bound holds misses every time (LRU under a cyclic load).
 * MIN_HELD_INTEGERS (~16 MB) up to 250,000 products, then HELD_INTEGERS_PER_SLOT per slot (~64 MB at 1M).
 */
const MIN_HELD_INTEGERS = 4_000_000;
const HELD_INTEGERS_PER_SLOT = 16;
const MIN_WORTH_KEEPING = 256;

/** How many integers the sets kept for an index may hold together. */
export function heldIntegersBound(slotCount: number): number {
  return Math.max(MIN_HELD_INTEGERS, HELD_INTEGERS_PER_SLOT * slotCount);
}

interface Entry<T> {
  lists: Array<PostingList | undefined>;
  versions: number[];
  value: T;
  integers: number;
}

class TermSetMemo {
  private readonly entries = new Map<string, Entry<unknown>>();
  private held = 0;
  constructor(private readonly source: PostingSource) {}

  get<T>(key: string, lists: Array<PostingList | undefined>): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!sameLists(entry, lists)) {
      this.drop(key, entry);
      return undefined;
    }
    // Most recently used last, so eviction takes the oldest first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  set<T>(key: string, lists: Array<PostingList | undefined>, value: T, integers: number): void {
    // Read at each addition: a live index grows as imports add products.
    const bound = heldIntegersBound(this.source.slotCount);
    if (integers < MIN_WORTH_KEEPING || integers > bound) return;
    const known = this.entries.get(key);
    if (known) this.drop(key, known);
    this.entries.set(key, { lists, versions: lists.map((l) => l?.version ?? -1), value, integers });
    this.held += integers;
    for (const [oldKey, old] of this.entries) {
      if (this.held <= bound) break;
      this.drop(oldKey, old);
    }
  }

  private drop(key: string, entry: Entry<unknown>): void {
    this.entries.delete(key);
    this.held -= entry.integers;
  }
}

function sameLists(entry: Entry<unknown>, lists: Array<PostingList | undefined>): boolean {
  if (entry.lists.length !== lists.length) return false;
  for (let i = 0; i < lists.length; i += 1) {
    const list = lists[i];
    if (entry.lists[i] !== list || entry.versions[i] !== (list?.version ?? -1)) return false;
  }
  return true;
}

const memos = new WeakMap<PostingSource, TermSetMemo>();

function memoFor(source: PostingSource): TermSetMemo {
  let memo = memos.get(source);
  if (!memo) {
    memo = new TermSetMemo(source);
    memos.set(source, memo);
  }
  return memo;
}

type Lexeme = Extract<QueryNode, { kind: "lexeme" }>;

/** The lexemes of an OR chain whose every operand is a whole lexeme (no prefix), in order; null otherwise. */
function plainOrOperands(node: QueryNode, out: Lexeme[]): Lexeme[] | null {
  if (node.kind === "lexeme") {
    if (node.prefix) return null;
    out.push(node);
    return out;
  }
  if (node.kind !== "or") return null;
  return plainOrOperands(node.left, out) && plainOrOperands(node.right, out);
}

function keyOf(kind: string, lexemes: readonly Lexeme[], extra = ""): string {
  let key = kind + extra;
  // NUL cannot occur in a lexeme, so keys of different lexeme lists never collide.
  for (const l of lexemes) key += `\u0000${l.weights}\u0000${l.lexeme}`;
  return key;
}

/**
 * A key for a tree made of whole lexemes joined by ORs and phrases only (`('plane' <-> 'squar') <-> 'edg'`,
 * `(… <-> 'edg') | 'zzsyndress'`), its lexemes appended to `leaves`; null for anything else (a prefix, an AND, a
 * NOT). Written operator first, each lexeme closed by NUL (which no lexeme holds), so two trees share a key only
 * when they are the same tree.
 */
function wholeLexemeTree(node: QueryNode, leaves: Lexeme[]): string | null {
  switch (node.kind) {
    case "lexeme":
      if (node.prefix) return null;
      leaves.push(node);
      return `\u0000${node.weights}\u0000${node.lexeme}\u0000`;
    case "or":
    case "phrase": {
      const left = wholeLexemeTree(node.left, leaves);
      const right = left === null ? null : wholeLexemeTree(node.right, leaves);
      if (right === null) return null;
      return `${node.kind === "phrase" ? `<${node.distance}>` : "|"}${left}${right}`;
    }
    default:
      return null;
  }
}

/**
 * The slots of `node` when it is an OR of whole lexemes, or an OR of whole lexemes and phrases of them (a term
 * typed as a phrase with its synonym, decision 056), from the memo or made by `make` and kept; any other node is
 * made by `make` alone.
 */
export function sharedOrSlots(source: PostingSource, node: QueryNode, make: () => Int32Array): Int32Array {
  const lexemes = plainOrOperands(node, []);
  if (lexemes !== null && lexemes.length >= 2)
    return shared(source, keyOf("or", lexemes), lexemes, make, (slots) => slots.length);
  if (node.kind !== "or") return make();
  const leaves: Lexeme[] = [];
  const key = wholeLexemeTree(node, leaves);
  return key === null ? make() : shared(source, `tree${key}`, leaves, make, (slots) => slots.length);
}

/**
 * A phrase of whole lexemes (`left <distance> right`, either side itself such a phrase or an OR of them, as a
 * product name's three words make: decision 056), from the memo or made by `make` and kept; any other phrase is
 * made by `make` alone. `integers` says how many integers a made set holds.
 */
export function sharedPhrase<T>(
  source: PostingSource,
  node: Extract<QueryNode, { kind: "phrase" }>,
  make: () => T,
  integers: (value: T) => number,
): T {
  const { left, right } = node;
  if (left.kind === "lexeme" && right.kind === "lexeme" && !left.prefix && !right.prefix)
    return shared(source, keyOf("phrase", [left, right], `<${node.distance}>`), [left, right], make, integers);
  const leaves: Lexeme[] = [];
  const key = wholeLexemeTree(node, leaves);
  return key === null ? make() : shared(source, `positional${key}`, leaves, make, integers);
}

function shared<T>(
  source: PostingSource,
  key: string,
  lexemes: readonly Lexeme[],
  make: () => T,
  integers: (value: T) => number,
): T {
  const lists = lexemes.map((l) => source.lexemes.get(l.lexeme));
  const memo = memoFor(source);
  const known = memo.get<T>(key, lists);
  if (known !== undefined) return known;
  const made = make();
  memo.set(key, lists, made, integers(made));
  return made;
}
