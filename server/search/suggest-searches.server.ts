import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { numericColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { categoryLabel } from "../../shared/categories.ts";
import {
  MAX_SUGGESTIONS,
  POPULAR_SEARCHES,
  type ProductSuggestion,
  type SuggestResponse,
} from "../../shared/search-params.ts";
import { safeImageUrl } from "../catalog/safe-url.server.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { compileSearch, normaliseExpressions } from "./memory-index/compile-search.server.ts";
import { QueryEvaluator } from "./memory-index/evaluate-query.ts";
import { currentSearchIndex, type LoadedSearchIndex } from "./memory-index/load-search-index.server.ts";
import { hasPhrase, PrefixPostings } from "./memory-index/prefix-postings.ts";
import type { QueryNode } from "./memory-index/text-search-values.ts";
import { suggestNames } from "./memory-index/suggest-names.ts";
import { synonymTermsStartingWith } from "./suggest-synonym-terms.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import { rankOn } from "./rank-search.server.ts";
import { readSuggestionRows, type SuggestionRow } from "./suggestion-rows.server.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const PRODUCT_NAMES = 5;
const FROM_POPULAR = 3;
const FROM_SYNONYMS = 3;
const PER_SYNONYM_GROUP = 2;
/** Catalogue changes seen while answering before the palette answers from the index as it stands. */
const ATTEMPTS = 3;

/**
 * Header palette suggestions: up to 5 product names, 3 popular searches and 3 trade
 * terms (2 per synonym group), 8 in all. Names come from a prefix search on what has been typed
 * so far, and from the full engine (typos, synonyms) when the prefix finds too few. Each name's
 * product comes with it (image, price, category), so the palette can open the product itself.
 * Every keystroke is a request, so it costs one round trip once its words are known: both searches run on the
 * index this process holds, and the rows come with the catalogue version in one statement (see `productsFor`).
 */
export async function suggestSearches(db: Db, q: string): Promise<SuggestResponse> {
  const typed = q.trim().toLowerCase().replace(/\s+/g, " ");
  if (typed.length < 2) return { suggestions: [], products: [] };
  const products = await productsFor(db, typed);
  const popular = POPULAR_SEARCHES.filter((p) => p.startsWith(typed) || p.includes(` ${typed}`)).slice(0, FROM_POPULAR);
  const synonyms = synonymTermsStartingWith(TRADE_SYNONYMS, typed, PER_SYNONYM_GROUP, FROM_SYNONYMS);

  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of [...products.map((p) => p.name), ...popular, ...synonyms]) {
    const key = s.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
  }
  return { suggestions: out.slice(0, MAX_SUGGESTIONS), products };
}

/** The index as this process last knew it, with the catalogue version read before it was brought up to date. */
interface HeldIndex {
  loaded: LoadedSearchIndex;
  version: number;
  postings: PrefixPostings;
}

const held = new WeakMap<Db, HeldIndex>();
const VersionRow = z.object({ version: numericColumn });

/**
 * Reads the version, then brings the index up to date: the index is at least as new as the version held,
 * so a later statement reading this same version proves the index answered for that very catalogue.
 */
async function holdIndex(db: Db): Promise<HeldIndex> {
  const [row] = await queryCheckedRows(
    db,
    sql`select version::text as version from catalogue_version where id = 1`,
    VersionRow,
  );
  const loaded = await currentSearchIndex(db);
  const state = { loaded, version: row?.version ?? 0, postings: new PrefixPostings(loaded.index) };
  held.set(db, state);
  return state;
}

/**
 * The products to suggest: the prefix search's names, then the full engine's when the prefix finds fewer than 5,
 * one product per name. Optimistic: both rank on the held index and the rows' statement reads the catalogue
 * version; a version other than the index's means the catalogue changed, so the index is refreshed and the
 * work redone (exact freshness, as when every search read the version first).
 */
async function productsFor(db: Db, typed: string): Promise<ProductSuggestion[]> {
  const words = tokeniseQuery(typed)
    .words.map((w) => w.replace(/[^a-z0-9]/g, ""))
    .filter(Boolean);
  const trees = words.length === 0 ? null : await prefixTrees(db, words);
  let state = held.get(db) ?? (await holdIndex(db));
  for (let attempt = 1; ; attempt += 1) {
    const { index } = state.loaded;
    const source = trees && (hasPhrase(trees.inName) || hasPhrase(trees.anywhere)) ? index : state.postings;
    const prefixIds = trees
      ? suggestNames(
          index,
          new QueryEvaluator(source),
          { typed: typed.replace(/[\\%_]/g, ""), ...trees },
          PRODUCT_NAMES,
        )
      : [];
    // Fewer than 5 ids cannot make 5 names, so the engine's rows come in the same statement. Five ids whose
    // rows share a name (rare) need the engine after all, and a second statement.
    const engineIds = prefixIds.length < PRODUCT_NAMES ? await engineSuggestions(db, state, typed) : [];
    const first = await readSuggestionRows(db, [...prefixIds, ...engineIds]);
    let fresh = first.version === state.version;
    let products = addProducts([], first.rows, prefixIds, Infinity);
    if (products.length < PRODUCT_NAMES) {
      let more = { rows: first.rows, ids: engineIds };
      if (prefixIds.length >= PRODUCT_NAMES) {
        const ids = await engineSuggestions(db, state, typed);
        const read = await readSuggestionRows(db, ids);
        fresh &&= read.version === state.version;
        more = { rows: read.rows, ids };
      }
      products = addProducts(products, more.rows, more.ids, PRODUCT_NAMES);
    }
    if (fresh || attempt === ATTEMPTS) return products;
    state = await holdIndex(db);
  }
}

/** Every typed word in the name, brand or titles, the last one as a prefix; and the same in the name alone. */
async function prefixTrees(
  db: Db,
  words: readonly string[],
): Promise<{ inName: QueryNode | null; anywhere: QueryNode | null }> {
  // Indexed words are stemmed ("insulation" is stored as "insul"), so a long typed prefix may run past
  // the stem: dropping its last two letters keeps "insula" matching.
  const prefix = (w: string) => (w.length > 4 ? w.slice(0, Math.max(4, w.length - 2)) : w);
  const anywhere = words.map((w, i) => (i === words.length - 1 ? `${prefix(w)}:*ABC` : `${w}:ABC`)).join(" & ");
  const inName = anywhere.replace(/ABC/g, "A");
  const trees = await normaliseExpressions(db, [anywhere, inName]);
  return { inName: trees.get(inName) ?? null, anywhere: trees.get(anywhere) ?? null };
}

/** The full engine's first 5 (typos, synonyms), ranked on the held index: what /search would list first. */
async function engineSuggestions(db: Db, { loaded, version }: HeldIndex, typed: string): Promise<number[]> {
  // Word analyses labelled with the version held: the rows' statement proves that version still stands.
  const prepared = await prepareSearch(db, typed, { catalogueVersion: version });
  if (prepared.empty) return [];
  const compiled = await compileSearch(db, prepared);
  const request = { sort: "relevance" as const, category: null, limit: PRODUCT_NAMES, offset: 0 };
  return rankOn(loaded, compiled, prepared, request).page.map((p) => p.productId);
}

/**
 * `chosen` and then the products `ids` in order while fewer than `limit`, skipping a name already chosen and an
 * id without a row (gone since the index saw it).
 */
function addProducts(
  chosen: readonly ProductSuggestion[],
  rows: readonly SuggestionRow[],
  ids: readonly number[],
  limit: number,
): ProductSuggestion[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = [...chosen];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || out.length >= limit) continue;
    if (out.some((p) => p.name.toLowerCase() === row.name.toLowerCase())) continue;
    out.push({
      id: row.id,
      name: row.name,
      category: row.category,
      categoryLabel: categoryLabel(row.category),
      imageUrl: safeImageUrl(row.imageUrl),
      lowestPrice: row.lowestPrice,
    });
  }
  return out;
}
