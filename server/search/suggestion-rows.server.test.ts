import { describe, expect, it } from "vitest";
import { SuggestionRowsAtVersion, type SuggestionRow, type SuggestionRows } from "./suggestion-rows.server.ts";

const row = (id: number, lowestPrice = 5): SuggestionRow => ({
  id,
  name: `Product ${id}`,
  category: "timber",
  imageUrl: null,
  lowestPrice,
});

/** A statement stand-in: answers at `at.version` from `at.rows`, counting its reads. */
function fakeStatement(at: { version: number; rows: Map<number, SuggestionRow> }) {
  const reads: number[][] = [];
  const read = (ids: readonly number[]): Promise<SuggestionRows> => {
    reads.push([...ids]);
    const rows = ids.map((id) => at.rows.get(id)).filter((r): r is SuggestionRow => r !== undefined);
    return Promise.resolve({ version: at.version, rows });
  };
  return { read, reads };
}

describe("SuggestionRowsAtVersion", () => {
  it("reads once, then answers the same or fewer ids at that version from memory, in the order asked", async () => {
    const at = { version: 7, rows: new Map([1, 2, 3].map((id) => [id, row(id)])) };
    const statement = fakeStatement(at);
    const rows = new SuggestionRowsAtVersion(statement.read);
    expect(await rows.rowsAt(7, [1, 2, 3])).toEqual({ version: 7, rows: [row(1), row(2), row(3)] });
    expect(await rows.rowsAt(7, [3, 1])).toEqual({ version: 7, rows: [row(3), row(1)] });
    expect(await rows.rowsAt(7, [])).toEqual({ version: 7, rows: [] });
    expect(statement.reads).toEqual([[1, 2, 3]]);
  });

  it("reads every id again when one is not held", async () => {
    const statement = fakeStatement({ version: 7, rows: new Map([1, 2].map((id) => [id, row(id)])) });
    const rows = new SuggestionRowsAtVersion(statement.read);
    await rows.rowsAt(7, [1]);
    expect((await rows.rowsAt(7, [1, 2])).rows).toEqual([row(1), row(2)]);
    expect(statement.reads).toEqual([[1], [1, 2]]);
  });

  it("keeps an id without a row as gone at that version", async () => {
    const statement = fakeStatement({ version: 7, rows: new Map([[1, row(1)]]) });
    const rows = new SuggestionRowsAtVersion(statement.read);
    expect((await rows.rowsAt(7, [1, 9])).rows).toEqual([row(1)]);
    expect((await rows.rowsAt(7, [9, 1])).rows).toEqual([row(1)]);
    expect(statement.reads).toHaveLength(1);
  });

  it("forgets every row when asked at another version: a new price shows", async () => {
    const at = { version: 7, rows: new Map([[1, row(1, 5)]]) };
    const statement = fakeStatement(at);
    const rows = new SuggestionRowsAtVersion(statement.read);
    await rows.rowsAt(7, [1]);
    at.version = 8;
    at.rows.set(1, row(1, 4));
    expect(await rows.rowsAt(8, [1])).toEqual({ version: 8, rows: [row(1, 4)] });
    expect(statement.reads).toHaveLength(2);
  });

  it("keeps nothing read at a version other than the one asked, and says which version it read", async () => {
    const at = { version: 8, rows: new Map([[1, row(1, 4)]]) };
    const statement = fakeStatement(at);
    const rows = new SuggestionRowsAtVersion(statement.read);
    expect(await rows.rowsAt(7, [1])).toEqual({ version: 8, rows: [row(1, 4)] });
    await rows.rowsAt(7, [1]);
    expect(statement.reads).toHaveLength(2);
  });

  it("starts afresh past its bound instead of growing", async () => {
    const statement = fakeStatement({ version: 1, rows: new Map([1, 2, 3].map((id) => [id, row(id)])) });
    const rows = new SuggestionRowsAtVersion(statement.read, 2);
    await rows.rowsAt(1, [1, 2]);
    await rows.rowsAt(1, [3]);
    await rows.rowsAt(1, [3]);
    await rows.rowsAt(1, [1]);
    expect(statement.reads).toEqual([[1, 2], [3], [1]]);
  });
});
