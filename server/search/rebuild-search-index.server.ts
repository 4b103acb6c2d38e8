import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { rebuildSearchVocabulary, refreshSearchDocuments } from "./refresh-search-documents.server.ts";
import { SEARCH_INDEX_VERSION } from "./search-index-version.ts";
import { clearWordAnalysisCache } from "./analyse-query-words.server.ts";

/** Rebuilds every product's search document and the vocabulary, and records the version that built them. */
export async function rebuildSearchIndex(db: Db): Promise<{ products: number }> {
  const rebuilt = await db.transaction(async (t) => {
    await t.execute(sql`delete from search_documents`);
    // One marker instead of a removal per document: every process's in-memory index reloads whole (migration 0023).
    await t.execute(sql`delete from search_document_removals`);
    await t.execute(
      sql`insert into search_document_removals (change_seq, product_id) values (nextval('search_document_change_seq'), null)`,
    );
    // Written category by category: a broad word's matches mostly share a category, so they sit on a third
    // as many table pages as in id order, and a search visits fewer pages to count and rank them.
    const ids = await queryRows<{ id: number }>(t, sql`select id from products order by category, id`);
    await refreshSearchDocuments(
      t,
      ids.map((r) => Number(r.id)),
    );
    await rebuildSearchVocabulary(t);
    // Fresh statistics, or the planner may scan every document for a common word.
    await t.execute(sql`analyze search_documents`);
    await t.execute(sql`analyze search_terms`);
    await t.execute(sql`
      insert into search_index_state (id, version, rebuilt_at) values (1, ${SEARCH_INDEX_VERSION}, now())
      on conflict (id) do update set version = excluded.version, rebuilt_at = excluded.rebuilt_at`);
    return { products: ids.length };
  });
  // Words this process analysed against the old vocabulary may be known (or corrected) differently now.
  clearWordAnalysisCache(db);
  return rebuilt;
}

/**
 * At start-up: rebuild when the index was built by other tokeniser or synonym rules, or when a
 * database from before search existed has products without documents. Cheap when nothing is due.
 */
export async function ensureSearchIndex(db: Db): Promise<{ rebuilt: boolean; products: number }> {
  const [state] = await queryRows<{ version: string | null; missing: boolean }>(
    db,
    sql`select (select version from search_index_state where id = 1) as version,
      exists (select 1 from products p where not exists
        (select 1 from search_documents d where d.product_id = p.id)) as missing`,
  );
  if (state && state.version === SEARCH_INDEX_VERSION && !state.missing) return { rebuilt: false, products: 0 };
  const { products } = await rebuildSearchIndex(db);
  return { rebuilt: true, products };
}
