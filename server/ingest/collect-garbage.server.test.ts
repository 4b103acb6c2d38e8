import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { collectGarbage } from "./collect-garbage.server.ts";

describe("collectGarbage", () => {
  it("collects an unreachable large object, which only a full collection frees", async () => {
    // 4 MB: past V8's regular object size, so it lives in the large-object space, which no young-generation
    // collection sweeps. Made in a function so that no local of this test keeps it.
    const ref = (() => new WeakRef(new Array(500_000).fill(1.5)))();
    // A WeakRef's target stays alive to the end of the turn that made or read it.
    await nextTurn();
    const heapBefore = process.memoryUsage().heapUsed;
    await collectGarbage();
    await nextTurn();
    expect(ref.deref()).toBeUndefined();
    expect(process.memoryUsage().heapUsed).toBeLessThan(heapBefore);
  });
});
