import net from "node:net";
import zlib from "node:zlib";
import type http from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_FETCH_LIMITS,
  FeedFetchError,
  fetchFeed,
  fetchFeedWithLimits,
} from "../../server/feeds/fetch-feed.server.ts";
import { allowLocalFetch, startLocalServer, type LocalServer } from "../support/local-https-server.ts";

// Issue 16 item 3: a feed's server cannot exhaust memory or hang an import, and its body never reaches an error.

const MB = 1024 * 1024;
const servers: LocalServer[] = [];
let restoreEnv: () => void = () => {};

async function serve(handler: Parameters<typeof startLocalServer>[0]): Promise<LocalServer> {
  const server = await startLocalServer(handler);
  servers.push(server);
  return server;
}

beforeEach(() => {
  restoreEnv = allowLocalFetch();
});

afterEach(async () => {
  restoreEnv();
  delete process.env.FEED_MAX_MB;
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Writes 64 KB chunks until the client goes away; resolves with the bytes written once the response closes. */
function endless(response: http.ServerResponse): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, "A");
  let written = 0;
  return new Promise((resolve) => {
    response.on("close", () => resolve(written));
    const pump = () => {
      while (!response.destroyed && !response.writableEnded) {
        written += chunk.length;
        if (!response.write(chunk)) return void response.once("drain", pump);
      }
    };
    response.writeHead(200, { "content-type": "text/plain" });
    pump();
  });
}

describe("fetchFeed's byte cap", () => {
  it("stops a gzip bomb at the cap counted after decompression (FEED_MAX_MB)", async () => {
    process.env.FEED_MAX_MB = "1";
    const bomb = zlib.gzipSync(Buffer.alloc(32 * MB)); // 32 MB of zeros, ~32 KB on the wire
    expect(bomb.length).toBeLessThan(MB);
    const target = await serve((_request, response) => {
      response.writeHead(200, { "content-encoding": "gzip", "content-length": bomb.length }).end(bomb);
    });
    await expect(fetchFeed(`${target.url}/feed.tsv`)).rejects.toThrow(/feed\.tsv is larger than 1 MB/);
  });

  it("stops a brotli bomb the same way", async () => {
    const bomb = zlib.brotliCompressSync(Buffer.alloc(32 * MB), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    const target = await serve((_request, response) => {
      response.writeHead(200, { "content-encoding": "br" }).end(bomb);
    });
    const limits = { ...DEFAULT_FETCH_LIMITS, maxBytes: MB };
    await expect(fetchFeedWithLimits(`${target.url}/feed.tsv`, {}, limits)).rejects.toThrow(/larger than 1 MB/);
  });

  it("stops an endless chunked body at the cap and closes the connection", async () => {
    let served: Promise<number> = Promise.resolve(0);
    const target = await serve((_request, response) => {
      served = endless(response);
    });
    const limits = { ...DEFAULT_FETCH_LIMITS, maxBytes: 4 * MB };
    await expect(fetchFeedWithLimits(`${target.url}/feed.tsv`, {}, limits)).rejects.toThrow(/larger than 4 MB/);
    // The server sees the connection close; what it managed to write is the cap plus socket buffers, not more.
    expect(await served).toBeLessThan(4 * MB + 16 * MB);
  });

  it("refuses a declared Content-Length over the cap before reading the body", async () => {
    const target = await serve((_request, response) => {
      response.writeHead(200, { "content-length": String(2 * MB) });
      response.write("x");
    });
    const limits = { ...DEFAULT_FETCH_LIMITS, maxBytes: MB };
    await expect(fetchFeedWithLimits(`${target.url}/feed.tsv`, {}, limits)).rejects.toThrow(/larger than 1 MB/);
  });

  it("decodes gzip and deflate bodies and counts decoded bytes", async () => {
    const text = "id\ttitle\tprice\n" + "A1\tSharp sand 25kg\t3.20 GBP\n".repeat(100);
    const target = await serve((request, response) => {
      const gzip = request.url?.includes("gz");
      response.writeHead(200, { "content-encoding": gzip ? "gzip" : "deflate" });
      response.end(gzip ? zlib.gzipSync(text) : zlib.deflateSync(text));
    });
    for (const path of ["/feed.gz", "/feed.deflate"]) {
      expect(await fetchFeed(`${target.url}${path}`)).toEqual({
        kind: "fetched",
        text,
        bytes: Buffer.byteLength(text),
        etag: null,
        lastModified: null,
      });
    }
  });
});

describe("fetchFeed's conditional GET", () => {
  it("sends the validators and reports 304 as not-modified", async () => {
    const target = await serve((request, response) => {
      if (request.headers["if-none-match"] === '"v1"') return void response.writeHead(304).end();
      response.writeHead(200, { etag: '"v1"', "last-modified": "Tue, 01 Dec 2026 10:00:00 GMT" }).end("id\n");
    });
    const first = await fetchFeed(`${target.url}/feed.tsv`);
    expect(first).toMatchObject({ kind: "fetched", etag: '"v1"', lastModified: "Tue, 01 Dec 2026 10:00:00 GMT" });
    const second = await fetchFeed(`${target.url}/feed.tsv`, { etag: '"v1"', lastModified: "x" });
    expect(second).toEqual({ kind: "not-modified" });
    expect(target.requests[1]?.headers["if-modified-since"]).toBe("x");
    expect(target.requests[1]?.headers["accept-encoding"]).toBe("gzip, deflate, br");
  });
});

describe("fetchFeed's errors", () => {
  it("never echo the response body, and hide the query string", async () => {
    const target = await serve((_request, response) => {
      response.writeHead(500, { "content-type": "text/plain" }).end("root:x:0:0 SECRET-FIRST-LINE\n");
    });
    const error = await fetchFeed(`${target.url}/feed.tsv?key=abc123`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedFetchError);
    const message = (error as Error).message;
    expect(message).toBe(`Could not download ${target.url}/feed.tsv?…: HTTP 500.`);
    expect(message).not.toMatch(/SECRET|abc123/);
  });

  it("give up on a server that sends headers then stalls, at the total timeout", async () => {
    const target = await serve((_request, response) => {
      response.writeHead(200).write("id\ttitle\n");
    });
    const limits = { ...DEFAULT_FETCH_LIMITS, maxBytes: MB, totalTimeoutMs: 300 };
    await expect(fetchFeedWithLimits(`${target.url}/feed.tsv`, {}, limits)).rejects.toThrow(
      /did not finish within the time limit/,
    );
  });

  it("give up on a host that accepts the connection but never answers, at the connect timeout", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const limits = { ...DEFAULT_FETCH_LIMITS, maxBytes: MB, connectTimeoutMs: 300 };
      await expect(fetchFeedWithLimits(`https://127.0.0.1:${port}/feed.tsv`, {}, limits)).rejects.toThrow(
        /no answer within 0\.3 s/,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("stop when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const target = await serve((_request, response) => {
      response.writeHead(200).write("id\n");
      controller.abort();
    });
    await expect(fetchFeed(`${target.url}/feed.tsv`, { signal: controller.signal })).rejects.toThrow(/cancelled/);
  });

  it("refuses a certificate nobody trusts (the allowance trusts only the test certificate)", async () => {
    restoreEnv();
    process.env.FEED_FETCH_ALLOW_LOOPBACK = "1";
    const target = await serve((_request, response) => response.end("id\n"));
    try {
      await expect(fetchFeed(`${target.url}/feed.tsv`)).rejects.toThrow(/SELF_SIGNED|UNABLE_TO_VERIFY|CERT/);
      expect(target.requests).toHaveLength(0);
    } finally {
      delete process.env.FEED_FETCH_ALLOW_LOOPBACK;
    }
  });
});
