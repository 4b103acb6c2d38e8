/** Test-only shorthands shared by the *.test.ts files in this folder. */
import { extractProductFacts, type OfferIdentityInput } from "./extract-product-facts.ts";

export function attrKey(title: string, extra: Partial<OfferIdentityInput> = {}): string | null {
  return extractProductFacts({ title, ...extra }).keys.find((k) => k.kind === "attributes")?.value ?? null;
}

/** True when the two offers would be merged by ingest (they share any key). */
export function sameProduct(a: OfferIdentityInput | string, b: OfferIdentityInput | string): boolean {
  const fa = extractProductFacts(typeof a === "string" ? { title: a } : a);
  const fb = extractProductFacts(typeof b === "string" ? { title: b } : b);
  const keys = new Set(fa.keys.map((k) => k.value));
  return fb.keys.some((k) => keys.has(k.value));
}
