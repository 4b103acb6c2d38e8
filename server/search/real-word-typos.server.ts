import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { analyseQueryWords } from "./analyse-query-words.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import type { PreparedSearch } from "./prepared-search.ts";
import { readAs } from "./respace-words.ts";
import { familyGroupsOf } from "./synonym-kind-heads.ts";
import { taskHeadText } from "./task-head.ts";

/** Readings tried per query that matched nothing in full: each costs one more preparation and ranking. */
const MAX_READINGS = 3;
/** Joined readings tried besides them (joinedReadings): two typed words read as one. */
const MAX_JOINED = 2;

/** The query read with one typed word replaced, and the replacement to report as a correction. */
export interface RealWordReading {
  text: string;
  from: string;
  to: string;
  /** Read as typed, with each kind word asking for the kinds it heads (familyReading): nothing to report. */
  families?: true;
  /** A job sentence read as its object's head noun (task-head.ts): nothing to report either. */
  head?: true;
}

const restoredRow = z.object({ term: z.string(), productCount: countColumn });

/**
 * A typo that is itself a word is never corrected word by word: "rydal ties" (tiles), "single 20mm" (shingle),
 * "two by tree" (three). Each word alone is one the catalogue or English uses, so only the words together show
 * the slip: no product holds them all. For a query that matched nothing in full, these are the readings with one
 * typed word replaced by a catalogue word that restores one dropped letter (the commonest slip, as restoresLetter
 * in choose-correction.ts), keeping its first letter: the most used such word per typed word, words in typed
 * order. The caller keeps the first reading that does match in full (search-products.server.ts), so a query about
 * something not stocked still finds nothing unless a restored letter names products holding every other word.
 * A plural ending is not a restored letter: the reader reads plurals singular already. Readings of a corrected
 * word as another catalogue word just as near come first (equallyNearReadings). At most MAX_READINGS in all.
 * Cost: one statement (and the corrected words' analyses, cached), only for queries that found nothing in full.
 */
export async function realWordReadings(
  db: Db,
  prepared: PreparedSearch,
  shownNothing = false,
): Promise<RealWordReading[]> {
  const corrected = new Set(prepared.corrections.map((c) => c.from));
  const typed = prepared.text.toLowerCase();
  const words = [...new Set(typed.split(/[^a-z]+/))].filter((w) => /^[a-z]{4,12}$/.test(w) && !corrected.has(w));
  const lookups = words.flatMap((word) => [...new Set([word, readAs(word)])].map((form) => ({ word, form })));
  const insertions = new Map<string, string>();
  for (const { word, form } of lookups)
    for (const restored of restoredForms(form)) if (restored !== `${form}s`) insertions.set(restored, word);
  const rows =
    insertions.size === 0
      ? []
      : await queryCheckedRows(
          db,
          sql`select term, product_count as "productCount" from search_terms
      where term = any(${`{${[...insertions.keys()].join(",")}}`}::text[]) order by product_count desc, term`,
          restoredRow,
        );
  const best = new Map<string, string>();
  for (const row of rows) {
    const word = insertions.get(row.term)!;
    if (!best.has(word)) best.set(word, row.term);
  }
  const readings: RealWordReading[] = [...(await equallyNearReadings(db, prepared, typed))];
  for (const word of words) {
    const to = best.get(word);
    if (!to) continue;
    const text = typed.replace(new RegExp(`\\b${word}\\b`), to);
    if (text !== typed) readings.push({ text, from: word, to });
  }
  // Last, and only when the query showed nothing (not even products its description words found): the job's head.
  const head = shownNothing ? taskHeadText(prepared) : null;
  return [
    ...readings.slice(0, MAX_READINGS),
    ...(await joinedReadings(db, typed)),
    ...familyReading(prepared),
    ...(head ? [{ text: head, from: "", to: "", head: true as const }] : []),
  ];
}

/**
 * "aquaveil board", "moisture resistant board": a kind word the buyer types for a compound the titles print
 * ("Plasterboard", "plasterbd"). A bare kind word already asks for the kinds it heads (familyGroupsOf); beside other
 * words it does not, since its own matches should decide. When nothing holds every word, the query is read once more
 * with each such word asking for its family, so the other words find the compound.
 */
function familyReading(prepared: PreparedSearch): RealWordReading[] {
  const heads = prepared.terms.some(
    (t) => t.groupKeys.length === 0 && t.words.length === 1 && familyGroupsOf(t.words[0]!).length > 0,
  );
  return heads && prepared.terms.length > 1 ? [{ text: prepared.read, from: "", to: "", families: true }] : [];
}

/**
 * Two typed words that are each a word of their own, split where the catalogue writes one ("satin wood" for
 * Satinwood) or split and misspelt ("snap flow" for Snapflo, "whether veil" for Weatherveil, "pumice set" for
 * Pumiset): makers' names and compounds are typed apart as their parts sound. Re-spacing (respace-words.ts) only
 * joins a pair when one word is unknown and the join is a catalogue word as typed, so a query of real words is read
 * as typed. When that reading holds nothing in full, each adjacent pair is read joined: the join itself when the
 * catalogue's names use it, else its correction (analyseQueryWords: one edit, a sound-alike), the commonest slip
 * (a missing space) before the rarer (MAX_JOINED in all, left to right). The caller keeps a reading only when it
 * matches in full. Each part two letters or more and the join six or more, so a correction has enough to go on;
 * a corrected join also needs a word no product name uses among its two.
 * Cost: one analysis of the joins (cached), only for queries that found nothing in full.
 */
async function joinedReadings(db: Db, typed: string): Promise<RealWordReading[]> {
  const words = typed.split(" ");
  const pairs: Array<{ at: number; left: string; right: string }> = [];
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [left, right] = [words[i]!, words[i + 1]!];
    if (/^[a-z]{2,}$/.test(left) && /^[a-z]{2,}$/.test(right) && left.length + right.length >= 6)
      pairs.push({ at: i, left, right });
  }
  if (pairs.length === 0) return [];
  const analysis = await analyseQueryWords(
    db,
    pairs.flatMap((p) => [p.left + p.right, p.left, p.right]),
  );
  const named = (word: string) => analysis.get(word)?.strong === true;
  const exact: RealWordReading[] = [];
  const corrected: RealWordReading[] = [];
  for (const { at, left, right } of pairs) {
    const join = left + right;
    const found = analysis.get(join);
    const to = found?.strong ? join : (found?.correction ?? null);
    if (to === null || found?.readerCorrection) continue;
    // A correction must take something of both words ("fibrona mr" is not the maker's name with "mr" dropped), and
    // one of them must be a word no name uses: two words the names both use were more likely meant as typed.
    if (to !== join && (to.length <= Math.max(left.length, right.length) || (named(left) && named(right)))) continue;
    // Nor a grammar word ("for rust" is no misspelt forest, "be fire" no before): a correction may not take one in.
    if (to !== join && (analysis.get(left)?.stopword || analysis.get(right)?.stopword)) continue;
    const text = [...words.slice(0, at), to, ...words.slice(at + 2)].join(" ");
    (to === join ? exact : corrected).push({ text, from: `${left} ${right}`, to });
  }
  return [...exact, ...corrected].slice(0, MAX_JOINED);
}

/**
 * A corrected word read as another catalogue word just as near ("downpipe blck": block was chosen, black is as
 * near), first: the likelier slip when the chosen reading holds nothing in full.
 */
async function equallyNearReadings(db: Db, prepared: PreparedSearch, typed: string): Promise<RealWordReading[]> {
  const froms = prepared.corrections.map((c) => c.from).filter((w) => /^[a-z]+$/.test(w));
  const analysis = await analyseQueryWords(db, froms);
  return froms.flatMap((from) =>
    (analysis.get(from)?.alsoNear ?? []).flatMap((to) => {
      const text = typed.replace(new RegExp(`\\b${from}\\b`), to);
      return text === typed ? [] : [{ text, from, to }];
    }),
  );
}

/**
 * For a query whose ranking held nothing in full: the first real-word reading (realWordReadings) that `rank` finds
 * matches in full for, prepared with the replaced word reported as a correction, its ranking and the text read;
 * null when none does. `shownNothing`: the ranking showed no product at all (task-head.ts). Search and explain
 * both rank through here, so they read the query alike.
 */
export async function realWordReading<T extends { allMatches: number }>(
  db: Db,
  prepared: PreparedSearch,
  rank: (prepared: PreparedSearch) => Promise<T | null>,
  shownNothing = false,
): Promise<{ prepared: PreparedSearch; ranked: T; text: string; families: boolean; head: boolean } | null> {
  for (const reading of await realWordReadings(db, prepared, shownNothing)) {
    const families = reading.families === true;
    const head = reading.head === true;
    const again = await prepareSearch(db, reading.text, {
      families,
      readIn: families || head ? undefined : reading.to,
    });
    const ranked = again.empty ? null : await rank(again);
    if (!ranked || ranked.allMatches === 0) continue;
    const corrections = [...(families || head ? [] : [{ from: reading.from, to: reading.to }]), ...again.corrections];
    return { prepared: { ...again, text: prepared.text, corrections }, ranked, text: reading.text, families, head };
  }
  return null;
}

/** The word with one letter restored anywhere after its first ("tie" → tile, tine, ...). */
export function restoredForms(word: string): string[] {
  const out = new Set<string>();
  for (let i = 1; i <= word.length; i++)
    for (let c = 97; c <= 122; c++) out.add(word.slice(0, i) + String.fromCharCode(c) + word.slice(i));
  return [...out];
}
