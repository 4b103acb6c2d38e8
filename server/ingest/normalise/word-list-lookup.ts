/**
 * Membership in a word-list file (one word a line) without a string per word. The English list spelling.ts
 * reads has ~274,000 words: as a Set it took ~40 MB and 0.16-0.43 s to build in every importing process
 * (decision 059). Here the file's bytes stay one Buffer, and the words in
 * ascending order (the list is sorted but for a couple of lines) are found by binary search over their offsets;
 * the few lines out of order, or not plain ASCII, sit in a small Set. Answers are those of
 * `new Set(text.split("\n")).has(word)`.
 */
export interface WordLookup {
  has(word: string): boolean;
}

export function wordListLookup(bytes: Buffer): WordLookup {
  // At most one entry per line: sized by a first count of the line breaks, trimmed after.
  let lines = 1;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) lines++;
  const starts = new Int32Array(lines);
  const ends = new Int32Array(lines);
  let kept = 0;
  const others = new Set<string>();
  let start = 0;
  let ascii = true;
  for (let i = 0; i <= bytes.length; i++) {
    const byte = i < bytes.length ? bytes[i]! : 10;
    if (byte !== 10) {
      if (byte > 0x7f) ascii = false;
      continue;
    }
    if (ascii && (kept === 0 || compareBytes(bytes, starts[kept - 1]!, ends[kept - 1]!, start, i) < 0)) {
      starts[kept] = start;
      ends[kept++] = i;
    } else {
      others.add(bytes.toString("utf8", start, i));
    }
    start = i + 1;
    ascii = true;
  }
  const from = starts.subarray(0, kept);
  const to = ends.subarray(0, kept);
  return {
    has(word: string): boolean {
      if (others.has(word)) return true;
      // Kept lines are ASCII, so a word with other characters orders past them where it differs: never found.
      let low = 0;
      let high = from.length - 1;
      while (low <= high) {
        const mid = (low + high) >>> 1;
        const order = compareWord(word, bytes, from[mid]!, to[mid]!);
        if (order === 0) return true;
        if (order < 0) high = mid - 1;
        else low = mid + 1;
      }
      return false;
    },
  };
}

function compareBytes(bytes: Buffer, aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  const n = Math.min(aEnd - aStart, bEnd - bStart);
  for (let i = 0; i < n; i++) {
    const d = bytes[aStart + i]! - bytes[bStart + i]!;
    if (d !== 0) return d;
  }
  return aEnd - aStart - (bEnd - bStart);
}

/** An ASCII word against one line's bytes: the order of the two as strings. */
function compareWord(word: string, bytes: Buffer, start: number, end: number): number {
  const n = Math.min(word.length, end - start);
  for (let i = 0; i < n; i++) {
    const d = word.charCodeAt(i) - bytes[start + i]!;
    if (d !== 0) return d;
  }
  return word.length - (end - start);
}
