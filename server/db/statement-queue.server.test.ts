import { afterEach, describe, expect, it } from "vitest";
import { statementQueue } from "./statement-queue.server";

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off("unhandledRejection", record);
  unhandled.length = 0;
});

/** Lets the event loop turn, so Node would have reported a rejection nobody handled. */
const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("statementQueue", () => {
  it("runs statements one after another in the order issued", async () => {
    const queue = statementQueue();
    const order: string[] = [];
    let release: () => void = () => {};
    const first = queue(async () => {
      order.push("first starts");
      await new Promise<void>((resolve) => (release = resolve));
      order.push("first ends");
      return 1;
    });
    const second = queue(async () => {
      order.push("second starts");
      return 2;
    });
    await aTurn();
    expect(order).toEqual(["first starts"]);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(["first starts", "first ends", "second starts"]);
  });

  it("throws a failure where it is awaited, without an unhandled rejection while other work runs first", async () => {
    process.on("unhandledRejection", record);
    const queue = statementQueue();
    const failing = queue(() => Promise.reject(new Error("aborted transaction")));
    const after = queue(async () => "still runs");
    await aTurn();
    await aTurn();
    expect(unhandled).toEqual([]);
    await expect(failing).rejects.toThrow("aborted transaction");
    expect(await after).toBe("still runs");
  });
});
