/**
 * Scores one /api/basket answer against the exhaustive optimum over the ground truth, and checks the answer's
 * own arithmetic: every figure is compared in whole pence.
 */
import type { BasketApiAnswer } from "../../shared/basket.ts";
import { costOf, exhaustiveSingles, exhaustiveSplit, type Line, type TruthOffer } from "./exhaustive.ts";
import type { Truth } from "./ground-truth.ts";

export const CATEGORIES = [
  "answer shape (fields, types, whole pence)",
  "lines echo the basket (ids, quantities, names, unit labels)",
  "split total equals the exhaustive optimum",
  "split covers as many lines as possible",
  "split unavailable lists the right lines",
  "split offers exist, belong to the merchant and product, are in stock at that price",
  "split arithmetic (lineCost, itemsCost, max delivery, totals)",
  "split uses at most maxMerchants merchants",
  "single lists every merchant with a line in stock, and no other",
  "single totals equal each merchant's exhaustive best",
  "single missing lists right",
  "single arithmetic (total = itemsCost + delivery, an optimal pair)",
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Finding {
  category: Category;
  ok: boolean;
  detail: string;
}

const isWholePence = (x: unknown): x is number =>
  typeof x === "number" && Number.isFinite(x) && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
const p = (x: number) => Math.round(x * 100);
const gbp = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/** Shape problems of an untrusted answer; empty when it is a BasketApiAnswer with money in whole pence. */
function shapeProblems(a: unknown): string[] {
  const problems: string[] = [];
  const obj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
  const money = (v: unknown, where: string) =>
    !isWholePence(v) && problems.push(`${where} is ${JSON.stringify(v)}, not pounds in whole pence`);
  const ids = (v: unknown, where: string) =>
    !(Array.isArray(v) && v.every((x) => Number.isInteger(x))) && problems.push(`${where} is not a list of ids`);
  if (!obj(a) || !Array.isArray(a.lines) || !Array.isArray(a.single) || !obj(a.split))
    return ["not { lines, single, split }"];
  a.lines.forEach((l: unknown, i) => {
    if (
      !obj(l) ||
      !Number.isInteger(l.productId) ||
      !Number.isInteger(l.quantity) ||
      typeof l.name !== "string" ||
      typeof l.unitLabel !== "string"
    )
      problems.push(`lines[${i}] is not { productId, name, quantity, unitLabel }`);
  });
  a.single.forEach((s: unknown, i) => {
    if (!obj(s) || typeof s.merchantSlug !== "string" || typeof s.merchantName !== "string")
      return problems.push(`single[${i}] lacks merchantSlug/merchantName`);
    for (const k of ["itemsCost", "delivery", "total"]) money(s[k], `single[${i}].${k}`);
    ids(s.missing, `single[${i}].missing`);
  });
  const split = a.split;
  money(split.total, "split.total");
  money(split.delivery, "split.delivery");
  ids(split.unavailable, "split.unavailable");
  if (!Array.isArray(split.merchants)) return [...problems, "split.merchants is not a list"];
  split.merchants.forEach((m: unknown, i) => {
    if (!obj(m) || typeof m.merchantSlug !== "string" || !Array.isArray(m.lines))
      return problems.push(`split.merchants[${i}] is not { merchantSlug, lines }`);
    money(m.itemsCost, `split.merchants[${i}].itemsCost`);
    money(m.delivery, `split.merchants[${i}].delivery`);
    m.lines.forEach((l: unknown, j) => {
      if (!obj(l) || !Number.isInteger(l.productId) || !Number.isInteger(l.offerId) || !Number.isInteger(l.quantity))
        return problems.push(`split.merchants[${i}].lines[${j}] lacks productId/offerId/quantity`);
      money(l.price, `split.merchants[${i}].lines[${j}].price`);
      money(l.lineCost, `split.merchants[${i}].lines[${j}].lineCost`);
    });
  });
  return problems;
}

export function checkAnswer(
  lines: readonly Line[],
  maxMerchants: number | null,
  raw: unknown,
  truth: Truth,
): Finding[] {
  const findings: Finding[] = [];
  const record = (category: Category, problems: string[]) =>
    findings.push({ category, ok: problems.length === 0, detail: problems.slice(0, 4).join("; ") });
  const shape = shapeProblems(raw);
  record(CATEGORIES[0], shape);
  if (shape.length) return findings;
  const answer = raw as BasketApiAnswer;
  const basketIds = lines.map((l) => l.productId);

  // lines
  const lineProblems: string[] = [];
  if (answer.lines.length !== lines.length)
    lineProblems.push(`${answer.lines.length} lines for a basket of ${lines.length}`);
  lines.forEach((line, i) => {
    const got = answer.lines[i];
    const name = truth.products.get(line.productId)?.name;
    if (got && (got.productId !== line.productId || got.quantity !== line.quantity))
      lineProblems.push(`line ${i + 1}: ${got.productId}×${got.quantity}, sent ${line.productId}×${line.quantity}`);
    else if (got && got.name !== name)
      lineProblems.push(`line ${i + 1} name "${got.name}", product page says "${name}"`);
    else if (got && got.unitLabel.trim() === "") lineProblems.push(`line ${i + 1} has an empty unitLabel`);
  });
  record(CATEGORIES[1], lineProblems);

  // split: the optimum
  const optimum = exhaustiveSplit(lines, truth.inStock, maxMerchants);
  const split = answer.split;
  const chosen = split.merchants.flatMap((m) => m.lines.map((l) => ({ merchant: m, line: l })));
  const coveredIds = chosen.map((c) => c.line.productId);
  const exampleText = optimum.example
    .map((o, i) =>
      o
        ? `${lines[i]!.productId}→${o.merchantSlug}#${o.offerId}@${gbp(o.pricePence)}+${o.deliveryPence === null ? "n/s" : gbp(o.deliveryPence)}`
        : `${lines[i]!.productId}→none`,
    )
    .join(", ");
  record(
    CATEGORIES[2],
    p(split.total) === optimum.totalPence
      ? []
      : [`expected ${gbp(optimum.totalPence)} (e.g. ${exampleText}), got ${gbp(p(split.total))}`],
  );
  record(
    CATEGORIES[3],
    coveredIds.length === optimum.coveredCount
      ? []
      : [`covers ${coveredIds.length} lines, ${optimum.coveredCount} can be covered (e.g. ${exampleText})`],
  );

  const unavailableProblems: string[] = [];
  const accounted = [...coveredIds, ...split.unavailable];
  if (!sameSet(accounted, basketIds))
    unavailableProblems.push(
      `covered ${JSON.stringify(coveredIds)} + unavailable ${JSON.stringify(split.unavailable)} is not the basket's lines, each once`,
    );
  const wrongly = optimum.uncoverable.filter((id) => !split.unavailable.includes(id));
  if (wrongly.length)
    unavailableProblems.push(`lines no merchant has in stock not listed unavailable: ${wrongly.join(", ")}`);
  if (maxMerchants === null && !sameSet(split.unavailable, optimum.uncoverable))
    unavailableProblems.push(
      `unavailable ${JSON.stringify(split.unavailable)}, expected ${JSON.stringify(optimum.uncoverable)} (no limit)`,
    );
  record(CATEGORIES[4], unavailableProblems);

  // split: the offers it names and its arithmetic
  const offerProblems: string[] = [];
  const arithmetic: string[] = [];
  const picks: (TruthOffer | null)[] = lines.map(() => null);
  for (const { merchant, line } of chosen) {
    const offer = truth.offers.get(line.offerId);
    const at = `${merchant.merchantSlug} line ${line.productId} offer ${line.offerId}`;
    if (!offer) offerProblems.push(`${at}: no such offer on the product pages`);
    else if (offer.merchantSlug !== merchant.merchantSlug || offer.productId !== line.productId)
      offerProblems.push(`${at}: the offer is ${offer.merchantSlug}'s, of product ${offer.productId}`);
    else if (offer.availability !== "in_stock") offerProblems.push(`${at}: the offer is ${offer.availability}`);
    else if (offer.pricePence !== p(line.price))
      offerProblems.push(`${at}: price ${gbp(p(line.price))}, running price ${gbp(offer.pricePence)}`);
    const i = basketIds.indexOf(line.productId);
    if (i >= 0 && offer) picks[i] = offer;
    const quantity = lines[i]?.quantity;
    if (line.quantity !== quantity) arithmetic.push(`${at}: quantity ${line.quantity}, basket says ${quantity}`);
    if (p(line.lineCost) !== p(line.price) * line.quantity)
      arithmetic.push(`${at}: lineCost ${gbp(p(line.lineCost))} ≠ ${gbp(p(line.price))} × ${line.quantity}`);
  }
  let sumItems = 0;
  let sumDelivery = 0;
  for (const m of split.merchants) {
    const items = m.lines.reduce((n, l) => n + p(l.lineCost), 0);
    const stated = m.lines.map((l) => truth.offers.get(l.offerId)?.deliveryPence ?? 0);
    const wantDelivery = stated.length ? Math.max(...stated) : 0;
    if (m.lines.length === 0) arithmetic.push(`${m.merchantSlug} is listed with no lines`);
    if (p(m.itemsCost) !== items)
      arithmetic.push(`${m.merchantSlug} itemsCost ${gbp(p(m.itemsCost))} ≠ Σ lineCost ${gbp(items)}`);
    if (p(m.delivery) !== wantDelivery)
      arithmetic.push(
        `${m.merchantSlug} delivery ${gbp(p(m.delivery))}, highest stated delivery of its offers ${gbp(wantDelivery)}`,
      );
    sumItems += p(m.itemsCost);
    sumDelivery += p(m.delivery);
  }
  if (new Set(split.merchants.map((m) => m.merchantSlug)).size !== split.merchants.length)
    arithmetic.push("a merchant appears twice in split.merchants");
  if (p(split.delivery) !== sumDelivery)
    arithmetic.push(`split.delivery ${gbp(p(split.delivery))} ≠ Σ merchant delivery ${gbp(sumDelivery)}`);
  if (p(split.total) !== sumItems + sumDelivery)
    arithmetic.push(`split.total ${gbp(p(split.total))} ≠ items ${gbp(sumItems)} + delivery ${gbp(sumDelivery)}`);
  const recomputed = costOf(lines, picks);
  if (offerProblems.length === 0 && recomputed.items + recomputed.delivery !== p(split.total))
    arithmetic.push(
      `its own offers cost ${gbp(recomputed.items + recomputed.delivery)} at today's prices, split.total says ${gbp(p(split.total))}`,
    );
  record(CATEGORIES[5], offerProblems);
  record(CATEGORIES[6], arithmetic);
  if (maxMerchants !== null)
    record(
      CATEGORIES[7],
      split.merchants.length <= maxMerchants
        ? []
        : [`${split.merchants.length} merchants, maxMerchants=${maxMerchants}`],
    );

  checkSingles(lines, answer, truth, record);
  return findings;
}

function checkSingles(
  lines: readonly Line[],
  answer: BasketApiAnswer,
  truth: Truth,
  record: (c: Category, problems: string[]) => void,
): void {
  const expected = exhaustiveSingles(lines, truth.inStock);
  const listed = new Map(answer.single.map((s) => [s.merchantSlug, s]));
  const known = new Set([...truth.offers.values()].map((o) => o.merchantSlug));
  const listing: string[] = [];
  for (const e of expected)
    if (!listed.has(e.merchantSlug))
      listing.push(`${e.merchantSlug} (has ${lines.length - e.missing.length} lines in stock) is not listed`);
  for (const s of answer.single) {
    if (!known.has(s.merchantSlug)) listing.push(`unknown merchant ${s.merchantSlug}`);
    else if (
      !expected.some((e) => e.merchantSlug === s.merchantSlug) &&
      (p(s.total) !== 0 || s.missing.length !== lines.length)
    )
      listing.push(
        `${s.merchantSlug} has no line in stock yet totals ${gbp(p(s.total))}, missing ${s.missing.length} of ${lines.length}`,
      );
  }
  if (listed.size !== answer.single.length) listing.push("a merchant is listed twice");
  record(CATEGORIES[8], listing);

  const totals: string[] = [];
  const missing: string[] = [];
  const arithmetic: string[] = [];
  for (const e of expected) {
    const s = listed.get(e.merchantSlug);
    if (!s) continue;
    if (p(s.total) !== e.totalPence)
      totals.push(`${e.merchantSlug}: expected ${gbp(e.totalPence)}, got ${gbp(p(s.total))}`);
    if (!sameSet(s.missing, e.missing))
      missing.push(
        `${e.merchantSlug}: expected missing ${JSON.stringify(e.missing)}, got ${JSON.stringify(s.missing)}`,
      );
    if (s.merchantName !== e.merchantName)
      arithmetic.push(`${e.merchantSlug}: name "${s.merchantName}", product pages say "${e.merchantName}"`);
    if (p(s.total) !== p(s.itemsCost) + p(s.delivery))
      arithmetic.push(`${e.merchantSlug}: total ${gbp(p(s.total))} ≠ ${gbp(p(s.itemsCost))} + ${gbp(p(s.delivery))}`);
    else if (p(s.total) === e.totalPence && !e.splits.has(`${p(s.itemsCost)}/${p(s.delivery)}`))
      arithmetic.push(
        `${e.merchantSlug}: items ${gbp(p(s.itemsCost))} + delivery ${gbp(p(s.delivery))} is no optimal choice (${[...e.splits].join(", ")} in pence)`,
      );
  }
  record(CATEGORIES[9], totals);
  record(CATEGORIES[10], missing);
  record(CATEGORIES[11], arithmetic);
}
