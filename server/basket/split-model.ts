import { deliveryOf, lineCostPence, type BasketLineOffers } from "./basket-model.ts";

/**
 * The split as a mixed-integer programme, written in CPLEX LP format for HiGHS (decision 021).
 *   x{l}_{o}   binary: line l is bought through its offer o (every in-stock offer is a column)
 *   y{m}       binary: merchant m is used (only under a merchant limit)
 *   z{m}_{j}   ≥ 0: merchant m's delivery reaches its j-th distinct stated delivery t_j (ascending)
 * A merchant's delivery is the highest among the offers chosen from it, written as steps:
 * Σ_j (t_j − t_{j−1}) · z_mj, with z_mj ≥ Σ x over each line's offers at m delivering t_j or more (a line takes
 * at most one offer). Minimising makes z_mj exactly 1 when some chosen offer reaches t_j and 0 otherwise, so z
 * needs no integrality; the step form gives HiGHS a much tighter relaxation than d_m ≥ delivery_o · x_lo.
 * Minimises Σ pence · x + deliveries with every line covered once (or, with `cover`, each line at most once and
 * at least `cover` lines in all). Names come from indexes only, so nothing from a feed reaches the text.
 */
export interface SplitModelInput {
  /** Lines some merchant has in stock (each has at least one offer). */
  lines: readonly BasketLineOffers[];
  merchants: readonly string[];
  limit: number | null;
  /** Null: every line exactly once. A number: at least that many lines, each at most once. */
  cover: number | null;
}

export const offerColumn = (line: number, offer: number) => `x${line}_${offer}`;

/** Rows are wrapped well before any reader's line limit; LP format lets an expression continue on the next line. */
const WRAP_AT = 200;

export function expression(terms: ReadonlyArray<readonly [number, string]>): string {
  const kept = terms.filter(([coefficient]) => coefficient !== 0);
  const written = kept.length > 0 ? kept : [[0, terms[0]![1]] as const];
  let text = "";
  let lineLength = 0;
  written.forEach(([coefficient, name], index) => {
    const sign = coefficient < 0 ? "- " : index === 0 ? "" : "+ ";
    const term = `${sign}${Math.abs(coefficient)} ${name}`;
    if (lineLength > WRAP_AT) {
      text += "\n   ";
      lineLength = 0;
    }
    text += (lineLength === 0 ? "" : " ") + term;
    lineLength += term.length + 1;
  });
  return text;
}

/** Each merchant's distinct stated deliveries above zero, ascending: the steps of its delivery. */
function deliverySteps(lines: readonly BasketLineOffers[], merchants: readonly string[]): number[][] {
  return merchants.map((slug) =>
    [...new Set(lines.flatMap((line) => line.offers.filter((o) => o.merchantSlug === slug).map(deliveryOf)))]
      .filter((pence) => pence > 0)
      .sort((a, b) => a - b),
  );
}

export function buildSplitModel({ lines, merchants, limit, cover }: SplitModelInput): string {
  const merchantIndex = new Map(merchants.map((slug, index) => [slug, index]));
  const steps = deliverySteps(lines, merchants);
  const objective: Array<[number, string]> = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const allX: Array<[number, string]> = [];

  lines.forEach((line, l) => {
    const own: Array<[number, string]> = [];
    const byMerchant = new Map<number, number[]>();
    line.offers.forEach((offer, o) => {
      const column = offerColumn(l, o);
      binaries.push(column);
      own.push([1, column]);
      allX.push([1, column]);
      objective.push([lineCostPence(offer, line.quantity), column]);
      const m = merchantIndex.get(offer.merchantSlug)!;
      byMerchant.set(m, [...(byMerchant.get(m) ?? []), o]);
    });
    rows.push(`line${l}: ${expression(own)} ${cover === null ? "=" : "<="} 1`);
    for (const [m, offerIndexes] of byMerchant) {
      if (limit !== null) {
        const uses = offerIndexes.map((o): [number, string] => [1, offerColumn(l, o)]);
        rows.push(`use${l}_${m}: ${expression([...uses, [-1, `y${m}`]])} <= 0`);
      }
      steps[m]!.forEach((step, j) => {
        const reaching = offerIndexes
          .filter((o) => deliveryOf(line.offers[o]!) >= step)
          .map((o): [number, string] => [1, offerColumn(l, o)]);
        if (reaching.length > 0) rows.push(`ship${l}_${m}_${j}: ${expression([...reaching, [-1, `z${m}_${j}`]])} <= 0`);
      });
    }
  });
  steps.forEach((mine, m) => {
    mine.forEach((step, j) => {
      objective.push([step - (j === 0 ? 0 : mine[j - 1]!), `z${m}_${j}`]);
      // Steps are nested: reaching a higher delivery means reaching the lower ones (tightens the relaxation).
      if (j > 0) rows.push(`step${m}_${j}: z${m}_${j} - z${m}_${j - 1} <= 0`);
      else if (limit !== null) rows.push(`step${m}_0: z${m}_0 - y${m} <= 0`);
    });
  });
  if (limit !== null) {
    rows.push(`limit: ${expression(merchants.map((_, m): [number, string] => [1, `y${m}`]))} <= ${limit}`);
    binaries.push(...merchants.map((_, m) => `y${m}`));
  }
  if (cover !== null) rows.push(`cover: ${expression(allX)} >= ${cover}`);

  return [
    "Minimize",
    ` obj: ${expression(objective)}`,
    "Subject To",
    ...rows.map((row) => ` ${row}`),
    "Binary",
    ...binaries.map((name) => ` ${name}`),
    "End",
    "",
  ].join("\n");
}

/**
 * Most lines at most `limit` merchants can cover, as a small programme over merchants only:
 *   y{m} binary (merchant used), c{l} ≤ 1 (line covered) with c_l ≤ Σ y over the merchants stocking l.
 */
export function buildCoverModel(
  lines: readonly BasketLineOffers[],
  merchants: readonly string[],
  limit: number,
): string {
  const rows = lines.map((line, l) => {
    const stockers = [...new Set(line.offers.map((o) => merchants.indexOf(o.merchantSlug)))].sort((a, b) => a - b);
    return `cov${l}: ${expression([[1, `c${l}`], ...stockers.map((m): [number, string] => [-1, `y${m}`])])} <= 0`;
  });
  rows.push(`limit: ${expression(merchants.map((_, m): [number, string] => [1, `y${m}`]))} <= ${limit}`);
  return [
    "Maximize",
    ` obj: ${expression(lines.map((_, l): [number, string] => [1, `c${l}`]))}`,
    "Subject To",
    ...rows.map((row) => ` ${row}`),
    "Bounds",
    ...lines.map((_, l) => ` c${l} <= 1`),
    "Binary",
    ...merchants.map((_, m) => ` y${m}`),
    "End",
    "",
  ].join("\n");
}
