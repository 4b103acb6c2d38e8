/**
 * One cache mode of the search bench (bench/search-bench.ts) against a production server on the bench database:
 * each request once (probes), a warm-up, then the timed load; without caches also /api/suggest and the /healthz floor.
 */
import os from "node:os";
import { startProductionServer } from "../../scripts/black-box/production-server.ts";
import type { BenchDatabase } from "../lib/bench-database.ts";
import { loadTest } from "../lib/load-test.ts";
import { log } from "../lib/run-main.ts";
import { probe } from "./measure.ts";
import { meetsTarget, suggestMeetsTarget, type ModeResult } from "./report.ts";
import { buildSuggestRequests, type BenchRequest } from "./search-queries.ts";

const HEADERS = { accept: "application/json", "accept-encoding": "gzip, br" };

export const MODES = [
  {
    mode: "default" as const,
    label: process.env.SEARCH_CACHE_SECONDS
      ? `SEARCH_CACHE_SECONDS=${process.env.SEARCH_CACHE_SECONDS}`
      : "default settings (response micro-cache and answer cache)",
    env: {},
  },
  {
    mode: "answers" as const,
    label: "answer cache only (PAGE_CACHE_SECONDS=0)",
    env: { PAGE_CACHE_SECONDS: "0" },
  },
  {
    mode: "uncached" as const,
    label: "no cache (SEARCH_CACHE_SECONDS=0 PAGE_CACHE_SECONDS=0)",
    env: { SEARCH_CACHE_SECONDS: "0", PAGE_CACHE_SECONDS: "0" },
  },
];
export type BenchMode = (typeof MODES)[number];

/** The load generator's settings (--duration, --warmup, --connections). */
export interface LoadSettings {
  duration: number;
  warmup: number;
  connections: number;
}

export async function measureMode(
  database: BenchDatabase,
  mode: BenchMode,
  requests: BenchRequest[],
  size: number,
  { duration, warmup, connections }: LoadSettings,
): Promise<ModeResult> {
  // The server loads the search index before it listens: allow 1 s per 2,000 products beyond the first minute.
  const readyTimeoutMs = 60_000 + Math.round(size / 2);
  // A kept or reused catalogue's offers were last checked when it was generated: without these the server's first
  // stale-offer sweep (decision 047) would hide them, measuring a catalogue without prices and writing to it.
  const env = { ...mode.env, STALE_OFFER_HIDE_HOURS: "0", STALE_OFFER_LABEL_HOURS: "0" };
  const server = await startProductionServer({ database, env, readyTimeoutMs });
  try {
    const paths = requests.map((r) => r.path);
    const probes = await probe(server.baseUrl, paths);
    if (probes.every((p) => p.status === 404))
      throw new Error("every /api/search request was 404: build/ predates the route (run `npx react-router build`)");
    const failed = probes.filter((p) => p.problem);
    for (const p of failed) log(`!!! ${decodeURIComponent(p.path)}: ${p.problem}`);
    if (failed.length > 0) log(`server output (last 4,000 characters):\n${server.output().slice(-4000)}`);
    if (warmup > 0) await loadTest(server.baseUrl, paths, { connections, seconds: warmup, headers: HEADERS });
    const loadBefore = os.loadavg()[0]!;
    log(`measuring ${mode.label}: ${duration} s at ${connections} connections over ${paths.length} requests…`);
    const load = await loadTest(server.baseUrl, paths, { connections, seconds: duration, headers: HEADERS });
    const result: ModeResult = { ...mode, load, probes, meetsTarget: meetsTarget(database.kind, load), loadBefore };
    if (mode.mode === "uncached") {
      const suggestPaths = buildSuggestRequests(requests);
      log(`measuring /api/suggest: ${duration} s over ${suggestPaths.length} keystroke prefixes…`);
      result.suggest = await loadTest(server.baseUrl, suggestPaths, {
        connections,
        seconds: duration,
        headers: HEADERS,
      });
      result.suggestMeetsTarget = suggestMeetsTarget(database.kind, result.suggest);
      const floorSeconds = Math.min(duration, 5);
      result.floor = await loadTest(server.baseUrl, ["/healthz"], {
        connections,
        seconds: floorSeconds,
        headers: HEADERS,
      });
    }
    return result;
  } catch (error) {
    log(`server output:\n${server.output()}`);
    throw error;
  } finally {
    await server.stop();
  }
}
