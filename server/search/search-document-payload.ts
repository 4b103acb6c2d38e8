/**
 * Products' search-document texts, built in Node, as the JSON the search_documents insert reads
 * (refresh-search-documents.server.ts builds one batch while PostgreSQL writes the one before).
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
  sizeTexts: string[] | null;
}

export function searchDocumentsPayload(rows: readonly SearchDocumentRow[]): string {
  const documents = rows.map((row) =>
    buildSearchDocument({
      ...row,
      id: Number(row.id),
      titles: row.titles ?? [],
      sizeTexts: row.sizeTexts ?? [],
    } satisfies SearchDocumentSource),
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
