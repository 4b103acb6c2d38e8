import { chooseSimilarProduct, type MatchProfile, type ProductFacts } from "./normalise/index.ts";
import { BrandLinks } from "./brand-links.ts";

export interface ProfileCandidate {
  productId: number;
  profile: MatchProfile;
}

/** Who owns which identity key now: positive ids are stored products, negative ids are products this import creates. */
export interface KeyOwnership {
  byKey: Map<string, number>;
  gtinByProduct: Map<number, string>;
  /** Products an offer without a shared key may be compared with, by blocking key. */
  candidatesByBlock: Map<string, ProfileCandidate[]>;
  /** Brand family of each product (of its founding offer), where known. */
  brandByProduct: Map<number, string>;
  brandLinks: BrandLinks;
}

export function emptyOwnership(): KeyOwnership {
  return {
    byKey: new Map(),
    gtinByProduct: new Map(),
    candidatesByBlock: new Map(),
    brandByProduct: new Map(),
    brandLinks: new BrandLinks(),
  };
}

export interface Assignment {
  productId: number;
  reason: string;
}

export interface AssignResult {
  assignments: Assignment[];
  /** Index into the input rows of the row that founded each new product, by temporary (negative) id. */
  newProducts: Map<number, number>;
  /** Keys to store: key → product id (temporary ids for new products). */
  newKeys: Map<string, number>;
}

const KIND_LABEL = { gtin: "same GTIN", mpn: "same brand + MPN", attributes: "same attributes" } as const;

function matchByKey(facts: ProductFacts, ownership: KeyOwnership): Assignment | null {
  for (const key of facts.keys) {
    const owner = ownership.byKey.get(key.value);
    if (owner === undefined) continue;
    const ownerGtin = ownership.gtinByProduct.get(owner);
    if (key.kind !== "gtin" && facts.gtin14 && ownerGtin && ownerGtin !== facts.gtin14) continue;
    // One GTIN or MPN under two brand spellings: the two are one maker, which later similarity checks need to know.
    const ownerBrand = ownership.brandByProduct.get(owner);
    if (key.kind !== "attributes" && facts.brandFamily && ownerBrand)
      ownership.brandLinks.learn(facts.brandFamily, ownerBrand);
    return { productId: owner, reason: `${KIND_LABEL[key.kind]} ${key.value}` };
  }
  return null;
}

function matchBySimilarity(facts: ProductFacts, ownership: KeyOwnership): Assignment | null {
  const seen = new Set<number>();
  const candidates: ProfileCandidate[] = [];
  for (const block of facts.profile.blocks) {
    for (const candidate of ownership.candidatesByBlock.get(block) ?? []) {
      if (seen.has(candidate.productId)) continue;
      seen.add(candidate.productId);
      // Two GTINs are two products, however alike their titles.
      const gtin = ownership.gtinByProduct.get(candidate.productId);
      if (facts.gtin14 && gtin && gtin !== facts.gtin14) continue;
      candidates.push(candidate);
    }
  }
  const linked = (a: string, b: string) => ownership.brandLinks.has(a, b);
  const chosen = candidates.length > 0 ? chooseSimilarProduct(facts.profile, candidates, linked) : null;
  return chosen
    ? { productId: chosen.productId, reason: `similar to product ${chosen.productId}: ${chosen.reason}` }
    : null;
}

export function addCandidate(ownership: KeyOwnership, candidate: ProfileCandidate): void {
  for (const block of candidate.profile.blocks) {
    const list = ownership.candidatesByBlock.get(block);
    if (list) list.push(candidate);
    else ownership.candidatesByBlock.set(block, [candidate]);
  }
}

/**
 * Puts each offer on a product: the product owning its strongest key wins (a product with a
 * different GTIN never takes an offer by a weaker key); failing that, the one clearly most similar
 * product sharing a blocking key; failing that, a new product. Rows are processed in order, so an
 * offer can join a product created by an earlier row of the same feed.
 */
export function assignProducts(rows: readonly ProductFacts[], ownership: KeyOwnership): AssignResult {
  const assignments: Assignment[] = [];
  const newProducts = new Map<number, number>();
  const newKeys = new Map<string, number>();
  let nextTemporaryId = -1;

  rows.forEach((facts, rowIndex) => {
    let chosen = matchByKey(facts, ownership) ?? matchBySimilarity(facts, ownership);
    if (!chosen) {
      const id = nextTemporaryId--;
      newProducts.set(id, rowIndex);
      addCandidate(ownership, { productId: id, profile: facts.profile });
      if (facts.brandFamily) ownership.brandByProduct.set(id, facts.brandFamily);
      const described = facts.keys.map((k) => k.value).join(", ") || "no identity keys";
      chosen = { productId: id, reason: `new product (${described})` };
    }
    if (facts.gtin14 && !ownership.gtinByProduct.has(chosen.productId)) {
      ownership.gtinByProduct.set(chosen.productId, facts.gtin14);
    }
    for (const key of facts.keys) {
      if (ownership.byKey.has(key.value)) continue;
      ownership.byKey.set(key.value, chosen.productId);
      newKeys.set(key.value, chosen.productId);
    }
    assignments.push(chosen);
  });

  return { assignments, newProducts, newKeys };
}
