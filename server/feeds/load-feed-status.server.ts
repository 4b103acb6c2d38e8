import type { Db } from "../db/client.server.ts";
import { rowHealth, type RowHealth } from "./feed-health.ts";
import { listFeedSources, type FeedSource } from "./feed-source-row.server.ts";
import { loadImportHistory } from "./load-import-history.server.ts";
import { countStaleOffers, type StaleOfferCounts } from "../catalog/stale-offers.server.ts";
import { getEnv } from "../env.server.ts";

export interface FeedStatus {
  source: FeedSource;
  /** The latest applied import's rows against the merchant's usual; null before its first import. */
  health: RowHealth | null;
  /** Its offers past the age-label limit, and those out of comparisons (decision 047). */
  staleOffers: StaleOfferCounts;
}

/** Every registered feed with its last success, last failure and why, and its rows against its usual. */
export async function loadFeedStatus(
  db: Db,
  labelHours: number = getEnv().STALE_OFFER_LABEL_HOURS,
): Promise<FeedStatus[]> {
  const sources = await listFeedSources(db);
  const history = await loadImportHistory(
    db,
    sources.map((s) => s.merchantSlug),
  );
  const stale = await countStaleOffers(db, labelHours);
  return sources.map((source) => ({
    source,
    health: rowHealth(history.get(source.merchantSlug) ?? []),
    staleOffers: stale.get(source.merchantSlug) ?? { labelled: 0, hidden: 0 },
  }));
}
