import { describe, expect, it } from "vitest";
import { buildExcerpt, cleanHelpQuery, helpResultsStatus, searchHelpArticles, type ExcerptPart } from "./help-search";
import { HELP_ARTICLES, type HelpArticle } from "~/content/help-articles";

function article(slug: string, title: string, body: string, summary = "A short summary."): HelpArticle {
  return { slug, title, group: "getting-started", summary, sections: [{ heading: "Section", paragraphs: [body] }] };
}

const text = (parts: ExcerptPart[]) => parts.map((p) => p.text).join("");
const marked = (parts: ExcerptPart[]) => parts.filter((p) => p.match).map((p) => p.text);

describe("searchHelpArticles", () => {
  const articles = [
    article("body-only", "Delivery Costs", "Each price alert e-mail has an unsubscribe link."),
    article("title", "Setting Price Alerts", "You cannot set one yet."),
    article("other", "Merchant Verification", "The badge is set by hand."),
  ];

  it("is case-insensitive and ranks title hits above body hits", () => {
    expect(searchHelpArticles(articles, "ALERT").map((r) => r.slug)).toEqual(["title", "body-only"]);
  });

  it("needs every word of the query, wherever it appears", () => {
    expect(searchHelpArticles(articles, "price unsubscribe").map((r) => r.slug)).toEqual(["body-only"]);
    expect(searchHelpArticles(articles, "alerts badge")).toEqual([]);
    expect(searchHelpArticles(articles, "verification hand").map((r) => r.slug)).toEqual(["other"]);
  });

  it("matches the start of words, not the middle", () => {
    expect(searchHelpArticles(articles, "verif").map((r) => r.slug)).toEqual(["other"]);
    expect(searchHelpArticles(articles, "erif")).toEqual([]);
  });

  it("ignores punctuation, apostrophes and accents, and returns nothing for an empty query", () => {
    const withApostrophe = [article("a", "Merchant's Page", "Café prices.")];
    expect(searchHelpArticles(withApostrophe, "merchants")).toHaveLength(1);
    expect(searchHelpArticles(withApostrophe, "cafe")).toHaveLength(1);
    expect(searchHelpArticles(articles, "  ?!  ")).toEqual([]);
    expect(searchHelpArticles(articles, "")).toEqual([]);
  });

  it("ranks more title words first, then more mentions, then article order", () => {
    const list = [
      article("one-mention", "Timber", "Sand once."),
      article("two-mentions", "Timber", "Sand and more sand."),
      article("both-in-title", "Timber and Sand", "Nothing else."),
    ];
    expect(searchHelpArticles(list, "sand timber").map((r) => r.slug)).toEqual([
      "both-in-title",
      "two-mentions",
      "one-mention",
    ]);
  });

  it("finds the real articles by British or American spelling", () => {
    expect(searchHelpArticles(HELP_ARTICLES, "favourites")[0]?.slug).toBe("saving-favorites");
    expect(searchHelpArticles(HELP_ARTICLES, "favorites")[0]?.slug).toBe("saving-favorites");
    expect(searchHelpArticles(HELP_ARTICLES, "star ratings")[0]?.slug).toBe("merchant-ratings");
    expect(searchHelpArticles(HELP_ARTICLES, "verified badge")[0]?.slug).toBe("merchant-verification");
    expect(searchHelpArticles(HELP_ARTICLES, "zzzz")).toEqual([]);
  });

  it("excerpts the block naming the query words, with the words marked", () => {
    const [result] = searchHelpArticles(articles, "unsubscribe");
    expect(text(result!.excerpt)).toBe("Each price alert e-mail has an unsubscribe link.");
    expect(marked(result!.excerpt)).toEqual(["unsubscribe"]);
  });

  it("falls back to the summary when only the title matches", () => {
    const [result] = searchHelpArticles(articles, "merchant");
    expect(text(result!.excerpt)).toBe("A short summary.");
    expect(marked(result!.excerpt)).toEqual([]);
  });
});

describe("buildExcerpt", () => {
  it("cuts long text around the first match at word boundaries", () => {
    const long = `${"word ".repeat(40)}target ${"tail ".repeat(40)}`.trim();
    const parts = buildExcerpt(long, ["target"]);
    const excerpt = text(parts);
    expect(excerpt.startsWith("…word")).toBe(true);
    expect(excerpt.endsWith("tail…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(182);
    expect(marked(parts)).toEqual(["target"]);
  });

  it("starts at the beginning when the match is near it", () => {
    const long = `Target ${"tail ".repeat(60)}`.trim();
    const parts = buildExcerpt(long, ["target"]);
    expect(parts[0]).toEqual({ text: "Target", match: true });
  });
});

describe("cleanHelpQuery", () => {
  it("collapses whitespace, drops control characters and bounds the length", () => {
    expect(cleanHelpQuery("  price \u0000\n history ")).toBe("price history");
    expect(cleanHelpQuery(null)).toBe("");
    expect(cleanHelpQuery("x".repeat(500))).toHaveLength(100);
  });
});

describe("helpResultsStatus", () => {
  it("counts the matches, and says nothing before a search", () => {
    expect(helpResultsStatus("", 0)).toBe("");
    expect(helpResultsStatus("alerts", 0)).toBe('No articles match "alerts".');
    expect(helpResultsStatus("alerts", 1)).toBe('1 article matches "alerts".');
    expect(helpResultsStatus("price", 3)).toBe('3 articles match "price".');
  });
});
