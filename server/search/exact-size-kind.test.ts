import { describe, expect, it } from "vitest";
import { exactSizeKindPoints } from "./exact-size-kind.ts";

describe("exactSizeKindPoints", () => {
  const names = [
    "acme chipboard flooring 2400 x 600 x 22mm",
    "acme chipboard flooring 2400 x 600 x 18mm",
    "zenith hardboard sheet 2400 x 600 x 3mm",
  ];
  const slots = Int32Array.from([0, 1, 2]);

  it("ranks the near sizes that share the exact match's name words first, under the exact match", () => {
    const points = exactSizeKindPoints(slots, Int32Array.from([300, 200, 200]), names)!;
    expect([...points]).toEqual([0, 30, 0]);
    expect(200 + points[1]!).toBeLessThan(300);
  });

  it("says nothing when every match ties or the exact matches are many kinds", () => {
    expect(exactSizeKindPoints(slots, Int32Array.from([300, 300, 300]), names)).toBeNull();
    const many = Int32Array.from({ length: 9 }, (_, i) => i);
    const scores = Int32Array.from({ length: 9 }, (_, i) => (i < 8 ? 300 : 200));
    expect(exactSizeKindPoints(many, scores, names)).toBeNull();
  });
});
