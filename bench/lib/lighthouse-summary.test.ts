import { describe, expect, it } from "vitest";
import type { Result } from "lighthouse";
import { failingAudits, medianRun, summariseReport, type PageAudit } from "./lighthouse-summary.ts";

type Audit = { score: number | null; scoreDisplayMode?: string; numericValue?: number; details?: unknown };

function fakeReport(scores: Record<string, number>, audits: Record<string, Audit>, refs: Record<string, string[]>) {
  const categories = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      { id, score, auditRefs: (refs[id] ?? []).map((a) => ({ id: a })) },
    ]),
  );
  const full = Object.fromEntries(
    Object.entries(audits).map(([id, a]) => [id, { id, title: `Title of ${id}`, scoreDisplayMode: "binary", ...a }]),
  );
  return { categories, audits: full } as unknown as Result;
}

const perfect = { performance: 0.97, accessibility: 1, "best-practices": 1, seo: 1 };
const metrics = (cls: number, scriptBytes: number): Record<string, Audit> => ({
  "cumulative-layout-shift": { score: 1, numericValue: cls },
  "largest-contentful-paint": { score: 1, numericValue: 1200 },
  "total-blocking-time": { score: 1, numericValue: 30 },
  "resource-summary": {
    score: null,
    scoreDisplayMode: "informative",
    details: {
      items: [
        { resourceType: "script", transferSize: scriptBytes },
        { resourceType: "total", transferSize: 9e5 },
      ],
    },
  },
});

describe("Lighthouse summary", () => {
  it("passes a page at the targets and checks the product page's JavaScript budget", () => {
    const lhr = fakeReport(perfect, metrics(0.0004, 130_000), {});
    const page = summariseReport("/", 200, lhr, { isProductPage: false, reportFile: null });
    expect(page).toMatchObject({
      pass: true,
      scores: { performance: 0.97, accessibility: 1, bestPractices: 1, seo: 1 },
      metrics: { cls: 0.0004, lcpMs: 1200, tbtMs: 30 },
      bytes: { script: 130_000, total: 9e5 },
      error: null,
    });
    expect(summariseReport("/product/1", 200, lhr, { isProductPage: true, reportFile: null }).pass).toBe(false);
    const lean = fakeReport(perfect, metrics(0, 120_000), {});
    expect(summariseReport("/product/1", 200, lean, { isProductPage: true, reportFile: null }).pass).toBe(true);
  });

  it("reports the run with the median performance score, a failed run counting as the lowest", () => {
    const run = (performance: number | null, path: string) =>
      ({ path, scores: { performance, accessibility: 1, bestPractices: 1, seo: 1 } }) as PageAudit;
    expect(medianRun([run(0.97, "a"), run(0.9, "b"), run(0.95, "c")]).path).toBe("c");
    expect(medianRun([run(0.97, "a"), run(null, "b")]).path).toBe("b");
    expect(medianRun([run(0.99, "a"), run(0.9, "b"), run(0.95, "c"), run(0.93, "d")]).path).toBe("d");
    expect(() => medianRun([])).toThrow();
  });

  it("fails on a visible layout shift or a category below target", () => {
    expect(
      summariseReport("/", 200, fakeReport(perfect, metrics(0.002, 1), {}), { isProductPage: false, reportFile: null })
        .pass,
    ).toBe(false);
    const slow = fakeReport({ ...perfect, performance: 0.94 }, metrics(0, 1), {});
    expect(summariseReport("/", 200, slow, { isProductPage: false, reportFile: null }).pass).toBe(false);
    expect(summariseReport("/", 0, null, { isProductPage: false, reportFile: null })).toMatchObject({
      pass: false,
      error: expect.any(String),
    });
  });

  it("names no elements for an audit whose items are a checklist (an object), not a list", () => {
    const checklist = { score: 0, details: { type: "checklist", items: { eagerlyLoaded: { value: false } } } };
    const lhr = fakeReport(
      { performance: 0.5 },
      { "lcp-discovery-insight": checklist },
      { performance: ["lcp-discovery-insight"] },
    );
    expect(failingAudits(lhr).map((a) => [a.id, a.items])).toEqual([["lcp-discovery-insight", []]]);
  });

  it("lists the scored audits below 1 of imperfect categories only, with the offending elements", () => {
    const lhr = fakeReport(
      { accessibility: 0.9, seo: 1 },
      {
        "color-contrast": { score: 0, details: { items: [{ node: { selector: "a.footer-link" } }] } },
        "image-alt": { score: 1 },
        "aria-info": { score: 0, scoreDisplayMode: "informative" },
        "robots-txt": { score: 0 },
      },
      { accessibility: ["color-contrast", "image-alt", "aria-info"], seo: ["robots-txt"] },
    );
    expect(failingAudits(lhr)).toEqual([
      {
        category: "accessibility",
        id: "color-contrast",
        title: "Title of color-contrast",
        score: 0,
        displayValue: null,
        items: ["a.footer-link"],
      },
    ]);
  });
});
