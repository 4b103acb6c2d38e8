import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
}

export interface ProbeResult {
  path: string;
  status: number;
  ms: number;
  /** The response's `total`, when it is a search response. */
  total: number | null;
  problem: string | null;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * autocannon over `paths`, rotated by one counter shared by all connections (so no two connections
 * march through the list in step). Latency percentiles come from every response's own time: autocannon's
 * histogram reports p97.5 but not p95.
 */
export async function loadTest(
  baseUrl: string,
  paths: readonly string[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.seconds,
        headers: { accept: "application/json", "accept-encoding": "gzip, br" },
        requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith("2"))
    .reduce((n, [, count]) => n + count, 0);
  return {
    requests: latencies.length,
    durationSeconds: result.duration,
    requestsPerSecond: Math.round((latencies.length / result.duration) * 10) / 10,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    non2xx: Math.max(non2xx, result.non2xx),
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Each path once, one at a time: checks status and shape, and times each query on its own. */
export async function probe(baseUrl: string, paths: readonly string[]): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const path of paths) {
    const started = performance.now();
    let status = 0;
    let total: number | null = null;
    let problem: string | null = null;
    try {
      const response = await fetch(baseUrl + path, { headers: { accept: "application/json" } });
      status = response.status;
      const body = await response.text();
      if (status !== 200) problem = `HTTP ${status}: ${body.slice(0, 200)}`;
      else if (path.startsWith("/api/search")) {
        const json = JSON.parse(body) as { total?: unknown; results?: unknown };
        if (typeof json.total !== "number" || !Array.isArray(json.results)) problem = "not a search response";
        else total = json.total;
      }
    } catch (error) {
      problem = (error as Error).message;
    }
    results.push({ path, status, ms: round(performance.now() - started), total, problem });
  }
  return results;
}
