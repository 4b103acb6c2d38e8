import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { EmbeddedDatabaseLockedError } from "./embedded-lock.server.ts";
import { restoreEmbeddedDatabase } from "./restore-embedded.server.ts";

/** A folder standing in for a database, and a file to restore from, in a fresh temporary folder. */
function setUp(backupBytes: Buffer) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "bc-restore-"));
  const dir = path.join(base, "db");
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "PG_VERSION"), "17\n");
  const file = path.join(base, "backup.tar.gz");
  fs.writeFileSync(file, backupBytes);
  return { base, dir, file };
}

describe("restoreEmbeddedDatabase refuses before replacing anything", () => {
  it.each([
    ["random bytes", Buffer.from("not a backup at all, just text"), /not a backup written by `buildcompare backup`/],
    ["a damaged gzip stream", Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4]), /its compressed data is damaged/],
    ["gzip of something not a tar", zlib.gzipSync("hello"), /not a tar archive/],
  ])("%s: one clear reason, the folder untouched, nothing left beside it", async (_name, bytes, reason) => {
    const { base, dir, file } = setUp(bytes);
    await expect(restoreEmbeddedDatabase(dir, file)).rejects.toThrow(reason);
    expect(fs.readdirSync(base).sort()).toEqual(["backup.tar.gz", "db"]);
    expect(fs.readFileSync(path.join(dir, "PG_VERSION"), "utf8")).toBe("17\n");
  });

  it("while another process holds the folder", async () => {
    const { dir, file } = setUp(zlib.gzipSync("x"));
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, command: "server.ts", since: "now" }));
    await expect(restoreEmbeddedDatabase(dir, file)).rejects.toThrow(EmbeddedDatabaseLockedError);
  });
});
