/** Which writing system a text is mostly written in. */

export type Script = "latin" | "cyrillic" | "greek" | "han" | "kana" | "hangul" | "arabic" | "hebrew" | "other";

/** One alternative per script, in Script order; a letter of any other script falls to the last. */
const SCRIPT_LETTER_RE = new RegExp(
  String.raw`(?=\p{L})(?:(\p{Script=Latin})|(\p{Script=Cyrillic})|(\p{Script=Greek})|(\p{Script=Han})|(\p{Script=Hiragana}|\p{Script=Katakana}|\u30fc)|(\p{Script=Hangul})|(\p{Script=Arabic})|(\p{Script=Hebrew})|[^])`,
  "gu",
);
const SCRIPTS: readonly Script[] = ["latin", "cyrillic", "greek", "han", "kana", "hangul", "arabic", "hebrew", "other"];

/**
 * The script most of the text's letters are written in (null: no letters at all). Only letters count:
 * digits, punctuation and marks belong to no script here. Kana is hiragana and katakana together (with
 * the length mark "ー"); Han is the ideographs Chinese and Japanese share. A tie goes to the script
 * listed first in Script.
 */
export function dominantScript(text: string): Script | null {
  if (!text) return null;
  const counts = new Array<number>(SCRIPTS.length).fill(0);
  let letters = 0;
  for (const m of text.matchAll(SCRIPT_LETTER_RE)) {
    let i = 1;
    while (i < SCRIPTS.length && m[i] === undefined) i++;
    counts[i - 1]!++;
    letters++;
  }
  if (letters === 0) return null;
  let best = 0;
  for (let i = 1; i < SCRIPTS.length; i++) if (counts[i]! > counts[best]!) best = i;
  return SCRIPTS[best]!;
}
