-- A floor under each merchant's check times (issue 15 item 1, decision 062). A row says: every offer of this
-- merchant still in its feed (availability <> 'not_in_feed') has last_checked >= all_checked_at. Imports write it
-- (an unchanged feed or a 304 after marking every such offer checked now(); a full import the least last_checked
-- it left among them), so the stale-offer sweep (server/catalog/stale-offers.server.ts) reads no offer of a
-- merchant whose floor is within the hide limit. offers.last_checked stays the per-offer truth every page, API
-- answer and alert reads (decision 047); this table only lets the sweep skip work. No catalogue_version trigger:
-- it changes nothing anyone sees. Every statement can run again on a database that has it (IF NOT EXISTS, OR
-- REPLACE), as server/db/client.server.test.ts does with the newest migration.
CREATE TABLE IF NOT EXISTS "merchant_offers_checked" (
  "merchant_id" integer PRIMARY KEY REFERENCES "merchants" ("id") ON DELETE CASCADE,
  "all_checked_at" timestamptz NOT NULL
);
--> statement-breakpoint
-- Whatever else could leave an offer in its feed older than its merchant's floor drops that floor: an offer
-- inserted with a back-dated check time, a check time moved back (a test ageing offers, a hand edit), an offer
-- moved to another merchant or back into its feed from 'not_in_feed' without a new check. The sweep then reads
-- that merchant's offers as before until its next import writes a floor again. An import writes now() (its
-- transaction's start) and the sweep and curation never touch last_checked, availability or merchant_id, so for
-- every row they write the condition is false: one comparison a row, no call.
CREATE OR REPLACE FUNCTION "drop_merchant_offers_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM merchant_offers_checked WHERE merchant_id = NEW.merchant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "offers_insert_drop_merchant_offers_checked" AFTER INSERT ON "offers"
  FOR EACH ROW WHEN (NEW.availability <> 'not_in_feed' AND NEW.last_checked < now())
  EXECUTE FUNCTION drop_merchant_offers_checked();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "offers_update_drop_merchant_offers_checked" AFTER UPDATE ON "offers"
  FOR EACH ROW WHEN (NEW.availability <> 'not_in_feed' AND (NEW.last_checked < OLD.last_checked
    OR NEW.merchant_id <> OLD.merchant_id OR OLD.availability = 'not_in_feed'))
  EXECUTE FUNCTION drop_merchant_offers_checked();
--> statement-breakpoint
-- Hidden offers a refresh may bring back: the sweep's other question, answered from this (usually empty) index
-- instead of a pass over every offer. Keyed on id, never updated, and stale_hidden_at only in its predicate: an
-- import's update, which never sets stale_hidden_at, stays in place (HOT; migration 0027).
CREATE INDEX IF NOT EXISTS "offers_stale_hidden_idx" ON "offers" USING btree ("id") WHERE "stale_hidden_at" IS NOT NULL;
