import { describe, expect, it } from "vitest";
import { holdMarkup, isDocumentRequest, markupInPage, takeHeldMarkup } from "./held-markup.ts";

describe("markup held for a document's render", () => {
  it("gives the markup back once, by its key", () => {
    const a = holdMarkup("<svg>a</svg>");
    const b = holdMarkup("<svg>b</svg>");
    expect(a).not.toBe(b);
    expect(takeHeldMarkup(b)).toBe("<svg>b</svg>");
    expect(takeHeldMarkup(a)).toBe("<svg>a</svg>");
    expect(takeHeldMarkup(a)).toBeUndefined();
  });

  it("drops what no render took within a minute", () => {
    const stale = holdMarkup("<svg>old</svg>", 1_000);
    const fresh = holdMarkup("<svg>new</svg>", 1_000 + 59_000);
    holdMarkup("<svg>later</svg>", 1_000 + 60_000);
    expect(takeHeldMarkup(stale)).toBeUndefined();
    expect(takeHeldMarkup(fresh)).toBe("<svg>new</svg>");
  });

  it("holds only for a browser's page load, and finds nothing in a page outside the browser", () => {
    const request = (dest?: string) =>
      new Request("https://buildcompare.test/product/1", { headers: dest ? { "Sec-Fetch-Dest": dest } : {} });
    expect(isDocumentRequest(request("document"))).toBe(true);
    expect(isDocumentRequest(request("empty"))).toBe(false);
    expect(isDocumentRequest(request())).toBe(false);
    expect(markupInPage("price-history-figure")).toBeUndefined();
  });
});
