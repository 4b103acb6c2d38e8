-- Offers leave half of each heap page free (issue 15 item 1, decision 055). Every import and every 304 refresh
-- rewrites last_checked on every offer of the merchant (an unchanged feed does nothing else). At the default
-- fillfactor of 100 a page has no room for the new row versions, so each update went to another page and added an
-- entry to every index on offers, the GIN index on match_blocks included: 51 of 50,000 such updates were
-- in-place (HOT) in a test database, and each unchanged re-import grew the table by a full copy until vacuum. At 50
-- every version of a page fits beside the old ones, all 10,000 of 10,000 were HOT, no index was touched and the
-- table stayed the same size run after run (12 MB for 10,000 offers, against 6 MB just after a first import at
-- 100, 12 MB after one re-import and 29 MB after four). Setting it rewrites nothing: pages written from now on
-- keep the space, so an existing database gets there as its offers are rewritten.
ALTER TABLE "offers" SET (fillfactor = 50);
