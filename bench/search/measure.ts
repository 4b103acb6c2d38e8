import { round } from "../lib/load-test.ts";

export interface ProbeResult {
  path: string;
  status: number;
  ms: number;
  /** The response's `total`, when it is a search response. */
  total: number | null;
  problem: string | null;
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
