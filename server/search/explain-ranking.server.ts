import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { products } from "../db/schema.ts";
import { compileSearch } from "./memory-index/compile-search.server.ts";
import { currentSearchIndex } from "./memory-index/load-search-index.server.ts";
import { LEVEL } from "./memory-index/rank-documents.ts";
import { describedPhrase, describedSearch } from "./intent-fallback.server.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import { correctedQuery, type PreparedSearch } from "./prepared-search.ts";
import { realWordReading } from "./real-word-typos.server.ts";
import { DESCRIBED_PARTS, RELAX_BELOW, rankOn, type RankExplain } from "./rank-search.server.ts";

/**
 * Why /search ranks its first results where it does: how the query was read (terms, synonym groups, sizes,
 * context, corrections, whether it was relaxed), then per result its score and every part that made it
 * (rank-documents.ts, and a task phrase's word cover: described-matches.ts). The ranking is rankOn's own (or the
 * intent fallback's when the query can match nothing), with the score's parts recorded; for developers
 * and the CLI (`buildcompare explain search "<query>"`), never for visitors.
 */
const LEVEL_NAMES: Record<number, string> = {
  [LEVEL.typedInName]: "as typed in the name",
  [LEVEL.wordsInName]: "its words in the name, apart",
  [LEVEL.synonymInName]: "through a synonym in the name",
  [LEVEL.brandOrTitles]: "in the brand or a merchant's title",
  [LEVEL.category]: "in a category it names",
  [LEVEL.anywhere]: "elsewhere in the text",
};

export async function explainRanking(
  db: Db,
  q: string,
  limit = 10,
  options: { families?: boolean } = {},
): Promise<string[]> {
  const prepared = await prepareSearch(db, q, options);
  const lines = [
    `query: '${prepared.text}'`,
    `terms: ${prepared.terms.map((t) => `[${t.words.join(" ")}${t.groupKeys.length ? ` | group ${t.groupKeys.join(", ")}` : ""}]`).join(" ") || "(none)"}`,
  ];
  if (prepared.sizes.length) lines.push(`sizes: ${prepared.sizes.map((s) => s.tokens.join(" or ")).join("; ")}`);
  if (prepared.contextTerms.length)
    lines.push(
      `context: ${prepared.contextTerms
        .map((t) => (t.words.length > 0 ? t.words.join(" ") : `use → group ${t.groupKeys.join(" | group ")}`))
        .join("; ")}`,
    );
  const corrected = correctedQuery(prepared);
  if (corrected) lines.push(`corrected to: '${corrected}'`);
  if (prepared.ignoredWords.length) lines.push(`ignored (unknown): ${prepared.ignoredWords.join(", ")}`);
  const phrase = await describedPhrase(db, prepared);
  if (phrase)
    lines.push(
      `task phrase: ${phrase.onlyWhenFew ? "if the names match little, " : ""}its words in each product's text`,
    );
  if (prepared.empty && !phrase)
    return (
      (await explainRealWord(db, prepared, limit, true)) ?? [...lines, "(the query can match nothing: no results)"]
    );

  const request = { sort: "relevance", category: null, limit, offset: 0 } as const;
  const explain: RankExplain = { relaxed: false, describedOnly: 0, scored: new Int32Array(0), parts: [] };
  const loaded = await currentSearchIndex(db);
  const ranked = prepared.empty
    ? describedSearch(loaded, phrase!.words, request, explain)
    : rankOn(loaded, await compileSearch(db, prepared), prepared, request, phrase, explain);
  if ((ranked?.allMatches ?? 0) === 0) {
    const read = await explainRealWord(db, prepared, limit, (ranked?.page.length ?? 0) === 0);
    if (read) return read;
  }
  const { index } = loaded;
  const { relaxed, scored, parts } = explain;
  const termWords = (prepared.textQueries ? prepared.terms : []).map((t) => t.words.join(" "));
  const describePart = (label: string, points: number) => {
    if (label === DESCRIBED_PARTS.withName) return "the task's words in its own text";
    if (label === DESCRIBED_PARTS.only) return "the task's words in its own text (its only match)";
    const term = /^term (\d+)$/.exec(label);
    if (!term) return label;
    return `'${termWords[Number(term[1]) - 1] ?? term[1]}' ${LEVEL_NAMES[points] ?? ""}`;
  };
  lines.push(
    `matches: ${ranked?.allMatches ?? 0} full${relaxed ? `; fewer than ${RELAX_BELOW}, so relaxed (most terms, or the full matches' kind)` : ""}${explain.describedOnly ? `; ${explain.describedOnly} by their text alone` : ""}`,
  );
  const page = ranked?.page ?? [];
  if (page.length === 0) return [...lines, "(no results)"];

  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      inArray(
        products.id,
        page.map((p) => p.productId),
      ),
    );
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const at = new Map<number, number>();
  scored.forEach((slot, i) => at.set(index.productId.data[slot]!, i));
  page.forEach((p, rank) => {
    const i = at.get(p.productId)!;
    const slot = scored[i]!;
    lines.push(
      `${rank + 1}. ${(p.score / 100).toFixed(2)}  ${names.get(p.productId) ?? `product ${p.productId}`}  (#${p.productId}, ${index.categories[index.category.data[slot]!]}; in stock at ${index.inStockCount.data[slot]}, ${index.merchantCount.data[slot]} merchants)`,
    );
    for (const part of parts) {
      const points = part.points[i]!;
      if (points !== 0)
        lines.push(`     ${`+${(points / 100).toFixed(2)}`.padStart(6)}  ${describePart(part.label, points)}`);
    }
  });
  lines.push("ties: in stock first, then more merchants, then the lower price, then the product id");
  return lines;
}

/** A query holding nothing in full, read as searchProducts reads it when a word is a real-word typo; null if none. */
async function explainRealWord(
  db: Db,
  prepared: PreparedSearch,
  limit: number,
  shownNothing: boolean,
): Promise<string[] | null> {
  const request = { sort: "relevance", category: null, limit, offset: 0 } as const;
  const loaded = await currentSearchIndex(db);
  // As searchProducts' rankPrepared: a reading that can match nothing may still be a task phrase.
  const rank = async (again: PreparedSearch) => {
    const phrase = await describedPhrase(db, again);
    if (again.empty) return phrase ? describedSearch(loaded, phrase.words, request) : null;
    return rankOn(loaded, await compileSearch(db, again), again, request, phrase);
  };
  const reading = await realWordReading(db, prepared, rank, shownNothing);
  if (!reading) return null;
  const [first] = reading.prepared.corrections;
  return [
    reading.families
      ? "read with each kind word asking for the kinds it heads: nothing holds every word as typed"
      : reading.head
        ? `read as the job's head noun '${reading.text}': nothing in names or descriptions holds the sentence`
        : `read as '${first!.to}' for '${first!.from}': nothing holds every word as typed`,
    ...(await explainRanking(db, reading.text, limit, { families: reading.families })),
  ];
}
