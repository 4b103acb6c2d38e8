import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** One judged query of a held-out set: grades by site key (`merchant|itemId` for set 2, the catalogue key after). */
export interface Judged {
  q: string;
  kind: string;
  grades: Record<string, number>;
}

/**
 * A held-out set's judged queries and how an offer (merchant slug, item id) maps to the key its grades use. Set 2's
 * judgments.json grades items directly; later sets grade catalogue keys and list each item's key. Shared by the
 * stress sets built over the held-out catalogues (typo stress, extra words).
 */
export function judgedOf(set: number): {
  queries: Judged[];
  keyOf: (slug: string, item: string) => string | undefined;
} {
  const data = JSON.parse(readFileSync(path.join(ROOT, `eval/search-relevance-holdout-${set}/judgments.json`), "utf8"));
  if (set === 2) {
    const judgments = data.judgments as {
      q: string;
      kind: string;
      relevant: { merchant: string; itemId: string; grade: number }[];
    }[];
    return {
      queries: judgments.map((j) => ({
        q: j.q,
        kind: j.kind,
        grades: Object.fromEntries(j.relevant.map((r) => [`${r.merchant}|${r.itemId}`, r.grade])),
      })),
      keyOf: (s, i) => `${s}|${i}`,
    };
  }
  const items = data.items as Record<string, string>;
  return { queries: data.queries as Judged[], keyOf: (s, i) => items[`${s}|${i}`] };
}
