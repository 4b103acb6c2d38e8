import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import { SolveTimeLimitError } from "../../server/basket/run-highs.ts";

// A list no proof settles within the solver's time limit takes seconds to build; the engine is replaced here.
vi.mock("../../server/basket/price-basket.server.ts", () => ({
  priceBasket: () => Promise.reject(new SolveTimeLimitError()),
}));
const { loader } = await import("./api.basket.ts");

describe("/api/basket when the solver runs out of time", () => {
  it("answers 503 saying so and what to change, never a guessed split", async () => {
    const request = new Request("http://localhost/api/basket?items=1:2,3:4&maxMerchants=2");
    const thrown = await (
      loader as (args: { request: Request; params: object; context: AppLoadContext }) => Promise<unknown>
    )({ request, params: {}, context: {} as AppLoadContext }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 503 },
      data: {
        error: "the cheapest split could not be proven within 10 s; try a higher maxMerchants, none, or a shorter list",
      },
    });
  });
});
