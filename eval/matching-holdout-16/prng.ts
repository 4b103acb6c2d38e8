// @ts-nocheck
// Tiny deterministic PRNG helpers. Every random decision is drawn from a stream derived from a fixed
// master seed plus a textual tag, so output does not depend on iteration order or on Math.random.

export const MASTER_SEED = 'matching-holdout-16/2024-seed-7741';

/** 32-bit FNV-1a hash of a string. */
export function hashStr(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32 generator wrapped with a few convenience helpers. */
export function makeRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    between: (lo, hi) => lo + next() * (hi - lo),
    shuffle(arr) {
      const out = arr.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    /** pick from [[value, weight], ...] */
    weighted(pairs) {
      const total = pairs.reduce((s, p) => s + p[1], 0);
      let x = next() * total;
      for (const [v, w] of pairs) {
        x -= w;
        if (x < 0) return v;
      }
      return pairs[pairs.length - 1][0];
    },
  };
  return r;
}

/** Independent stream for a tag, e.g. rng('title', merchantSlug, productKey). */
export function rng(...tags) {
  return makeRng(hashStr(MASTER_SEED + '|' + tags.join('|')));
}

/** Deterministic digits from a tag (for fictional GTINs and stock codes). */
export function digits(n, ...tags) {
  const r = rng('digits', ...tags);
  let s = '';
  for (let i = 0; i < n; i++) s += String(r.int(0, 9));
  return s;
}

export function ean13CheckDigit(twelve) {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function makeEan13(prefix, ...tags) {
  const body = prefix + digits(12 - prefix.length, 'ean', ...tags);
  return body + ean13CheckDigit(body);
}

export function isValidEan13(s) {
  return /^\d{13}$/.test(s) && ean13CheckDigit(s.slice(0, 12)) === s[12];
}
