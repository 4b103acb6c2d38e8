/**
 * Lists the matcher's mistakes on a labelled feed set: wrong merges (offers of different true products
 * on one product) and misses (one true product split over several products). Usage:
 *   npx tsx eval/matching/report.ts [feeds-dir]   (default data/feeds; needs merchants.json + demo-truth.json)
 */
import { loadLabelledSet } from "./load-labelled-set.ts";
import { matchingMistakes, pairwiseQuality } from "./pairwise-quality.ts";

const offers = await loadLabelledSet(process.argv[2] ?? "data/feeds");
console.log(JSON.stringify(pairwiseQuality(offers)));
const { wrongMerges, misses } = matchingMistakes(offers);
console.log("\n=== WRONG MERGES (one product, several true products) ===");
for (const members of wrongMerges) {
  console.log(`product #${members[0]!.predicted}`);
  for (const m of members) console.log(`   [${m.truth}] ${m.merchant}: ${m.title} {brand ${m.brand}} — ${m.reason}`);
}
console.log("\n=== MISSES (one true product on several products) ===");
for (const members of misses) {
  console.log(`truth ${members[0]!.truth}`);
  for (const m of members)
    console.log(`   #${m.predicted} ${m.merchant}: ${m.title} {brand ${m.brand}} — ${m.reason.slice(0, 160)}`);
}
