import { describe, expect, it } from "vitest";
import { toPlainText, validateFeedRow } from "./validate-feed-row.ts";

const good = {
  id: "A1",
  title: "Sharp Sand 25kg",
  price: "4.50 GBP",
  link: "https://merchant.example/p/a1",
};

function reasonFor(fields: Record<string, string>) {
  const result = validateFeedRow({ line: 9, fields });
  return result.ok ? "ok" : result.reason;
}

describe("validateFeedRow", () => {
  it("accepts a complete row and normalises its attributes", () => {
    const result = validateFeedRow({
      line: 3,
      fields: {
        ...good,
        description: "<p>Washed &amp; graded</p>",
        image_link: "ftp://merchant.example/a1.jpg",
        sale_price: "3.99 GBP",
        availability: "in stock",
        shipping: "GB:::5.00 GBP",
        gtin: " 5012345678900 ",
      },
    });
    expect(result).toMatchObject({
      ok: true,
      row: {
        line: 3,
        id: "A1",
        description: "Washed & graded",
        imageLink: null,
        price: 4.5,
        salePrice: 3.99,
        availability: "in_stock",
        deliveryCost: 5,
        gtin: "5012345678900",
      },
    });
  });

  it.each([
    [{ ...good, id: " " }, "id missing"],
    [{ ...good, title: "" }, "title missing"],
    [{ ...good, title: "x".repeat(151) }, "title over 150 characters"],
    [{ ...good, price: "" }, "price missing"],
    [{ ...good, price: "call for price" }, "price unparseable"],
    [{ ...good, price: "0.00 GBP" }, "price is zero"],
    [{ ...good, price: "-2 GBP" }, "price is negative"],
    [{ ...good, price: "4.50 EUR" }, "price not in GBP"],
    [{ ...good, link: "" }, "link missing"],
    [{ ...good, link: "/p/a1" }, "link is not an absolute http(s) URL"],
    [{ ...good, link: "javascript:alert(1)" }, "link is not an absolute http(s) URL"],
  ])("rejects %j with its reason", (fields, reason) => {
    expect(reasonFor(fields)).toBe(reason);
  });

  it("keeps a title of exactly 150 characters", () => {
    expect(reasonFor({ ...good, title: "x".repeat(150) })).toBe("ok");
  });

  it("ignores a sale price that is not below the price or has ended", () => {
    const notLower = validateFeedRow({ line: 1, fields: { ...good, sale_price: "5.00 GBP" } });
    const ended = validateFeedRow({
      line: 1,
      fields: { ...good, sale_price: "3.00 GBP", sale_price_effective_date: "2020-01-01T00:00Z/2020-01-31T00:00Z" },
    });
    expect(notLower.ok && notLower.row.salePrice).toBeNull();
    expect(ended.ok && ended.row.salePrice).toBeNull();
  });
});

describe("toPlainText", () => {
  it("strips markup so descriptions are never rendered as HTML", () => {
    expect(toPlainText('<script>alert("x")</script><b>Bold</b>&nbsp;text<br/>more')).toBe('alert("x")Bold text more');
  });
});
