import { describe, expect, it } from "vitest";
import { needClauseFirst } from "./need-clause.ts";

describe("needClauseFirst", () => {
  it("moves a phrasal verb's particle with the verb", () => {
    expect(needClauseFirst("old teak bench needs bringing back")).toBe("bringing back old teak bench");
    expect(needClauseFirst("the loft wants clearing out")).toBe("clearing out the loft");
  });

  it("moves the verb a thing needs to the front", () => {
    expect(needClauseFirst("the garden gate by the shed needs painting")).toBe("painting the garden gate by the shed");
    expect(needClauseFirst("old garden wall needs repointing before winter")).toBe(
      "repointing old garden wall before winter",
    );
    expect(needClauseFirst("Loft wants a good insulating")).toBe("insulating Loft");
  });

  it("leaves a need with no verb, or no need, as typed", () => {
    expect(needClauseFirst("hall ceiling needs a fresh coat")).toBeNull();
    expect(needClauseFirst("painting the hall ceiling")).toBeNull();
    expect(needClauseFirst("needs painting")).toBeNull();
    expect(needClauseFirst("a fence that never needs treating")).toBeNull();
    expect(needClauseFirst("a patio that doesnt need sealing")).toBeNull();
  });
});
