import http from "node:http";
import https from "node:https";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";

/**
 * A local https (or http) server for tests that fetch feeds: traffic stays on the loopback interface.
 *
 * The certificate is a throwaway self-signed one shipped in tests/support/fixtures (EC P-256, valid until 2126, for
 * 127.0.0.1, 127.0.0.2, ::1 and localhost): no npm package that makes X.509 certificates is installed and node:crypto
 * cannot, so it was made once with openssl and committed; the long validity means no test starts failing on a date.
 * It is trusted only by `fetchFeed` and only while `localFetchEnv()` is applied (FEED_FETCH_ALLOW_LOOPBACK=1 plus
 * FEED_FETCH_TEST_CA), which production refuses.
 */

export const TEST_CERT_FILE = fileURLToPath(new URL("./fixtures/local-https-cert.pem", import.meta.url));
const TEST_KEY_FILE = fileURLToPath(new URL("./fixtures/local-https-key.pem", import.meta.url));

export interface LocalServer {
  /** Base URL, e.g. https://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** Every request seen, in order: lets a test assert a refused destination was never contacted. */
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface LocalServerOptions {
  /** 127.0.0.1 by default; 127.0.0.2 serves as a loopback address the test allowance does not admit. */
  host?: string;
  /** Plain http instead of https. */
  plain?: boolean;
}

export async function startLocalServer(handler: Handler, options: LocalServerOptions = {}): Promise<LocalServer> {
  const host = options.host ?? "127.0.0.1";
  const requests: LocalServer["requests"] = [];
  const listener: Handler = (request, response) => {
    requests.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers });
    handler(request, response);
  };
  const server = options.plain
    ? http.createServer(listener)
    : https.createServer({ cert: readFileSync(TEST_CERT_FILE), key: readFileSync(TEST_KEY_FILE) }, listener);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `${options.plain ? "http" : "https"}://${shownHost}:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment that lets `fetchFeed` reach the local server: for spawned processes and for `withLocalFetch`. */
export function localFetchEnv(): Record<string, string> {
  return { FEED_FETCH_ALLOW_LOOPBACK: "1", FEED_FETCH_TEST_CA: TEST_CERT_FILE };
}

/** Applies `localFetchEnv()` to this process; returns a function that restores the previous values. */
export function allowLocalFetch(): () => void {
  const saved = Object.entries(localFetchEnv()).map(([name]) => [name, process.env[name]] as const);
  Object.assign(process.env, localFetchEnv());
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
