import { describe, expect, it } from "vitest";
import { parseFeedText } from "../../server/ingest/read-feed.server.ts";
import { prepareRows } from "../../server/ingest/prepare-rows.ts";
import { cleanFeedText } from "../../server/ingest/clean-feed-text.ts";

// Issue 16 item 4: "no work grows faster than linearly with a field's length". Ten 40 KB fields and one 400 KB
// field are the same number of characters: linear work costs about the same for both, quadratic work ten times
// as much for the long one. Each side is the median of three CPU-time measurements; the bound (5×) leaves room
// for noise and cache effects (one run measured 0.7–2.6×) and stays well below the 10× of quadratic work.

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[1]!;
}

/** CPU time for one field of 400 KB divided by that for ten fields of 40 KB (same total length). */
function growth(run: (fieldLength: number) => void): number {
  run(40_000); // warm up the JIT and the regular-expression caches
  const short = median([0, 1, 2].map(() => cpuMs(() => Array.from({ length: 10 }, () => run(40_000)))));
  const long = median([0, 1, 2].map(() => cpuMs(() => run(400_000))));
  return long / Math.max(short, 1);
}

const PATTERNS: Record<string, string> = {
  "plain words": "Sharp sand for screeds ",
  "unmatched <": "< 5mm <a <b x ",
  "unclosed comments": "<!-- x ",
  "unclosed script": "<script>var a = 1; ",
  "tags and entities": "<p>Cement &amp;amp; sand <b>mix</b></p> ",
  entities: "&lt;&gt;&#x26;&eacute;&nbsp; ",
  "control and bidi": "a\u0007b\u202Ec\u200Bd ",
  "spaces and lines": "a  \n\n \t b ",
};

const fill = (pattern: string, length: number) => pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);

describe("work linear in a field's length", () => {
  it.each(Object.keys(PATTERNS))("cleanFeedText on %s", (name) => {
    const pattern = PATTERNS[name]!;
    const ratio = growth((length) => {
      cleanFeedText(fill(pattern, length));
      cleanFeedText(fill(pattern, length), { keepLines: true });
    });
    expect(ratio).toBeLessThan(5);
  });

  it.each(["tsv", "csv", "xml"] as const)(
    "parsing and validating a %s feed with one long field per attribute",
    (format) => {
      const attributes = ["title", "description", "brand", "mpn", "product_type", "custom_label_0"];
      const feedWith = (length: number): string => {
        const value = fill("Sharp &amp; sand <b>mix</b> ", length);
        const row = {
          id: "A1",
          price: "3 GBP",
          link: "https://s.example/p",
          ...Object.fromEntries(attributes.map((a) => [a, value])),
        };
        const names = Object.keys(row);
        const values = Object.values(row);
        if (format === "xml") {
          const item = names
            .map((n, i) => `<g:${n}>${values[i]!.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</g:${n}>`)
            .join("");
          return `<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item>${item}</item></channel></rss>`;
        }
        const d = format === "tsv" ? "\t" : ",";
        const cell = (v: string) => (format === "csv" ? `"${v}"` : v);
        return `${names.join(d)}\n${values.map(cell).join(d)}\n`;
      };
      const ratio = growth((length) => {
        const text = feedWith(length);
        const prepared = prepareRows([parseFeedText(text, format)]);
        expect(prepared.rowsRead).toBe(1);
      });
      expect(ratio).toBeLessThan(5);
    },
  );
});
