import fs from "node:fs";
import path from "node:path";
import { Command } from "commander";
import { getEnv } from "../server/env.server.ts";
import { openDatabase } from "../server/db/client.server.ts";
import { EmbeddedDatabaseLockedError } from "../server/db/embedded-lock.server.ts";
import { requestBackup } from "../server/db/embedded-backup.server.ts";
import { restoreEmbeddedDatabase } from "../server/db/restore-embedded.server.ts";

const POSTGRES_ADVICE =
  "DATABASE_URL names a PostgreSQL server: back it up with pg_dump and restore with pg_restore (README: Backups)";

/** The embedded folder DATABASE_URL names; PostgreSQL and in-memory databases have their own answer. */
function embeddedFolder(): string {
  const url = getEnv().DATABASE_URL;
  if (!url.startsWith("pglite:")) throw new Error(POSTGRES_ADVICE);
  const dir = url.slice("pglite:".length);
  if (dir === "" || dir === "memory") throw new Error("an in-memory database has nothing to back up");
  return dir;
}

/** A copy of the folder: taken here when no process holds it, else asked of the process that does. */
async function takeBackup(dir: string): Promise<{ bytes: Buffer; via: string }> {
  try {
    const database = await openDatabase(`pglite:${dir}`, { migrate: false });
    try {
      return { bytes: Buffer.from(await (await database.backup!()).arrayBuffer()), via: "" };
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseLockedError)) throw error;
    const { pid, command } = error.holder;
    return { bytes: await requestBackup(dir, pid), via: ` (taken by the running process ${pid}: ${command})` };
  }
}

export function backupCommand(): Command {
  return new Command("backup")
    .description("Copy the embedded database to <file> (consistent, also while the server runs)")
    .argument("<file>", "where to write the backup (a .tar.gz)")
    .action(async (file: string) => {
      const dir = embeddedFolder();
      if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw new Error(`there is no embedded database at ${dir}`);
      const { bytes, via } = await takeBackup(dir);
      // Written beside the target and renamed: an interrupted backup never leaves a truncated file under its name.
      const partial = `${file}.partial`;
      fs.writeFileSync(partial, bytes);
      fs.renameSync(partial, file);
      console.log(`Backed up ${dir} to ${file} (${(bytes.length / 1e6).toFixed(1)} MB)${via}.`);
    });
}

export function restoreCommand(): Command {
  return new Command("restore")
    .description("Replace the embedded database with a backup (stop the server first; the old folder is kept)")
    .argument("<file>", "a file written by `buildcompare backup`")
    .action(async (file: string) => {
      const dir = embeddedFolder();
      if (!fs.existsSync(file)) throw new Error(`there is no file ${file}`);
      const result = await restoreEmbeddedDatabase(dir, file);
      console.log(
        `Restored ${dir} from ${file} (${result.migrationsApplied} migrations; the next start applies any newer).` +
          (result.previous ? ` The database it replaced is kept at ${result.previous}.` : ""),
      );
    });
}
