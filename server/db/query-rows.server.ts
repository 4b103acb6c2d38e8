import type { SQL } from "drizzle-orm";
import type { Db } from "./client.server.ts";

/**
 * Runs a raw SQL statement and returns its rows typed as T. Both drivers answer with `{ rows }`;
 * the caller owns the cast, so select explicit columns with the aliases T names.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
