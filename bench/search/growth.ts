import pg from "pg";
import { postgresServerUrl, type BenchDatabase } from "../lib/bench-database.ts";

/**
 * The growth table's databases (--growth): one PostgreSQL database per catalogue size, named by the size and
 * kept afterwards, because a million products take a long while to generate and index. A later run reuses a
 * database that holds exactly that many products (and has a search index); --fresh builds them again.
 */
export async function growthDatabase(
  products: number,
  fresh: boolean,
): Promise<{ database: BenchDatabase; fill: boolean }> {
  const serverUrl = postgresServerUrl();
  if (!serverUrl) throw new Error("--growth measures PostgreSQL: set BENCH_DATABASE_URL");
  const name = `bench_search_growth_${products}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database: BenchDatabase = { kind: "postgres", url: url.toString(), folder: null, drop: async () => {} };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
    if (exists && !fresh && (await holds(database.url, products))) return { database, fill: false };
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return { database, fill: true };
  } finally {
    await admin.end();
  }
}

/** True when the database has this many products, each with a search document (a finished earlier run). */
async function holds(url: string, products: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ products: number; documents: number }>(
      `select (select count(*)::int from products) as products, (select count(*)::int from search_documents) as documents`,
    );
    return rows[0]?.products === products && rows[0]?.documents === products;
  } catch {
    return false; // tables missing: an interrupted first run
  } finally {
    await client.end();
  }
}

export function growthDropHint(products: readonly number[]): string {
  const server = postgresServerUrl();
  return products.map((n) => `  psql ${server} -c 'drop database bench_search_growth_${n}'`).join("\n");
}
