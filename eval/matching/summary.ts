/**
 * Pairwise matching precision/recall on every labelled feed set we hold (npm run bench:matching), per set
 * and per category, then the hand-labelled offer lists. Each feed set is imported into a fresh embedded
 * database by the importer itself (load-labelled-set.ts), so the figures are what ingest does.
 *
 * Sets: data/feeds (the demo) and eval/matching-* (written independently of the matcher; each set's
 * first-seen.md or README says which ones it has since been tuned on). Pass directories to run only those.
 * A pair is two offers of different merchants; a pair's category is its first offer's true category
 * (categories.json where the set has one, otherwise the category most of the true product's offers got).
 * "same-merchant" counts pairs of one merchant's items on one product that the truth says differ.
 */
import fs from "node:fs";
import { HOLDOUT_OFFERS } from "../matching-labelled/holdout-offers.ts";
import { LABELLED_OFFERS } from "../matching-labelled/labelled-offers.ts";
import { measureLabelledOffers } from "../matching-labelled/measure-labelled-offers.ts";
import { loadLabelledSet, readTrueCategories } from "./load-labelled-set.ts";
import { groupBy, pairwiseQuality, type LabelledAssignment, type PairwiseQuality } from "./pairwise-quality.ts";

const setNumber = (dir: string) => Number(/(\d+)$/.exec(dir)?.[1] ?? Infinity);
const listSets = () =>
  fs
    .readdirSync("eval")
    .filter((d) => d.startsWith("matching-") && fs.existsSync(`eval/${d}/demo-truth.json`))
    .map((d) => `eval/${d}`)
    .sort((a, b) => setNumber(a) - setNumber(b) || a.localeCompare(b));
const sets = process.argv.length > 2 ? process.argv.slice(2) : ["data/feeds", ...listSets()];

interface Offer extends LabelledAssignment {
  category: string;
}

const fmt = (n: number) => n.toFixed(3).padStart(10);
const row = (label: string, offers: number, products: number | string, q: PairwiseQuality, extra = "") =>
  `${label.padEnd(34)}${String(offers).padStart(7)}${String(products).padStart(9)}${fmt(q.precision)}${fmt(q.recall)}${String(q.truePairs).padStart(8)}${extra}`;

const all: Offer[] = [];
console.log(`${"set / category".padEnd(34)} offers products precision    recall   pairs`);
for (const dir of sets) {
  const trueCategory = readTrueCategories(dir);
  const offers = await loadLabelledSet(dir);
  const majority = new Map<string, string>();
  for (const [key, members] of groupBy(offers, (o) => o.truth)) {
    const counts = groupBy(members, (m) => m.assignedCategory);
    majority.set(key, [...counts].sort((a, b) => b[1].length - a[1].length)[0]![0]);
  }
  const labelled: Offer[] = offers.map((o) => ({
    merchant: o.merchant,
    truth: `${dir}:${o.truth}`,
    predicted: `${dir}#${o.predicted}`,
    category: trueCategory?.[o.truth] ?? majority.get(o.truth)!,
  }));
  all.push(...labelled);
  const sameMerchant = wrongSameMerchantPairs(labelled);
  const products = new Set(labelled.map((o) => o.predicted)).size;
  const extra = sameMerchant ? `  same-merchant wrong: ${sameMerchant}` : "";
  console.log(row(dir, labelled.length, products, pairwiseQuality(labelled), extra));
}

console.log("\nall sets, by category");
for (const [category, members] of [...groupBy(all, (o) => o.category)].sort()) {
  console.log(row(`  ${category}`, members.length, "", pairwiseQuality(members)));
}
console.log(row("all sets", all.length, new Set(all.map((o) => o.predicted)).size, pairwiseQuality(all)));

console.log("\nhand-labelled offer lists (assigned in memory, in list order)");
for (const [label, offers] of [
  ["eval/matching-labelled labelled", LABELLED_OFFERS],
  ["eval/matching-labelled holdout", HOLDOUT_OFFERS],
] as const) {
  const q = measureLabelledOffers(offers);
  console.log(row(label, q.offers, q.products, q));
  for (const group of q.wrongMerges) console.log(`  wrong merge: ${group.join("  <>  ")}`);
  for (const group of q.misses) console.log(`  miss: ${group.join("  <>  ")}`);
}

/** Pairs of one merchant's items on one product that the truth says are different products. */
function wrongSameMerchantPairs(offers: readonly Offer[]): number {
  let wrong = 0;
  for (const members of groupBy(offers, (o) => `${o.predicted}\u0000${o.merchant}`).values())
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) if (members[i]!.truth !== members[j]!.truth) wrong++;
  return wrong;
}
