/**
 * The search engine's match and score over one search document (alias `d`), shared by every page that
 * searches: /search ranks with them (search-statement.server.ts); listings, merchants' products and
 * /compare filter with them (search-filter.server.ts). Change a rule here and every page follows.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PreparedSearch } from "./prepare-search.server.ts";
import { withWeight, type TermQuery } from "./build-text-queries.ts";
import { CATEGORY_TEXTS } from "./build-search-document.ts";

export interface MatchOptions {
  /** Use the relaxed query (a term may be missing); the score then puts full matches first. */
  relaxed?: boolean;
  /**
   * What sizes typed with words do. "rank": the exact size first, others after (/search, ordered by
   * relevance). "filter": a product must have each stated size (pages ordered by name or price, where
   * ranking would be invisible). Bare numbers ("kingspan 100") only ever rank: they may not be sizes.
   * Without words every size filters, either way.
   */
  sizes: "rank" | "filter";
}

/** Conditions a document must meet (at least one); callers exclude invisible products themselves. */
export function documentConditions(prepared: PreparedSearch, options: MatchOptions): SQL[] {
  const text = prepared.textQueries;
  const match: SQL[] = [];
  if (text) {
    const relaxed = options.relaxed ? text.relaxed : null;
    match.push(sql`d.document @@ ${tsQuery(relaxed ?? text.required)}`);
  }
  for (const size of prepared.sizes) {
    if (text && (options.sizes === "rank" || size.bare)) continue;
    match.push(sql`d.sizes && ${textArray(size.tokens)}`);
  }
  // Words that reduce to nothing searchable, and no size: nothing can match.
  return match.length > 0 ? match : [sql`false`];
}

/**
 * Relevance, highest first: the exact product name (+8); every size asked for (+3 each, +2 for a size
 * sold under the same trade name); every term (+2 when a relaxed query matches all of them); then per
 * term, where it matched: as typed in the name +1, through a synonym in the name +0.7, brand or
 * merchants' titles +0.5, category +0.3, description only +0.05; a term naming the product's category
 * +0.5; each context term ("for bathroom") +0.8.
 */
export function documentScore(prepared: PreparedSearch, options: Pick<MatchOptions, "relaxed"> = {}): SQL {
  const text = prepared.textQueries;
  const score: SQL[] = [sql`case when d.name_key = ${prepared.key} then 8 else 0 end`];
  if (text) {
    if (options.relaxed && text.relaxed) {
      score.push(sql`case when d.document @@ ${tsQuery(text.required)} then 2 else 0 end`);
    }
    for (const term of text.terms) score.push(termScore(term));
    score.push(
      sql`case when d.category = any(${namingCategories(text.terms.map((t) => t.any).join(" | "))}) then 0.5 else 0 end`,
    );
    for (const context of text.soft) score.push(sql`case when d.document @@ ${tsQuery(context)} then 0.8 else 0 end`);
  }
  for (const size of prepared.sizes) {
    const [exact, ...alternatives] = size.tokens;
    score.push(
      alternatives.length > 0
        ? sql`case when ${exact} = any(d.sizes) then 3 when d.sizes && ${textArray(size.tokens)} then 2 else 0 end`
        : sql`case when ${exact} = any(d.sizes) then 3 else 0 end`,
    );
  }
  return sql`(${sql.join(score, sql` + `)})::float8`;
}

function tsQuery(expression: string): SQL {
  return sql`to_tsquery('english', ${expression})`;
}

/** Where one term matched, best place first; the CASE stops at the first that holds. */
function termScore(term: TermQuery): SQL {
  const typedInName = term.typed ? sql`when d.document @@ ${tsQuery(withWeight(term.typed, "A"))} then 1 ` : sql``;
  const viaGroupInName =
    term.typed !== term.any ? sql`when d.document @@ ${tsQuery(withWeight(term.any, "A"))} then 0.7 ` : sql``;
  return sql`case ${typedInName}${viaGroupInName}
    when d.document @@ ${tsQuery(withWeight(term.any, "B"))} then 0.5
    when d.category = any(${namingCategories(term.any)}) then 0.3
    else 0.05 end`;
}

/**
 * The categories whose words (a document's C part, build-search-document.ts) match an unweighted expression:
 * the same answer as `d.document @@ expression:C` for every document of those categories, worked out once per
 * statement (an uncorrelated subquery, run once) rather than once per matching document.
 */
export function namingCategories(expression: string): SQL {
  const categories = CATEGORY_TEXTS.map((c) => c.category);
  const texts = CATEGORY_TEXTS.map((c) => c.text);
  return sql`array(select c.category from unnest(${textArray(categories)}, ${textArray(texts)}) as c(category, body)
    where to_tsvector('english', c.body) @@ ${tsQuery(expression)})`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}
