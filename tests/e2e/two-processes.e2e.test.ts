import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "../../scripts/black-box/production-server.ts";
import { buildcompare } from "../setup/run-cli.ts";
import { writeTsvFeed } from "../setup/feed-files.ts";

/**
 * The production shape (decision 025): several web processes on one PostgreSQL, imports in their own process.
 * Each process keeps its page cache on (as in production): it must never make a process show prices older
 * than the last import by more than about a second. PostgreSQL only: PGlite is one process's own database.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** After an import returns, no request sent this much later may show an old price. */
const FRESH_WITHIN_MS = 1000;

const feed = (price: string) =>
  writeTsvFeed([
    {
      id: "TWO-1",
      title: "Castle Two Process Cement 25kg",
      brand: "Castle",
      price: `${price} GBP`,
      product_type: "Building Materials > Cement",
    },
  ]);

describe.skipIf(!serverUrl)("two web processes on one PostgreSQL", () => {
  const name = `bc_e2e_two_${randomBytes(5).toString("hex")}`;
  let databaseUrl = "";
  const servers: ProductionServer[] = [];
  let productId = 0;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const first = await buildcompare(
      ["import", "--merchant", "two-proc", "--name", "Two Proc", feed("11.11")],
      databaseUrl,
    );
    expect(first.code, first.stderr).toBe(0);
    for (let i = 0; i < 2; i++) {
      // An hour's page cache: only its catalogue-version key can explain a new price within a second.
      const env = { PAGE_CACHE_SECONDS: "3600" };
      servers.push(await startProductionServer({ database: { url: databaseUrl, kind: "postgres" }, env }));
    }
    const offers = (await (await fetch(`${servers[0]!.baseUrl}/api/offers?merchant=two-proc`)).json()) as {
      offers: { productId: number }[];
    };
    productId = offers.offers[0]!.productId;
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("shows an import's new price on both within a second, on the page, in search and in the palette, through their caches", async () => {
    const page = `/product/${productId}`;
    // Both processes hold the old page in their page cache; their validators are kept for later.
    const etags = new Set<string | null>();
    for (const server of servers) {
      await expect.poll(() => fetchPage(server, page).then((p) => p.hit)).toBe(true);
      const cached = await fetchPage(server, page);
      expect(cached.body).toContain("£11.11");
      etags.add(cached.etag);
      // The search answer cache too (its own cache and the page cache's copy of the answer).
      expect(await searchedPrice(server)).toBe(11.11);
      // The palette holds the product's row in memory from here on (rows kept per catalogue version).
      expect(await suggestedPrice(server)).toBe(11.11);
      await expect.poll(() => fetchPage(server, SEARCH).then((p) => p.hit)).toBe(true);
    }

    const second = await buildcompare(["import", "--merchant", "two-proc", feed("17.77")], databaseUrl);
    expect(second.code, second.stderr).toBe(0);
    const importedAt = Date.now();

    // Poll both processes at once, never sleep: every answer to a request sent after the bound must be new,
    // and each process is polled until one such request has been answered.
    const pollUntilBound = async (server: ProductionServer) => {
      let firstNewAfterMs: number | null = null;
      for (;;) {
        const sentAfterMs = Date.now() - importedAt;
        const [shown, searched, suggested] = await Promise.all([
          fetchPage(server, page),
          searchedPrice(server),
          suggestedPrice(server),
        ]);
        const isNew = shown.body.includes("£17.77") && searched === 17.77 && suggested === 17.77;
        if (isNew) firstNewAfterMs ??= sentAfterMs;
        if (sentAfterMs >= FRESH_WITHIN_MS) {
          expect(isNew, `${server.baseUrl} still shows the old price ${sentAfterMs} ms after the import`).toBe(true);
          return firstNewAfterMs;
        }
      }
    };
    const firstNew = await Promise.all(servers.map(pollUntilBound));
    process.stderr.write(`new price first seen by requests sent ${firstNew.join(" and ")} ms after the import\n`);

    for (const server of servers) {
      // An old validator never earns a 304 after the import.
      const conditional = await fetch(`${server.baseUrl}${page}`, {
        headers: { "if-none-match": [...etags].join(", ") },
      });
      expect(conditional.status).toBe(200);
      expect(await conditional.text()).toContain("£17.77");
      const api = (await (await fetch(`${server.baseUrl}/api/products/${productId}`)).json()) as {
        lowestPrice: number;
      };
      expect(api.lowestPrice).toBe(17.77);
    }
  });
});

const SEARCH = "/api/search?q=castle+two+process+cement";

async function searchedPrice(server: ProductionServer): Promise<number | undefined> {
  const answer = (await (await fetch(`${server.baseUrl}${SEARCH}`)).json()) as { results: { lowestPrice: number }[] };
  return answer.results[0]?.lowestPrice;
}

async function suggestedPrice(server: ProductionServer): Promise<number | null | undefined> {
  const answer = (await (await fetch(`${server.baseUrl}/api/suggest?q=castle+two`)).json()) as {
    products: { lowestPrice: number | null }[];
  };
  return answer.products[0]?.lowestPrice;
}

async function fetchPage(server: ProductionServer, path: string) {
  const res = await fetch(`${server.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return { body: await res.text(), hit: res.headers.get("x-page-cache") === "HIT", etag: res.headers.get("etag") };
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
