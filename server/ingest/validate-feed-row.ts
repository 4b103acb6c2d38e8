import { z } from "zod";
import { parseMoney, parseShippingCost } from "./parse-money.ts";
import type { RawFeedRow } from "./raw-feed-row.ts";

export const TITLE_MAX_LENGTH = 150;
const DESCRIPTION_MAX_LENGTH = 5000;

const AVAILABILITY = ["in_stock", "out_of_stock", "preorder", "backorder"] as const;
export type Availability = (typeof AVAILABILITY)[number];

export interface ValidFeedRow {
  line: number;
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  price: number;
  salePrice: number | null;
  availability: Availability;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  productType: string | null;
  deliveryCost: number | null;
  unitPricingMeasure: string | null;
}

const text = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
const optionalText = (value: string | undefined) => text(value) || null;

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Descriptions are plain text: markup is removed here, and React escapes what is left. */
export function toPlainText(value: string | undefined): string {
  return text(
    (value ?? "")
      .replace(/<\s*(br|\/p|\/li|\/div)\s*\/?>/gi, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/gi, " ")
      .replace(/&amp;/gi, "&")
      .replace(/&lt;/gi, "<")
      .replace(/&gt;/gi, ">")
      .replace(/&quot;/gi, '"')
      .replace(/&#39;|&apos;/gi, "'"),
  ).slice(0, DESCRIPTION_MAX_LENGTH);
}

function normaliseAvailability(value: string | undefined): Availability {
  const key = text(value)
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if ((AVAILABILITY as readonly string[]).includes(key)) return key as Availability;
  if (key === "available_for_order") return "backorder";
  // Google's default when the attribute is absent or unknown: in stock.
  return "in_stock";
}

const PRICE_REASONS = {
  missing: "price missing",
  unparseable: "price unparseable",
  "not-gbp": "price not in GBP",
} as const;

const price = z.string().transform((value, ctx) => {
  const money = parseMoney(value);
  if (!money.ok) {
    ctx.addIssue({ code: "custom", message: PRICE_REASONS[money.reason] });
    return z.NEVER;
  }
  if (money.pounds <= 0) {
    ctx.addIssue({ code: "custom", message: money.pounds === 0 ? "price is zero" : "price is negative" });
    return z.NEVER;
  }
  return money.pounds;
});

/** The order of fields is the order of reasons: the first failing rule names the rejection. */
const FeedRowSchema = z.object({
  id: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().min(1, "id missing")),
  title: z
    .string()
    .transform(text)
    .pipe(z.string().min(1, "title missing").max(TITLE_MAX_LENGTH, `title over ${TITLE_MAX_LENGTH} characters`)),
  price,
  link: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().min(1, "link missing").refine(isHttpUrl, "link is not an absolute http(s) URL")),
});

export type RowValidation = { ok: true; row: ValidFeedRow } | { ok: false; reason: string };

export function validateFeedRow({ line, fields }: RawFeedRow): RowValidation {
  const parsed = FeedRowSchema.safeParse({
    id: fields.id ?? "",
    title: fields.title ?? "",
    price: fields.price ?? "",
    link: fields.link ?? "",
  });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? "invalid row" };

  const { id, title, link } = parsed.data;
  const sale = parseSalePrice(fields.sale_price, fields.sale_price_effective_date, parsed.data.price);
  const image = text(fields.image_link);
  return {
    ok: true,
    row: {
      line,
      id,
      title,
      description: toPlainText(fields.description),
      link,
      imageLink: image && isHttpUrl(image) ? image : null,
      price: parsed.data.price,
      salePrice: sale,
      availability: normaliseAvailability(fields.availability),
      brand: optionalText(fields.brand),
      gtin: optionalText(fields.gtin),
      mpn: optionalText(fields.mpn),
      productType: optionalText(fields.product_type),
      deliveryCost: parseShippingCost(fields.shipping),
      unitPricingMeasure: optionalText(fields.unit_pricing_measure),
    },
  };
}

/** A sale price counts only when it is below the price and, if dated, running now. */
function parseSalePrice(raw: string | undefined, effective: string | undefined, regular: number): number | null {
  const money = parseMoney(raw);
  if (!money.ok || money.pounds <= 0 || money.pounds >= regular) return null;
  const range = text(effective);
  if (range.includes("/")) {
    const [from, to] = range.split("/").map((d) => Date.parse(d));
    const now = Date.now();
    if ((from && !Number.isNaN(from) && now < from) || (to && !Number.isNaN(to) && now > to)) return null;
  }
  return money.pounds;
}
