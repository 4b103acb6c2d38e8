import type { Db } from "../db/client.server.ts";
import { catalogueVersionOf } from "../db/catalogue-version.server.ts";
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
import {
  searchIndexChanges,
  settledSearchIndex,
  type HeldSearchIndex,
  type LoadedSearchIndex,
  type SettledSearchIndex,
} from "./memory-index/load-search-index.server.ts";
import { hasPhrase, PrefixPostings } from "./memory-index/prefix-postings.ts";
import type { QueryNode } from "./memory-index/text-search-values.ts";
import { suggestNames } from "./memory-index/suggest-names.ts";
import { synonymTermsStartingWith } from "./suggest-synonym-terms.ts";
import { prepareSearch } from "./prepare-search.server.ts";
import { rankOn } from "./rank-search.server.ts";
import { readSuggestionRows, SuggestionRowsAtVersion, type SuggestionRow } from "./suggestion-rows.server.ts";
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
 * Every keystroke is a request, so once its words are known and its products were suggested before at this
 * catalogue version it costs no round trip: both searches run on the index this process holds, and the rows
 * are held per catalogue version (see `productsFor`).
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

/** The prefix view of the index (PrefixPostings), made afresh whenever the index may have changed. */
interface HeldPostings {
  loaded: LoadedSearchIndex;
  changes: number;
  postings: PrefixPostings;
}

const heldPostings = new WeakMap<Db, HeldPostings>();
const heldRows = new WeakMap<Db, SuggestionRowsAtVersion>();

function postingsFor(db: Db, { loaded, changes }: SettledSearchIndex): PrefixPostings {
  let held = heldPostings.get(db);
  if (held?.loaded !== loaded || held.changes !== changes) {
    held = { loaded, changes, postings: new PrefixPostings(loaded.index) };
    heldPostings.set(db, held);
  }
  return held.postings;
}

function rowsFor(db: Db): SuggestionRowsAtVersion {
  let rows = heldRows.get(db);
  if (!rows) {
    rows = new SuggestionRowsAtVersion((ids) => readSuggestionRows(db, ids));
    heldRows.set(db, rows);
  }
  return rows;
}

/**
 * The products to suggest: the prefix search's names, then the full engine's when the prefix finds fewer than 5,
 * one product per name. Answered from memory once its words are known: the catalogue version comes from the
 * process's one periodic reader (catalogue-version.server.ts, as the caches and ETags: an import shows within
 * CATALOGUE_VERSION_CHECK_MS), the index is brought up to that version, and the rows are those read at the
 * index's version (SuggestionRowsAtVersion). A row not held yet is read with the version in one statement; a
 * version other than the index's, or a refresh of the index while ranking, means the catalogue changed, so the
 * work is redone on the newer index.
 */
async function productsFor(db: Db, typed: string): Promise<ProductSuggestion[]> {
  const words = tokeniseQuery(typed)
    .words.map((w) => w.replace(/[^a-z0-9]/g, ""))
    .filter(Boolean);
  const trees = words.length === 0 ? null : await prefixTrees(db, words);
  const rows = rowsFor(db);
  let version = await catalogueVersionOf(db).current();
  for (let attempt = 1; ; attempt += 1) {
    const state = await settledSearchIndex(db, version);
    const { index } = state.loaded;
    const source = trees && (hasPhrase(trees.inName) || hasPhrase(trees.anywhere)) ? index : postingsFor(db, state);
    const prefixIds = trees
      ? suggestNames(
          index,
          new QueryEvaluator(source),
          { typed: typed.replace(/[\\%_]/g, ""), ...trees },
          PRODUCT_NAMES,
        )
      : [];
    // Fewer than 5 ids cannot make 5 names, so the engine's rows come in the same read. Five ids whose
    // rows share a name (rare) need the engine after all, and a second read.
    const engineIds = prefixIds.length < PRODUCT_NAMES ? await engineSuggestions(db, state, typed) : [];
    let fresh = searchIndexChanges(db) === state.changes;
    const first = await rows.rowsAt(state.version, [...prefixIds, ...engineIds]);
    fresh &&= first.version === state.version;
    let newest = first.version;
    let products = addProducts([], first.rows, prefixIds, Infinity);
    if (products.length < PRODUCT_NAMES) {
      let more = { rows: first.rows, ids: engineIds };
      if (prefixIds.length >= PRODUCT_NAMES) {
        const ids = await engineSuggestions(db, state, typed);
        fresh &&= searchIndexChanges(db) === state.changes;
        const read = await rows.rowsAt(state.version, ids);
        fresh &&= read.version === state.version;
        newest = Math.max(newest, read.version);
        more = { rows: read.rows, ids };
      }
      products = addProducts(products, more.rows, more.ids, PRODUCT_NAMES);
    }
    if (fresh || attempt === ATTEMPTS) return products;
    version = Math.max(version, newest);
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
async function engineSuggestions(db: Db, { loaded, version }: HeldSearchIndex, typed: string): Promise<number[]> {
  // Word analyses labelled with the index's version, the one the rows are read at.
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
