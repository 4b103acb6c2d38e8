import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p97_5: number; p99: number; max: number };
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * autocannon over `paths`, rotated by one counter shared by all connections (so no two connections
 * march through the list in step), for the page and search benchmarks. Latency percentiles come from every
 * response's own time: autocannon's histogram reports p97.5 but not p95.
 */
export async function loadTest(
  baseUrl: string,
  paths: readonly string[],
  options: { connections: number; seconds: number; headers: Record<string, string> },
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
        headers: options.headers,
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
      p97_5: round(percentile(latencies, 97.5)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    non2xx: Math.max(non2xx, result.non2xx),
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
