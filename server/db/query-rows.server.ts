import type { SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "./client.server.ts";

/**
 * Runs a raw SQL statement and returns its rows typed as T. Both drivers answer with `{ rows }`;
 * the caller owns the cast, so select explicit columns with the aliases T names. Prefer queryCheckedRows
 * for rows that reach a page.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A number column: float8 and int4 arrive as numbers, numeric and bigint (from node-postgres) as strings. */
export const numericColumn = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
export const countColumn = numericColumn.pipe(z.number().int().nonnegative());
/** A timestamp column: a Date, or PostgreSQL's text form when a driver leaves it as text; never an invalid date. */
export const timestampColumn = z.union([z.date(), z.string()]).pipe(z.coerce.date());

/** Runs a raw SQL statement and checks every row against `schema` (see checkRows). */
export async function queryCheckedRows<S extends z.ZodType>(db: Db, query: SQL, schema: S): Promise<z.output<S>[]> {
  return checkRows(await queryRows<unknown>(db, query), schema);
}

/**
 * Rows checked against a schema rather than cast: a column the statement no longer selects, or one whose
 * type changed, fails here with the column named instead of reaching a page as undefined.
 */
export function checkRows<S extends z.ZodType>(rows: readonly unknown[], schema: S): z.output<S>[] {
  return rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) throw new Error(`Row ${index} has an unexpected shape:\n${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}
