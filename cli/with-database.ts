import { getEnv } from "../server/env.server.ts";
import { openDatabase, type Database } from "../server/db/client.server.ts";

/**
 * Opens DATABASE_URL (migrating it), runs the command, and always closes the database and its lock.
 * On PGlite with a small buffer pool: CLI commands import and report, they serve no pages, and an import fills
 * PGlite's default 128 MB pool, which its memory keeps until the process ends (decision 063).
 */
export async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(getEnv().DATABASE_URL, { smallBufferPool: true });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}
