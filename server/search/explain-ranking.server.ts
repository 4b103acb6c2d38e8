import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { products } from "../db/schema.ts";
import { compileSearch } from "./memory-index/compile-search.server.ts";
import { QueryEvaluator } from "./memory-index/evaluate-query.ts";
import { currentSearchIndex } from "./memory-index/load-search-index.server.ts";
import { orderMatches } from "./memory-index/order-matches.ts";
import { LEVEL, matchDocuments, scoreDocuments, type ScorePart } from "./memory-index/rank-documents.ts";
import { correctedQuery, prepareSearch } from "./prepare-search.server.ts";
import { RELAX_BELOW, shouldRelax } from "./rank-search.server.ts";

/**
 * Why /search ranks its first results where it does: how the query was read (terms, synonym groups, sizes,
 * context, corrections, whether it was relaxed), then per result its score and every part that made it
 * (rank-documents.ts). The same steps as rank-search.server.ts, with the score's parts recorded; for developers
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

export async function explainRanking(db: Db, q: string, limit = 10): Promise<string[]> {
  const prepared = await prepareSearch(db, q);
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
  if (prepared.empty) return [...lines, "(the query can match nothing: no results)"];

  const [compiled, { index, categoryTexts }] = await Promise.all([compileSearch(db, prepared), currentSearchIndex(db)]);
  const input = { compiled, evaluator: new QueryEvaluator(index), key: prepared.key, sizes: prepared.sizes };
  const full = matchDocuments(index, input, { sizes: "rank", visibleOnly: true });
  const relaxed = shouldRelax(prepared, full.length);
  const slots = relaxed ? matchDocuments(index, input, { relaxed, sizes: "rank", visibleOnly: true }) : full;
  const termWords = (prepared.textQueries ? prepared.terms : []).map((t) => t.words.join(" "));
  const describePart = (label: string, points: number) => {
    const term = /^term (\d+)$/.exec(label);
    if (!term) return label;
    return `'${termWords[Number(term[1]) - 1] ?? term[1]}' ${LEVEL_NAMES[points] ?? ""}`;
  };
  const parts: ScorePart[] = [];
  const scores = scoreDocuments(index, categoryTexts, input, slots, { relaxed }, parts);
  const page = orderMatches(index, slots, scores, { sort: "relevance", category: null, limit, offset: 0 }).page;
  lines.push(
    `matches: ${full.length} full${relaxed ? `; fewer than ${RELAX_BELOW}, so relaxed: ${slots.length} (most terms, or the full matches' kind)` : ""}`,
  );
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
  slots.forEach((slot, i) => at.set(index.productId.data[slot]!, i));
  page.forEach((p, rank) => {
    const i = at.get(p.productId)!;
    const slot = slots[i]!;
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
