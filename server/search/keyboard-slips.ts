/**
 * Whether a typed word differs from a catalogue word by one letter typed with a key beside the right one on a UK
 * QWERTY keyboard ("faving" for facing: v beside c; "plared" for plated: r beside t). A slip of the finger is far
 * likelier than a changed letter with no such reason, so chooseCorrection (choose-correction.ts) prefers it between
 * corrections equally near ("faving" is as near to paving, a letter changed at the start). Pure.
 * Where to extend: another layout's rows in ROWS.
 */

const ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"] as const;

/** Each key's neighbours: beside it in its row, and the two touching it in the rows above and below (staggered). */
const NEIGHBOURS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const out = new Map<string, Set<string>>();
  const add = (a: string | undefined, b: string | undefined) => {
    if (!a || !b) return;
    if (!out.has(a)) out.set(a, new Set());
    if (!out.has(b)) out.set(b, new Set());
    out.get(a)!.add(b);
    out.get(b)!.add(a);
  };
  ROWS.forEach((row, r) => {
    for (let i = 0; i < row.length; i++) {
      add(row[i], row[i + 1]);
      const below = ROWS[r + 1];
      // Each row sits half a key to the right of the one above: key i touches keys i - 1 and i below it.
      if (below) {
        add(row[i], below[i - 1]);
        add(row[i], below[i]);
      }
    }
  });
  return out;
})();

/** The keys touch on the keyboard. */
export function areNeighbourKeys(a: string, b: string): boolean {
  return NEIGHBOURS.get(a)?.has(b) === true;
}

/** Same length, one letter different, and that letter typed with a key touching the right one. */
export function isKeySlip(typed: string, word: string): boolean {
  if (typed.length !== word.length) return false;
  let at = -1;
  for (let i = 0; i < typed.length; i++) {
    if (typed[i] === word[i]) continue;
    if (at !== -1) return false;
    at = i;
  }
  return at !== -1 && areNeighbourKeys(typed[at]!, word[at]!);
}

/** Two neighbouring letters typed the other way round, nothing else changed ("celar" for clear). */
export function isSwap(word: string, term: string): boolean {
  if (word.length !== term.length) return false;
  const at = [...word].findIndex((ch, i) => ch !== term[i]);
  return (
    at !== -1 &&
    at + 1 < word.length &&
    word[at] === term[at + 1] &&
    word[at + 1] === term[at] &&
    word.slice(at + 2) === term.slice(at + 2)
  );
}
