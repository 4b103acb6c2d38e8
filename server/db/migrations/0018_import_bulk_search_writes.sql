-- Imports write search documents by the thousand. With fastupdate off (0007) every new row went into each GIN
-- tree entry by entry, about 70 % of the time of writing a document. With the pending list on, an import's rows
-- are appended to it and merged in one sorted pass by flush_search_pending_lists(), which every writer of search
-- documents calls before its transaction commits: searches still never read a long pending list (0007's reason),
-- and a large write costs about a quarter of what it did (decision 027).
ALTER INDEX "search_documents_document_idx" SET (fastupdate = on);
--> statement-breakpoint
ALTER INDEX "search_documents_sizes_idx" SET (fastupdate = on);
--> statement-breakpoint
-- Every GIN index on search_documents, so an index added later is flushed too. SECURITY DEFINER: cleaning a
-- pending list needs the index owner (the role that ran migrations), which an import's role may not be.
CREATE FUNCTION "flush_search_pending_lists"() RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, public AS $$
DECLARE
  gin_index regclass;
  pages bigint := 0;
BEGIN
  FOR gin_index IN
    SELECT i.indexrelid::regclass FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE i.indrelid = 'public.search_documents'::regclass AND a.amname = 'gin'
      ORDER BY i.indexrelid
  LOOP
    pages := pages + gin_clean_pending_list(gin_index);
  END LOOP;
  RETURN pages;
END $$;
