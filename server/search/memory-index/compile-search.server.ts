import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { Db } from "../../db/client.server.ts";
import { queryCheckedRows } from "../../db/query-rows.server.ts";
import { withWeight } from "../build-text-queries.ts";
import type { PreparedSearch } from "../prepared-search.ts";
import { parseTsquery, type QueryNode } from "./text-search-values.ts";

/** One term's expressions, in the order its score checks them (rank-documents.ts). */
export interface CompiledTerm {
  typedInName: QueryNode | null;
  anyInName: QueryNode | null;
  anyInBrandOrTitles: QueryNode | null;
  /** Unweighted: which categories the term names. */
  any: QueryNode | null;
  /** The term names a kind (build-text-queries.ts TermQuery.kind). */
  kind: boolean;
  /** A lone trade word's everyday kinds in the name (build-text-queries.ts TermQuery.everyday); null otherwise. */
  everydayInName: QueryNode | null;
}

/** A prepared search's text expressions as trees of PostgreSQL's own lexemes. */
export interface CompiledSearch {
  required: QueryNode | null;
  relaxed: QueryNode | null;
  /** The relaxed query from nothing (build-text-queries.ts relaxedAlone); the same tree as relaxed when equal. */
  relaxedAlone: QueryNode | null;
  terms: CompiledTerm[];
  /** Every term's alternatives together: the category any term names. */
  anyTerm: QueryNode | null;
  soft: Array<QueryNode | null>;
  /** A job's main material (build-text-queries.ts lead). */
  lead?: QueryNode | null;
  /** The relaxed query leaves out only a pack word (build-text-queries.ts packLeftOut). */
  packLeftOut?: true;
  /** The relaxed query is any one of a list of kinds (build-text-queries.ts anyOf). */
  anyOf?: true;
}

/**
 * Stemming is PostgreSQL's (to_tsquery 'english', the configuration the documents were built with), so the
 * expressions go to the database once per distinct expression and the answers are kept: an expression's
 * lexemes never change. One round trip for a search's new expressions; none once they are known. The parsed tree
 * is what is kept, so a search repeats no parsing either; trees are never changed once parsed (every caller builds
 * new nodes), so searches share them.
 */
const normalised = new WeakMap<Db, LRUCache<string, { tree: QueryNode | null }>>();
const NormalisedRow = z.object({ expression: z.string(), query: z.string() });

export async function normaliseExpressions(
  db: Db,
  expressions: readonly string[],
): Promise<Map<string, QueryNode | null>> {
  let cache = normalised.get(db);
  if (!cache) {
    cache = new LRUCache<string, { tree: QueryNode | null }>({ max: 50_000 });
    normalised.set(db, cache);
  }
  const missing = [...new Set(expressions)].filter((e) => !cache.has(e));
  if (missing.length > 0) {
    const rows = await queryCheckedRows(
      db,
      sql`select e as expression, to_tsquery('english', e)::text as query
        from unnest(${sql`array[${sql.join(
          missing.map((m) => sql`${m}`),
          sql`, `,
        )}]::text[]`}) as e`,
      NormalisedRow,
    );
    for (const row of rows) cache.set(row.expression, { tree: parseTsquery(row.query) });
  }
  const out = new Map<string, QueryNode | null>();
  for (const e of expressions) out.set(e, cache.get(e)?.tree ?? parseTsquery(""));
  return out;
}

export async function compileSearch(db: Db, prepared: PreparedSearch): Promise<CompiledSearch> {
  const text = prepared.textQueries;
  if (!text) return { required: null, relaxed: null, relaxedAlone: null, terms: [], anyTerm: null, soft: [] };
  const anyTerm = text.terms.map((t) => t.any).join(" | ");
  const perTerm = text.terms.map((t) => ({
    typedInName: t.typed ? withWeight(t.typed, "A") : null,
    anyInName: t.typed !== t.any ? withWeight(t.any, "A") : null,
    anyInBrandOrTitles: withWeight(t.any, "B"),
    any: t.any,
    everydayInName: t.everyday ? withWeight(t.everyday, "A") : null,
  }));
  const expressions = [text.required, anyTerm, ...text.soft, ...(text.lead ? [text.lead] : [])];
  if (text.relaxed) expressions.push(text.relaxed);
  if (text.relaxedAlone && text.relaxedAlone !== text.relaxed) expressions.push(text.relaxedAlone);
  for (const t of perTerm) for (const e of Object.values(t)) if (e) expressions.push(e);
  const trees = await normaliseExpressions(db, expressions);
  const tree = (e: string | null) => (e === null ? null : (trees.get(e) ?? null));
  return {
    required: tree(text.required),
    relaxed: tree(text.relaxed),
    relaxedAlone: tree(text.relaxedAlone),
    terms: perTerm.map((t, i) => ({
      typedInName: tree(t.typedInName),
      anyInName: tree(t.anyInName),
      anyInBrandOrTitles: tree(t.anyInBrandOrTitles),
      any: tree(t.any),
      kind: text.terms[i]!.kind,
      everydayInName: tree(t.everydayInName),
    })),
    anyTerm: tree(anyTerm),
    soft: text.soft.map(tree),
    lead: tree(text.lead ?? null),
    ...(text.packLeftOut ? { packLeftOut: true as const } : {}),
    ...(text.anyOf ? { anyOf: true as const } : {}),
  };
}
