import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

/** Every product whose name contains an excluded phrase is hidden everywhere. */
export async function addNameExclusion(db: Db, phrase: string): Promise<void> {
  await db.execute(sql`insert into name_exclusions (phrase) values (${phrase.trim()}) on conflict (phrase) do nothing`);
}
export async function removeNameExclusion(db: Db, phrase: string): Promise<boolean> {
  const result = await queryRows(
    db,
    sql`delete from name_exclusions where lower(phrase) = lower(${phrase.trim()}) returning id`,
  );
  return result.length > 0;
}
