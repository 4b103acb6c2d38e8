/** Test-only shorthands shared by the *.test.ts files in this folder. */
import { explainTitlePair } from "../explain-title-pair.ts";
import { extractProductFacts, type OfferIdentityInput } from "./extract-product-facts.ts";
import type { MatchProfile } from "./match-profile.ts";

export function attrKey(title: string, extra: Partial<OfferIdentityInput> = {}): string | null {
  return extractProductFacts({ title, ...extra }).keys.find((k) => k.kind === "attributes")?.value ?? null;
}

/** True when ingest puts the two offers (of two merchants, `a` first) on one product: the real assigner decides. */
export function sameProduct(a: OfferIdentityInput | string, b: OfferIdentityInput | string): boolean {
  const input = (x: OfferIdentityInput | string) => (typeof x === "string" ? { title: x } : x);
  return explainTitlePair(input(a), input(b)).same;
}

/** A loft roll's profile, written out: the similarity tests change one field of it at a time (loftRollWith). */
export const loftRoll: MatchProfile = {
  category: "insulation",
  brandFamily: "isover",
  blocks: ["insulation|dims:100"],
  numbers: { dims: "100", count: "1" },
  attributes: { form: "roll" },
  tokens: ["loft", "spacesaver"],
};
export const loftRollWith = (p: Partial<MatchProfile>): MatchProfile => ({ ...loftRoll, ...p });
