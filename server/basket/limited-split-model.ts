import { deliveryOf, lineCostPence, type BasketLineOffers, type CandidateOffer } from "./basket-model.ts";
import { expression } from "./split-model.ts";

/**
 * The split under a merchant limit when every line can be covered, in 'radius' form (decision 021): a merchant is
 * opened at one of its delivery levels (binary w{m}_{k}: used, with delivery t_k — its k-th distinct stated
 * delivery, unstated counted 0), at most one level per merchant and at most `limit` opened. An open (m, k)
 * serves a line at the cheapest of its offers at m delivering for at most t_k. Per line, with its distinct
 * serving costs D_1 < D_2 < …, continuous r{l}_{i} ≥ 1 − Σ w over the levels serving it at D_i or less says the
 * line pays more than D_i; its cost is D_1 + Σ_i (D_{i+1} − D_i) · r_li. Only merchant levels are binary, and the
 * lines' offers follow from the open levels, which HiGHS settles faster than one binary per offer.
 */
export interface LimitedSplitModel {
  text: string;
  /** The offers bought, read from the solved columns: per line, its cheapest offer at the open levels. */
  decode(values: ReadonlyMap<string, number>): Array<CandidateOffer | null>;
}

interface Level {
  merchant: string;
  delivery: number;
  column: string;
}

/** The cheapest offer of a line a level can serve it with; ties go to lower delivery, then lower offer id. */
function servingOffer(line: BasketLineOffers, level: Level): CandidateOffer | null {
  let best: CandidateOffer | null = null;
  for (const offer of line.offers) {
    if (offer.merchantSlug !== level.merchant || deliveryOf(offer) > level.delivery) continue;
    const cost = lineCostPence(offer, line.quantity);
    const bestCost = best === null ? Infinity : lineCostPence(best, line.quantity);
    if (
      best === null ||
      cost < bestCost ||
      (cost === bestCost &&
        (deliveryOf(offer) < deliveryOf(best) ||
          (deliveryOf(offer) === deliveryOf(best) && offer.offerId < best.offerId)))
    ) {
      best = offer;
    }
  }
  return best;
}

export function buildLimitedSplitModel(
  lines: readonly BasketLineOffers[],
  merchants: readonly string[],
  limit: number,
): LimitedSplitModel {
  const levels: Level[] = merchants.flatMap((merchant, m) =>
    [...new Set(lines.flatMap((line) => line.offers.filter((o) => o.merchantSlug === merchant).map(deliveryOf)))]
      .sort((a, b) => a - b)
      .map((delivery, k) => ({ merchant, delivery, column: `w${m}_${k}` })),
  );
  const objective: Array<[number, string]> = levels.map((level) => [level.delivery, level.column]);
  const rows: string[] = [];
  const serving = lines.map((line) =>
    levels.flatMap((level) => {
      const offer = servingOffer(line, level);
      return offer ? [{ level, offer, cost: lineCostPence(offer, line.quantity) }] : [];
    }),
  );
  serving.forEach((options, l) => {
    const costs = [...new Set(options.map((o) => o.cost))].sort((a, b) => a - b);
    // The cheapest serving cost is paid whatever opens: it is a constant, left out of the objective.
    costs.slice(0, -1).forEach((cost, i) => {
      const column = `r${l}_${i}`;
      objective.push([costs[i + 1]! - cost, column]);
      const within = options.filter((o) => o.cost <= cost).map((o): [number, string] => [1, o.level.column]);
      rows.push(`pay${l}_${i}: ${expression([[1, column], ...within])} >= 1`);
    });
    rows.push(`serve${l}: ${expression(options.map((o): [number, string] => [1, o.level.column]))} >= 1`);
  });
  merchants.forEach((merchant, m) => {
    const own = levels
      .filter((level) => level.merchant === merchant)
      .map((level): [number, string] => [1, level.column]);
    rows.push(`one${m}: ${expression(own)} <= 1`);
  });
  rows.push(`limit: ${expression(levels.map((level): [number, string] => [1, level.column]))} <= ${limit}`);
  const text = [
    "Minimize",
    ` obj: ${expression(objective)}`,
    "Subject To",
    ...rows.map((row) => ` ${row}`),
    "Binary",
    ...levels.map((level) => ` ${level.column}`),
    "End",
    "",
  ].join("\n");
  return {
    text,
    decode(values) {
      const open = new Set(
        levels.filter((level) => (values.get(level.column) ?? 0) > 0.5).map((level) => level.column),
      );
      return serving.map(
        (options) =>
          options
            .filter((o) => open.has(o.level.column))
            .reduce<(typeof options)[number] | null>(
              (best, o) => (best === null || o.cost < best.cost ? o : best),
              null,
            )?.offer ?? null,
      );
    },
  };
}
