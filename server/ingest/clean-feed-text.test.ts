import { describe, expect, it } from "vitest";
import { cleanFeedText, FEED_TEXT_LIMITS, quoteForReason, rawLengthProblem } from "./clean-feed-text.ts";

describe("cleanFeedText", () => {
  it.each([
    ["Serre-t&ecirc;te ajustable", "Serre-tête ajustable"],
    ["Gyproc&reg; WallBoard", "Gyproc® WallBoard"],
    ["Marshalls &amp; Sons", "Marshalls & Sons"],
    ["12&nbsp;mm &#8211; &#x2013; plywood", "12 mm – – plywood"],
    // Exported twice through an HTML escaper: decoded once more because the first pass left an entity.
    ["Caf&amp;eacute; tiles", "Café tiles"],
    // One pass only when the first pass left no entity behind.
    ["AT&amp;T", "AT&T"],
    // Strict: an entity needs its semicolon, so query strings in links survive.
    ["https://shop.example/p?id=1&copy=2&reg=3", "https://shop.example/p?id=1&copy=2&reg=3"],
  ])("decodes entities: %j", (raw, clean) => {
    expect(cleanFeedText(raw)).toBe(clean);
  });

  it("strips tags, keeping block breaks as spaces and dropping script and style content", () => {
    expect(cleanFeedText("<p>Washed &amp; graded</p><ul><li>25 kg</li><li>Dry</li></ul>")).toBe(
      "Washed & graded 25 kg Dry",
    );
    expect(cleanFeedText('<script>alert("x")</script><b>Bold</b>&nbsp;text<br/>more')).toBe("Bold text more");
    expect(cleanFeedText("<style>p{color:red}</style>Plain<!-- note --> text")).toBe("Plain text");
    expect(cleanFeedText("&lt;p&gt;Escaped markup&lt;/p&gt;")).toBe("Escaped markup");
    expect(cleanFeedText("<o:p>Word</o:p> export")).toBe("Word export");
  });

  it("leaves angle brackets that are not HTML as text", () => {
    expect(cleanFeedText("Grade <C24> timber")).toBe("Grade <C24> timber");
    expect(cleanFeedText("gap < 5mm and > 2mm")).toBe("gap < 5mm and > 2mm");
    expect(cleanFeedText("a <b unclosed")).toBe("a <b unclosed");
  });

  it("removes control, bidirectional-override and zero-width characters", () => {
    expect(cleanFeedText("Sharp\u0000 Sand\u0007 25kg")).toBe("Sharp Sand 25kg");
    expect(cleanFeedText("Sand\tand\r\nCement\u0085mix")).toBe("Sand and Cement mix");
    expect(cleanFeedText("Cement \u202Egk52\u202C 25kg")).toBe("Cement gk52 25kg");
    expect(cleanFeedText("\u2066Isolated\u2069 \u200Fmark\u200E \u061Cx")).toBe("Isolated mark x");
    expect(cleanFeedText("zero\u200Bwidth\u200C\u200D\uFEFF")).toBe("zerowidth");
    expect(cleanFeedText("C1\u0080\u009Fcontrols")).toBe("C1controls");
    // Entities cannot smuggle them in either.
    expect(cleanFeedText("a&#x202E;b&#8203;c")).toBe("abc");
  });

  it("collapses whitespace, composes accents (NFC) and never leaves half a surrogate pair", () => {
    expect(cleanFeedText("  Building\u00a0 sand \n\n 25kg  ")).toBe("Building sand 25kg");
    expect(cleanFeedText("Cafe\u0301")).toBe("Café");
    expect(cleanFeedText("x\uD800y")).toBe("x\uFFFDy");
    expect(cleanFeedText(undefined)).toBe("");
  });

  it("stays linear on hostile input (no catastrophic backtracking)", () => {
    const size = 200_000;
    const hostile = [
      "<".repeat(size),
      "<b".repeat(size / 2),
      "<!--".repeat(size / 4),
      "<script>".repeat(size / 8),
      "&amp;".repeat(size / 5),
      "&#".repeat(size / 2),
      "\u0000 ".repeat(size / 2),
      "<p ".repeat(size / 3),
    ];
    for (const text of hostile) {
      const started = performance.now();
      cleanFeedText(text);
      // Quadratic work on 200,000 characters would take minutes; linear takes milliseconds.
      expect(performance.now() - started, JSON.stringify(text.slice(0, 10))).toBeLessThan(2000);
    }
  });
});

describe("rawLengthProblem", () => {
  it("names the first attribute over its raw limit, before any cleaning", () => {
    expect(rawLengthProblem({ title: "x", description: "y".repeat(FEED_TEXT_LIMITS.description.rawMax) })).toBeNull();
    expect(rawLengthProblem({ description: "y".repeat(100_001) })).toBe(
      "description over 100000 characters before cleaning",
    );
    expect(rawLengthProblem({ id: "1".repeat(501), brand: "b".repeat(2000) })).toBe(
      "id over 500 characters before cleaning",
    );
  });
});

describe("quoteForReason", () => {
  it("quotes a cleaned, shortened value", () => {
    expect(quoteForReason("maybe\u0000")).toBe('"maybe"');
    expect(quoteForReason("x".repeat(100))).toBe(`"${"x".repeat(40)}…"`);
  });
});

describe("cleanFeedText with keepLines (descriptions)", () => {
  it("turns block tags and line breaks into single line breaks, and collapses the rest", () => {
    const html =
      "<p>Premium cement.</p><ul><li><strong>Size:</strong> 25 kg</li><li>Trade &amp; retail welcome</li></ul>";
    expect(cleanFeedText(html, { keepLines: true })).toBe("Premium cement.\nSize: 25 kg\nTrade & retail welcome");
    expect(cleanFeedText("one\r\n\r\n   two  \n\t three ", { keepLines: true })).toBe("one\ntwo\nthree");
    expect(cleanFeedText(html)).toBe("Premium cement. Size: 25 kg Trade & retail welcome");
  });
});
