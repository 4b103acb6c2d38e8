/**
 * Products' search-document texts, built in Node, as the JSON the search_documents insert reads
 * (refresh-search-documents.server.ts). Pure: the import's helper thread builds some batches with it
 * (server/ingest/helper-thread.server.ts), the main thread the others, and both give the same text.
 */
import { buildSearchDocument, type SearchDocumentSource } from "./build-search-document.ts";

/** One product as the documents' source query reads it. */
export interface SearchDocumentRow {
  id: number;
  name: string;
  brand: string | null;
  category: string;
  description: string;
  titles: string[] | null;
}

export function searchDocumentsPayload(rows: readonly SearchDocumentRow[]): string {
  const documents = rows.map((row) =>
    buildSearchDocument({ ...row, id: Number(row.id), titles: row.titles ?? [] } satisfies SearchDocumentSource),
  );
  return JSON.stringify(
    documents.map((d) => ({
      id: d.id,
      a: d.name,
      b: d.brandAndTitles,
      c: d.category,
      d: d.description,
      name_key: d.nameKey,
      words: d.words,
      sizes: d.sizes,
    })),
  );
}
