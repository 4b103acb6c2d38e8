import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { priceSummaryColumns, unitLabelSql } from "../catalog/offer-pricing.server.ts";
import { INDEXED_DESCRIPTION_LENGTH } from "./build-search-document.ts";
import { searchDocumentsPayload, type SearchDocumentRow } from "./search-document-payload.ts";
import { statementQueue } from "../db/statement-queue.server.ts";
import { comparedOffer } from "../catalog/visibility.server.ts";

/** Products per price-summary update. */
const BATCH = 2000;
/**
 * Products per document batch: their sources, built texts and JSON payload are short-lived, and the pipeline
 * holds up to four batches at once; at 2,000 they outlived V8's young generation and piled up as old-space
 * garbage during an import (decision 064).
 */
const DOCUMENT_BATCH = 500;

/**
 * Rebuilds the search documents (text, sizes, price summary) of these products. Imports call it
 * inside their transaction for every product whose offers they touched, so search never reads a
 * half-applied feed. Ids of products that no longer exist are ignored (their rows cascade away).
 */
export async function refreshSearchDocuments(db: Db, productIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(productIds)];
  // Pipelined (decision 059): the next batch's sources are asked for before this batch is built, and its write is
  // sent without waiting, so PostgreSQL reads and writes while Node builds. Loads run one batch ahead and at most
  // two writes wait, which bounds what is held; the queue runs the statements one after another, in order issued.
  const queue = statementQueue();
  const load = (start: number) => queue(() => loadSources(db, ids.slice(start, start + DOCUMENT_BATCH)));
  const writes: Promise<void>[] = [];
  let next = ids.length > 0 ? load(0) : null;
  for (let i = 0; next; i += DOCUMENT_BATCH) {
    // A failed write aborts the transaction the load then fails in: the write's error is the one to tell.
    const sources = await next.catch(async (error: unknown) => {
      await Promise.all(writes);
      throw error;
    });
    next = i + DOCUMENT_BATCH < ids.length ? load(i + DOCUMENT_BATCH) : null;
    if (sources.length === 0) continue;
    const payload = searchDocumentsPayload(sources);
    if (writes.length >= 2) await writes.shift();
    writes.push(queue(() => writeDocuments(db, payload)));
  }
  await Promise.all(writes);
  if (ids.length > 0) await flushSearchPendingLists(db);
}

/**
 * New document rows wait in the GIN indexes' pending lists (written in bulk, migration 0018); merged into the
 * indexes here, inside the writer's transaction, so no search after it commits scans a pending list.
 */
async function flushSearchPendingLists(db: Db): Promise<void> {
  await db.execute(sql`select flush_search_pending_lists()`);
}

/** Only the price summary (lowest, highest, merchants, in stock): for imports that changed prices or stock alone. */
export async function refreshSearchPrices(db: Db, productIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += BATCH) {
    await db.execute(sql`
      update search_documents d set lowest_price = s.lowest, highest_price = s.highest, lowest_total = s.lowest_total,
        lowest_unit_price = s.lowest_unit_price, merchant_count = s.merchant_count, in_stock_count = s.in_stock_count,
        updated_at = now()
      from (
        select o.product_id, ${priceSummaryColumns("o")}
        from offers o
        where ${comparedOffer("o")}
          and o.product_id in (select value::int from json_array_elements_text(${JSON.stringify(ids.slice(i, i + BATCH))}::json))
        group by o.product_id
      ) s
      where d.product_id = s.product_id`);
  }
  // A row updated in place still gets new index entries (merchant_count sits in an index): flushed the same way.
  if (ids.length > 0) await flushSearchPendingLists(db);
}

/** The vocabulary typo corrections are drawn from: every word of every indexed product. */
export async function rebuildSearchVocabulary(db: Db): Promise<void> {
  await db.execute(sql`delete from search_terms`);
  await db.execute(sql`
    insert into search_terms (term, product_count)
    select w, count(*)::int from search_documents d, unnest(d.words) as w group by w`);
}

async function loadSources(db: Db, ids: number[]): Promise<SearchDocumentRow[]> {
  return queryRows<SearchDocumentRow>(
    db,
    sql`
    select p.id, p.name, p.brand, p.category, left(p.description, ${INDEXED_DESCRIPTION_LENGTH}) as description,
      array(select distinct o.title from offers o
        where o.product_id = p.id and ${comparedOffer("o")} and o.title <> p.name
        order by o.title) as titles,
      array(select distinct o.match_inputs->>'size' from offers o
        where o.product_id = p.id and ${comparedOffer("o")} and o.match_inputs->>'size' is not null
        order by 1) as "sizeTexts"
    from products p
    where p.id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))`,
  );
}

async function writeDocuments(db: Db, payload: string): Promise<void> {
  await db.execute(sql`
    insert into search_documents (product_id, document, name_key, words, sizes, category,
      lowest_price, highest_price, lowest_total, lowest_unit_price, unit_label, merchant_count, in_stock_count, visible,
      updated_at)
    select x.id,
      setweight(to_tsvector('english', x.a), 'A') || setweight(to_tsvector('english', x.b), 'B')
        || setweight(to_tsvector('english', x.c), 'C') || setweight(to_tsvector('english', x.d), 'D'),
      x.name_key, x.words, x.sizes, p.category,
      s.lowest, s.highest, s.lowest_total, s.lowest_unit_price, ${unitLabelSql(sql`p.measure_unit`)},
      coalesce(s.merchant_count, 0), coalesce(s.in_stock_count, 0),
      search_document_visibility(x.id), now()
    from json_to_recordset(${payload}::json)
      as x(id int, a text, b text, c text, d text, name_key text, words text[], sizes text[])
    join products p on p.id = x.id
    left join lateral (
      select ${priceSummaryColumns("o")}
      from offers o where o.product_id = x.id and ${comparedOffer("o")}
    ) s on true
    on conflict (product_id) do update set
      document = excluded.document, name_key = excluded.name_key, words = excluded.words,
      sizes = excluded.sizes, category = excluded.category, lowest_price = excluded.lowest_price,
      highest_price = excluded.highest_price, lowest_total = excluded.lowest_total,
      lowest_unit_price = excluded.lowest_unit_price, unit_label = excluded.unit_label, merchant_count = excluded.merchant_count,
      in_stock_count = excluded.in_stock_count, visible = excluded.visible, updated_at = excluded.updated_at`);
}
