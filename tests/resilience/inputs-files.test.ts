import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadFeedText, parseFeedText } from "../../server/ingest/read-feed.server.ts";

// Issue 16 item 4: a file that is not a feed is refused fast. Before: 20 MB of random bytes took 50 s to refuse
// and printed raw bytes; a 200 MB header line ran 13 minutes. Time is this process's CPU time, which other work
// on the machine does not inflate the way it inflates wall time.

function cpuMs<T>(work: () => T): { result: T; ms: number } {
  const start = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(start);
  return { result, ms: (used.user + used.system) / 1000 };
}

async function cpuMsAsync<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  return { result, ms: (used.user + used.system) / 1000 };
}

function tempFile(name: string, content: Buffer | string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bc-files-")), name);
  fs.writeFileSync(file, content);
  return file;
}

describe("files that are not feeds", () => {
  it("refuses 20 MB of random bytes within a second, without quoting them", async () => {
    const file = tempFile("feed.tsv", randomBytes(20 * 1024 * 1024));
    const { result: error, ms } = await cpuMsAsync(async () => {
      try {
        const feed = await loadFeedText(file);
        parseFeedText(feed.text, feed.formatHint);
        return null;
      } catch (caught) {
        return caught as Error;
      }
    });
    expect(error?.message).toMatch(/^The feed is binary data, not text \(\d+ % of its first 64 KB/);
    expect(ms).toBeLessThan(1000);
  });

  it("refuses a 200 MB header line quickly", () => {
    const text = `id\ttitle\tprice\t${"x".repeat(200 * 1024 * 1024)}\nA1\tSand\t3 GBP\n`;
    for (const hint of ["tsv", null] as const) {
      const { result, ms } = cpuMs(() => {
        try {
          parseFeedText(text, hint);
          return "parsed";
        } catch (caught) {
          return (caught as Error).message;
        }
      });
      expect(result).toBe("The header line is longer than 64 KB: this is not a product feed.");
      expect(ms).toBeLessThan(1000);
    }
  });

  it("refuses a header with more than 500 columns, and accepts 500", () => {
    const header = (n: number) => ["id", "title", ...Array.from({ length: n - 2 }, (_, i) => `c${i}`)].join("\t");
    expect(() => parseFeedText(`${header(501)}\nA1\tSand\n`, "tsv")).toThrow(
      "The header row has 501 columns; a feed has at most 500.",
    );
    expect(parseFeedText(`${header(500)}\nA1\tSand\n`, "tsv").rows).toHaveLength(1);
  });

  it("says a gzip-compressed file is compressed", () => {
    const feed = zlib.gzipSync("id\ttitle\nA1\tSand\n");
    expect(() => parseFeedText(new TextDecoder().decode(feed), null)).toThrow(/gzip-compressed/);
  });

  it("quotes a non-feed header's cells cleaned, never raw control bytes", () => {
    const error = (() => {
      try {
        parseFeedText("\u001b[2Jname\tcolour\u0007\nfoo\tred\n", "tsv");
      } catch (caught) {
        return (caught as Error).message;
      }
      return "";
    })();
    expect(error).toBe(
      'The header row has no "id" and "title" columns (found: "[2Jname", "colour"). Is this a Google Merchant Center feed?',
    );
  });

  it("keeps a real feed with one NUL byte and one undecodable byte: only that row pays", () => {
    const rows = Array.from({ length: 200 }, (_, i) => `A${i}\tSharp sand ${i}\t3.20 GBP`);
    rows[50] = "A50\tSharp\u0000 sand\t3.20 GBP";
    rows[60] = "A60\tSharp \uFFFD sand\t3.20 GBP";
    const feed = parseFeedText(`id\ttitle\tprice\n${rows.join("\n")}\n`, "tsv");
    expect(feed.rows).toHaveLength(200);
  });
});
