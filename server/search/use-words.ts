/**
 * Reads what a product is for ("cement for fence posts" means post mix) against the use table (use-words-table.ts),
 * and a query's leading verb (use-verbs.ts) or job (job-phrases.ts, job-methods.ts) with it: the terms each widens
 * and the context each ranks.
 */
import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import type { QueryTerm } from "./parse-search-query.ts";
import { indexedGroupsOf, matchSynonymPhrases } from "./synonym-phrases.ts";
import { leadingVerb } from "./leading-verb.ts";
import { jobPhraseOf } from "./job-phrases.ts";
import { jobMethodOf } from "./job-methods.ts";
import { USE_WORDS, type UseEntry } from "./use-words-table.ts";

const MAX_USE_WORDS = 3;
const USES = new Map<string, UseEntry[]>();
for (const entry of USE_WORDS)
  for (const use of entry.uses) {
    const canon = canonPhrase(use);
    if (canon) USES.set(canon, [...(USES.get(canon) ?? []), entry]);
  }

/** Whether an entry's use is the whole clause and one of its heads names a head term (synonym-phrases.ts clauseAsPhrase). */
export function isTableUse(headTerms: readonly { words: string[]; groupKeys: string[] }[], clause: string): boolean {
  const names = new Set(headTerms.flatMap((t) => [t.words.join(" "), ...t.groupKeys]));
  return USE_WORDS.some((e) => e.uses.some((u) => canonPhrase(u) === clause) && e.heads.some((h) => names.has(h)));
}

export interface UseReading {
  /** The terms before the clause, those an entry applies to widened with its groups. */
  terms: QueryTerm[];
  /** One context term per applied use: its groups only. */
  useTerms: QueryTerm[];
  /** Context words no applied use covered: plain context as before. */
  rest: string[];
  /** The words a leading verb made context ("sealing a leaking gutter joint" → leaking, gutter, joint). */
  verbObjects: string[];
  /** The object words a leading verb's entry read to choose its products ("reducing noise …" → noise). */
  jobObjects: string[];
  /** The job's main material, its first group, when it has more than one (leadOf). */
  lead?: QueryTerm;
}

/**
 * Reads the "for…" clause's words against the table (longest use first, left to right). A job typed as its problem
 * ("burst pipes in the attic", job-phrases.ts) is read too: its products become the term, every word context. Not
 * when a use entry applied ("sand for paving joints": the product is named). `task`: a task phrase (taskShape).
 */
export function applyUseWords(
  terms: readonly QueryTerm[],
  contextWords: readonly string[],
  options: { leadingVerb?: boolean; task?: boolean; without?: readonly string[]; text?: string } = {},
): UseReading {
  // leadingVerb false: the query is a compound name ("building blocks"), not a job (qualifier-words.ts).
  const plain = readUses(terms, contextWords, options.leadingVerb !== false, options.text);
  if (options.leadingVerb === false || plain.tableUse) return plain.reading;
  const words = [...terms.flatMap((t) => t.words), ...contextWords];
  // A job done without its usual method ("joining copper without soldering"): the other method's products.
  const method = jobMethodOf(options.without ?? [], words);
  if (method) {
    const { reading } = readUses([{ words: [], groupKeys: [...method.groups] }], words, false);
    return { ...reading, ...leadOf(method.groups) };
  }
  const phrase = jobPhraseOf(words, options.task === true, options.text);
  // A problem with the thing it is on reads as a job in any sentence of three words or more ("flat roof leaking
  // again"), which need no joining word; a problem alone only in a task phrase, and only when no verb was read.
  // With its thing, a problem is read before any leading verb: "stopping damp … concrete floor" is a floor's membrane,
  // where the verb's entry asks for every damp-proofing kind (tried: the verb first when it read an object; sets
  // 9–11 and 13 lower by 0.002–0.026, set 12 level).
  const applies = phrase?.specific ? options.task || words.length >= 3 : options.task && !plain.verbRead;
  // A project framed by its thing yields to a verb that read another job on it (JobPhrase frame).
  const otherJob =
    phrase?.frame && plain.verbGroups.length > 0 && !phrase.groups.some((g) => plain.verbGroups.includes(g));
  // A part named with no verb is what the head asks for, never where a clause says the product goes ("a floor over
  // the joists"), and it yields to a kind the head names besides the part ("joist hangers for a flat roof").
  const partYields = phrase?.part === true && !partAsked(terms, phrase.read);
  if (!phrase || !applies || otherJob || partYields || verbOwnsHead(terms, plain, phrase)) return plain.reading;
  // The variant the wish asks for ranks first among the kinds' products (JobPhrase prefer).
  const ranked = [...(phrase.context ?? words), ...(phrase.prefer ?? []).filter((w) => !words.includes(w))];
  const { reading } = readUses([{ words: [], groupKeys: [...phrase.groups] }], ranked, false);
  return { ...reading, jobObjects: phrase.read, ...leadOf(phrase.groups) };
}

function readUses(
  terms: readonly QueryTerm[],
  contextWords: readonly string[],
  verbs: boolean,
  text?: string,
): { reading: UseReading; tableUse: boolean; verbRead: boolean; verbGroups: readonly string[] } {
  const read = verbs ? leadingVerb(terms, [...contextWords, ...droppedQualities(text)]) : undefined;
  // A part's entry (part-verbs.ts) yields to a kind the head names besides the part (that kind is what is bought),
  // and to a head whose thing is not the part, which a clause only names as where ("fitting a carpet over …").
  const isPart = (t: QueryTerm) => t.words.every((w) => read?.read.includes(w));
  const object = terms.slice(1);
  const namedKind = object.some((t) => t.groupKeys.length > 0 && !isPart(t));
  const partInClause = object.length > 0 && !object.some((t) => t.words.some((w) => read?.read.includes(w)));
  const verb = read?.part && (namedKind || partInClause) ? undefined : read;
  // A plain verb of putting something in ("fitting dry verge to a gable", "replacing a gully grid") that no table
  // entry read, before a kind the synonym tables name: the kind is what is bought, the verb no word of it.
  if (verbs && !verb && terms.length > 1 && isPlainFittingVerb(terms[0]!) && terms.some((t) => t.groupKeys.length))
    terms = terms.slice(1);
  let tableUse = false;
  let verbObjects: string[] = [];
  const jobObjects = verb?.read ?? [];
  if (verb) {
    // What is done to the rest: the rest is context (USE_VERBS).
    const [first, ...after] = terms;
    verbObjects = [...after.flatMap((t) => t.words), ...contextWords];
    // Two jobs in one query ("tiling and grouting a shower", "repointing and rendering a wall"): a verb in -ing
    // the table knows, right after the first, with its own conditions met by the other words, asks for its
    // products too. Only there: further on it is a later job ("priming a wall before plastering"), not a purchase.
    const next = verbObjects[0];
    const second =
      next !== undefined && /ing$/.test(next)
        ? leadingVerb([{ words: [next], groupKeys: [] }], verbObjects.slice(1))
        : undefined;
    const also = second?.groups ?? [];
    jobObjects.push(...(second?.read ?? []));
    const groupKeys = [...new Set([...(verb.asTyped ? first!.groupKeys : []), ...verb.groups, ...also])];
    terms = [{ words: verb.asTyped ? first!.words : [], groupKeys }];
    contextWords = verbObjects;
  }
  const widened = terms.map((t) => ({ words: t.words, groupKeys: [...t.groupKeys] }));
  const useTerms: QueryTerm[] = [];
  const rest: string[] = [];
  let i = 0;
  while (i < contextWords.length) {
    let applied = 0;
    for (let n = Math.min(MAX_USE_WORDS, contextWords.length - i); n >= 1 && applied === 0; n -= 1) {
      const entries = USES.get(contextWords.slice(i, i + n).join(" ")) ?? [];
      const groups = new Set<string>();
      for (const entry of entries)
        for (const term of widened) {
          if (!namesHead(term, entry)) continue;
          for (const g of entry.groups) {
            groups.add(g);
            if (!term.groupKeys.includes(g)) term.groupKeys.push(g);
          }
        }
      if (groups.size > 0) {
        useTerms.push({ words: [], groupKeys: [...groups] });
        applied = n;
        tableUse = true;
      }
    }
    // A word no use covers that only asks for a synonym group, never naming its products itself ("for bathroom
    // walls": moisture-resistant board, an alsoFrom word), is a use too: it ranks the group's products, even when
    // no product prints the word. A group's own term ("for roofing felt") stays plain context only.
    const named = applied === 0 ? matchSynonymPhrases(contextWords.slice(i))[0] : undefined;
    if (named && named.groupKeys.length > 0 && indexedGroupsOf(named.words).length === 0) {
      useTerms.push({ words: [], groupKeys: named.groupKeys });
      // The words stay plain context too: a description saying "between rafters" still ranks its product.
      rest.push(...named.words);
      applied = named.words.length;
    } else if (applied === 0) rest.push(contextWords[i]!);
    i += Math.max(applied, 1);
  }
  return {
    reading: { terms: widened, useTerms, rest, verbObjects, jobObjects, ...(verb ? leadOf(verb.groups) : {}) },
    tableUse,
    verbRead: !!verb,
    // The groups of a verb that read its objects: the job it names on them.
    verbGroups: verb && verb.read.length > 0 ? verb.groups : [],
  };
}

/**
 * The head names the part a phrase read, and no other kind: a kind whose name only shares a word with the part
 * ("wall ties for an extension", "gutter brackets for the garage") is that kind, not the part.
 */
function partAsked(terms: readonly QueryTerm[], read: readonly string[]): boolean {
  const namesPart = (t: QueryTerm) => t.words.some((w) => read.includes(w));
  const isPart = (t: QueryTerm) => t.words.every((w) => read.includes(w));
  return terms.some(namesPart) && !terms.some((t) => t.groupKeys.length > 0 && !isPart(t));
}

/**
 * The leading verb read its object in the query's head, and a job phrase asking for other kinds read the same verb
 * with only a word of the clause ("building a pergola over the patio": the phrase read "building … patio"): the
 * head names what is made, the clause only where, so the verb's reading stands. A phrase that read a problem of its
 * own ("where the plaster blew") still decides.
 */
function verbOwnsHead(
  terms: readonly QueryTerm[],
  plain: { reading: UseReading; verbGroups: readonly string[] },
  phrase: { read: readonly string[]; groups: readonly string[] },
): boolean {
  const [verb, ...head] = terms;
  if (!verb || plain.reading.jobObjects.length === 0) return false;
  if (phrase.groups.some((g) => plain.verbGroups.includes(g))) return false;
  const headWords = new Set(head.flatMap((t) => t.words));
  const ownWords = new Set(verb.words);
  const phraseRest = phrase.read.filter((w) => !ownWords.has(w));
  return (
    plain.reading.jobObjects.some((w) => headWords.has(w)) &&
    phrase.read.some((w) => ownWords.has(w)) &&
    !phraseRest.some((w) => headWords.has(w))
  );
}

/**
 * The words the reader takes as a clause's start ("painting the outside walls": parse-search-query.ts CONTEXT_WORDS)
 * that also say which side of the building a part is on: a verb's entry still reads them with their part ("outside
 * wall" is masonry, building-parts.ts), though they never match a product.
 */
const PART_SIDES = ["outside", "inside"];

function droppedQualities(text: string | undefined): string[] {
  const typed = new Set((text ?? "").toLowerCase().split(/[^a-z]+/));
  return PART_SIDES.filter((w) => typed.has(w));
}

/**
 * The everyday verbs of putting a thing in, up or down, or of changing it, that say nothing of which kind is bought
 * (the verb tables read them when their objects decide: use-verbs*.ts). Extend with another such verb, never one that
 * is a kind's own word ("fixing", "sealing").
 */
const PLAIN_FITTING_VERBS = new Set([
  ...["fit", "fitting", "install", "installing", "replace", "replacing", "put", "putting", "lay", "laying"],
  ...["change", "changing", "renew", "renewing", "swap", "swapping", "mount", "mounting", "hang", "hanging"],
  ...["use", "using", "buy", "buying", "get", "getting", "add", "adding"],
]);

function isPlainFittingVerb(term: QueryTerm): boolean {
  return term.groupKeys.length === 0 && term.words.length === 1 && PLAIN_FITTING_VERBS.has(term.words[0]!);
}

/** A job's main material, its first group (rank-documents.ts ranks it first): the tables write it first. */
function leadOf(groups: readonly string[]): { lead?: QueryTerm } {
  return groups.length > 1 ? { lead: { words: [], groupKeys: [groups[0]!] } } : {};
}

function namesHead(term: QueryTerm, entry: UseEntry): boolean {
  return (
    entry.heads.includes(term.words.join(" ")) ||
    term.words.some((w) => entry.heads.includes(w)) ||
    term.groupKeys.some((g) => entry.heads.includes(g))
  );
}
