import { assignProducts } from "./assign-products.ts";
import { emptyOwnership } from "./key-ownership.ts";
import { compareProfiles, extractProductFacts, type OfferIdentityInput, type ProductFacts } from "./normalise/index.ts";

export interface TitlePairVerdict {
  a: ProductFacts;
  b: ProductFacts;
  same: boolean;
  /** The assigner's reason for placing B (a key, a similarity, or "new product"). */
  reason: string;
  /** When B founded its own product: why the similarity stage did not take A's product. */
  refusal: string | null;
}

/**
 * Runs two offers through the ingest assigner on an empty catalogue, A first, each from its own merchant
 * (or one merchant: then they are two items of it), and reports what it decided and why.
 */
export function explainTitlePair(a: OfferIdentityInput, b: OfferIdentityInput, oneMerchant = false): TitlePairVerdict {
  const factsA = extractProductFacts(a);
  const factsB = extractProductFacts(b);
  const { assignments } = assignProducts(
    [
      { facts: factsA, merchant: "merchant-a", itemId: "a" },
      { facts: factsB, merchant: oneMerchant ? "merchant-a" : "merchant-b", itemId: "b" },
    ],
    emptyOwnership(),
  );
  const same = assignments[0]!.productId === assignments[1]!.productId;
  let refusal: string | null = null;
  if (!same) {
    const shareBlock = factsB.profile.blocks.some((block) => factsA.profile.blocks.includes(block));
    refusal = oneMerchant
      ? "one merchant's two items are two products unless their GTINs are equal"
      : shareBlock
        ? compareProfiles(factsB.profile, factsA.profile).reason
        : `no blocking key in common (A: ${factsA.profile.blocks.join(", ")}; B: ${factsB.profile.blocks.join(", ")})`;
  }
  return { a: factsA, b: factsB, same, reason: assignments[1]!.reason, refusal };
}
