import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.server.ts";
import { SolveTimeLimitError } from "./run-highs.ts";

// A list no proof settles within the solver's time limit takes seconds to build; the engine is replaced here.
vi.mock("./price-basket.server.ts", () => ({
  priceBasket: () => Promise.reject(new SolveTimeLimitError()),
}));
const { priceProjectList } = await import("./price-project-list.server.ts");

describe("priceProjectList when the solver runs out of time", () => {
  it("keeps the list, prices nothing and says it timed out, rather than failing the page", async () => {
    const items = [
      { productId: 1, quantity: 2 },
      { productId: 3, quantity: 4 },
    ];
    expect(await priceProjectList({} as Db, items, 2)).toEqual({
      items,
      droppedIds: [],
      pricing: null,
      timedOut: true,
    });
  });
});
