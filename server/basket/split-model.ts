import { deliveryOf, lineCostPence, type BasketLineOffers } from "./basket-model.ts";

/**
 * The split as a mixed-integer programme, written in CPLEX LP format for HiGHS (decision 021).
 *   x{l}_{o}  binary: line l is bought through its offer o (every in-stock offer is a column)
 *   y{m}      binary: merchant m is used (only under a merchant limit)
 *   d{m}      ≥ 0: merchant m's delivery; d_m ≥ Σ_o delivery_o · x_lo for each line l and its offers at m,
 *             which is the highest delivery chosen from m because each line takes at most one offer
 * Goals: 'cost' minimises Σ pence · x + Σ d with every line covered once (or, with `cover`, at most once and
 * at least `cover` lines in all); 'cover' maximises the number of lines covered under the limit.
 * Names are generated from indexes only, so nothing from a feed reaches the model text.
 */
export type SplitGoal = { kind: "cover" } | { kind: "cost"; cover: number | null };

export interface SplitModelInput {
  /** Lines some merchant has in stock (each has at least one offer). */
  lines: readonly BasketLineOffers[];
  merchants: readonly string[];
  limit: number | null;
  goal: SplitGoal;
}

export const offerColumn = (line: number, offer: number) => `x${line}_${offer}`;

/** Rows are wrapped well before any reader's line limit; LP format lets an expression continue on the next line. */
const WRAP_AT = 200;

function expression(terms: ReadonlyArray<readonly [number, string]>): string {
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

export function buildSplitModel({ lines, merchants, limit, goal }: SplitModelInput): string {
  const merchantIndex = new Map(merchants.map((slug, index) => [slug, index]));
  const objective: Array<[number, string]> = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const deliveries = new Set<number>();
  const allX: Array<[number, string]> = [];

  lines.forEach((line, l) => {
    const own: Array<[number, string]> = [];
    const byMerchant = new Map<number, number[]>();
    line.offers.forEach((offer, o) => {
      const column = offerColumn(l, o);
      binaries.push(column);
      own.push([1, column]);
      allX.push([1, column]);
      objective.push([goal.kind === "cover" ? 1 : lineCostPence(offer, line.quantity), column]);
      const m = merchantIndex.get(offer.merchantSlug)!;
      byMerchant.set(m, [...(byMerchant.get(m) ?? []), o]);
    });
    const exactlyOnce = goal.kind === "cost" && goal.cover === null;
    rows.push(`line${l}: ${expression(own)} ${exactlyOnce ? "=" : "<="} 1`);
    for (const [m, offerIndexes] of byMerchant) {
      if (limit !== null) {
        const uses = offerIndexes.map((o): [number, string] => [1, offerColumn(l, o)]);
        rows.push(`use${l}_${m}: ${expression([...uses, [-1, `y${m}`]])} <= 0`);
      }
      const charged = offerIndexes
        .map((o): [number, string] => [-deliveryOf(line.offers[o]!), offerColumn(l, o)])
        .filter(([coefficient]) => coefficient !== 0);
      if (goal.kind === "cost" && charged.length > 0) {
        deliveries.add(m);
        rows.push(`ship${l}_${m}: ${expression([[1, `d${m}`], ...charged])} >= 0`);
      }
    }
  });
  for (const m of [...deliveries].sort((a, b) => a - b)) objective.push([1, `d${m}`]);
  if (limit !== null) {
    const used = merchants.map((_, m): [number, string] => [1, `y${m}`]);
    rows.push(`limit: ${expression(used)} <= ${limit}`);
    binaries.push(...merchants.map((_, m) => `y${m}`));
  }
  if (goal.kind === "cost" && goal.cover !== null) rows.push(`cover: ${expression(allX)} >= ${goal.cover}`);

  return [
    goal.kind === "cover" ? "Maximize" : "Minimize",
    ` obj: ${expression(objective)}`,
    "Subject To",
    ...rows.map((row) => ` ${row}`),
    "Binary",
    ...binaries.map((name) => ` ${name}`),
    "End",
    "",
  ].join("\n");
}
