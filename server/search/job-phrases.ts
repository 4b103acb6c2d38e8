import { FABRIC_JOB_PHRASES } from "./job-phrases-fabric.ts";
import { HOME_JOB_PHRASES } from "./job-phrases-home.ts";
import { HOUSEHOLD_JOB_PHRASES } from "./job-phrases-household.ts";
import { PROBLEM_JOB_PHRASES } from "./job-phrases-problems.ts";
import { SYMPTOM_JOB_PHRASES } from "./job-phrases-symptoms.ts";
import { TIMBER_PROTECTION_JOB_PHRASES } from "./job-phrases-timber-care.ts";
import { NAMED_JOB_PHRASES } from "./job-phrases-named-jobs.ts";
import { PART_STATE_JOB_PHRASES } from "./part-states.ts";
import { TRIM_JOB_PHRASES } from "./job-phrases-second-fix.ts";
import { TRADE_JOB_PHRASES } from "./job-phrases-trades.ts";
import { WANTS_JOB_PHRASES } from "./job-phrases-wants.ts";
import { PART_JOB_PHRASES } from "./part-phrases.ts";
import { PROJECT_ELEMENT_JOB_PHRASES } from "./building-projects.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { POSITION_WORDS, positionPhraseOf } from "./position-phrases.ts";
import { phraseForms } from "./verb-forms.ts";

/**
 * Jobs a DIYer types as the problem or the place rather than a leading verb ("burst pipes in the attic every
 * winter", "puddles by the back door on the patio", "where a lean-to roof meets the wall"). The product wanted is
 * what treats the thing named, not the thing itself: pipes that freeze want lagging, not pipe. UK merchant trade
 * knowledge of the common household problems and junctions, written per family, never per query: each entry is
 * one problem family and the product kinds the trade sells for it (synonym group keys, trade-synonyms*.ts).
 *
 * An entry applies when one of its `when` phrases is in the query and, if it has `with`, one of those too (the
 * thing the problem is on decides the product: a leaking roof is not a leaking tap). Read only in a task phrase
 * (intent-fallback.server.ts taskShape), so a product's name with a problem word in it ("damp proof course",
 * "weed control fabric") searches as before. Entries with `with` are specific: they are read before the leading-verb
 * table (use-verbs.ts), whose broader entries ("fill" → fillers and foam) would otherwise pick the wrong kind for
 * the joints of a patio. Entries without `with` apply only when no leading verb was read.
 * Where to extend: a problem family with its products (job-phrases-problems.ts); never a product's own name as
 * `when`. Phrases leave out particles ("hook", not "hook up"): the query's stopwords are gone before the table reads
 * its words.
 * Risk: a `when` word that also names a product widens that product's queries; keep them problem or junction words.
 */
export interface JobPhrase {
  when: readonly string[];
  with?: readonly string[];
  groups: readonly string[];
  /** Read only in a task phrase, even with its thing (a trade job's words also lead products' names). */
  taskOnly?: boolean;
  /** The problem's words say what is wrong, not what is bought: they do not rank ("going black" is no colour). */
  quiet?: boolean;
  /**
   * A whole project framed by its thing ("a new fence"): a leading verb that read another job on the thing, none of
   * whose products the project's are, decides instead ("treating a new fence" is its stain, not its panels).
   */
  frame?: boolean;
  /** A part of the building named with no verb (part-phrases.ts): it yields to a kind the query names (use-words.ts). */
  part?: boolean;
  /**
   * A part of the house named with its state (part-states.ts): it wins over an earlier entry when its part is more
   * specific than that entry's thing or is the sentence's subject where the other's is only a place (outranks).
   */
  partState?: boolean;
  /**
   * Words the titles of the variant the wish asks for print ("silk" for walls that wipe clean, "clear" for a roof
   * that lets light through): they rank that variant first among the kinds' products, never required.
   */
  prefer?: readonly string[];
}

interface CompiledPhrase {
  when: string[][];
  with: string[][] | null;
  groups: readonly string[];
  taskOnly: boolean;
  quiet: boolean;
  frame: boolean;
  part: boolean;
  partState: boolean;
  prefer: readonly string[];
}

// The narrow home states (job-phrases-home.ts), the one-part symptoms (job-phrases-symptoms.ts) and the problem
// families (job-phrases-problems.ts) first, then the
// household symptoms (job-phrases-household.ts, then -fabric.ts) and the trade job families (job-phrases-trades.ts):
// a problem on a thing decides first.
const COMPILED: readonly CompiledPhrase[] = [
  // Outdoor timber protected (job-phrases-timber-care.ts) before all: "protecting a fence from rot" says the rot is
  // kept away, so no state word of the problem tables ("rot") decides it.
  ...TIMBER_PROTECTION_JOB_PHRASES,
  // Jobs named by their purpose (fire stopping, keeping paint off): job-phrases-named-jobs.ts.
  ...NAMED_JOB_PHRASES,
  // The trim round a door or a window (job-phrases-second-fix.ts): before the household tables' painted woodwork.
  ...TRIM_JOB_PHRASES,
  ...HOME_JOB_PHRASES,
  ...SYMPTOM_JOB_PHRASES,
  ...PROBLEM_JOB_PHRASES,
  ...HOUSEHOLD_JOB_PHRASES,
  ...FABRIC_JOB_PHRASES,
  // A part named with a state class or a wanted quality (part-states.ts): what no row's wording holds.
  ...PART_STATE_JOB_PHRASES,
  // What the buyer wants the thing to do or suit (job-phrases-wants.ts): after the symptoms, before the trade jobs.
  ...WANTS_JOB_PHRASES,
  ...TRADE_JOB_PHRASES,
  // An element of a project named with the project ("roof timbers for a garden room", building-projects.ts): after
  // every hand-written job, which names its thing more closely.
  ...PROJECT_ELEMENT_JOB_PHRASES,
  // A part of the building named with no verb (part-phrases.ts): last, after every table that names a job.
  ...PART_JOB_PHRASES,
].map((entry) => ({
  // A problem phrase in every tense (verb-forms.ts): "blown down" holds "blew down".
  when: entry.when.flatMap((phrase) => phraseForms(words(phrase))),
  with: entry.with ? entry.with.map(words) : null,
  groups: entry.groups,
  taskOnly: entry.taskOnly === true,
  quiet: entry.quiet === true,
  frame: entry.frame === true,
  part: entry.part === true,
  partState: entry.partState === true,
  prefer: entry.prefer ?? [],
}));

const HOW_OFTEN = new Set(["keeps", "kept", "always", "still", "constantly", "again", "just", "often"].flatMap(words));
// The verbs that join a thing to its state ("boards have gone rotten", "slabs are getting loose", "tap has started
// dripping"): read past like the words of how often, so a state written next to its thing holds either way. The
// phrases that use one ("gone soft", "going black") still hold in the words as typed.
const LINKING = new Set(
  ["has", "have", "had", "are", "was", "were", "been", "got", "gets", "getting", "started", "starting", "gone"].flatMap(
    words,
  ),
);

/** Each entry's index under the first word of each of its problem phrases. */
const BY_FIRST_WORD = new Map<string, Set<number>>();
COMPILED.forEach((entry, at) => {
  for (const [first] of entry.when)
    if (first) BY_FIRST_WORD.set(first, (BY_FIRST_WORD.get(first) ?? new Set()).add(at));
});

/** A phrase as the query reader leaves it: canonical, singular, clause and noise words left out. */
function words(phrase: string): string[] {
  return tokeniseQuery(phrase).words;
}

/**
 * Every word the table reads (reader-words.ts): such a word is never corrected into a catalogue word. Every tense too:
 * "blew" is a symptom's word, never a misspelling of a catalogue word ("blue").
 */
export const JOB_PHRASE_WORDS: readonly string[] = [
  ...new Set([...COMPILED.flatMap((entry) => [...entry.when, ...(entry.with ?? [])].flat()), ...POSITION_WORDS]),
];

export interface JobPhraseReading {
  groups: readonly string[];
  /** The query's words the entry read (problem and thing): they name the job, as a verb's objects do. */
  read: string[];
  /** The entry has a thing as well as a problem: it is read before the leading-verb table. */
  specific: boolean;
  /** The words that rank the products, when not every word of the query does. */
  context?: string[];
  /** A whole project framed by its thing (JobPhrase frame). */
  frame?: boolean;
  /** A part of the building named with no verb (JobPhrase part). */
  part?: boolean;
  /** Title words of the variant the wish asks for (JobPhrase prefer): they rank, they are not required. */
  prefer?: readonly string[];
}

/**
 * The first entry whose phrases the query's words (canonical, in order) hold; null when none. `task`: the query is
 * a task phrase (intent-fallback.server.ts taskShape); without it, taskOnly entries are passed over. `text`: the
 * query as typed, for a position word the words have lost ("under", "between").
 */
export function jobPhraseOf(queryWords: readonly string[], task = true, text?: string): JobPhraseReading | null {
  // An unnamed product asked for by its position ("what goes under …", position-phrases.ts) is read first.
  const position = text === undefined ? null : positionPhraseOf(text);
  // The thing is where the product goes, not what is bought: its words do not rank (a sub-base, not the slabs).
  if (position) {
    const context = position.thingRanks ? undefined : queryWords.filter((w) => !position.read.includes(w));
    return { groups: position.groups, read: position.read, specific: true, context };
  }
  // The words as typed too: the reader drops stopwords from a query's head ("low down", "coming up").
  const typed = text === undefined ? [] : tokeniseQuery(text).words;
  // And without the words that say how often ("water keeps getting in" holds "water getting") or link a state.
  const core = typed.filter((w) => !HOW_OFTEN.has(w) && !LINKING.has(w));
  // A phrase with a word the query lacks is passed over at once (most are): the position tests below cost more.
  const present = new Set([...queryWords, ...typed]);
  const may = (p: readonly string[]) => p.length > 0 && p.every((w) => present.has(w));
  const has = (p: readonly string[]) => may(p) && (holds(queryWords, p) || holds(typed, p) || holds(core, p));
  // A problem's words may have one word between them ("gone all black" holds "gone black", "blown right down"
  // "blown down"); the thing's may not (a "fence post panel" is no fence panel).
  const said = (p: readonly string[]) =>
    has(p) || (p.length > 1 && may(p) && (holds(typed, p, 1) || holds(core, p, 1)));
  // Only the entries one of whose problem phrases starts with a word of the query, in table order: O(query words).
  const candidates = new Set<number>();
  for (const word of [...queryWords, ...typed]) for (const at of BY_FIRST_WORD.get(word) ?? []) candidates.add(at);
  const head = text === undefined ? null : headWords(text);
  const element = text === undefined ? null : headWords(text, USE_WORDS);
  let best: { entry: CompiledPhrase; problem: readonly string[]; thing: readonly string[] } | null = null;
  for (const at of [...candidates].sort((a, b) => a - b)) {
    const entry = COMPILED[at]!;
    if (entry.taskOnly && !task) continue;
    // The thing is more than the problem's own words: a place that is also a problem phrase ("side alley") does not
    // read itself as its thing, and the entry's next problem phrase in the query is tried.
    const thingOf = (problem: readonly string[]) =>
      entry.with ? entry.with.find((p) => has(p) && !p.every((w) => problem.includes(w))) : [];
    const problem = entry.when.find((p) => said(p) && thingOf(p) !== undefined);
    if (!problem) continue;
    const found = { entry, problem, thing: thingOf(problem)! };
    if (best === null) best = found;
    else if (entry.partState && outranks(found.thing, best.thing, head)) best = found;
    else if (entry.partState && sameWords(found.thing, best.thing) && saysMore(found.problem, best.problem))
      best = found;
    // An element of a project the head names ("rafters for a lean-to roof", "roof timbers for a carport") over an
    // earlier entry whose words are only in the clause or say less ("roof … lean-to"): the head is what is bought,
    // the clause what it is for.
    else if (entry.part && entry.with && element !== null && headSaysMore(element, found.problem, best)) best = found;
    // A problem with no thing decides at once, as before: only two things named compete.
    if (best.thing.length === 0) break;
  }
  if (best === null) return null;
  const { entry, problem, thing } = best;
  const symptom = entry.quiet ? new Set(entry.when.filter(said).flat()) : null;
  const context = symptom ? queryWords.filter((w) => !symptom.has(w)) : undefined;
  const frame = entry.frame ? { frame: true } : {};
  const part = entry.part ? { part: true } : {};
  const prefer = entry.prefer.length > 0 ? { prefer: entry.prefer } : {};
  return {
    groups: entry.groups,
    read: [...problem, ...thing],
    specific: entry.with !== null,
    context,
    ...frame,
    ...part,
    ...prefer,
  };
}

// Words that put a thing where the problem is, not what has it ("handrail on the deck steps", "frame loose in the
// brick wall", "plasterboard in the shower"): the sentence's subject comes before the first of them.
const PLACE_WORDS =
  /\b(?:in|on|at|by|under|underneath|near|round|around|through|into|onto|against|behind|beside|above|below|next to)\b/i;

// The words that say what a thing is for or part of ("rafters for a lean-to", "the floor of the loft"), or a place.
const USE_WORDS = new RegExp(`${PLACE_WORDS.source}|\\b(?:for|of|to)\\b`, "i");

/** The words before the sentence's first place word (or `until`); null when it has none or starts with one. */
function headWords(text: string, until: RegExp = PLACE_WORDS): string[] | null {
  const at = until.exec(text);
  if (at === null || at.index === 0) return null;
  const words = tokeniseQuery(text.slice(0, at.index)).words;
  return words.length > 0 ? words : null;
}

/**
 * A later part entry's thing wins over the first one found when it is more specific (its words hold the other's: "bottom
 * of the fence" over "fence", "shed walls" over "shed") or when it is the sentence's subject and the other is only a
 * place named after it. Entries read in table order otherwise, as before.
 */
function outranks(thing: readonly string[], than: readonly string[], head: readonly string[] | null): boolean {
  if (thing.length === 0 || than.length === 0) return false;
  if (thing.length > than.length && than.every((w) => thing.includes(w))) return true;
  return head !== null && holds(head, thing) && !holds(head, than);
}

/** The element is in the head, and the other entry read only the clause, or less of the head, its thing not there. */
function headSaysMore(
  head: readonly string[],
  problem: readonly string[],
  than: { problem: readonly string[]; thing: readonly string[] },
): boolean {
  if (!holds(head, problem) || than.thing.some((w) => head.includes(w))) return false;
  return !holds(head, than.problem) || saysMore(problem, than.problem);
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w) => b.includes(w));
}

/** The same thing with more of the problem said ("clear finish" over "finish"): the fuller reading wins. */
function saysMore(problem: readonly string[], than: readonly string[]): boolean {
  return problem.length > than.length && than.every((w) => problem.includes(w));
}

/** The phrase's words in order from some position, with at most `gap` other words between each two. */
function holds(queryWords: readonly string[], phrase: readonly string[], gap = 0): boolean {
  if (phrase.length === 0) return false;
  const from = (i: number, j: number): boolean => {
    if (j === phrase.length) return true;
    for (let k = i; k <= i + gap && k < queryWords.length; k += 1)
      if (queryWords[k] === phrase[j] && from(k + 1, j + 1)) return true;
    return false;
  };
  return queryWords.some((w, i) => w === phrase[0] && from(i + 1, 1));
}
