/** Seeded randomness: every choice in the synthetic feeds derives from a string seed, so re-runs are byte-identical. */
export type Rng = () => number;

/** FNV-1a, 32-bit. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 seeded from a string. */
export function rngFrom(seed: string): Rng {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

/** `count` items drawn by weight without replacement (fewer when the pool runs out). */
export function drawWeighted<T>(rng: Rng, pool: readonly { item: T; weight: number }[], count: number): T[] {
  const left = [...pool];
  const chosen: T[] = [];
  while (chosen.length < count && left.length > 0) {
    let draw = rng() * left.reduce((n, x) => n + x.weight, 0);
    const i = left.findIndex((x) => (draw -= x.weight) < 0);
    chosen.push(left.splice(i < 0 ? left.length - 1 : i, 1)[0]!.item);
  }
  return chosen;
}

export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Stable per-key choice without consuming a shared stream (a merchant always spells a word the same way). */
export function stableChoice<T>(key: string, items: readonly T[]): T {
  return items[hashString(key) % items.length]!;
}

export function stableUnit(key: string): number {
  return hashString(key) / 4294967296;
}
