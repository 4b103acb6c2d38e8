/** Items in slices of at most `size`, one statement each, for the import's bulk reads and writes. */
const CHUNK = 5000;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
