import { describe, expect, it } from "vitest";
import { planRematch } from "./plan-rematch.ts";

const map = (pairs: Array<[number, number]>) => new Map(pairs);

describe("planRematch", () => {
  it("keeps the id of a product whose offers are unchanged, and of the bulk of a changed one", () => {
    // Offers 1–2 on product 10, offers 3–5 on 20. The rematch keeps 1–2 together, splits 5 off 3–4.
    const plan = planRematch(
      map([
        [1, 10],
        [2, 10],
        [3, 20],
        [4, 20],
        [5, 20],
      ]),
      map([
        [1, -1],
        [2, -1],
        [3, -2],
        [4, -2],
        [5, -3],
      ]),
    );
    expect(plan.idOfGroup).toEqual(
      map([
        [-1, 10],
        [-2, 20],
      ]),
    );
    expect(plan).toMatchObject({ newGroups: [-3], removed: [], unchanged: 1, reused: 1 });
  });

  it("gives each old id to one group only, and removes the products no group kept", () => {
    // Two old products merge into one group: the larger one's id survives, the other is removed.
    const plan = planRematch(
      map([
        [1, 10],
        [2, 20],
        [3, 20],
      ]),
      map([
        [1, -1],
        [2, -1],
        [3, -1],
      ]),
    );
    expect(plan.idOfGroup).toEqual(map([[-1, 20]]));
    expect(plan).toMatchObject({ newGroups: [], removed: [10], unchanged: 0, reused: 1 });
    // Links to the removed product go to the group that took its offers.
    expect(plan.successorOf).toEqual(map([[10, -1]]));
  });

  it("keeps a pinned product's id whatever its members", () => {
    const plan = planRematch(
      map([
        [1, 10],
        [2, 10],
      ]),
      map([
        [1, 10],
        [2, -1],
      ]),
    );
    expect(plan.idOfGroup.get(10)).toBe(10);
    expect(plan.newGroups).toEqual([-1]);
    expect(plan).toMatchObject({ unchanged: 0, reused: 1, removed: [] });
  });
});
