const COUNT = new Intl.NumberFormat("en-GB");

/** "1,071": a shared formatter, because toLocaleString builds a new one on every call. */
export function formatCount(n: number): string {
  return COUNT.format(n);
}
