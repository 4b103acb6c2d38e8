import { catalogue } from "./catalogue.ts";
import type { FeedSummary } from "./feed-files.ts";
import type { Truth } from "./truth.ts";

export function printRunReport(
  truth: Truth,
  perProduct: Map<string, number>,
  summary: FeedSummary[],
  imageCount: number,
): void {
  const byCat = new Map<string, number>();
  for (const p of catalogue) byCat.set(p.cat, (byCat.get(p.cat) ?? 0) + 1);
  const spread = new Map<number, number>();
  for (const p of catalogue) {
    const n = perProduct.get(p.key) ?? 0;
    spread.set(n, (spread.get(n) ?? 0) + 1);
  }
  console.log(`catalogue products: ${catalogue.length}`);
  console.log(`by category: ${[...byCat].map(([c, n]) => `${c} ${n}`).join(", ")}`);
  console.log(
    `merchants per product: ${[...spread]
      .sort((a, b) => a[0] - b[0])
      .map(([k, v]) => `${k}:${v}`)
      .join("  ")}`,
  );
  console.log(`products with >= 2 merchants: ${catalogue.filter((p) => (perProduct.get(p.key) ?? 0) >= 2).length}`);
  for (const s of summary) console.log(`  ${s.file.padEnd(42)} offers ${String(s.offers).padStart(4)}  rows ${s.rows}`);
  console.log(`valid offers: ${Object.keys(truth).length}; images: ${imageCount}`);
}
