import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.server.ts";
import { checkRows, countColumn, numericColumn, queryCheckedRows, queryRows } from "../../db/query-rows.server.ts";
import { CATEGORY_TEXTS } from "../build-search-document.ts";
import type { PostingSource } from "./evaluate-query.ts";
import { PostingList } from "./posting-list.ts";
import { SearchIndex } from "./search-index.ts";
import { parseTsvector } from "./text-search-values.ts";

/** The index with the category texts it scores against (a term naming a product's category). */
export interface LoadedSearchIndex {
  index: SearchIndex;
  categoryTexts: PostingSource & { readonly names: readonly string[] };
}

interface IndexState {
  loaded: LoadedSearchIndex | null;
  /** The highest change number applied (migration 0023); 0 before the first load. */
  appliedSeq: number;
  refreshing: { promise: Promise<LoadedSearchIndex>; version: number } | null;
  /** The catalogue version read before the last refresh began. */
  version: number;
  /** Odd while a refresh is applying changes to the index, moved again when it ends (settledSearchIndex). */
  changes: number;
}

/** Rows per read while following the change log: bounds the memory a full load of a large catalogue needs. */
const CHUNK_ROWS = 20_000;

/**
 * One index per database handle per process. The production server is two bundles (build/node/server.js loads the
 * index before listening; the routes in build/server/index.js search it), each with its own copy of this module, so
 * the map lives in the global symbol registry: both copies must find the same index, or a process would hold two.
 */
const STATES_KEY = Symbol.for("buildcompare.search-index-states");
const registry = globalThis as typeof globalThis & { [STATES_KEY]?: WeakMap<Db, IndexState> };
const states = (registry[STATES_KEY] ??= new WeakMap<Db, IndexState>());

const DocumentRow = z.object({
  kind: z.literal("document"),
  seq: numericColumn,
  productId: countColumn,
  document: z.string(),
  nameKey: z.string(),
  sizes: z.array(z.string()),
  category: z.string(),
  lowestPrice: numericColumn.nullable(),
  lowestTotal: numericColumn.nullable(),
  lowestUnitPrice: numericColumn.nullable(),
  unitLabel: z.string().nullable(),
  merchantCount: countColumn,
  inStockCount: countColumn,
  visible: z.boolean(),
});
const RemovalRow = z.object({ kind: z.literal("removal"), seq: numericColumn, productId: countColumn.nullable() });
const ChangeRow = z.discriminatedUnion("kind", [DocumentRow, RemovalRow]);
const VersionRow = z.object({ version: numericColumn });

/**
 * The search index of this process for a database, current as of this call: one primary-key lookup says
 * whether anything changed since the index was last brought up to date, and only then are the changes read
 * (decision 033). Concurrent callers share one refresh. Keyed per database handle, like every per-process state.
 */
export async function currentSearchIndex(db: Db): Promise<LoadedSearchIndex> {
  return (await currentHeldSearchIndex(db)).loaded;
}

/** The index with the catalogue version it is current for: it holds every change committed before that version. */
export interface HeldSearchIndex {
  loaded: LoadedSearchIndex;
  version: number;
}

/** currentSearchIndex with the version it was checked against. */
export async function currentHeldSearchIndex(db: Db): Promise<HeldSearchIndex> {
  // Every writer of search documents moves catalogue_version in the same transaction (migration 0010), so an
  // unchanged version means nothing to read: one primary-key lookup per search.
  const [latest] = await queryCheckedRows(
    db,
    sql`select version::text as version from catalogue_version where id = 1`,
    VersionRow,
  );
  return searchIndexAt(db, latest?.version ?? 0);
}

/**
 * The index as this process holds it now, without asking the database; null before the first load. For a caller
 * that reads the catalogue version in its own statement and calls searchIndexAt when it differs (search pages).
 */
export function heldSearchIndex(db: Db): HeldSearchIndex | null {
  const state = states.get(db);
  return state?.loaded ? { loaded: state.loaded, version: state.version } : null;
}

/** The held index with its change count: unchanged counts mean no refresh touched the index in between. */
export interface SettledSearchIndex extends HeldSearchIndex {
  changes: number;
}

/**
 * The held index once no refresh is applying changes to it, current for `atLeast` or newer, without asking the
 * database when it already is. For a caller that answers from memory at the version a periodic check read
 * (the palette): it ranks, then compares searchIndexChanges with `changes` to know no refresh moved the index
 * under it meanwhile.
 */
export async function settledSearchIndex(db: Db, atLeast: number): Promise<SettledSearchIndex> {
  for (;;) {
    const state = states.get(db);
    if (state?.refreshing) await state.refreshing.promise.catch(() => null);
    else if (!state?.loaded || state.version < atLeast) await searchIndexAt(db, atLeast);
    else return { loaded: state.loaded, version: state.version, changes: state.changes };
  }
}

/** How often the index has been changed: see settledSearchIndex. */
export function searchIndexChanges(db: Db): number {
  return states.get(db)?.changes ?? 0;
}

/** The index current for a catalogue version the caller read: refreshed first unless it already is. */
export async function searchIndexAt(db: Db, version: number): Promise<HeldSearchIndex> {
  let state = states.get(db);
  if (!state) {
    state = { loaded: null, appliedSeq: 0, refreshing: null, version: -1, changes: 0 };
    states.set(db, state);
  }
  if (state.loaded && version === state.version) return { loaded: state.loaded, version };
  return { loaded: await refreshTo(db, state, version), version };
}

/** One refresh at a time; a caller who read a newer version than the running refresh's waits for the next. */
async function refreshTo(db: Db, state: IndexState, version: number): Promise<LoadedSearchIndex> {
  while (state.refreshing) {
    const running = state.refreshing;
    const loaded = await running.promise.catch(() => null);
    if (loaded && running.version >= version) return loaded;
  }
  const promise = refresh(db, state, version).finally(() => {
    state.refreshing = null;
  });
  state.refreshing = { promise, version };
  return promise;
}

/** Reads the change log from the last number applied; `version` was read before it, so nothing is skipped. */
async function refresh(db: Db, state: IndexState, version: number): Promise<LoadedSearchIndex> {
  state.changes += 1;
  try {
    return await applyChanges(db, state, version);
  } finally {
    state.changes += 1;
  }
}

async function applyChanges(db: Db, state: IndexState, version: number): Promise<LoadedSearchIndex> {
  const loaded = state.loaded ?? { index: new SearchIndex(), categoryTexts: await loadCategoryTexts(db) };
  let after = state.appliedSeq;
  for (;;) {
    const rows = checkRows(await queryRows<unknown>(db, changesAfter(after)), ChangeRow);
    for (const row of rows) {
      after = row.seq;
      if (row.kind === "removal") {
        // A null product: every document went at this point (a rebuild). All that exist now were written after
        // it, so they follow in the log: start again from an empty index.
        if (row.productId === null) loaded.index = new SearchIndex();
        else loaded.index.remove(row.productId);
        continue;
      }
      loaded.index.upsert(row);
    }
    if (rows.length < CHUNK_ROWS) break;
  }
  loaded.index.compactIfWasteful();
  state.loaded = loaded;
  state.appliedSeq = after;
  state.version = version;
  return loaded;
}

/**
 * The change log after a number, in number order: documents written since (their latest version) and removals.
 * Numbers are drawn in commit order (migration 0023), so reading in chunks misses nothing committed meanwhile.
 */
function changesAfter(after: number) {
  return sql`select u.*, u.seq_n::text as seq from (
    (select 'document' as kind, d.change_seq as seq_n, d.product_id as "productId", d.document::text as document,
      d.name_key as "nameKey", d.sizes, d.category, d.lowest_price::float8 as "lowestPrice",
      d.lowest_total::float8 as "lowestTotal", d.lowest_unit_price::float8 as "lowestUnitPrice", d.unit_label as "unitLabel",
      d.merchant_count as "merchantCount", d.in_stock_count as "inStockCount", d.visible
    from search_documents d where d.change_seq > ${after} order by d.change_seq limit ${CHUNK_ROWS})
    union all
    (select 'removal', r.change_seq, r.product_id, null, null, null, null, null, null, null, null, null, null, null
    from search_document_removals r where r.change_seq > ${after} order by r.change_seq limit ${CHUNK_ROWS})
    ) u order by u.seq_n limit ${CHUNK_ROWS}`;
}

const CategoryRow = z.object({ category: z.string(), vector: z.string() });

/** The C part of every document (build-search-document.ts), stemmed by PostgreSQL once per load. */
async function loadCategoryTexts(db: Db): Promise<LoadedSearchIndex["categoryTexts"]> {
  const rows = await queryCheckedRows(
    db,
    sql`select c.category, to_tsvector('english', c.body)::text as vector
      from unnest(${textArray(CATEGORY_TEXTS.map((c) => c.category))}, ${textArray(CATEGORY_TEXTS.map((c) => c.text))})
        as c(category, body)`,
    CategoryRow,
  );
  const lexemes = new Map<string, PostingList>();
  rows.forEach((row, slot) => {
    for (const { lexeme, positions } of parseTsvector(row.vector)) {
      let list = lexemes.get(lexeme);
      if (!list) {
        list = new PostingList();
        lexemes.set(lexeme, list);
      }
      list.add(slot, positions);
    }
  });
  return { lexemes, slotCount: rows.length, names: rows.map((r) => r.category) };
}

function textArray(values: readonly string[]) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}
