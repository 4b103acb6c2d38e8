import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { collectGarbage } from "./collect-garbage.server.ts";

/**
 * A 4 MB array only the returned WeakRef points to: past V8's regular object size, so it lives in the
 * large-object space, which no young-generation collection sweeps. Made in a function so no local keeps it.
 */
const unreachableLargeArray = () => new WeakRef(new Array(500_000).fill(1.5));

describe("collectGarbage", () => {
  it("collects an unreachable large object, which only a full collection frees", async () => {
    const ref = unreachableLargeArray();
    // A WeakRef's target stays alive to the end of the turn that made or read it.
    await nextTurn();
    const heapBefore = process.memoryUsage().heapUsed;
    await collectGarbage(0);
    await nextTurn();
    expect(ref.deref()).toBeUndefined();
    expect(process.memoryUsage().heapUsed).toBeLessThan(heapBefore);
  });

  it("leaves the heap alone while less than the threshold is in use", async () => {
    const ref = unreachableLargeArray();
    await nextTurn();
    await collectGarbage(Number.MAX_SAFE_INTEGER);
    await nextTurn();
    expect(ref.deref()).toBeDefined();
  });
});
