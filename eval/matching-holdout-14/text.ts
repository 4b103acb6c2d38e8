// @ts-nocheck
/* eslint-disable */
// Deterministic helpers: string-seeded PRNG, EAN-13, escaping, small text transforms.

export function hashStr(s: string): number {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

// mulberry32 seeded from a string
export function makeRng(seed: string) {
  let a = hashStr("holdout-14|" + seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return next;
}

export const pick = (r, arr) => arr[Math.floor(r() * arr.length)];
export const chance = (r, p) => r() < p;
export const intIn = (r, a, b) => a + Math.floor(r() * (b - a + 1));
export function shuffle(r, arr) {
  const a = arr.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export function eanCheckDigit(d12: string): number {
  let s = 0;
  for (let i = 0; i < 12; i++) s += Number(d12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (s % 10)) % 10;
}
export function isValidEan13(s: string): boolean {
  return /^\d{13}$/.test(s) && eanCheckDigit(s.slice(0, 12)) === Number(s[12]);
}
export function ean13For(key: string): string {
  const r = makeRng("gtin|" + key);
  let d = "50";
  for (let i = 0; i < 10; i++) d += String(Math.floor(r() * 10));
  return d + eanCheckDigit(d);
}

export function csvField(v: string): string {
  const s = v == null ? "" : String(v);
  return /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}
export function tsvField(v: string): string {
  const s = (v == null ? "" : String(v)).replace(/[\t\r\n]+/g, " ");
  return /"/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}
export function xmlEsc(v: string): string {
  return String(v)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/, "");
}

// prefix the brand unless the name already starts with it
export function withBrand(brand: string, name: string): string {
  if (!brand) return name;
  if (name.toLowerCase().startsWith(brand.toLowerCase())) return name;
  return brand + " " + name;
}

export function titleCase(s: string): string {
  return s.replace(/\b([a-z])([a-z]*)\b/g, (m, a, b) =>
    ["x", "of", "and", "mm", "kg", "m", "ml", "approx", "in", "for"].includes(m) ? m : a.toUpperCase() + b,
  );
}

// one human-plausible typo in a word of >=5 letters (never touching digits)
export function typo(r, s: string): string {
  const words = s.split(" ");
  const cand = words.map((w, i) => (/^[A-Za-z]{5,}$/.test(w) ? i : -1)).filter((i) => i >= 0);
  if (!cand.length) return s;
  const i = pick(r, cand);
  const w = words[i];
  const k = 1 + Math.floor(r() * (w.length - 3));
  const mode = Math.floor(r() * 3);
  let nw;
  if (mode === 0)
    nw = w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2); // swap
  else if (mode === 1)
    nw = w.slice(0, k) + w.slice(k + 1); // drop
  else nw = w.slice(0, k) + w[k] + w.slice(k); // double
  words[i] = nw;
  return words.join(" ");
}

export function truncateWords(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  return cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s|,\-]+$/, "");
}

export function money(v: number): string {
  return v.toFixed(2) + " GBP";
}
