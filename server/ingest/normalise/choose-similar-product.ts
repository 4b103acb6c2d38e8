/**
 * The similarity stage's choice among an offer's candidates (compareProfiles in similarity-matching.ts
 * judges each pair): the one clearly best product, or none when two different products come too close.
 */
import type { MatchProfile } from "./match-profile.ts";
import { compareProfiles, type LinkedBrands, type SimilarityResult } from "./similarity-matching.ts";

/** Two different candidates this close are ambiguous: neither is trusted. */
export const AMBIGUITY_MARGIN = 0.05;

export interface SimilarCandidate<Id> {
  productId: Id;
  profile: MatchProfile;
}

/**
 * Products the caller knows to be one listing split in two (see assign-products.ts: a merchant that lists
 * one article twice gets two products), in the order an offer like both should prefer them.
 */
export interface TwinProducts<Id> {
  twins(a: Id, b: Id): boolean;
  /** Negative when `a` is the one to join. */
  order(a: Id, b: Id): number;
}

/**
 * Best `same` candidate, or null when none qualifies or when the runner-up is a
 * different product within AMBIGUITY_MARGIN (then the offer founds a new product
 * rather than guessing). Several candidates may share one productId. Runners-up that
 * are `twins` of the best are not a doubt: the offer joins the first of them.
 */
export function chooseSimilarProduct<Id>(
  offer: MatchProfile,
  candidates: ReadonlyArray<SimilarCandidate<Id>>,
  linked?: LinkedBrands,
  twins?: TwinProducts<Id>,
): { productId: Id; reason: string } | null {
  const best = new Map<Id, SimilarityResult>();
  for (const c of candidates) {
    const r = compareProfiles(offer, c.profile, linked);
    if (!r.same) continue;
    const prev = best.get(c.productId);
    if (!prev || r.score > prev.score) best.set(c.productId, r);
  }
  const ranked = [...best.entries()].sort((x, y) => y[1].score - x[1].score);
  const [first] = ranked;
  if (!first) return null;
  const close = ranked.filter(([, r]) => first[1].score - r.score < AMBIGUITY_MARGIN).map(([id]) => id);
  if (close.length === 1) return { productId: first[0], reason: `similar: ${first[1].reason}` };
  if (!twins || !close.every((id) => id === first[0] || twins.twins(first[0], id))) return null;
  const chosen = [...close].sort(twins.order)[0]!;
  return { productId: chosen, reason: `similar: ${best.get(chosen)!.reason} (first of one merchant's twin listings)` };
}
