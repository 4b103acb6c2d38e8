import { describe, expect, it } from "vitest";
import { summariseCpuProfile, type CpuProfile } from "./cpu-profile-summary.ts";

const frame = (functionName: string, lineNumber = 0) => ({ functionName, url: "", lineNumber });

describe("summariseCpuProfile", () => {
  it("sums self time at the leaf and total time once per sample along its stack, recursion counted once", () => {
    // root → outer → inner → outer (recursion); root → (idle)
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame("(root)"), children: [2, 5] },
        { id: 2, callFrame: frame("outer"), children: [3] },
        { id: 3, callFrame: frame("inner"), children: [4] },
        { id: 4, callFrame: frame("outer") },
        { id: 5, callFrame: frame("(idle)") },
      ],
      // Each sample's time is the next delta (µs): 4 → 2 ms, 3 → 3 ms, 5 → 5 ms; the last sample has none.
      samples: [4, 3, 5, 2],
      timeDeltas: [0, 2000, 3000, 5000],
      startTime: 0,
      endTime: 10_000,
    };
    const byName = new Map(summariseCpuProfile(profile).map((c) => [c.name, c]));
    expect(byName.get("outer")).toEqual({ name: "outer", selfMs: 2, totalMs: 5 });
    expect(byName.get("inner")).toEqual({ name: "inner", selfMs: 3, totalMs: 5 });
    expect(byName.get("(idle)")).toEqual({ name: "(idle)", selfMs: 5, totalMs: 5 });
    expect(byName.get("(root)")!.totalMs).toBe(10);
    expect(summariseCpuProfile(profile)[0]!.name).toBe("(root)");
  });
});
