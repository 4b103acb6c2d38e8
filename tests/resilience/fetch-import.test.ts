import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.server.ts";
import { importFeed, ImportFailedError } from "../../server/ingest/import-feed.server.ts";
import { testDatabases } from "../setup/test-databases.ts";
import { allowLocalFetch, startLocalServer, type LocalServer } from "../support/local-https-server.ts";

// `buildcompare import <url>` downloads through fetchFeed: the same refusals apply, and a refusal is a failed
// import that applies nothing and says why without quoting the server's answer.

const feed =
  "id\ttitle\tprice\tlink\tavailability\nA1\tSharp sand 25kg\t3.20 GBP\thttps://shop.example/p/A1\tin_stock\n";

describe.each(testDatabases())("importing a feed URL on $name", (engine) => {
  let database: Database;
  let server: LocalServer;
  let restoreEnv: () => void;
  beforeEach(async () => {
    database = await engine.open();
    restoreEnv = allowLocalFetch();
    server = await startLocalServer((request, response) => {
      if (request.url?.startsWith("/broken.tsv")) return void response.writeHead(502).end("upstream said SECRET-BODY");
      response.end(feed);
    });
  });
  afterEach(async () => {
    restoreEnv();
    await server.close();
    await database.close();
  });

  it("imports over https from the local test server", async () => {
    const summary = await importFeed(database.db, {
      merchant: { slug: "remote" },
      sources: [`${server.url}/feed.tsv`],
    });
    expect(summary.rowsImported).toBe(1);
  });

  it("refuses plain http unless allowed, and a failing server's body never reaches the message", async () => {
    const plain = await startLocalServer((_request, response) => response.end(feed), { plain: true });
    try {
      const refused = importFeed(database.db, { merchant: { slug: "plain" }, sources: [`${plain.url}/feed.tsv`] });
      await expect(refused).rejects.toThrow(ImportFailedError);
      await expect(refused).rejects.toThrow(/uses plain http/);
      expect(plain.requests).toHaveLength(0);
      const allowed = await importFeed(database.db, {
        merchant: { slug: "plain" },
        sources: [`${plain.url}/feed.tsv`],
        allowHttp: true,
      });
      expect(allowed.rowsImported).toBe(1);
    } finally {
      await plain.close();
    }
    const broken = await importFeed(database.db, {
      merchant: { slug: "broken" },
      sources: [`${server.url}/broken.tsv?token=k`],
    }).catch((error: unknown) => error as Error);
    expect(broken).toBeInstanceOf(ImportFailedError);
    expect((broken as Error).message).toBe(`Could not download ${server.url}/broken.tsv?…: HTTP 502.`);
  });
});
