import { getEnv } from "../server/env.server.ts";
import { openDatabase, type Database } from "../server/db/client.server.ts";

/** Opens DATABASE_URL (migrating it), runs the command, and always closes the database and its lock. */
export async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(getEnv().DATABASE_URL);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}
