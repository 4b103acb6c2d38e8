import { describe, expect, it } from "vitest";
import { feedItemId, feedRowWarnings, validateFeedRow } from "./validate-feed-row.ts";
import { good, kept, validate } from "./feed-row-test-helpers.ts";

const noCurrency = { feedCurrency: null };

function reasonFor(fields: Record<string, string>, feedCurrency: string | null = null) {
  const result = validate(fields, feedCurrency);
  return result.ok ? "ok" : result.reason;
}

describe("validateFeedRow", () => {
  it("accepts a complete row and normalises its attributes", () => {
    const result = validateFeedRow(
      {
        line: 3,
        item: 2,
        fields: {
          ...good,
          description: "<p>Washed &amp; graded</p>",
          image_link: "https://merchant.example/a1.jpg",
          sale_price: "3.99 GBP",
          availability: "in stock",
          shipping: "GB:::5.00 GBP",
          gtin: " 5012345678900 ",
          item_group_id: "SAND-25",
          color: " Golden ",
        },
      },
      noCurrency,
    );
    expect(result).toEqual({
      ok: true,
      warnings: [],
      row: {
        line: 3,
        id: "A1",
        title: "Sharp Sand 25kg",
        description: "Washed & graded",
        link: "https://merchant.example/p/a1",
        imageLink: "https://merchant.example/a1.jpg",
        price: 4.5,
        salePrice: 3.99,
        saleStartsAt: null,
        saleEndsAt: null,
        availability: "in_stock",
        brand: null,
        gtin: "5012345678900",
        mpn: null,
        productType: null,
        deliveryCost: 5,
        unitPricingMeasure: null,
        itemGroupId: "SAND-25",
        color: "Golden",
        size: null,
        material: null,
        pattern: null,
      },
    });
  });

  it.each([
    [{ ...good, id: " " }, "id missing"],
    [{ ...good, id: "\u0007\u200B" }, "id missing"],
    [{ ...good, title: "" }, "title missing"],
    [{ ...good, title: "x".repeat(151) }, "title over 150 characters"],
    [{ ...good, price: "" }, "price missing"],
    [{ ...good, price: "call for price" }, "price unparseable"],
    [{ ...good, price: "0.00 GBP" }, "price is zero"],
    [{ ...good, price: "-2 GBP" }, "price is negative"],
    [{ ...good, price: "4.50 EUR" }, "price in EUR, not GBP"],
    [{ ...good, price: "€4,50" }, "price in € (not GBP)"],
    [{ ...good, price: "$4.50" }, "price in $ (not GBP)"],
    [{ ...good, link: "" }, "link missing"],
    [{ ...good, link: "/p/a1" }, "link is not an absolute http(s) URL"],
    [{ ...good, link: "javascript:alert(1)" }, "link is not an absolute http(s) URL"],
  ])("rejects %j with its reason", (fields, reason) => {
    expect(reasonFor(fields)).toBe(reason);
  });

  it("keeps a title of exactly 150 characters, counted after cleaning", () => {
    expect(reasonFor({ ...good, title: "x".repeat(150) })).toBe("ok");
    expect(reasonFor({ ...good, title: `<b>${"x".repeat(145)}</b> &amp;` })).toBe("ok");
  });

  it("reads a bare-number price only in the merchant's feed currency", () => {
    // A French shop's `<g:price>69.9</g:price>` and a Singapore shop's `199.00`.
    expect(reasonFor({ ...good, price: "69.9" })).toBe(
      "price has no currency (set the merchant's feed currency with import --currency or merchants set --currency)",
    );
    expect(reasonFor({ ...good, price: "69.9" }, "EUR")).toBe("price in EUR (the merchant's feed currency), not GBP");
    expect(reasonFor({ ...good, price: "199.00" }, "SGD")).toBe("price in SGD (the merchant's feed currency), not GBP");
    expect(kept({ ...good, price: "69.9" }, "GBP").row.price).toBe(69.9);
    expect(kept({ ...good, price: "&pound;12.50" }).row.price).toBe(12.5);
  });

  describe("caps", () => {
    it.each([
      ["id", "x".repeat(51), "id over 50 characters"],
      ["brand", "b".repeat(71), "brand over 70 characters"],
      ["gtin", "1".repeat(51), "gtin over 50 characters"],
      ["mpn", "m".repeat(71), "mpn over 70 characters"],
      ["product_type", "t".repeat(751), "product_type over 750 characters"],
      ["link", `https://merchant.example/${"p".repeat(2000)}`, "link over 2000 characters"],
      ["image_link", `https://merchant.example/${"i".repeat(2000)}`, "image_link over 2000 characters"],
      ["availability", "y".repeat(1001), "availability over 1000 characters before cleaning"],
      ["title", "x".repeat(2001), "title over 2000 characters before cleaning"],
      ["description", "d".repeat(100_001), "description over 100000 characters before cleaning"],
    ])("rejects %s over its cap", (attribute, value, reason) => {
      expect(reasonFor({ ...good, [attribute]: value })).toBe(reason);
    });

    it("rejects a description over 5000 characters after cleaning, in linear time", () => {
      // A 40 KB description of repeated markup: cleaned quickly, then over the cap.
      const forty = "<p>Cement &amp; sand <b>mix</b></p>".repeat(1200);
      expect(forty.length).toBeGreaterThan(40_000);
      const started = performance.now();
      for (let i = 0; i < 50; i++) validate({ ...good, description: forty });
      expect(performance.now() - started).toBeLessThan(3000);
      expect(validate({ ...good, description: forty })).toEqual({
        ok: false,
        reason: "description over 5000 characters",
      });
      // Markup does not count: 9,000 characters of markup around 4,000 of text is kept whole.
      const marked = `<div class="${"x".repeat(9000)}">${"Sand ".repeat(800)}</div>`;
      expect(kept({ ...good, description: marked }).row.description).toHaveLength(3999);
    });
  });

  it("cleans every text attribute: entities, markup, control characters, bidi overrides, zero-width characters", () => {
    const result = kept({
      ...good,
      id: "FR-\u0007001",
      title: "Serre-t&ecirc;te Gyproc&reg; \u202Etnemec\u202C <br>25kg",
      brand: "B&amp;Q\u200B",
      mpn: "MPN\u0007-1",
      product_type: "Bâtiment &gt; Ciment",
      link: "https://merchant.example/p/a1?x=1&amp;y=2",
      unit_pricing_measure: " 25&nbsp;kg ",
    });
    expect(result.row).toMatchObject({
      id: "FR-001",
      title: "Serre-tête Gyproc® tnemec 25kg",
      brand: "B&Q",
      mpn: "MPN-1",
      productType: "Bâtiment > Ciment",
      link: "https://merchant.example/p/a1?x=1&y=2",
      unitPricingMeasure: "25 kg",
    });
  });

  it("rejects a row with a NUL byte in any attribute, naming it, instead of cleaning it", () => {
    // Cleaning would make id "A\u00001" the id "A1" of another item; NUL marks a corrupt stretch of the file.
    expect(reasonFor({ ...good, id: "A\u00001" })).toBe("id contains a NUL byte");
    expect(reasonFor({ ...good, brand: "Ac\u0000me" })).toBe("brand contains a NUL byte");
    expect(reasonFor({ ...good, custom_label_0: "\u0000" })).toBe("custom_label_0 contains a NUL byte");
    expect(reasonFor({ ...good, mpn: "M\u00071" })).toBe("ok");
  });

  it("caps attributes it does not read too", () => {
    expect(reasonFor({ ...good, custom_label_0: "c".repeat(100_000) })).toBe("ok");
    expect(reasonFor({ ...good, custom_label_0: "c".repeat(100_001) })).toBe(
      "custom_label_0 over 100000 characters before cleaning",
    );
  });

  it("drops an image that is not http(s), with a warning", () => {
    const result = kept({ ...good, image_link: "ftp://merchant.example/a1.jpg" });
    expect(result.row.imageLink).toBeNull();
    expect(result.warnings).toEqual(["image_link is not an http(s) URL; image dropped"]);
  });
});

describe("feedRowWarnings", () => {
  it("gives the same warnings as a full validation, for rows the last import already validated", () => {
    const rows = [
      { ...good, availability: "maybe", sale_price: "9 GBP", shipping: "GB:::3" },
      { ...good, description: "x ".repeat(2000), image_link: "data:image/png;base64,AAAA" },
      { ...good, price: "4.50", sale_price: "4.00", sale_price_effective_date: "2026-13-01/2026-13-02" },
      good,
    ];
    for (const fields of rows) {
      for (const currency of [null, "GBP"]) {
        const full = validate(fields, currency);
        const expected = full.ok ? full.warnings : [];
        expect(feedRowWarnings({ line: 1, item: 1, fields }, { feedCurrency: currency })).toEqual(expected);
      }
    }
  });
});

describe("feedItemId", () => {
  it("is the cleaned id, so duplicates are found on what is stored", () => {
    expect(feedItemId({ line: 2, item: 1, fields: { id: " A&amp;B\u0000 " } })).toBe("A&B");
    expect(feedItemId({ line: 2, item: 1, fields: { id: "\u200B" } })).toBeNull();
    expect(feedItemId({ line: 2, item: 1, fields: {} })).toBeNull();
  });
});
