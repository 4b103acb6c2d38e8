import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FeedFetchError, fetchFeed } from "../../server/feeds/fetch-feed.server.ts";
import { allowLocalFetch, startLocalServer, type LocalServer } from "../support/local-https-server.ts";

// Issue 16 item 3: server-side request forgery. Every destination here is on the loopback interface; the
// assertions check both the refusal and that the refused server never saw a request.

const servers: LocalServer[] = [];
let restoreEnv: (() => void) | null = null;

async function serve(...args: Parameters<typeof startLocalServer>): Promise<LocalServer> {
  const server = await startLocalServer(...args);
  servers.push(server);
  return server;
}

const feed = "id\ttitle\tprice\nA1\tSharp sand 25kg\t3.20 GBP\n";

beforeEach(() => {
  restoreEnv = null;
});

afterEach(async () => {
  restoreEnv?.();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("fetchFeed refuses non-public destinations", () => {
  it("refuses https://127.0.0.1 without the test allowance and never connects", async () => {
    const target = await serve((_request, response) => response.end(feed));
    const error = await fetchFeed(`${target.url}/feed.tsv`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect((error as Error).message).toMatch(/127\.0\.0\.1 is not a public address/);
    expect(target.requests).toHaveLength(0);
  });

  it("refuses the hex spelling 0x7f000001 of loopback", async () => {
    const target = await serve((_request, response) => response.end(feed));
    const error = await fetchFeed(`https://0x7f000001:${target.port}/feed.tsv`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect((error as Error).message).toMatch(/not a public address/);
    expect(target.requests).toHaveLength(0);
  });

  it("refuses a name that resolves to loopback (the check is on the resolved address)", async () => {
    const target = await serve((_request, response) => response.end(feed));
    const error = await fetchFeed(`https://localhost:${target.port}/feed.tsv`).catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/not a public address/);
    expect(target.requests).toHaveLength(0);
  });

  it("refuses private and link-local literals (metadata endpoint) before any connection", async () => {
    for (const url of ["https://10.0.0.1/feed.tsv", "https://169.254.169.254/latest/meta-data", "https://[::1]/f"]) {
      await expect(fetchFeed(url)).rejects.toThrow(/not a public address/);
    }
  });

  it("refuses a redirect to a loopback address the allowance does not admit", async () => {
    restoreEnv = allowLocalFetch();
    const inner = await serve((_request, response) => response.end(feed), { host: "127.0.0.2" });
    const outer = await serve((_request, response) => {
      response.writeHead(302, { location: `${inner.url}/feed.tsv` }).end();
    });
    const error = await fetchFeed(`${outer.url}/start`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect((error as Error).message).toMatch(/127\.0\.0\.2 is not a public address/);
    expect(outer.requests).toHaveLength(1);
    expect(inner.requests).toHaveLength(0);
  });

  it("refuses a redirect to a hex-spelt loopback address", async () => {
    // 0x7f000002 is 127.0.0.2: loopback, outside the test allowance (which admits 127.0.0.1 exactly).
    restoreEnv = allowLocalFetch();
    const inner = await serve((_request, response) => response.end(feed), { host: "127.0.0.2" });
    const outer = await serve((_request, response) => {
      response.writeHead(301, { location: `https://0x7f000002:${inner.port}/feed.tsv` }).end();
    });
    await expect(fetchFeed(`${outer.url}/start`)).rejects.toThrow(/127\.0\.0\.2 is not a public address/);
    expect(inner.requests).toHaveLength(0);
  });

  it("refuses http://127.0.0.1 and http://0x7f000001 even when the feed allows plain http", async () => {
    // The issue's own attack rows were plain http: the operator's --allow-http flag lifts the scheme rule only,
    // never the address rule, and a plain-http redirect to loopback is refused the same way.
    const target = await serve((_request, response) => response.end(feed), { plain: true });
    for (const url of [`http://127.0.0.1:${target.port}/feed.tsv`, `http://0x7f000001:${target.port}/feed.tsv`]) {
      await expect(fetchFeed(url, { allowHttp: true })).rejects.toThrow(/127\.0\.0\.1 is not a public address/);
    }
    expect(target.requests).toHaveLength(0);
    restoreEnv = allowLocalFetch();
    const inner = await serve((_request, response) => response.end(feed), { host: "127.0.0.2", plain: true });
    const outer = await serve(
      (_request, response) => {
        response.writeHead(302, { location: `${inner.url}/feed.tsv` }).end();
      },
      { plain: true },
    );
    await expect(fetchFeed(`${outer.url}/start`, { allowHttp: true })).rejects.toThrow(
      /127\.0\.0\.2 is not a public address/,
    );
    expect(outer.requests).toHaveLength(1);
    expect(inner.requests).toHaveLength(0);
  });

  it("refuses a redirect to IPv6 loopback and to the cloud metadata address", async () => {
    restoreEnv = allowLocalFetch();
    const targets = ["https://[::1]:1/feed.tsv", "https://169.254.169.254/latest/meta-data/"];
    const outer = await serve((request, response) => {
      response.writeHead(302, { location: targets[Number(request.url?.slice(1))] }).end();
    });
    await expect(fetchFeed(`${outer.url}/0`)).rejects.toThrow(/::1 is not a public address/);
    await expect(fetchFeed(`${outer.url}/1`)).rejects.toThrow(/169\.254\.169\.254 is not a public address/);
  });
});

describe("fetchFeed's scheme and redirect rules", () => {
  it("refuses plain http unless the feed allows it", async () => {
    restoreEnv = allowLocalFetch();
    const target = await serve((_request, response) => response.end(feed), { plain: true });
    await expect(fetchFeed(`${target.url}/feed.tsv`)).rejects.toThrow(/plain http/);
    expect(target.requests).toHaveLength(0);
    const fetched = await fetchFeed(`${target.url}/feed.tsv`, { allowHttp: true });
    expect(fetched).toMatchObject({ kind: "fetched", text: feed });
  });

  it("refuses an https → http downgrade by redirect", async () => {
    restoreEnv = allowLocalFetch();
    const plain = await serve((_request, response) => response.end(feed), { plain: true });
    const secure = await serve((_request, response) => {
      response.writeHead(302, { location: `${plain.url}/feed.tsv` }).end();
    });
    await expect(fetchFeed(`${secure.url}/feed.tsv`)).rejects.toThrow(/redirected to .* plain http/);
    expect(plain.requests).toHaveLength(0);
  });

  it("follows five redirects and refuses the sixth", async () => {
    restoreEnv = allowLocalFetch();
    const target = await serve((request, response) => {
      const hop = Number(new URL(request.url ?? "/", "https://x").searchParams.get("hop") ?? 0);
      const limit = Number(new URL(request.url ?? "/", "https://x").searchParams.get("limit") ?? 0);
      if (hop < limit) response.writeHead(307, { location: `/feed.tsv?hop=${hop + 1}&limit=${limit}` }).end();
      else response.end(feed);
    });
    await expect(fetchFeed(`${target.url}/feed.tsv?hop=0&limit=5`)).resolves.toMatchObject({ text: feed });
    await expect(fetchFeed(`${target.url}/feed.tsv?hop=0&limit=6`)).rejects.toThrow(/more than 5 redirects/);
  });

  it("refuses the test allowance in production", async () => {
    restoreEnv = allowLocalFetch();
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await expect(fetchFeed("https://127.0.0.1:1/feed.tsv")).rejects.toThrow(/test-only setting/);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});
