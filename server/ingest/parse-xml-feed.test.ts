import { describe, expect, it } from "vitest";
import { parseXmlFeed } from "./parse-xml-feed.ts";
import { FeedFormatError } from "./raw-feed-row.ts";

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Merchant</title>
    <item>
      <g:id>000042</g:id>
      <title>Gyproc WallBoard 12.5mm</title>
      <description><![CDATA[<p>Tapered edge &amp; <b>strong</b></p>]]></description>
      <link>https://example.co.uk/p/42</link>
      <g:price>9.98 GBP</g:price>
      <g:gtin>05012345678900</g:gtin>
      <g:shipping><g:country>GB</g:country><g:price>4.99 GBP</g:price></g:shipping>
    </item>
    <item>
      <g:id>43</g:id>
      <g:title>Sand &amp; Cement</g:title>
    </item>
  </channel>
</rss>`;

describe("parseXmlFeed", () => {
  it("reads RSS items with g: attributes, CDATA, entities and nested shipping", () => {
    const feed = parseXmlFeed(rss);
    expect(feed.format).toBe("xml");
    expect(feed.rows).toHaveLength(2);
    expect(feed.rows[0]).toEqual({
      line: 5,
      item: 1,
      fields: {
        id: "000042",
        title: "Gyproc WallBoard 12.5mm",
        description: "<p>Tapered edge &amp; <b>strong</b></p>",
        link: "https://example.co.uk/p/42",
        price: "9.98 GBP",
        gtin: "05012345678900",
        shipping: "GB:::4.99 GBP",
      },
    });
    expect(feed.rows[1]).toEqual({ line: 14, item: 2, fields: { id: "43", title: "Sand & Cement" } });
  });

  it("reads Atom entries with link href and summary", () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
<entry><g:id>1</g:id><title>Brick</title><link href="https://m.example/p/1"/><summary>Red</summary><g:price>0.80 GBP</g:price></entry>
</feed>`;
    expect(parseXmlFeed(atom).rows).toEqual([
      {
        line: 2,
        item: 1,
        fields: { id: "1", title: "Brick", link: "https://m.example/p/1", description: "Red", price: "0.80 GBP" },
      },
    ]);
  });

  it("numbers items by position, which identifies them when the feed is written on one line", () => {
    const oneLine =
      '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>A</g:id></item><item><g:id>B</g:id></item>' +
      "<item><g:id>C</g:id></item></channel></rss>";
    expect(parseXmlFeed(oneLine).rows.map((r) => [r.line, r.item, r.fields.id])).toEqual([
      [1, 1, "A"],
      [1, 2, "B"],
      [1, 3, "C"],
    ]);
  });

  it("refuses malformed XML and XML that is not a feed", () => {
    expect(() => parseXmlFeed("<rss><channel><item></channel></rss>")).toThrow(FeedFormatError);
    expect(() => parseXmlFeed("<html><body/></html>")).toThrow(/no RSS/);
  });
});
