/**
 * A V8 CPU profile (what `node --cpu-prof` or the inspector's Profiler writes) summed by function: self time
 * (samples spent in the function's own code) and total time (samples with the function anywhere on the stack,
 * counted once per sample even when it recurses). Used by bench/profile-import.ts to say where a feed's time goes.
 */
export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export interface FunctionCost {
  /** `name file:line` (line 1-based), or the VM's own names: (garbage collector), (idle), (program). */
  name: string;
  selfMs: number;
  totalMs: number;
}

function frameName(node: CpuProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || "(anonymous)";
  if (!url) return name;
  const file = url.replace(/^file:\/\//, "").replace(/^.*?\/(server|shared|bench|cli|node_modules)\//, "$1/");
  return `${name} ${file}:${lineNumber + 1}`;
}

/** Every function's self and total time, costliest first by total. */
export function summariseCpuProfile(profile: CpuProfile): FunctionCost[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const costs = new Map<string, FunctionCost>();
  const cost = (name: string) => {
    let c = costs.get(name);
    if (!c) costs.set(name, (c = { name, selfMs: 0, totalMs: 0 }));
    return c;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    // A sample's time is the gap to the next one (V8 records the gap before each sample).
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(samples[i]!);
    if (!leaf) continue;
    cost(frameName(leaf)).selfMs += ms;
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const name = frameName(byId.get(id)!);
      if (seen.has(name)) continue;
      seen.add(name);
      cost(name).totalMs += ms;
    }
  }
  return [...costs.values()].sort((a, b) => b.totalMs - a.totalMs);
}
