/**
 * Walking a text's words against a phrase table (synonym-phrases.ts documentGroupKeys): the phrases starting at one
 * word, grown a word at a time and stopped once no table phrase starts with them. The same lookups as joining every
 * slice of up to maxWords words, without building the slices no phrase can complete: building every slice at every
 * word was the largest Node cost of writing search documents on import.
 */
export function forEachPhraseAt(
  words: readonly string[],
  i: number,
  maxWords: number,
  leading: ReadonlySet<string>,
  visit: (phrase: string) => void,
): void {
  let phrase = words[i]!;
  for (let n = 1; ; n++) {
    visit(phrase);
    if (n >= maxWords || i + n >= words.length || !leading.has(phrase)) return;
    phrase = `${phrase} ${words[i + n]!}`;
  }
}

/** Every proper leading part of a table's phrases ("a b" and "a" for "a b c"): what forEachPhraseAt grows past. */
export function leadingParts(phrases: Iterable<string>): Set<string> {
  const parts = new Set<string>();
  for (const phrase of phrases) {
    const words = phrase.split(" ");
    for (let n = 1; n < words.length; n++) parts.add(words.slice(0, n).join(" "));
  }
  return parts;
}
