/**
 * What the assigner knows while it places offers (assign-products.ts): which product owns each identity key,
 * who sells what on each product, and the profiles later offers are compared with. Stored catalogues load it
 * (load-key-ownership.server.ts); a run in memory starts from emptyOwnership.
 */
import type { MatchProfile } from "./normalise/index.ts";
import { BrandLinks } from "./brand-links.ts";
import { CandidateIndex, type ProfileCandidate } from "./candidate-index.ts";

/** An operator's placement of one offer (see match_pins): merge joins a product, split keeps one apart. */
export interface MatchPin {
  productId: number;
  kind: "merge" | "split";
}

/** Who owns which identity key now: positive ids are stored products, negative ids are products this run creates. */
export interface KeyOwnership {
  byKey: Map<string, number>;
  gtinByProduct: Map<number, string>;
  /** Profiles of products' offers (founders and members) an offer without a shared key is compared with, by blocking key. */
  candidatesByBlock: Map<string, ProfileCandidate[]>;
  /** The same candidates grouped so a row visits only those it could match (candidate-index.ts). */
  candidateIndex: CandidateIndex;
  /** Every candidate's profile by product, with a hash of its JSON, so a member reading like another is compared once. */
  candidateSignatures: Map<number, { hash: number; profile: MatchProfile }[]>;
  /** Brand family of each product (of its founding offer), where known. */
  brandByProduct: Map<number, string>;
  /** The founding offer's MPN and brand family, where both are known: another MPN of that maker vetoes a key match. */
  mpnByProduct: Map<number, { brand: string; mpn: string }>;
  /** The founding offer's variant attributes (color, size…), where its feed stated any. */
  variantByProduct: Map<number, Record<string, string>>;
  /** The founding offer's colour as its title states it (an attribute of the match profile), where it does. */
  colourByProduct: Map<number, string>;
  /** Items each merchant has on each product, with their GTIN: one merchant's items never share a product. */
  itemsByProduct: Map<number, Map<string, Map<string, string | null>>>;
  /** Merchants with an offer on each candidate product, whoever is importing (see twinsAmong). */
  sellersByProduct: Map<number, Set<string>>;
  /** Pinned offers by `merchant\u0000itemId`. */
  pins: Map<string, MatchPin>;
  brandLinks: BrandLinks;
}

export function emptyOwnership(): KeyOwnership {
  return {
    byKey: new Map(),
    gtinByProduct: new Map(),
    candidatesByBlock: new Map(),
    candidateIndex: new CandidateIndex(),
    candidateSignatures: new Map(),
    brandByProduct: new Map(),
    mpnByProduct: new Map(),
    variantByProduct: new Map(),
    colourByProduct: new Map(),
    itemsByProduct: new Map(),
    sellersByProduct: new Map(),
    pins: new Map(),
    brandLinks: new BrandLinks(),
  };
}

export const pinKey = (merchant: string, itemId: string) => `${merchant}\u0000${itemId}`;

/** Records that `merchant` sells `itemId` (with this GTIN) on the product. */
export function addMerchantItem(
  ownership: KeyOwnership,
  productId: number,
  merchant: string,
  itemId: string,
  gtin14: string | null,
): void {
  let byMerchant = ownership.itemsByProduct.get(productId);
  if (!byMerchant) ownership.itemsByProduct.set(productId, (byMerchant = new Map()));
  let items = byMerchant.get(merchant);
  if (!items) byMerchant.set(merchant, (items = new Map()));
  items.set(itemId, gtin14);
  addSeller(ownership, productId, merchant);
}

export function addSeller(ownership: KeyOwnership, productId: number, merchant: string): void {
  const sellers = ownership.sellersByProduct.get(productId);
  if (sellers) sellers.add(merchant);
  else ownership.sellersByProduct.set(productId, new Set([merchant]));
}

export function addCandidate(ownership: KeyOwnership, candidate: ProfileCandidate): void {
  // Most members read like another member (same words, numbers and facts): comparing twice decides nothing new.
  // Same product and same JSON, as before; only a hash is kept, the JSON rebuilt on a hash match: the texts
  // themselves were ~15 MB held through matching on the tenth bench feed (decision 064).
  const json = JSON.stringify(candidate.profile);
  const hash = textHash(json);
  let seen = ownership.candidateSignatures.get(candidate.productId);
  if (seen?.some((s) => s.hash === hash && JSON.stringify(s.profile) === json)) return;
  if (!seen) ownership.candidateSignatures.set(candidate.productId, (seen = []));
  seen.push({ hash, profile: candidate.profile });
  ownership.candidateIndex.add(candidate);
  for (const block of candidate.profile.blocks) {
    const list = ownership.candidatesByBlock.get(block);
    if (list) list.push(candidate);
    else ownership.candidatesByBlock.set(block, [candidate]);
  }
}

/** 32-bit FNV-1a over UTF-16 code units: a cheap first test of equality, confirmed on the text itself. */
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
