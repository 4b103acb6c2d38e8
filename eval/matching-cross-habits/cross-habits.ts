/**
 * Title habits across merchants: one set's catalogue re-titled in every other readable set's merchant styles, each
 * merchant placed by the real assigner (in memory, titles and brand columns only: no GTIN or MPN, so only how the
 * title is written can join it) against two reference merchants of the catalogue's own set. Prints, per merchant,
 * how many products its offer failed to join (split) and joined wrongly: a merchant with many splits writes a habit
 * the normaliser does not read. Sets 10, 11 and 13–18 share set 9's product groups; unread sets are never imported.
 *
 * --invented places the habits of invented-habits*.ts (written by no set's merchant) instead of the sets' merchants.
 *
 *   npx tsx eval/matching-cross-habits/cross-habits.ts [--catalogue 18] [--invented] [--detail slug]
 */
import { assignProducts } from "../../server/ingest/assign-products.ts";
import { emptyOwnership } from "../../server/ingest/key-ownership.ts";
import { extractProductFacts } from "../../server/ingest/normalise/index.ts";
import { findMerchantHabits } from "../../server/ingest/normalise/merchant-habits.ts";
import { catalogueBrands, catalogueMakers } from "../../server/ingest/normalise/catalogue-makers.ts";
import type { SetMerchant } from "../search-relevance-holdout-3/feed-set-kit.ts";
import { INVENTED_HABITS } from "./invented-habits.ts";
import { INVENTED_HABITS_2 } from "./invented-habits-2.ts";

const argv = process.argv.slice(2);
const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const catalogueSet = opt("--catalogue") ?? "18";
const detail = opt("--detail");
const SETS = ["10", "11", "13", "14", "15", "16", "17", "18"];

interface AnyProduct {
  key: string;
  brand?: string;
}
type AnyMerchant = SetMerchant<AnyProduct>;

async function merchantsOf(set: string): Promise<readonly AnyMerchant[]> {
  const m = (await import(`../search-relevance-holdout-${set}/merchants.ts`)) as { MERCHANTS: readonly AnyMerchant[] };
  return m.MERCHANTS;
}

function offer(m: AnyMerchant, p: AnyProduct) {
  const title = m.title(p);
  return {
    title,
    description: m.description(p, title),
    productType: m.productType(p),
    brand: m.fills.brand ? (p.brand ?? "") : null,
    merchantName: m.name,
  };
}

const { CATALOGUE } = (await import(`../search-relevance-holdout-${catalogueSet}/catalogue.ts`)) as {
  CATALOGUE: readonly AnyProduct[];
};
const own = await merchantsOf(catalogueSet);
const references = own.slice(0, 2);
const all: readonly AnyMerchant[] = argv.includes("--invented")
  ? [...INVENTED_HABITS, ...INVENTED_HABITS_2]
  : (await Promise.all(SETS.map(merchantsOf))).flat();

const rowsOf = (m: AnyMerchant) => {
  const inputs = CATALOGUE.map((p) => offer(m, p));
  // As on import: a brand another merchant's brand column names (the references' here) is a maker, never a label.
  const brands = catalogueBrands(
    [m, ...references].flatMap((x) =>
      x.fills.brand ? CATALOGUE.map((p) => ({ merchant: x.slug, merchantName: x.name, brand: p.brand })) : [],
    ),
  );
  const habits = findMerchantHabits(inputs, m.name, { brands, merchant: m.slug });
  return inputs.map((input, i) => ({
    facts: extractProductFacts({ ...input, ...habits, catalogueMakers: makers }),
    merchant: m.slug,
    itemId: CATALOGUE[i]!.key,
  }));
};
// As on import: makers any merchant names in its brand column are read from the titles of one that names none.
const makers = catalogueMakers(
  CATALOGUE.map((p) => p.brand),
  all.map((m) => m.name),
);
const referenceRows = references.flatMap(rowsOf);
let totalSplit = 0;
for (const m of all) {
  if (references.includes(m)) continue;
  const rows = [...referenceRows, ...rowsOf(m)];
  const { assignments } = assignProducts(rows, emptyOwnership());
  const productOf = new Map<string, number>();
  rows.forEach((r, i) => productOf.set(`${r.merchant}|${r.itemId}`, assignments[i]!.productId));
  let split = 0;
  let wrong = 0;
  const lines: string[] = [];
  for (const p of CATALOGUE) {
    const mine = productOf.get(`${m.slug}|${p.key}`)!;
    const refs = references.map((r) => productOf.get(`${r.slug}|${p.key}`)!);
    if (refs[0] !== refs[1]) continue; // the references themselves split: not this merchant's habit
    if (mine !== refs[0]) {
      split++;
      const f = rows.find((r) => r.merchant === m.slug && r.itemId === p.key)!.facts;
      const rf = rows.find((r) => r.merchant === references[0]!.slug && r.itemId === p.key)!.facts;
      lines.push(
        `    ${p.key}: ${m.title(p)}  [${f.category} ${f.keys.map((k) => k.value).join(" ") || "-"}]  vs ${references[0]!.title(p)} [${rf.category} ${rf.keys.map((k) => k.value).join(" ")}]`,
      );
    }
    const others = CATALOGUE.filter(
      (q) => q.key !== p.key && productOf.get(`${references[0]!.slug}|${q.key}`) === mine,
    );
    if (others.length) {
      wrong++;
      const placed = rows
        .map((r, i) => ({ r, a: assignments[i]! }))
        .filter((x) => x.a.productId === mine)
        .map((x) => `${x.r.merchant}:${x.r.itemId} (${x.a.reason.slice(0, 140)})`);
      lines.push(
        `    WRONG ${p.key}: ${m.title(p)} joined ${others.map((q) => q.key).join(" ")} — ${placed.join("; ")}`,
      );
    }
  }
  totalSplit += split;
  console.log(`${m.slug.padEnd(14)} split ${String(split).padStart(3)} wrong ${wrong}`);
  if (detail === m.slug || detail === "all") console.log(lines.join("\n"));
}
console.log(`total split ${totalSplit}`);
