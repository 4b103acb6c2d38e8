import { describe, expect, it } from "vitest";
import { isRejectionJump, rowHealth, type ImportCounts } from "./feed-health.ts";

const counts = (rowsRead: number, rowsRejected: number, rowsWarned = 0): ImportCounts => ({
  rowsRead,
  rowsRejected,
  rowsWarned,
});

describe("rowHealth", () => {
  it("has no usual before three earlier imports", () => {
    expect(rowHealth([])).toBeNull();
    expect(rowHealth([counts(100, 40), counts(100, 1), counts(100, 1)])).toMatchObject({
      usualRejectedShare: null,
      usualWarnedShare: null,
      rejectionJump: false,
    });
  });

  it("takes the usual as the median share of the earlier imports, newest ten only", () => {
    const earlier = [counts(1000, 30, 10), counts(1000, 20, 50), counts(2000, 40, 0), counts(1000, 900, 900)];
    const health = rowHealth([counts(1000, 25), ...earlier]);
    expect(health?.usualRejectedShare).toBeCloseTo(0.025);
    expect(health?.usualWarnedShare).toBeCloseTo(0.03);
    expect(health?.rejectionJump).toBe(false);
    // The eleventh earlier import is beyond the history and does not count.
    const long = rowHealth([counts(100, 0), ...Array.from({ length: 10 }, () => counts(100, 1)), counts(100, 99)]);
    expect(long?.usualRejectedShare).toBeCloseTo(0.01);
  });

  it("flags a jump in rejections against the merchant's own usual", () => {
    const usual = [counts(1000, 30), counts(1000, 30), counts(1000, 30)];
    expect(rowHealth([counts(1000, 200), ...usual])?.rejectionJump).toBe(true);
    expect(rowHealth([counts(1000, 60), ...usual])?.rejectionJump).toBe(false);
  });
});

describe("isRejectionJump", () => {
  it("needs both five points over the usual share and ten rows over the usual count", () => {
    expect(isRejectionJump(counts(20, 5), 0)).toBe(false); // 25 % but only 5 rows
    expect(isRejectionJump(counts(100_000, 5_000), 0.045)).toBe(false); // 500 rows but 0.5 points
    expect(isRejectionJump(counts(200, 12), 0)).toBe(true);
    expect(isRejectionJump(counts(200, 12), null)).toBe(false);
  });
});
