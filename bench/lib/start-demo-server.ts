import { openDatabase } from "../../server/db/client.server.ts";
import { loadDemo } from "../../server/ingest/load-demo.server.ts";
import { listFeaturedProducts } from "../../server/catalog/list-featured-products.server.ts";
import { createBenchDatabase, type BenchDatabase, type DbKind } from "./bench-database.ts";
import { cleanupOnExit, launch, type ProductionServer } from "../../scripts/black-box/production-server.ts";
import { log } from "./run-main.ts";

/** stop() also drops the database. */
export interface DemoServer extends ProductionServer {
  database: BenchDatabase;
  /** Visible products, most widely stocked first. */
  productIds: number[];
}

interface DemoServerOptions {
  kind: DbKind;
  /** Part of the throwaway database's name. */
  tag: string;
  /** How many of the most widely stocked product ids to return. */
  products?: number;
  /** Server environment on top of this process's own (e.g. WEB_CONCURRENCY). */
  env?: Record<string, string | undefined>;
}

/**
 * A production server (`build/`, built first when missing) on a fresh database holding the demo feeds.
 * The database and the build copy are removed by stop(), on Ctrl-C, and when start-up fails.
 */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const { cleanups, stop } = cleanupOnExit();
  try {
    const database = await createBenchDatabase(options.kind, options.tag);
    cleanups.push(() => database.drop());
    const productIds = await seedDemo(database.url, options.products ?? 5);
    const server = await launch(cleanups, database, options.env ?? {});
    return { ...server, database, productIds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function seedDemo(url: string, products: number): Promise<number[]> {
  const started = Date.now();
  const database = await openDatabase(url);
  try {
    const loaded = await loadDemo(database.db);
    const featured = await listFeaturedProducts(database.db, products);
    log(
      `demo loaded into ${database.label}: ${loaded.merchants} merchants, ${loaded.offers} offers ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (featured.length === 0) throw new Error("the demo load left no visible products");
    return featured.map((p) => p.id);
  } finally {
    await database.close();
  }
}

/**
 * A production server on an existing PostgreSQL database (e.g. a copy of a 100k bench catalogue:
 * `createdb -T rank2_bench <name>`), which is left in place by stop(). Start-up runs the migrations, so point it
 * at a copy, never at a database others read.
 */
export async function startOnDatabase(
  url: string,
  options: Pick<DemoServerOptions, "products" | "env">,
): Promise<DemoServer> {
  const { cleanups, stop } = cleanupOnExit();
  try {
    const database: BenchDatabase = { kind: "postgres", url, folder: null, drop: async () => {} };
    const server = await launch(cleanups, database, options.env ?? {});
    const productIds = await mostStocked(url, options.products ?? 5);
    return { ...server, database, productIds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function mostStocked(url: string, products: number): Promise<number[]> {
  const database = await openDatabase(url);
  try {
    const featured = await listFeaturedProducts(database.db, products);
    if (featured.length === 0) throw new Error(`${database.label} has no visible products`);
    return featured.map((p) => p.id);
  } finally {
    await database.close();
  }
}
