/**
 * Writes the three merchant feeds (feeds/) and the judgments expanded to feed items (judgments.json) from the
 * catalogue and judged-queries.ts. Run once after editing either; the outputs are committed, so a run of the
 * evaluator never depends on this script.
 *
 *   npx tsx eval/search-relevance-holdout-2/generate-feeds.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE } from "./catalogue.ts";
import { JUDGED_QUERIES } from "./judged-queries.ts";
import { MERCHANTS, row, stocks } from "./merchants.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

export interface FeedItem {
  merchant: string;
  itemId: string;
  title: string;
}

function cell(value: string, separator: string): string {
  if (separator === "\t") return value.replace(/[\t\r\n]/g, " ");
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const itemsByKey = new Map<string, FeedItem[]>();
mkdirSync(join(HERE, "feeds"), { recursive: true });
for (const m of MERCHANTS) {
  const lines = [m.columns.join(m.separator)];
  CATALOGUE.forEach((p, index) => {
    if (!stocks(m, p)) return;
    const r = row(m, p, index);
    lines.push(m.columns.map((c) => cell(r[c] ?? "", m.separator)).join(m.separator));
    const items = itemsByKey.get(p.key) ?? [];
    items.push({ merchant: m.slug, itemId: r.id!, title: r.title! });
    itemsByKey.set(p.key, items);
  });
  writeFileSync(join(HERE, "feeds", m.file), lines.join("\n") + "\n");
  console.log(`${m.file}: ${lines.length - 1} items`);
}

const problems: string[] = [];
const seen = new Set<string>();
const judgments = JUDGED_QUERIES.map((jq) => {
  const k = jq.q.trim().toLowerCase();
  if (seen.has(k)) problems.push(`duplicate query '${jq.q}'`);
  seen.add(k);
  if (jq.kind === "nothing" && Object.keys(jq.grades).length > 0) problems.push(`'${jq.q}': nothing but graded`);
  if (jq.kind !== "nothing" && !Object.values(jq.grades).includes(3) && !Object.values(jq.grades).includes(2))
    problems.push(`'${jq.q}': no grade 2 or 3`);
  const relevant = Object.entries(jq.grades).flatMap(([key, grade]) => {
    const items = itemsByKey.get(key);
    if (!items) problems.push(`'${jq.q}': unknown or unstocked key ${key}`);
    return (items ?? []).map((item) => ({ ...item, grade, key }));
  });
  return { q: jq.q, kind: jq.kind, note: jq.note, relevant };
});
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
writeFileSync(
  join(HERE, "judgments.json"),
  JSON.stringify({ merchants: MERCHANTS.map(({ slug, name, file }) => ({ slug, name, file })), judgments }, null, 2) +
    "\n",
);
const byKind = new Map<string, number>();
for (const j of JUDGED_QUERIES) byKind.set(j.kind, (byKind.get(j.kind) ?? 0) + 1);
console.log(`judgments.json: ${judgments.length} queries (${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ")})`);
