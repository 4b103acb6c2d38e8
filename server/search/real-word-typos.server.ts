import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { analyseQueryWords } from "./analyse-query-words.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { prepareSearch, type PreparedSearch } from "./prepare-search.server.ts";
import { readAs } from "./respace-words.ts";

/** Readings tried per query that matched nothing in full: each costs one more preparation and ranking. */
const MAX_READINGS = 3;

/** The query read with one typed word replaced, and the replacement to report as a correction. */
export interface RealWordReading {
  text: string;
  from: string;
  to: string;
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
export async function realWordReadings(db: Db, prepared: PreparedSearch): Promise<RealWordReading[]> {
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
  return readings.slice(0, MAX_READINGS);
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
 * null when none
 * does. Search and explain both rank through here, so they read the query alike.
 */
export async function realWordReading<T extends { allMatches: number }>(
  db: Db,
  prepared: PreparedSearch,
  rank: (prepared: PreparedSearch) => Promise<T | null>,
): Promise<{ prepared: PreparedSearch; ranked: T; text: string } | null> {
  for (const reading of await realWordReadings(db, prepared)) {
    const again = await prepareSearch(db, reading.text);
    const ranked = again.empty ? null : await rank(again);
    if (!ranked || ranked.allMatches === 0) continue;
    const corrections = [{ from: reading.from, to: reading.to }, ...again.corrections];
    return { prepared: { ...again, text: prepared.text, corrections }, ranked, text: reading.text };
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
