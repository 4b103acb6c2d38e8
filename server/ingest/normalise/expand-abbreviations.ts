/**
 * Expands trade abbreviations in canonical text: the table of shorthands that mean one thing anywhere
 * (trade-abbreviations.ts), and shorthands that mean one thing only beside certain words (the contexts
 * below: "blk" is black beside a gutter, "tan" tanalised beside sawn timber, "arch" architrave beside a
 * moulding). A new context-bound shorthand gets its context list and rewrite here.
 */
import { TRADE_ABBREVIATIONS } from "./trade-abbreviations.ts";

/**
 * Pipe, rainwater and plastic roofline words: next to them "blk" is black ("RUNNING OUTLET BLK 112MM", "DRY VERGE
 * UNIT BLK"), "ds"/"ss" sockets and "pe" plain ended.
 */
const DRAINAGE_CONTEXT = [
  " pipe ",
  " bend ",
  " gutter ",
  " downpipe ",
  " junction ",
  " coupler ",
  " branch ",
  " shoe ",
  " outlet ",
  " stop end ",
  " hopper ",
  " verge ",
  " fascia ",
  " soffit ",
  // Their ERP shorthands, read before the shorthands themselves are expanded.
  " gutt ",
  " rwp ",
  " d pipe ",
];
const DRAINAGE_SHORTHAND: ReadonlyArray<readonly [string, string]> = [
  ["blk", "black"],
  ["wht", "white"],
  ["ds", "double socket"],
  ["ss", "single socket"],
  ["pe", "plain ended"],
  ["h r", "half round"],
];
/**
 * Sawn and structural timber words: beside them "tan" is tanalised, the yard's shorthand for pressure treated
 * ("FELLGARTH TAN C16 SAWN TIMBER 100X47", "TAN CARCASSING 47X150"). Alone, tan is a colour (a tan gravel, a buff-tan brick).
 */
const TIMBER_CONTEXT = [
  " c16 ",
  " c24 ",
  " sawn ",
  " timber ",
  " carcassing ",
  " cls ",
  " batten ",
  " joist ",
  " decking ",
  " fence post ",
  " gravel board ",
  " featheredge ",
  " sleeper ",
];
/** "p5 chip t&g": chip (already read as "chipping") is chipboard when a board grade or T&G is beside it. */
const CHIPBOARD_CONTEXT = [" p5 ", " p4 ", " p6 ", " tg ", " flooring ", " floor "];

/** Moulding profiles: "ARCH" next to one of these is architrave ("OGEE ARCH 18X69"), never an arch lintel. */
const MOULDING_CONTEXT = [
  " torus ",
  " ogee ",
  " chamfered ",
  " pencil round ",
  " bullnose ",
  " lambs tongue ",
  " mdf ",
  " skirting ",
];
const ARCH_ELSEWHERE = [" lintel ", " former ", " bar ", " brick ", " block "];

/**
 * A rewrite as padded strings, built once. `first`: the first word of a single-spaced search phrase, which
 * must be a token of the text for the phrase to be there (null: always search); `adds`: the words it brings in.
 */
interface Rewrite {
  from: string;
  to: string;
  first: string | null;
  adds: string[];
}
const SINGLE_SPACED = /^[^ ]+(?: [^ ]+)*$/;
const rewrite = ([from, to]: readonly [string, string]): Rewrite => ({
  from: ` ${from} `,
  to: ` ${to} `,
  first: SINGLE_SPACED.test(from) ? from.split(" ")[0]! : null,
  adds: to.split(" "),
});
/** A padded context word (" pipe ") with its first word, as for Rewrite. */
const context = (padded: string) => {
  const inner = padded.slice(1, -1);
  const first =
    padded.startsWith(" ") && padded.endsWith(" ") && SINGLE_SPACED.test(inner) ? inner.split(" ")[0]! : null;
  return { padded, first };
};
const ABBREVIATION_REWRITES = TRADE_ABBREVIATIONS.map(rewrite);
const DRAINAGE_REWRITES = DRAINAGE_SHORTHAND.map(rewrite);
const CHIPBOARD_REWRITE = rewrite(["chipping", "chipboard"]);
const ARCHITRAVE_REWRITE = rewrite(["arch", "architrave"]);
/** "MDF PR OGEE SKIRTING": beside a moulding, "pr" is primed. */
const PRIMED_REWRITE = rewrite(["pr", "primed"]);
const TANALISED_REWRITE = rewrite(["tan", "tanalised"]);
const TIMBER_CONTEXTS = TIMBER_CONTEXT.map(context);
const DRAINAGE_CONTEXTS = DRAINAGE_CONTEXT.map(context);
const CHIPBOARD_CONTEXTS = CHIPBOARD_CONTEXT.map(context);
const MOULDING_CONTEXTS = MOULDING_CONTEXT.map(context);
const ARCH_ELSEWHERE_CONTEXTS = ARCH_ELSEWHERE.map(context);

/**
 * includes() only when the phrase's first word is one of `words` (the text's tokens, or more): most phrases
 * are absent, and a padded " word " search is slow on text full of spaces. split/join allocates even then.
 */
function applyRewrite(s: string, words: Set<string>, r: Rewrite): string {
  if ((r.first !== null && !words.has(r.first)) || !s.includes(r.from)) return s;
  for (const w of r.adds) words.add(w);
  return s.split(r.from).join(r.to);
}

function mentions(s: string, words: ReadonlySet<string>, contexts: ReadonlyArray<ReturnType<typeof context>>): boolean {
  return contexts.some((c) => (c.first === null || words.has(c.first)) && s.includes(c.padded));
}

/**
 * Expands abbreviations in padded canonical text (" ... "). `tokens`, when given, holds at least every
 * space-separated token of `padded`; it is updated with the words expansions add.
 */
export function expandAbbreviations(padded: string, tokens?: Set<string>): string {
  let s = padded;
  const words = tokens ?? new Set(s.split(" "));
  if (mentions(s, words, DRAINAGE_CONTEXTS)) for (const r of DRAINAGE_REWRITES) s = applyRewrite(s, words, r);
  if (mentions(s, words, CHIPBOARD_CONTEXTS)) s = applyRewrite(s, words, CHIPBOARD_REWRITE);
  if (words.has("tan") && mentions(s, words, TIMBER_CONTEXTS)) s = applyRewrite(s, words, TANALISED_REWRITE);
  for (const r of ABBREVIATION_REWRITES) s = applyRewrite(s, words, r);
  if (words.has("pr") && mentions(s, words, MOULDING_CONTEXTS)) s = applyRewrite(s, words, PRIMED_REWRITE);
  if (
    words.has("arch") &&
    s.includes(" arch ") &&
    mentions(s, words, MOULDING_CONTEXTS) &&
    !mentions(s, words, ARCH_ELSEWHERE_CONTEXTS)
  ) {
    s = applyRewrite(s, words, ARCHITRAVE_REWRITE);
  }
  return s;
}
