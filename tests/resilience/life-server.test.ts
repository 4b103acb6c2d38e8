import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.server.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { freePort, stopChild } from "../setup/child-server.ts";
import { createMerchant, createOffer, createProduct } from "../setup/factories.ts";
import { buildcompare } from "../setup/run-cli.ts";
import { spawnServer, startServer, type ServerProcess } from "./support/server-process.ts";

/**
 * Issue 16 items 6 and 9 against a running server on an embedded database (decision 044): a second server on
 * the same folder, a taken port, a backup while it serves and a restore after, and SIGTERM with requests in
 * flight. One server for the whole file (start-up is most of the cost); the tests run in this order.
 */
const IN_FLIGHT = 16;

/** Every table's row count and a digest of its rows: equal fingerprints, equal data. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const database = await openDatabase(url);
  try {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number; digest: string }>(
        database.db,
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
                 from "${name}" t`),
      );
      result[name] = `${row!.n}:${row!.digest}`;
    }
    return result;
  } finally {
    await database.close();
  }
}

function oneLine(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() !== "");
}

/**
 * A POST whose body is only half sent: the server has the request, and cannot answer it until the rest comes.
 * The trade-price toggle writes nothing, so the backup test's data stays as it was when the copy was taken.
 */
function halfSentPost(port: number) {
  const body = "prices=ex-vat&returnTo=%2Fproducts";
  const half = Math.floor(body.length / 2);
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const ended = new Promise<string>((resolve) => {
    socket.on("close", () => resolve(received));
    socket.on("error", () => {});
  });
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    async sendFirstHalf() {
      await connected;
      socket.write(
        `POST /preferences/vat HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n` +
          body.slice(0, half),
      );
    },
    received: () => received,
    finish: () => socket.write(body.slice(half)),
    ended,
  };
}

/** A GET on its own new connection; resolves with the whole answer once the server closes it. */
function freshConnectionGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.once("error", reject);
    socket.once("close", () => resolve(received));
    socket.once("connect", () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
  });
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

describe("the server's lifecycle on an embedded database", { timeout: 180_000 }, () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "bc-life-"));
  const url = `pglite:${path.join(base, "db")}`;
  const otherUrl = `pglite:${path.join(base, "other")}`;
  const backupFile = path.join(base, "backup.tar.gz");
  let port = 0;
  let offerId = 0;
  let server: ServerProcess;

  beforeAll(async () => {
    const database = await openDatabase(url);
    try {
      const merchant = await createMerchant(database.db);
      const product = await createProduct(database.db);
      offerId = (await createOffer(database.db, { productId: product.id, merchantId: merchant.id })).id;
    } finally {
      await database.close();
    }
    // A second, migrated folder for the server that finds its port taken (copied while nothing has it open).
    fs.cpSync(path.join(base, "db"), path.join(base, "other"), { recursive: true });
    port = await freePort();
    server = await startServer(url, port);
  }, 180_000);

  afterAll(async () => {
    if (server) await stopChild(server.child);
    fs.rmSync(base, { recursive: true, force: true });
  });

  it("refuses a second server on the same folder with one line naming the first, and exit code 1", async () => {
    const second = spawnServer(url, await freePort());
    expect(await second.exited).toBe(1);
    expect(oneLine(second.stderr())).toEqual([
      expect.stringMatching(
        new RegExp(
          `^buildcompare: The embedded database at .* is in use by another process \\(pid ${server.child.pid}:`,
        ),
      ),
    ]);
  });

  it("exits 1 with one line when the port is taken, and releases its database", async () => {
    const second = spawnServer(otherUrl, port);
    expect(await second.exited).toBe(1);
    expect(oneLine(second.stderr())).toEqual([
      `buildcompare: port ${port} on 127.0.0.1 is already in use by another program: stop it, or set PORT to a free port`,
    ]);
    expect(second.output()).not.toMatch(/listening/);
    expect(fs.existsSync(`${path.join(base, "other")}.lock`)).toBe(false);
  });

  it("backs up while the server runs and writes (the copy is taken by the server), and refuses a restore", async () => {
    // Clicks written by the server itself: they are in its memory and log, not yet in any file we could copy.
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/out/${offerId}`, { redirect: "manual" });
      expect(response.status).toBe(302);
    }
    const backup = await buildcompare(["backup", backupFile], url);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up .* to .*backup\\.tar\\.gz \\([\\d.]+ MB\\) \\(taken by the running process ${server.child.pid}:`,
      ),
    );
    expect(backup.code).toBe(0);

    const restore = await buildcompare(["restore", backupFile], url);
    expect(restore.code).toBe(1);
    expect(oneLine(restore.stderr)).toEqual([
      expect.stringMatching(/^buildcompare: The embedded database .* is in use/),
    ]);
  });

  it(`answers all ${IN_FLIGHT} requests in flight at SIGTERM, refuses new ones, then exits 0`, async () => {
    const requests = Array.from({ length: IN_FLIGHT }, () => halfSentPost(port));
    await Promise.all(requests.map((r) => r.sendFirstHalf()));
    // A request on a new, later connection answered: the server has accepted and read the ones sent before it.
    // (fetch could reuse a kept-alive connection from an earlier test, which proves nothing of the sixteen.)
    expect(await freshConnectionGet(port, "/healthz")).toMatch(/^HTTP\/1\.1 200 /);

    server.child.kill("SIGTERM");
    await expect.poll(() => refusesConnections(port), { timeout: 10_000 }).toBe(true);
    expect(requests.map((r) => r.received())).toEqual(requests.map(() => ""));
    for (const request of requests) request.finish();

    const answers = await Promise.all(requests.map((r) => r.ended));
    const statuses = answers.map((answer) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0));
    expect(statuses).toEqual(requests.map(() => 303));
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM received: finishing requests in flight/);
  });

  it("restores the backup once the server has stopped: the same data as when it was taken", async () => {
    const atBackup = await fingerprint(url);
    // The server's own writes just before the backup are in it.
    expect(atBackup.click_counts).toMatch(/^[1-9]/);
    const database = await openDatabase(url);
    await database.db.execute(sql`delete from offers`);
    await database.close();
    expect(await fingerprint(url)).not.toEqual(atBackup);

    const restore = await buildcompare(["restore", backupFile], url);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .* The database it replaced is kept at .*db\.before-restore-/);
    expect(await fingerprint(url)).toEqual(atBackup);
  });
});
