-- Stale offers (issue 16 item 2, decision 047): an offer whose feed has not refreshed for STALE_OFFER_HIDE_HOURS
-- leaves every comparison until the feed refreshes. The sweep (server/catalog/stale-offers.server.ts) sets this
-- when last_checked passes the limit and clears it when last_checked is recent again; every reader of offers
-- shown to visitors skips rows where it is set (shownOffer() in server/catalog/visibility.server.ts). The row and
-- its price history stay. A column, not a comparison with now() at read time, so a change of what is shown
-- is a row change: it bumps catalogue_version (0010) and every cache keyed on the version follows.
-- No index on last_checked: every import and every 304 refresh rewrites it on every offer, and an index on it
-- would take those updates off PostgreSQL's in-place (HOT) path; the sweep's scan is one pass over offers.
ALTER TABLE "offers" ADD COLUMN "stale_hidden_at" timestamptz;
