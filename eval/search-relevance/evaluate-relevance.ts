import type { Db } from "../../server/db/client.server.ts";
import { products } from "../../server/db/schema.ts";
import { isVisibleProduct } from "../../server/catalog/visibility.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { renderTable } from "../../bench/lib/text-table.ts";
import {
  NDCG_DEPTH,
  QUERY_CLASSES,
  describeJudgment,
  gradeCatalogue,
  ndcg,
  unmatchedJudgments,
  validateJudgedSet,
  type CatalogueProduct,
  type Grade,
  type JudgedQuery,
  type QueryClass,
} from "./ndcg.ts";

export interface ReturnedProduct {
  id: number;
  name: string;
  grade: Grade;
}

export interface QueryEvaluation {
  q: string;
  class: QueryClass;
  /** NDCG@10; for a no-relevant query 1 when nothing came back, else 0. */
  ndcg: number;
  total: number;
  correctedQuery: string | null;
  /** Judged relevant products in the catalogue (the ideal ranking is built from these). */
  relevantInCatalogue: number;
  returned: ReturnedProduct[];
}

export interface ClassEvaluation {
  class: QueryClass;
  queries: number;
  ndcg: number;
}

export interface RelevanceReport {
  /** Mean NDCG@10 over every query with something relevant (the no-relevant class is reported apart). */
  overall: number;
  classes: ClassEvaluation[];
  queries: QueryEvaluation[];
  noRelevant: { q: string; total: number }[];
  noRelevantPassed: number;
  /** Judgments that match no product: the judged set has gone stale and must be fixed. */
  unmatched: { q: string; judgment: string }[];
  /** Structural problems in the judged set (duplicates, judgments on no-relevant queries…). */
  setProblems: string[];
}

/** Every product a visitor could be shown: the universe judgments are resolved against. */
export async function loadCatalogue(db: Db): Promise<CatalogueProduct[]> {
  return db
    .select({ id: products.id, name: products.name, category: products.category, brand: products.brand })
    .from(products)
    .where(isVisibleProduct());
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;

/** Runs every judged query through searchProducts (relevance order, first page of 10) and scores it. */
export async function evaluateRelevance(db: Db, judged: readonly JudgedQuery[]): Promise<RelevanceReport> {
  const catalogue = await loadCatalogue(db);
  const queries: QueryEvaluation[] = [];
  const unmatched: RelevanceReport["unmatched"] = [];
  for (const query of judged) {
    for (const judgment of unmatchedJudgments(query.judgments, catalogue))
      unmatched.push({ q: query.q, judgment: describeJudgment(judgment) });
    const grades = gradeCatalogue(query.judgments, catalogue);
    const response = await searchProducts(db, {
      q: query.q,
      sort: "relevance",
      category: null,
      limit: NDCG_DEPTH,
      offset: 0,
    });
    const returned = response.results.map((r) => ({ id: r.id, name: r.name, grade: grades.get(r.id) ?? 0 }));
    queries.push({
      q: query.q,
      class: query.class,
      ndcg: ndcg(
        returned.map((r) => r.grade),
        [...grades.values()],
      ),
      total: response.total,
      correctedQuery: response.correctedQuery,
      relevantInCatalogue: grades.size,
      returned,
    });
  }
  const classes = QUERY_CLASSES.map((cls) => {
    const members = queries.filter((q) => q.class === cls);
    return { class: cls, queries: members.length, ndcg: mean(members.map((q) => q.ndcg)) };
  }).filter((c) => c.queries > 0);
  const noRelevant = queries.filter((q) => q.class === "no-relevant").map((q) => ({ q: q.q, total: q.total }));
  return {
    overall: mean(queries.filter((q) => q.class !== "no-relevant").map((q) => q.ndcg)),
    classes,
    queries,
    noRelevant,
    noRelevantPassed: noRelevant.filter((q) => q.total === 0).length,
    unmatched,
    setProblems: validateJudgedSet(judged),
  };
}

export function classNdcg(report: RelevanceReport, cls: QueryClass): number {
  return report.classes.find((c) => c.class === cls)?.ndcg ?? Number.NaN;
}

export function formatClassTable(report: RelevanceReport): string {
  const rows = report.classes.map((c) => [
    c.class,
    String(c.queries),
    c.class === "no-relevant" ? `${report.noRelevantPassed}/${c.queries} empty` : c.ndcg.toFixed(3),
  ]);
  const scored = report.queries.filter((q) => q.class !== "no-relevant").length;
  rows.push(["overall", String(scored), report.overall.toFixed(3)]);
  return renderTable(["class", "queries", "NDCG@10"], rows, [1, 2]);
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The lowest-scoring queries with what came back (grade in brackets), for a developer to see what broke. */
export function formatWorstQueries(report: RelevanceReport, count = 10, nameWidth = 48): string {
  const worst = [...report.queries]
    .sort((a, b) => a.ndcg - b.ndcg || a.q.localeCompare(b.q))
    .slice(0, count)
    .filter((q) => q.ndcg < 1);
  if (worst.length === 0) return "(every query scored 1.000)";
  const blocks = worst.map((q) => {
    const head = `${q.ndcg.toFixed(3)}  [${q.class}] '${q.q}'  total=${q.total} relevant-in-catalogue=${q.relevantInCatalogue}${
      q.correctedQuery ? ` corrected='${q.correctedQuery}'` : ""
    }`;
    const top = q.returned.slice(0, 5).map((r, i) => `    ${i + 1}. [${r.grade}] ${shorten(r.name, nameWidth)}`);
    return [head, ...(top.length ? top : ["    (no results)"])].join("\n");
  });
  return blocks.join("\n");
}
