import { z } from "zod";
import { cleanFeedText, FEED_TEXT_LIMITS, nulByteProblem, rawLengthProblem } from "./clean-feed-text.ts";
import { describeMoneyProblem, parseMoney } from "./parse-money.ts";
import { readOfferTerms, type Availability } from "./read-offer-terms.ts";
import type { RawFeedRow } from "./raw-feed-row.ts";

export type { Availability } from "./read-offer-terms.ts";

// Bump it whenever these rules change what a row becomes (or which warnings it gets).
export { FEED_RULES_VERSION } from "./feed-rules-version.ts";

export const TITLE_MAX_LENGTH = FEED_TEXT_LIMITS.title.max;

export interface ValidFeedRow {
  line: number;
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  price: number;
  /** Below `price`; null when there is no sale or it could not be read (a warning says why). */
  salePrice: number | null;
  /** The sale's window (ISO 8601 instants); both null for a sale that always runs. */
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  availability: Availability;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  productType: string | null;
  deliveryCost: number | null;
  unitPricingMeasure: string | null;
  /** Variant attributes (Google's item_group_id, color, size, material, pattern): they keep variants apart. */
  itemGroupId: string | null;
  color: string | null;
  size: string | null;
  material: string | null;
  pattern: string | null;
}

/** What a row is read with besides its own text: the merchant's feed currency for bare numbers (null: none). */
export interface RowContext {
  feedCurrency: string | null;
}

export type RowValidation = { ok: true; row: ValidFeedRow; warnings: string[] } | { ok: false; reason: string };

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const overLimit = (name: keyof typeof FEED_TEXT_LIMITS) =>
  `${name} over ${FEED_TEXT_LIMITS[name].max} characters` as const;

const cleanText = (name: "id" | "title" | "link", missing: string) =>
  z
    .string()
    .transform((value) => cleanFeedText(value))
    .pipe(z.string().min(1, missing).max(FEED_TEXT_LIMITS[name].max, overLimit(name)));

/** The order of fields is the order of reasons: the first failing rule names the rejection. */
function buildRowSchema(feedCurrency: string | null) {
  return z.object({
    id: cleanText("id", "id missing"),
    title: cleanText("title", "title missing"),
    price: z.string().transform((value, ctx) => {
      const money = parseMoney(cleanFeedText(value), feedCurrency);
      if (!money.ok) {
        ctx.addIssue({ code: "custom", message: describeMoneyProblem("price", money.problem) });
        return z.NEVER;
      }
      if (money.pounds <= 0) {
        ctx.addIssue({ code: "custom", message: money.pounds === 0 ? "price is zero" : "price is negative" });
        return z.NEVER;
      }
      return money.pounds;
    }),
    link: cleanText("link", "link missing").refine(isHttpUrl, "link is not an absolute http(s) URL"),
  });
}

const schemas = new Map<string | null, ReturnType<typeof buildRowSchema>>();
const rowSchema = (feedCurrency: string | null) => {
  let schema = schemas.get(feedCurrency);
  if (!schema) schemas.set(feedCurrency, (schema = buildRowSchema(feedCurrency)));
  return schema;
};

const OPTIONAL_TEXT = {
  brand: "brand",
  gtin: "gtin",
  mpn: "mpn",
  productType: "product_type",
  unitPricingMeasure: "unit_pricing_measure",
  itemGroupId: "item_group_id",
  color: "color",
  size: "size",
  material: "material",
  pattern: "pattern",
} as const;

/** Cleans and checks one row. Rejected rows get one reason; kept rows may carry warnings (what we could not read). */
export function validateFeedRow({ line, fields }: RawFeedRow, context: RowContext): RowValidation {
  // Both checks are one scan of each raw value: a 400 KB attribute costs a length comparison, nothing more.
  const unreadable = rawLengthProblem(fields) ?? nulByteProblem(fields);
  if (unreadable) return { ok: false, reason: unreadable };
  const parsed = rowSchema(context.feedCurrency).safeParse({
    id: fields.id ?? "",
    title: fields.title ?? "",
    price: fields.price ?? "",
    link: fields.link ?? "",
  });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? "invalid row" };

  const optional = {} as Record<keyof typeof OPTIONAL_TEXT, string | null>;
  for (const [key, name] of Object.entries(OPTIONAL_TEXT) as [
    keyof typeof OPTIONAL_TEXT,
    keyof typeof FEED_TEXT_LIMITS,
  ][]) {
    const value = cleanFeedText(fields[name]);
    if (value.length > FEED_TEXT_LIMITS[name].max) return { ok: false, reason: overLimit(name) };
    optional[key] = value || null;
  }
  const image = readImageLink(fields.image_link);
  if (image.reason) return { ok: false, reason: image.reason };

  const description = readDescription(fields.description);
  if (description.reason) return { ok: false, reason: description.reason };
  const terms = readOfferTerms(fields, parsed.data.price, context.feedCurrency);
  const warnings = [image.warning, ...terms.warnings].filter((w): w is string => w !== null);
  return {
    ok: true,
    warnings,
    row: {
      line,
      id: parsed.data.id,
      title: parsed.data.title,
      description: description.text,
      link: parsed.data.link,
      imageLink: image.url,
      price: parsed.data.price,
      salePrice: terms.salePrice,
      saleStartsAt: terms.saleStartsAt,
      saleEndsAt: terms.saleEndsAt,
      availability: terms.availability,
      brand: optional.brand,
      gtin: optional.gtin,
      mpn: optional.mpn,
      productType: optional.productType,
      deliveryCost: terms.deliveryCost,
      unitPricingMeasure: optional.unitPricingMeasure,
      itemGroupId: optional.itemGroupId,
      color: optional.color,
      size: optional.size,
      material: optional.material,
      pattern: optional.pattern,
    },
  };
}

/**
 * The warnings `validateFeedRow` gives a row already validated by the last import, without redoing the
 * expensive part (cleaning its long texts): an unchanged re-import reports the same warnings cheaply.
 */
export function feedRowWarnings({ fields }: RawFeedRow, context: RowContext): string[] {
  const price = parseMoney(cleanFeedText(fields.price), context.feedCurrency);
  if (!price.ok) return [];
  const image = readImageLink(fields.image_link).warning;
  const terms = readOfferTerms(fields, price.pounds, context.feedCurrency);
  return [image, ...terms.warnings].filter((w): w is string => w !== null);
}

/** The item id as stored: cleaned like every other text, so duplicate checks compare what is stored. */
export function feedItemId(raw: RawFeedRow): string | null {
  const id = raw.fields.id;
  if (!id || id.length > FEED_TEXT_LIMITS.id.rawMax) return null;
  return cleanFeedText(id) || null;
}

/** Description text as stored; over its cap the row is rejected (issue: every text attribute has one). */
function readDescription(raw: string | undefined): { text: string; reason: string | null } {
  const text = cleanFeedText(raw, { keepLines: true });
  return { text, reason: text.length > FEED_TEXT_LIMITS.description.max ? overLimit("description") : null };
}

function readImageLink(raw: string | undefined): { url: string | null; warning: string | null; reason?: string } {
  const url = cleanFeedText(raw);
  if (!url) return { url: null, warning: null };
  if (url.length > FEED_TEXT_LIMITS.image_link.max)
    return { url: null, warning: null, reason: overLimit("image_link") };
  if (!isHttpUrl(url)) return { url: null, warning: "image_link is not an http(s) URL; image dropped" };
  return { url, warning: null };
}
