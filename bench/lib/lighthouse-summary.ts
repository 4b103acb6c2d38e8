import type { Result } from "lighthouse";

/**
 * Issue 15's targets. The product page's JavaScript is the compressed bytes transferred on a first view (headers
 * included), as Lighthouse's resource summary counts them: ≤ 120 KB.
 */
export const LIGHTHOUSE_TARGETS = { performance: 0.95, otherCategories: 1, productPageScriptBytes: 120_000 };

const CATEGORIES = [
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["best-practices", "bestPractices"],
  ["seo", "seo"],
] as const;
type ScoreKey = (typeof CATEGORIES)[number][1];

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  displayValue: string | null;
  /** Up to three offending elements or resources, as Lighthouse names them. */
  items: string[];
}

export interface PageAudit {
  path: string;
  httpStatus: number;
  /** 0–1, null when Lighthouse could not score the category. */
  scores: Record<ScoreKey, number | null>;
  metrics: { cls: number | null; lcpMs: number | null; tbtMs: number | null; fcpMs: number | null };
  /** Bytes transferred (compressed, headers included) on first view, from the resource-summary audit. */
  bytes: { script: number | null; total: number | null };
  failingAudits: FailingAudit[];
  pass: boolean;
  error: string | null;
  reportFile: string | null;
}

/** The numbers this project tracks from one Lighthouse report, and whether the page meets its targets. */
export function summariseReport(
  pagePath: string,
  httpStatus: number,
  lhr: Result | null,
  options: { isProductPage: boolean; reportFile: string | null },
): PageAudit {
  const scores = Object.fromEntries(
    CATEGORIES.map(([id, key]) => [key, lhr?.categories[id]?.score ?? null]),
  ) as PageAudit["scores"];
  const numeric = (id: string) => lhr?.audits[id]?.numericValue ?? null;
  const metrics = {
    cls: numeric("cumulative-layout-shift"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    fcpMs: numeric("first-contentful-paint"),
  };
  const bytes = { script: resourceBytes(lhr, "script"), total: resourceBytes(lhr, "total") };
  const error = lhr === null ? "Lighthouse failed (see the log above)" : (lhr.runtimeError?.message ?? null);
  const pass =
    error === null &&
    (scores.performance ?? 0) >= LIGHTHOUSE_TARGETS.performance &&
    scores.accessibility === 1 &&
    scores.bestPractices === 1 &&
    scores.seo === 1 &&
    metrics.cls !== null &&
    Math.round(metrics.cls * 1000) === 0 &&
    (!options.isProductPage || (bytes.script !== null && bytes.script <= LIGHTHOUSE_TARGETS.productPageScriptBytes));
  return {
    path: pagePath,
    httpStatus,
    scores,
    metrics,
    bytes,
    failingAudits: lhr ? failingAudits(lhr) : [],
    pass,
    error,
    reportFile: options.reportFile,
  };
}

/**
 * The run whose performance score is the median of a page's runs (the lower middle one for an even count), so
 * its metrics and audits belong together; a failed run counts as the lowest score. Simulated scores swing on a
 * loaded machine, which is why the bench audits each page several times.
 */
export function medianRun(runs: readonly PageAudit[]): PageAudit {
  if (runs.length === 0) throw new Error("no runs to take the median of");
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Scored audits below 1 in every category that is not perfect: what a developer has to fix. */
export function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const [categoryId] of CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category || category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["informative", "notApplicable", "manual", "error"].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category: categoryId,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? null,
        items: describeItems(audit.details),
      });
    }
  }
  return failing;
}

function resourceBytes(lhr: Result | null, resourceType: string): number | null {
  const items = (lhr?.audits["resource-summary"]?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const row = items?.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === "number" ? row.transferSize : null;
}

/** A checklist's items are an object, not a list: they name no element. */
function describeItems(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return (items as Record<string, unknown>[])
    .slice(0, 3)
    .map((item) => {
      const node = item.node as { selector?: string; snippet?: string } | undefined;
      const source = item.source as { url?: string } | undefined;
      const text = node?.selector ?? node?.snippet ?? item.url ?? source?.url;
      return typeof text === "string" ? text.slice(0, 160) : "";
    })
    .filter((text) => text.length > 0);
}
