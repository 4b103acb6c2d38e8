export type Truth = Record<string, string>;

export function truthJson(truth: Truth): string {
  const sortedTruth = Object.fromEntries(Object.entries(truth).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify(sortedTruth, null, 2) + "\n";
}

export function offersPerProduct(truth: Truth): Map<string, number> {
  const perProduct = new Map<string, number>();
  for (const k of Object.values(truth)) perProduct.set(k, (perProduct.get(k) ?? 0) + 1);
  return perProduct;
}
