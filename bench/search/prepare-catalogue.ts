/**
 * The search bench's catalogue (bench/search-bench.ts): generated and inserted when `fill`, its search index
 * rebuilt when `rebuildIndex`, then vacuumed and analysed, each step timed; and the requests sampled from it.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.server.ts";
import { rebuildSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import type { BenchDatabase } from "../lib/bench-database.ts";
import { log } from "../lib/run-main.ts";
import { buildCatalogue } from "../catalogue/build-catalogue.ts";
import { MERCHANT_STYLES } from "../catalogue/merchant-styles.ts";
import { countCatalogue, insertCatalogue, stockCatalogue } from "./insert-catalogue.ts";
import type { DatabaseResult } from "./report.ts";
import { buildRequests, sampleCatalogue, type BenchRequest } from "./search-queries.ts";

const SEED = "search-bench";
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface Prepared {
  result: Omit<DatabaseResult, "runs" | "explain">;
  requests: BenchRequest[];
}

export async function prepareCatalogue(
  database: BenchDatabase,
  { fill, size, rebuildIndex }: { fill: boolean; size: number; rebuildIndex: boolean },
): Promise<Prepared> {
  const opened = await openDatabase(database.url);
  const { db } = opened;
  try {
    let generate: number | null = null;
    let insert: number | null = null;
    if (fill) {
      let started = Date.now();
      const catalogue = buildCatalogue(SEED, size);
      const offers = stockCatalogue(SEED, MERCHANT_STYLES, catalogue);
      generate = Date.now() - started;
      log(`generated ${catalogue.length} products and ${offers.length} offers in ${seconds(generate)}`);
      started = Date.now();
      await insertCatalogue(db, { merchants: MERCHANT_STYLES, products: catalogue, offers }, (line) =>
        log(`  inserted ${line} (${seconds(Date.now() - started)})`),
      );
      insert = Date.now() - started;
    }
    let rebuild: number | null = null;
    if (rebuildIndex) {
      log(`rebuilding the search index (${opened.label})…`);
      const started = Date.now();
      await rebuildSearchIndex(db);
      rebuild = Date.now() - started;
      log(`rebuildSearchIndex: ${seconds(rebuild)}`);
    }
    // A bulk load leaves no planner statistics and, after a rebuild, a table of dead row versions until
    // autovacuum runs (PGlite has none): a live site has had both done.
    const started = Date.now();
    await db.execute(sql`vacuum analyze`);
    const analyze = Date.now() - started;
    const counts = await countCatalogue(db);
    const requests = buildRequests(await sampleCatalogue(db));
    return {
      result: {
        kind: database.kind,
        url: database.url,
        counts,
        timingsMs: { generate, insert, rebuildSearchIndex: rebuild, analyze },
        requests: requests.length,
      },
      requests,
    };
  } finally {
    await opened.close();
  }
}
