/**
 * Human-readable comparison of two offers' facts, for review tools and logs.
 * "same" mirrors ingest exactly: two offers are the same product iff they share a key.
 */
import type { ProductFacts } from "./extract-product-facts.ts";

const KIND_ORDER = { gtin: 0, mpn: 1, attributes: 2 } as const;

export function explainMatch(a: ProductFacts, b: ProductFacts): { same: boolean; reason: string } {
  const bValues = new Set(b.keys.map((k) => k.value));
  const shared = a.keys.filter((k) => bValues.has(k.value)).sort((x, y) => KIND_ORDER[x.kind] - KIND_ORDER[y.kind]);
  if (shared[0]) return { same: true, reason: `shared ${shared[0].kind} key ${shared[0].value}` };

  if (a.category !== b.category) return { same: false, reason: `category differs: ${a.category} vs ${b.category}` };
  if (a.gtin14 && b.gtin14 && a.gtin14 !== b.gtin14) {
    return { same: false, reason: `gtin differs: ${a.gtin14} vs ${b.gtin14}` };
  }
  if ((a.brandFamily ?? "") !== (b.brandFamily ?? "")) {
    const brandKeyed = [a, b].some((f) =>
      f.keys.some((k) => k.kind === "attributes" && !k.value.split("|")[1]?.startsWith("*")),
    );
    if (brandKeyed)
      return { same: false, reason: `brand differs: ${a.brandFamily ?? "none"} vs ${b.brandFamily ?? "none"}` };
  }
  const names = [...new Set([...Object.keys(a.facts), ...Object.keys(b.facts)])].filter((n) => n !== "brand");
  for (const name of names) {
    const av = a.facts[name];
    const bv = b.facts[name];
    if (av !== bv) return { same: false, reason: `${name} differs: ${av ?? "not stated"} vs ${bv ?? "not stated"}` };
  }
  const missing = [a, b].find((f) => !f.keys.some((k) => k.kind === "attributes"));
  if (missing) return { same: false, reason: `no shared key: ${missing.explanation}` };
  return { same: false, reason: "no shared key" };
}
