import type { Size } from "./catalogue-types.ts";
import type { Merchant } from "./merchant-types.ts";
import { m1, round2 } from "./number-format.ts";
import type { Rng } from "../feed-kit/seeded-random.ts";

export function merchantPrice(base: number, m: Merchant, r: Rng): number {
  const f = Math.min(1.14, Math.max(0.86, m.priceFactor * (1 + (r() - 0.5) * 0.12)));
  let v = base * f;
  if (v < 3 || m.rounding === "pence") v = round2(v);
  else if (m.rounding === "fivep") v = Math.round(v * 20) / 20;
  else v = Math.max(0.99, Math.round(v) - 0.01);
  return Math.min(round2(base * 1.15), Math.max(round2(base * 0.85), v));
}

export function unitPricing(s: Size): { measure: string; base: string } | undefined {
  switch (s.t) {
    case "kg":
    case "bulk":
      return { measure: `${s.kg}kg`, base: "1kg" };
    case "len":
      return { measure: `${m1(s.len)}m`, base: "1m" };
    case "sheet":
      return { measure: `${round2((s.l / 1000) * (s.w / 1000))}sqm`, base: "1sqm" };
    case "roll":
      return { measure: `${s.area}sqm`, base: "1sqm" };
    case "pipe":
      return { measure: `${s.len / 1000}m`, base: "1m" };
    default:
      return undefined;
  }
}
