/** Small text helpers the merchants' title writers share (numbers, sizes, case, a seeded random draw). */
import type { Product } from "./catalogue-types.ts";

/** 12.5 → "12.5", 9 → "9". */
export const num = (n: number): string => String(Number(n.toFixed(2)));

/** 3600 → "3.6m", 3000 → "3m" (or "3.0m" with fixed). */
export const metres = (mm: number, fixed = false): string => (fixed ? (mm / 1000).toFixed(1) : num(mm / 1000)) + "m";

/** A block's thickness is written last (440 x 215 x 100); a board's first (12.5 x 1200 x 2400). */
export function thicknessAndFace(p: Product): { t: number; face: number[] } | null {
  const d = p.dims;
  if (!d || d.length !== 3) return null;
  return p.group === "block" ? { t: d[2]!, face: [d[0]!, d[1]!] } : { t: d[0]!, face: [d[1]!, d[2]!] };
}

/** Feet for the common sheet faces, as DIY shops write them ("8ft x 4ft"). */
export function sheetFeet(face: number[]): string | undefined {
  const [a, b] = [Math.min(...face), Math.max(...face)];
  if (a === 1200 || a === 1220) return b >= 2400 ? "8ft x 4ft" : undefined;
  if (a === 900 && b === 1800) return "6ft x 3ft";
  if (a === 600 && b === 2400) return "8ft x 2ft";
  return undefined;
}

/** "4x2" → `4" x 2"`. */
export const inches = (nominal: string): string => nominal.replace(/(\d+)x(\d+)/, '$1" x $2"');

export const sentence = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1).toLowerCase() : s);

export const words = (...parts: (string | number | undefined | false)[]): string =>
  parts
    .filter((x): x is string => typeof x === "string" && x !== "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

/** FNV-1a: a stable number from a key, so the same catalogue always gives the same feeds. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32, seeded. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A valid EAN-13 under the invented prefix 50 99, from the key (branded goods only carry one). */
export function gtinFor(key: string): string {
  const body = "5099" + String(hash(key) % 100_000_000).padStart(8, "0");
  const sum = [...body].reduce((s, ch, i) => s + Number(ch) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A maker's part number: brand initials plus a digest of the key. */
export function mpnFor(p: Product): string | undefined {
  if (!p.brand) return undefined;
  return `${p.brand.slice(0, 3).toUpperCase()}-${(hash(p.key) % 90000) + 10000}`;
}
