import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.server.ts";
import { loadDemo } from "../../server/ingest/load-demo.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { DEMO_JUDGED_QUERIES } from "./judged-queries-demo.ts";
import {
  classNdcg,
  evaluateRelevance,
  formatClassTable,
  formatWorstQueries,
  type RelevanceReport,
} from "./evaluate-relevance.ts";

const OVERALL_TARGET = 0.9;
const HARD_CLASS_TARGET = 0.85;
const SETUP_TIMEOUT_MS = 300_000;

/** Relevance regression test: fails when ranking quality on the judged demo queries drops. */
describe.each(testDatabases())("search relevance on the demo catalogue ($name)", (engine) => {
  let database: Database;
  let report: RelevanceReport;

  beforeAll(async () => {
    database = await engine.open();
    await loadDemo(database.db);
    report = await evaluateRelevance(database.db, DEMO_JUDGED_QUERIES);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await database?.close();
  });

  const explain = () => `\n${formatClassTable(report)}\n\nWorst queries:\n${formatWorstQueries(report, 12)}\n`;

  it("has a well-formed judged set whose every judgment matches a product in the catalogue", () => {
    expect(report.setProblems).toEqual([]);
    expect(report.unmatched, "stale judgments: fix them against the catalogue").toEqual([]);
    expect(DEMO_JUDGED_QUERIES.length).toBeGreaterThanOrEqual(75);
  });

  it(`reaches NDCG@10 of at least ${OVERALL_TARGET} overall`, () => {
    expect(report.overall, explain()).toBeGreaterThanOrEqual(OVERALL_TARGET);
  });

  it.each(["misspelling", "slang"] as const)(`reaches NDCG@10 of at least ${HARD_CLASS_TARGET} on %s`, (cls) => {
    expect(classNdcg(report, cls), explain()).toBeGreaterThanOrEqual(HARD_CLASS_TARGET);
  });

  it("returns nothing at all for queries the catalogue has nothing relevant for", () => {
    const leaks = report.noRelevant.filter((q) => q.total > 0);
    const detail = report.queries
      .filter((q) => q.class === "no-relevant" && q.total > 0)
      .map((q) => `'${q.q}' → ${q.total}: ${q.returned.map((r) => r.name).join(" | ")}`)
      .join("\n");
    expect(leaks, `\n${detail}\n`).toEqual([]);
  });
});
