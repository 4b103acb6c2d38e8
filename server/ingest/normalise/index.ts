/**
 * Offer normaliser and product-identity extractor ("matcher brain").
 * Pure functions: no DB, no I/O. Ingest unions offers that share any MatchKey.
 */
export {
  extractProductFacts,
  type MatchKey,
  type OfferIdentityInput,
  type ProductFacts,
} from "./extract-product-facts.ts";
export { toGtin14, normaliseMpn, sameMpn } from "./gtin.ts";
export { quantityInBasis, type OfferMeasures } from "./unit-basis.ts";
export { classifyCategory } from "./classify-category.ts";
export { type MatchProfile } from "./match-profile.ts";
export { compareProfiles, type SimilarityResult } from "./similarity-matching.ts";
export { chooseSimilarProduct, type SimilarCandidate, type TwinProducts } from "./choose-similar-product.ts";
export { PRODUCT_KEY_FORMAT } from "./product-key-format.ts";
