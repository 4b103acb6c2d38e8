import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeFailure, failingFeedEmail, oneLine, rejectionJumpEmail } from "./feed-notices.ts";

describe("oneLine", () => {
  it("replaces control characters (terminal escapes, CR/LF, NUL) and bounds the length", () => {
    expect(oneLine("bad\u001b[31mred\r\nforged: line\u0000end")).toBe("bad [31mred forged: line end");
    expect(oneLine("x".repeat(20), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("describeFailure", () => {
  it("names a database error by its cause, never the statement's parameters", () => {
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const wrapped = new DrizzleQueryError("insert into offers values ($1)", ["2 MB of feed row"], cause);
    expect(describeFailure(wrapped)).toBe('database error: invalid byte sequence for encoding "UTF8": 0x00');
    expect(describeFailure(new Error("Could not download https://x/feed: HTTP 503."))).toBe(
      "Could not download https://x/feed: HTTP 503.",
    );
  });
});

describe("operator e-mails", () => {
  it("say which feed failed, why and when it is tried again, on safe lines", () => {
    const feed = { merchantSlug: "harbour", url: "https://feeds.example/harbour.tsv?key=secret" };
    const email = failingFeedEmail("ops@example.com", feed, {
      failures: 3,
      error: "HTTP 503\r\nBcc: victim@example.com",
      retryAt: new Date("2026-12-02T07:00:00Z"),
    });
    expect(email).toMatchObject({ kind: "feed-failing", to: "ops@example.com" });
    expect(email.text).toContain("Last error: HTTP 503 Bcc: victim@example.com");
    expect(email.text).toContain("Next attempt: 2026-12-02T07:00:00.000Z");
    expect(email.text).toContain("(https://feeds.example/harbour.tsv?…)");
    expect(email.text).not.toContain("secret");
  });

  it("list the commonest rejection reasons first", () => {
    const email = rejectionJumpEmail(
      "ops@example.com",
      { merchantSlug: "harbour", url: "https://feeds.example/h.tsv" },
      {
        latest: { rowsRead: 1000, rowsRejected: 300, rowsWarned: 0 },
        usualShare: 0.02,
        rejectedByReason: { "price missing": 20, "id missing": 280 },
      },
    );
    expect(email.subject).toBe("Feed of harbour: 300 of 1000 rows rejected");
    expect(email.text).toMatch(/30\.0 %\); it usually rejects 2\.0 %/);
    expect(email.text.indexOf("280 × id missing")).toBeLessThan(email.text.indexOf("20 × price missing"));
  });
});
