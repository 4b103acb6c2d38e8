import path from "node:path";
import { describe, expect, it } from "vitest";
import { ManifestError, parseManifest } from "./import-manifest.ts";

describe("parseManifest", () => {
  const base = path.resolve("/srv/feeds");

  it("reads each feed, resolving relative files against the manifest's folder and keeping URLs", () => {
    const manifest = parseManifest(
      JSON.stringify({
        feeds: [
          { merchant: "harbour-builders", name: "Harbour", sources: ["harbour/a.tsv", "harbour/b.tsv"] },
          { merchant: "fr-shop", currency: "GBP", sources: ["https://example.co.uk/feed.xml"] },
        ],
      }),
      base,
    );
    expect(manifest.problems).toEqual([]);
    expect(manifest.feeds.map((f) => f.feed.sources)).toEqual([
      [path.join(base, "harbour/a.tsv"), path.join(base, "harbour/b.tsv")],
      ["https://example.co.uk/feed.xml"],
    ]);
    expect(manifest.feeds[1]!.feed.currency).toBe("GBP");
  });

  it("keeps a feed's own allowHttp and refuses one that is not true or false", () => {
    const manifest = parseManifest(
      JSON.stringify({
        feeds: [
          { merchant: "old-shop", allowHttp: true, sources: ["http://old-shop.example/feed.csv"] },
          { merchant: "new-shop", sources: ["https://new-shop.example/feed.csv"] },
          { merchant: "odd-shop", allowHttp: "yes", sources: ["http://odd-shop.example/feed.csv"] },
        ],
      }),
      base,
    );
    expect(manifest.feeds.map((f) => [f.feed.merchant, f.feed.allowHttp])).toEqual([
      ["old-shop", true],
      ["new-shop", undefined],
    ]);
    expect(manifest.problems).toEqual([
      { index: 2, merchant: "odd-shop", message: expect.stringMatching(/^allowHttp: /) as unknown },
    ]);
  });

  it("refuses bad entries one by one, naming position, merchant and reason, and keeps the good ones", () => {
    const manifest = parseManifest(
      JSON.stringify({
        feeds: [
          { merchant: "good-one", sources: ["a.tsv"] },
          { merchant: "Bad Slug", sources: ["b.tsv"] },
          { merchant: "no-sources", sources: [] },
          { merchant: "good-one", sources: ["c.tsv"] },
          { merchant: "typo", source: ["d.tsv"] },
          "not an object",
        ],
      }),
      base,
    );
    expect(manifest.feeds.map((f) => f.feed.merchant)).toEqual(["good-one"]);
    expect(manifest.problems.map((p) => [p.index, p.merchant])).toEqual([
      [1, "Bad Slug"],
      [2, "no-sources"],
      [3, "good-one"],
      [4, "typo"],
      [5, null],
    ]);
    expect(manifest.problems[0]!.message).toMatch(/merchant slug must be lower-case/);
    expect(manifest.problems[1]!.message).toMatch(/at least one feed file/);
    expect(manifest.problems[2]!.message).toMatch(/already feed 1/);
    expect(manifest.problems[3]!.message).toMatch(/source/);
  });

  it("refuses a manifest that is not JSON or lists no feeds as a whole", () => {
    expect(() => parseManifest("{ feeds: ", base)).toThrow(ManifestError);
    expect(() => parseManifest(JSON.stringify({ feeds: [] }), base)).toThrow(/at least one feed/);
    expect(() => parseManifest(JSON.stringify([{ merchant: "a" }]), base)).toThrow(/not usable/);
  });
});
