import {
  FEED_COLUMNS,
  filledColumns,
  writeDelimited,
  writeRss,
  xmlElement,
  type FeedRow,
} from "../../scripts/feed-kit/feed-writers.ts";
import type { CatalogueProduct } from "./build-catalogue.ts";
import type { MerchantStyle } from "./merchant-styles.ts";
import type { Offer } from "./offers.ts";

const money = (pounds: number) => `${pounds.toFixed(2)} GBP`;

function productType(p: CatalogueProduct, style: MerchantStyle): string {
  const parts = p.type.split(" > ");
  if (style.productTypeStyle === "last") return parts.at(-1)!;
  if (style.productTypeStyle === "erp") return parts.slice(-2).join("/").toUpperCase();
  return p.type;
}

/** An offer as the merchant's export writes it: its availability spelling, HTML or plain descriptions. */
export function feedRow(style: MerchantStyle, p: CatalogueProduct, offer: Offer): FeedRow {
  const description = style.htmlDescriptions
    ? `<p><strong>${offer.title}</strong></p><p>${p.description}</p>`
    : p.description;
  return {
    id: offer.itemId,
    title: offer.title,
    description,
    link: offer.link,
    image_link: offer.imageLink ?? "",
    price: money(offer.price),
    sale_price: offer.salePrice === null ? "" : money(offer.salePrice),
    availability: style.legacyAvailability ? offer.availability.replace("_", " ") : offer.availability,
    brand: offer.brand ?? "",
    gtin: offer.gtin ?? "",
    mpn: offer.mpn ?? "",
    product_type: productType(p, style),
    shipping: offer.shipping ? `GB::${offer.shipping.service}:${money(offer.shipping.price)}` : "",
    unit_pricing_measure: offer.unitMeasure ?? "",
  };
}

/** A benchmark merchant's feed: CRLF on CSV, LF on TSV (both occur in the wild); XML with nested shipping. */
export function writeFeed(rows: readonly FeedRow[], format: "tsv" | "csv" | "xml", channelTitle: string): string {
  const columns = filledColumns(FEED_COLUMNS, rows);
  if (format !== "xml") return writeDelimited(columns, rows, { format, eol: format === "csv" ? "\r\n" : "\n" });
  const channel = {
    title: channelTitle,
    link: "https://example.invalid/",
    description: `${channelTitle} product feed`,
  };
  return writeRss(
    channel,
    rows.map((fields) =>
      columns.flatMap((column) => {
        const value = fields[column];
        if (!value) return [];
        if (column !== "shipping") {
          const core = column === "title" || column === "description" || column === "link";
          return [xmlElement(core ? column : `g:${column}`, value)];
        }
        const [country = "", , service = "", price = ""] = value.split(":");
        return [
          `<g:shipping>${xmlElement("g:country", country)}${xmlElement("g:service", service)}${xmlElement("g:price", price)}</g:shipping>`,
        ];
      }),
    ),
  );
}
