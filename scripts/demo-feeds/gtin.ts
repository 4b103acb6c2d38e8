import type { Merchant } from "./merchant-types.ts";

export function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

export function formatGtin(g: string, how: Merchant["gtin"]): string {
  if (how === "spaced") return `${g.slice(0, 1)} ${g.slice(1, 7)} ${g.slice(7)}`;
  if (how === "gtin14") return `0${g}`;
  return g;
}
