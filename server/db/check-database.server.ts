import { sql } from "drizzle-orm";
import type { Db } from "./client.server.ts";

/** True when the database answers within two seconds. */
export async function checkDatabase(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database did not answer in time")), 2000);
    });
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
