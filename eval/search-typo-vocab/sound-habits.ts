/**
 * How UK shoppers spell a trade word as they hear it, beyond the typo stress set's phonetic generator (misspell.ts):
 * one habit a generator, each applied at its first place in a word. Written from spelling habits, not from queries:
 * vowels heard alike, an unstressed ending spelt by ear, a silent letter left out, British speech's lost "r".
 * Where to extend: another habit as [name, pattern, replacement].
 */
export const SOUND_HABITS: ReadonlyArray<readonly [string, RegExp, string]> = [
  ["ue-ew", /ue|ew/, "oo"],
  ["oo-ew", /oo(?=[a-z])/, "ew"],
  ["ending-er-ar", /ar$|or$/, "er"],
  ["ending-er-or", /er$/, "or"],
  ["le-el", /([^aeiou])le$/, "$1el"],
  ["ea-ee", /ea/, "ee"],
  ["ee-ea", /ee/, "ea"],
  ["soft-c-s", /c(?=[ei])/, "s"],
  ["s-z", /(?<=[aeiou])s(?=[aeiou])/, "z"],
  ["silent-k", /^kn/, "n"],
  ["silent-w", /^wr/, "r"],
  ["silent-b", /mb/, "m"],
  ["ough-off", /ough/, "off"],
  ["ing-in", /ing$/, "in"],
  ["tion-shun", /tion/, "shun"],
  ["age-idge", /age$/, "idge"],
  ["lost-r", /(?<=[aeiou])r(?=[^aeiouy])/, ""],
  ["qu-kw", /qu/, "kw"],
  ["ph-f", /ph/, "f"],
  ["dge-ge", /dge/, "ge"],
  ["ay-ai", /ay/, "ai"],
  ["oa-o", /oa/, "o"],
  ["ou-ow", /ou/, "ow"],
  ["schwa-a-e", /(?<=[^aeiou])a(?=[^aeiou][a-z])/, "e"],
];

/** The word's misspellings by each habit that applies, with the habit's name. */
export function soundMisspellings(word: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [habit, pattern, to] of SOUND_HABITS) {
    if (!pattern.test(word)) continue;
    const typo = word.replace(pattern, to);
    if (typo !== word) out.push([habit, typo]);
  }
  return out;
}
