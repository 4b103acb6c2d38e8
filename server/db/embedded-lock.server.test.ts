import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { EmbeddedDatabaseLockedError, lockEmbeddedDatabase } from "./embedded-lock.server.ts";

function tempDir() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bc-lock-")), "db");
}

describe("lockEmbeddedDatabase", () => {
  it("refuses a second holder while a live process holds the folder, naming that process", () => {
    const dir = tempDir();
    const holder = { pid: process.ppid, command: "buildcompare import --merchant x", since: "2026-11-21T08:00:00Z" };
    fs.writeFileSync(`${dir}.lock`, JSON.stringify(holder));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseLockedError);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(
      /in use by another process \(pid \d+: buildcompare import --merchant x/,
    );
  });

  it("takes over a lock left by a process that died (kill -9)", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid!;
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: dead, command: "old", since: "then" }));
    const release = lockEmbeddedDatabase(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("releases so the folder can be opened again", () => {
    const dir = tempDir();
    lockEmbeddedDatabase(dir)();
    const again = lockEmbeddedDatabase(dir);
    again();
  });

  it("takes over a lock file with nothing readable in it (a writer that died before writing)", () => {
    const dir = tempDir();
    fs.writeFileSync(`${dir}.lock`, "");
    const release = lockEmbeddedDatabase(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();
  });

  it("takes over a stale lock whose previous taker died mid-takeover, leaving nothing behind", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid!;
    const staleRecord = JSON.stringify({ pid: dead, command: "old", since: "then" });
    fs.writeFileSync(`${dir}.lock`, staleRecord);
    const claim = `${dir}.lock.takeover-${createHash("sha256").update(staleRecord).digest("hex").slice(0, 16)}`;
    fs.writeFileSync(claim, JSON.stringify({ pid: dead, command: "died taking over", since: "then" }));
    const release = lockEmbeddedDatabase(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.readdirSync(path.dirname(dir))).toEqual([]);
  });
});
