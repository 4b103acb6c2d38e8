/**
 * General misspelling generators for the typo stress set: each takes a correctly spelt query and returns one
 * misspelt form, or null when the query has no word it applies to. Deterministic: the word and position are chosen
 * by a hash of the query, so the set is the same on every run and every commit.
 * Only words of five letters or more are misspelt (shorter words are too often another real word), and sizes, codes
 * and numbers are never touched.
 */

export type Generator =
  "drop" | "double" | "swap" | "substitute" | "phonetic" | "joined" | "split" | "brand-typo" | "two-typos";

export const GENERATORS: readonly Generator[] = [
  "drop",
  "double",
  "swap",
  "substitute",
  "phonetic",
  "joined",
  "split",
  "brand-typo",
  "two-typos",
];

/** FNV-1a: a stable small hash, so choices do not depend on Math.random. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

const isWord = (w: string) => /^[a-z]{5,}$/.test(w);

/** Keys beside each other on a UK keyboard: a slipped finger. */
const NEIGHBOURS: Record<string, string> = {
  a: "sq",
  b: "vn",
  c: "xv",
  d: "sf",
  e: "wr",
  f: "dg",
  g: "fh",
  h: "gj",
  i: "uo",
  j: "hk",
  k: "jl",
  l: "k",
  m: "n",
  n: "bm",
  o: "ip",
  p: "o",
  q: "w",
  r: "et",
  s: "ad",
  t: "ry",
  u: "yi",
  v: "cb",
  w: "qe",
  x: "zc",
  y: "tu",
  z: "x",
};

/**
 * Spellings of one sound written another way, and American for British: each is tried where the word has it
 * (ph/f, c/k/ck, ou/o, ise/ize, our/or, tre/ter, doubled/single consonants, ie/ei, x/cks, s/z, y/i).
 */
const PHONETIC: ReadonlyArray<readonly [RegExp, string]> = [
  [/ph/, "f"],
  [/ck/, "k"],
  [/c(?=[aou])/, "k"],
  [/k(?=[aou])/, "c"],
  [/x/, "cks"],
  [/our/, "or"],
  [/ou/, "o"],
  [/is(e|ed|ing)$/, "iz$1"],
  [/iz(e|ed|ing)$/, "is$1"],
  [/tre$/, "ter"],
  [/([bdfglmnprst])\1/, "$1"],
  [/ie/, "ei"],
  [/ei/, "ie"],
  [/(?<=[aeiou])s(?=[aeiou])/, "z"],
  [/y/, "i"],
  [/f/, "ph"],
  [/ai/, "ay"],
];

type WordEdit = (word: string, seed: number) => string | null;

const EDITS: Record<"drop" | "double" | "swap" | "substitute" | "phonetic", WordEdit> = {
  // Interior letters only: a first or last letter lost reads as another word too often.
  drop: (w, s) => {
    const i = 1 + (s % (w.length - 2));
    return w.slice(0, i) + w.slice(i + 1);
  },
  double: (w, s) => {
    const i = 1 + (s % (w.length - 1));
    return w.slice(0, i) + w[i] + w.slice(i);
  },
  swap: (w, s) => {
    const i = 1 + (s % (w.length - 2));
    if (w[i] === w[i + 1]) return null;
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  },
  substitute: (w, s) => {
    const i = 1 + (s % (w.length - 1));
    const keys = NEIGHBOURS[w[i]!] ?? "";
    const to = keys[(s >>> 8) % Math.max(1, keys.length)];
    return to ? w.slice(0, i) + to + w.slice(i + 1) : null;
  },
  phonetic: (w, s) => {
    const usable = PHONETIC.filter(([pattern]) => pattern.test(w));
    const pick = usable[s % Math.max(1, usable.length)];
    if (!pick) return null;
    const out = w.replace(pick[0], pick[1]);
    return out === w ? null : out;
  },
};

function editOneWord(words: string[], edit: WordEdit, seed: number, only?: number): string[] | null {
  const candidates = words.map((w, i) => i).filter((i) => isWord(words[i]!) && (only === undefined || i === only));
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[(seed + k) % candidates.length]!;
    const edited = edit(words[i]!, seed >>> 4);
    if (edited && edited !== words[i]) return words.map((w, j) => (j === i ? edited : w));
  }
  return null;
}

const SIMPLE: readonly WordEdit[] = [EDITS.drop, EDITS.double, EDITS.swap, EDITS.substitute, EDITS.phonetic];

/** The query misspelt by one generator; null when it does not apply. */
export function misspell(query: string, generator: Generator): string | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const seed = hash(`${generator}:${query}`);
  let out: string[] | null = null;
  switch (generator) {
    case "drop":
    case "double":
    case "swap":
    case "substitute":
    case "phonetic":
      out = editOneWord(words, EDITS[generator], seed);
      break;
    case "joined": {
      // Two neighbouring words of letters typed as one ("loft roll" → "loftroll").
      const pairs = words
        .map((w, i) => i)
        .filter((i) => i + 1 < words.length && /^[a-z]{3,}$/.test(words[i]!) && /^[a-z]{3,}$/.test(words[i + 1]!));
      const i = pairs[seed % Math.max(1, pairs.length)];
      if (i !== undefined) out = [...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)];
      break;
    }
    case "split": {
      // A long word typed as two ("plasterboard" → "plaster board"), each part three letters or more.
      const long = words.map((w, i) => i).filter((i) => /^[a-z]{8,}$/.test(words[i]!));
      const i = long[seed % Math.max(1, long.length)];
      if (i !== undefined) {
        const w = words[i]!;
        const at = 3 + ((seed >>> 6) % (w.length - 5));
        out = [...words.slice(0, i), w.slice(0, at), w.slice(at), ...words.slice(i + 1)];
      }
      break;
    }
    case "brand-typo":
      // The first word (where titles and buyers put the maker) misspelt, the rest as typed.
      out = editOneWord(words, SIMPLE[seed % SIMPLE.length]!, seed, 0);
      break;
    case "two-typos": {
      // A long query with two different words misspelt.
      if (words.filter(isWord).length < 2 || words.length < 3) break;
      const first = editOneWord(words, SIMPLE[seed % SIMPLE.length]!, seed);
      if (!first) break;
      const changed = first.findIndex((w, i) => w !== words[i]);
      const rest = first.map((w, i) => (i === changed ? "1" : w));
      const second = editOneWord(rest, SIMPLE[(seed >>> 3) % SIMPLE.length]!, seed >>> 5);
      out = second ? second.map((w, i) => (i === changed ? first[changed]! : w)) : null;
      break;
    }
  }
  const text = out?.join(" ") ?? null;
  return text && text !== words.join(" ") ? text : null;
}
