import type { Db } from "../db/client.server.ts";
import { rowHealth, type RowHealth } from "./feed-health.ts";
import { listFeedSources, type FeedSource } from "./feed-source-row.server.ts";
import { loadImportHistory } from "./load-import-history.server.ts";

export interface FeedStatus {
  source: FeedSource;
  /** The latest applied import's rows against the merchant's usual; null before its first import. */
  health: RowHealth | null;
}

/** Every registered feed with its last success, last failure and why, and its rows against its usual. */
export async function loadFeedStatus(db: Db): Promise<FeedStatus[]> {
  const sources = await listFeedSources(db);
  const history = await loadImportHistory(
    db,
    sources.map((s) => s.merchantSlug),
  );
  return sources.map((source) => ({ source, health: rowHealth(history.get(source.merchantSlug) ?? []) }));
}
