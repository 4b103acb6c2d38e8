/**
 * The one place that decides which product an offer belongs to. Ingest, `buildcompare rematch`,
 * `buildcompare explain titles` and every evaluation run call assignProducts; nothing else assigns.
 */
import {
  chooseSimilarProduct,
  compareProfiles,
  sameMpn,
  type MatchProfile,
  type ProductFacts,
  type TwinProducts,
} from "./normalise/index.ts";
import { brandsRelated } from "./normalise/brand-relations.ts";
import type { ProfileCandidate } from "./candidate-index.ts";
import { addCandidate, addMerchantItem, pinKey, type KeyOwnership } from "./key-ownership.ts";

export type { ProfileCandidate };

/** One offer to place: its facts and who sells it (two items of one merchant are two products). */
export interface AssignInput {
  facts: ProductFacts;
  merchant: string;
  itemId: string;
}

export interface Assignment {
  productId: number;
  reason: string;
  /**
   * How: an operator's pin, a shared key, similarity, or a new product. Offers that joined by key or similarity
   * are the members whose profiles later offers are compared with (a founder's profile is its product's).
   */
  via: "pin" | "key" | "similarity" | "new";
}

export interface AssignResult {
  assignments: Assignment[];
  /** Index into the input rows of the row that founded each new product, by temporary (negative) id. */
  newProducts: Map<number, number>;
  /** Keys to store: key → product id (temporary ids for new products). */
  newKeys: Map<string, number>;
}

/** Offers whose own profile is stored and compared with later offers (see Assignment.via). */
export const comparedAsMember = (assignment: Assignment): boolean =>
  assignment.via === "key" || assignment.via === "similarity";

const KIND_LABEL = { gtin: "same GTIN", mpn: "same brand + MPN", attributes: "same attributes" } as const;

/**
 * True when the merchant already sells another item on the product. Two items of one merchant are two
 * products (variants, pack sizes) unless both carry the same GTIN (a merchant listing one article twice).
 */
function heldByMerchant(ownership: KeyOwnership, productId: number, row: AssignInput): boolean {
  const items = ownership.itemsByProduct.get(productId)?.get(row.merchant);
  if (!items) return false;
  for (const [itemId, gtin14] of items) {
    if (itemId === row.itemId) continue;
    if (!row.facts.gtin14 || gtin14 !== row.facts.gtin14) return true;
  }
  return false;
}

/** Another part number of the same maker than the product's: a different product whatever the key says. */
function otherMpn(ownership: KeyOwnership, productId: number, facts: ProductFacts): boolean {
  const known = ownership.mpnByProduct.get(productId);
  if (!known || !facts.mpn || !facts.brandFamily || sameMpn(known.mpn, facts.mpn)) return false;
  const sameMaker =
    brandsRelated(known.brand, facts.brandFamily) || ownership.brandLinks.has(known.brand, facts.brandFamily);
  return sameMaker;
}

/**
 * A variant value both feeds state, different on each (grey and black members of one item group share every
 * key the title gives): a different product. Variants are not part of keys, as most merchants state none.
 */
function otherColour(ownership: KeyOwnership, productId: number, facts: ProductFacts): boolean {
  // A black and a brown gutter under one mistyped MPN are still two gutters.
  const colour = ownership.colourByProduct.get(productId);
  return !!colour && !!facts.profile.attributes.colour && colour !== facts.profile.attributes.colour;
}

function otherVariant(ownership: KeyOwnership, productId: number, facts: ProductFacts): boolean {
  const known = ownership.variantByProduct.get(productId);
  if (!known || !facts.profile.variant) return false;
  return Object.entries(facts.profile.variant).some(
    ([name, value]) => known[name] !== undefined && known[name] !== value,
  );
}

function matchByKey(row: AssignInput, ownership: KeyOwnership): Assignment | null {
  const { facts } = row;
  for (const key of facts.keys) {
    const owner = ownership.byKey.get(key.value);
    if (owner === undefined) continue;
    const ownerGtin = ownership.gtinByProduct.get(owner);
    if (key.kind !== "gtin" && facts.gtin14 && ownerGtin && ownerGtin !== facts.gtin14) continue;
    // Feed variant values are free text (any language), so they veto only the weaker attributes key.
    if (key.kind === "attributes" && (otherMpn(ownership, owner, facts) || otherVariant(ownership, owner, facts)))
      continue;
    if (key.kind !== "gtin" && otherColour(ownership, owner, facts)) continue;
    if (heldByMerchant(ownership, owner, row)) continue;
    // One GTIN or MPN under two brand spellings: the two are one maker, which later similarity checks need to know.
    const ownerBrand = ownership.brandByProduct.get(owner);
    if (key.kind !== "attributes" && facts.brandFamily && ownerBrand)
      ownership.brandLinks.learn(facts.brandFamily, ownerBrand);
    return { productId: owner, reason: `${KIND_LABEL[key.kind]} ${key.value}`, via: "key" };
  }
  return null;
}

/**
 * One merchant listing one article twice (no GTIN) gets two products, as its items are two products by rule;
 * the copy's product then looks exactly like the first to everyone else. Two candidates are such twins when
 * one merchant has items on both and their profiles are the same product's: an offer like both joins the
 * first (stored before new, older before younger) instead of founding a third.
 */
function twinsAmong(candidates: () => readonly ProfileCandidate[], ownership: KeyOwnership): TwinProducts<number> {
  // Built on first use: only an offer with two close candidates asks, and most rows have dozens of candidates.
  // A product's first profile is read from every candidate sharing a block, not only those the index admitted,
  // so the profile that speaks for a product is the one it was before the index.
  let firstProfiles: Map<number, MatchProfile> | null = null;
  const profileOf = (id: number) => {
    if (!firstProfiles) {
      const profiles = new Map<number, MatchProfile>();
      for (const c of candidates()) if (!profiles.has(c.productId)) profiles.set(c.productId, c.profile);
      firstProfiles = profiles;
    }
    return firstProfiles.get(id);
  };
  const sellers = (id: number) => ownership.sellersByProduct.get(id) ?? new Set<string>();
  const rank = (id: number) => (id > 0 ? id : Number.MAX_SAFE_INTEGER / 2 - id);
  return {
    twins(a, b) {
      const shared = [...sellers(a)].some((m) => sellers(b).has(m));
      const pa = profileOf(a);
      const pb = profileOf(b);
      return shared && !!pa && !!pb && compareProfiles(pa, pb).same;
    },
    order: (a, b) => rank(a) - rank(b),
  };
}

function matchBySimilarity(row: AssignInput, ownership: KeyOwnership): Assignment | null {
  const { facts } = row;
  // Two GTINs are two products, however alike their titles; nor does an item join a product its merchant sells another on.
  const open = (candidate: ProfileCandidate) => {
    const gtin = ownership.gtinByProduct.get(candidate.productId);
    if (facts.gtin14 && gtin && gtin !== facts.gtin14) return false;
    return !heldByMerchant(ownership, candidate.productId, row);
  };
  const linked = (a: string, b: string) => ownership.brandLinks.has(a, b);
  const candidates = ownership.candidateIndex.eligible(facts.profile, linked).filter(open);
  const everyCandidate = () => blockCandidates(facts.profile, ownership).filter(open);
  const chosen =
    candidates.length > 0
      ? chooseSimilarProduct(facts.profile, candidates, linked, twinsAmong(everyCandidate, ownership))
      : null;
  return chosen
    ? {
        productId: chosen.productId,
        reason: `similar to product ${chosen.productId}: ${chosen.reason}`,
        via: "similarity",
      }
    : null;
}

/** Every candidate sharing a block with the profile, each once, in block order (what the index filters). */
function blockCandidates(profile: MatchProfile, ownership: KeyOwnership): ProfileCandidate[] {
  const seen = new Set<ProfileCandidate>();
  for (const block of profile.blocks) for (const c of ownership.candidatesByBlock.get(block) ?? []) seen.add(c);
  return [...seen];
}

/** What a product founded by this offer is known by, for the rules above (its members' profiles join the candidates). */
function describeNewProduct(ownership: KeyOwnership, productId: number, facts: ProductFacts): void {
  addCandidate(ownership, { productId, profile: facts.profile });
  if (facts.brandFamily) ownership.brandByProduct.set(productId, facts.brandFamily);
  if (facts.brandFamily && facts.mpn)
    ownership.mpnByProduct.set(productId, { brand: facts.brandFamily, mpn: facts.mpn });
  if (facts.profile.variant) ownership.variantByProduct.set(productId, facts.profile.variant);
  if (facts.profile.attributes.colour) ownership.colourByProduct.set(productId, facts.profile.attributes.colour);
}

/**
 * Puts each offer on a product: an operator's pin wins; then the product owning its strongest key
 * (never across two GTINs, another MPN of the same maker, or a product the merchant already sells
 * another item on); failing that, the one clearly most similar product sharing a blocking key; failing
 * that, a new product. Rows are processed in order, so an offer can join a product created by an
 * earlier row of the same run.
 */
export function assignProducts(rows: readonly AssignInput[], ownership: KeyOwnership): AssignResult {
  const assignments: Assignment[] = [];
  const newProducts = new Map<number, number>();
  const newKeys = new Map<string, number>();
  let nextTemporaryId = -1;

  rows.forEach((row, rowIndex) => {
    const { facts } = row;
    const pin = ownership.pins.get(pinKey(row.merchant, row.itemId));
    let chosen: Assignment | null = pin
      ? { productId: pin.productId, reason: `pinned by an operator (curate ${pin.kind})`, via: "pin" }
      : (matchByKey(row, ownership) ?? matchBySimilarity(row, ownership));
    if (!chosen) {
      const id = nextTemporaryId--;
      newProducts.set(id, rowIndex);
      const described = facts.keys.map((k) => k.value).join(", ") || "no identity keys";
      chosen = { productId: id, reason: `new product (${described})`, via: "new" };
    }
    addMerchantItem(ownership, chosen.productId, row.merchant, row.itemId, facts.gtin14);
    // Every member, not only the founder, is compared with later offers: one merchant's terse ERP title
    // meets another's like it, though the founder's title says it in other words.
    // An operator's pin says where this one offer goes, not what others like it are: it attracts nobody.
    if (chosen.via === "new") describeNewProduct(ownership, chosen.productId, facts);
    else if (comparedAsMember(chosen)) addCandidate(ownership, { productId: chosen.productId, profile: facts.profile });
    if (facts.gtin14 && !ownership.gtinByProduct.has(chosen.productId)) {
      ownership.gtinByProduct.set(chosen.productId, facts.gtin14);
    }
    // A split offer claims nothing: its keys stay with the product it was taken from, so other merchants' offers still go there.
    if (pin?.kind !== "split") {
      for (const key of facts.keys) {
        if (ownership.byKey.has(key.value)) continue;
        ownership.byKey.set(key.value, chosen.productId);
        newKeys.set(key.value, chosen.productId);
      }
    }
    assignments.push(chosen);
  });

  return { assignments, newProducts, newKeys };
}
