import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildcompare } from "../tests/setup/run-cli.ts";
import { writeTsvFeed } from "../tests/setup/feed-files.ts";
import { allowLocalFetch, startLocalServer, type LocalServer } from "../tests/support/local-https-server.ts";

// The commands as an operator types them, each its own process, on an embedded database, against a local https
// feed server (127.0.0.1 only, allowed by the test-only FEED_FETCH_ALLOW_LOOPBACK that spawned processes inherit).
describe("buildcompare feeds and worker", () => {
  let dir: string;
  let url: string;
  let server: LocalServer;
  let restoreEnv: () => void;
  const body = fs.readFileSync(
    writeTsvFeed([
      { id: "S-1", title: "Sharp Sand 25kg Bag", price: "4.50 GBP" },
      { id: "", title: "No id", price: "1 GBP" },
    ]),
    "utf8",
  );

  beforeAll(async () => {
    restoreEnv = allowLocalFetch();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bc-feeds-cli-"));
    url = `pglite:${path.join(dir, "db")}`;
    server = await startLocalServer((request, response) => {
      if (request.url === "/broken.tsv") {
        response.writeHead(500);
        response.end("\u001b[2Jterminal escape in a body");
        return;
      }
      response.writeHead(request.headers["if-none-match"] === '"v1"' ? 304 : 200, { etag: '"v1"' });
      response.end(request.headers["if-none-match"] === '"v1"' ? undefined : body);
    });
  });

  afterAll(async () => {
    await server.close();
    restoreEnv();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("adds, lists, runs, reports and removes feeds", async () => {
    const add = await buildcompare(["feeds", "add", "harbour", `${server.url}/feed.tsv`, "--every", "12h"], url);
    expect(add).toMatchObject({ code: 0, stdout: "Feed of harbour added: every 12h; due now.\n" });
    const plain = await buildcompare(["feeds", "add", "quarry", `http://127.0.0.1:${server.port}/x.tsv`], url);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/--allow-http/);
    const short = await buildcompare(["feeds", "add", "quarry", `${server.url}/x.tsv`, "--cron", "* * * * *"], url);
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/less than 5 minutes apart/);

    const list = await buildcompare(["feeds", "list"], url);
    expect(list.stdout).toMatch(/^harbour\s+every 12h\s+next \S+Z\s+https:\/\/127\.0\.0\.1:\d+\/feed\.tsv\n$/);

    const run = await buildcompare(["feeds", "run", "harbour"], url);
    expect(run).toMatchObject({ code: 0 });
    expect(run.stdout).toMatch(/^harbour: imported 1 of 2 rows \(1 new, 0 updated, 0 unchanged, 0 gone; 1 rejected/);
    const again = await buildcompare(["feeds", "run", "harbour"], url);
    expect(again.stdout).toBe("harbour: not modified (304); 1 offers marked checked, nothing re-imported\n");

    await buildcompare(["feeds", "add", "broken", `${server.url}/broken.tsv`], url);
    const worker = await buildcompare(["worker", "--once"], url);
    expect(worker.code).toBe(1);
    expect(worker.stdout).toMatch(/Feeds: broken: failed \(1 in a row\): Could not download .*HTTP 500\./);
    expect(worker.stdout).not.toContain("harbour");
    expect(worker.stdout + worker.stderr).not.toContain("\u001b");

    const status = await buildcompare(["feeds", "status"], url);
    expect(status.stdout).toMatch(/^broken: FAILING \(1 in a row\)/m);
    expect(status.stdout).toMatch(/^harbour: ok {2}every 12h, next /m);
    expect(status.stdout).toMatch(/last success: \S+Z \(not-modified\)/);
    expect(status.stdout).toMatch(/latest rows: {2}2 read, 1 rejected \(50\.0 %, usual not known yet\)/);

    expect(await buildcompare(["feeds", "remove", "broken"], url)).toMatchObject({ code: 0 });
    const gone = await buildcompare(["feeds", "run", "broken"], url);
    expect(gone).toMatchObject({
      code: 1,
      stderr: "broken: no feed registered (buildcompare feeds add broken <url>)\n",
    });
  });
});
