import { ndcgAt } from "../search-relevance-holdout-3/score.ts";

const agreementGain = (rank: number) => (rank === 0 ? 3 : rank < 3 ? 2 : 1);

/** NDCG@10 of the misspelt list against the correct spelling's list (gain 3 at rank 1, 2 at 2–3, 1 at 4–10). */
export function agreement(correct: readonly number[], typo: readonly number[]): number {
  const gains = new Map(correct.map((id, rank) => [id, agreementGain(rank)]));
  return ndcgAt(
    typo.map((id) => gains.get(id) ?? 0),
    correct.map((_, rank) => agreementGain(rank)),
  );
}
