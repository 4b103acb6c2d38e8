-- Each web process keeps the search engine's index in memory (server/search/memory-index/, decision 033) and
-- follows the table by change sequence: a row written gets the next number, a row deleted leaves its number in
-- search_document_removals, and a process reads only what is newer than the last number it holds.
-- For that read to miss nothing, every transaction's numbers must be greater than those of every transaction
-- that committed before it. The statement trigger takes catalogue_version's row lock (the lock 0010's bump takes
-- anyway, only earlier: before the first number is drawn), so writers of search documents draw their numbers one
-- transaction at a time, in commit order.
CREATE SEQUENCE "search_document_change_seq";
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "change_seq" bigint NOT NULL DEFAULT nextval('search_document_change_seq');
--> statement-breakpoint
CREATE INDEX "search_documents_change_seq_idx" ON "search_documents" ("change_seq");
--> statement-breakpoint
CREATE TABLE "search_document_removals" (
  "change_seq" bigint PRIMARY KEY,
  -- Null: every document was removed (TRUNCATE); a process reloads the whole index.
  "product_id" integer
);
--> statement-breakpoint
CREATE FUNCTION "lock_search_document_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM catalogue_version WHERE id = 1 FOR UPDATE;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_documents_lock_changes" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION lock_search_document_changes();
--> statement-breakpoint
CREATE FUNCTION "number_search_document_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('search_document_change_seq');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_documents_number_update" BEFORE UPDATE ON "search_documents"
  FOR EACH ROW EXECUTE FUNCTION number_search_document_change();
--> statement-breakpoint
CREATE FUNCTION "log_search_document_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- Older removals no longer matter to anyone: a process behind this marker reloads everything.
    DELETE FROM search_document_removals;
    INSERT INTO search_document_removals (change_seq, product_id) VALUES (nextval('search_document_change_seq'), NULL);
    RETURN NULL;
  END IF;
  INSERT INTO search_document_removals (change_seq, product_id) VALUES (nextval('search_document_change_seq'), OLD.product_id);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_documents_log_removal" AFTER DELETE ON "search_documents"
  FOR EACH ROW EXECUTE FUNCTION log_search_document_removal();
--> statement-breakpoint
CREATE TRIGGER "search_documents_log_truncate" AFTER TRUNCATE ON "search_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION log_search_document_removal();
