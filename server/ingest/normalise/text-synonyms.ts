import { expandAbbreviations } from "./expand-abbreviations.ts";

/** Whole-phrase synonyms and trade abbreviations, applied by normaliseText (text.ts) to its canonical tokens. */

/** Whole-phrase rewrites applied after punctuation and plural stripping (keys are already canonical). */
const SYNONYMS: ReadonlyArray<readonly [string, string]> = [
  ["multifinish", "multi finish"],
  ["boardfinish", "board finish"],
  ["hard wall", "hardwall"],
  ["loftroll", "loft roll"],
  ["post crete", "postcrete"],
  ["post mix", "postmix"],
  ["post fix", "postfix"],
  ["plaster board", "plasterboard"],
  ["wall board", "wallboard"],
  ["sub base", "subbase"],
  ["all in", "allin"],
  ["tongue and groove", "tg"],
  ["tongue groove", "tg"],
  ["eng", "engineering"],
  ["perf", "perforated"],
  ["reg", "regularised"],
  ["regularized", "regularised"],
  ["kd", "kiln dried"],
  ["tanalized", "tanalised"],
  ["tanalise", "tanalised"],
  ["bs 5534", "bs5534"],
  ["damp proof membrane", "dpm"],
  ["damp proof course", "dpc"],
  ["m r", "mr"],
  ["gyp", "gyproc"],
  // ERP abbreviations seen in trade exports.
  ["insp", "inspection"],
  ["seg", "segmental"],
  ["std", "standard"],
  ["hi str", "high strength"],
  ["exp foam", "expanding foam"],
  ["hr", "half round"],
  ["chip", "chipping"],
  ["hi strength", "high strength"],
  ["sterling osb", "sterlingosb"],
  ["osb 3", "osb3"],
  ["osb 2", "osb2"],
  ["medium density fibreboard", "mdf"],
  ["thermapitch", "tp10"],
  ["plywood", "ply"],
  ["whitewood", "white wood"],
  // US spellings: feeds syndicated through US tooling come back americanised.
  ["color", "colour"],
  ["gray", "grey"],
  ["fiber", "fibre"],
  ["fiberboard", "fibreboard"],
  ["meter", "metre"],
  ["liter", "litre"],
  ["mold", "mould"],
];

/**
 * SYNONYMS as padded search and replacement strings, built once. `first` is the first word of a
 * single-spaced search phrase (null: always search); `adds` are the words a rewrite brings in.
 */
const SYNONYM_SUBS = SYNONYMS.map(([from, to]) => ({
  from: ` ${from} `,
  to: ` ${to} `,
  first: /^[^ ]+(?: [^ ]+)*$/.test(from) ? from.split(" ")[0]! : null,
  adds: to.split(" "),
}));

/** `words`: every token of `padded` (it is updated with the words rewrites add). */
export function applySynonyms(padded: string, words: Set<string>): string {
  let s = padded;
  // A phrase can only be present when its first word is a token: skips includes() for most synonyms
  // (hot path of every import), and split/join allocates even when absent.
  for (const sub of SYNONYM_SUBS) {
    if ((sub.first === null || words.has(sub.first)) && s.includes(sub.from)) {
      s = s.split(sub.from).join(sub.to);
      for (const w of sub.adds) words.add(w);
    }
  }
  return expandAbbreviations(s, words);
}
