import { decodeHTMLStrict } from "entities";

/**
 * How long each attribute we read may be. `rawMax` is checked on the value as the feed sent it, before any
 * decoding, so a 40 KB field costs one length comparison; `max` on the cleaned value (Google Merchant Center's
 * own limits where it has one). Over either: the row is rejected naming the attribute and the limit.
 */
export const FEED_TEXT_LIMITS = {
  id: { max: 50, rawMax: 500 },
  title: { max: 150, rawMax: 2000 },
  description: { max: 5000, rawMax: 100_000 },
  link: { max: 2000, rawMax: 4000 },
  image_link: { max: 2000, rawMax: 4000 },
  price: { max: 1000, rawMax: 1000 },
  sale_price: { max: 1000, rawMax: 1000 },
  sale_price_effective_date: { max: 1000, rawMax: 1000 },
  availability: { max: 1000, rawMax: 1000 },
  // A shipping value lists every country and service (Google allows 100 entries), so it may run longer.
  shipping: { max: 5000, rawMax: 5000 },
  brand: { max: 70, rawMax: 1000 },
  gtin: { max: 50, rawMax: 500 },
  mpn: { max: 70, rawMax: 1000 },
  product_type: { max: 750, rawMax: 5000 },
  unit_pricing_measure: { max: 100, rawMax: 1000 },
  // Variant attributes: what tells one member of an item group from another (matching keeps them apart).
  item_group_id: { max: 50, rawMax: 500 },
  color: { max: 100, rawMax: 1000 },
  size: { max: 100, rawMax: 1000 },
  material: { max: 200, rawMax: 1000 },
  pattern: { max: 100, rawMax: 1000 },
} as const satisfies Record<string, { max: number; rawMax: number }>;

export type FeedTextAttribute = keyof typeof FEED_TEXT_LIMITS;

/**
 * Attributes we do not read (custom labels, extra image links…) are hashed with the row but never cleaned or
 * stored; they still have a cap, so no attribute of a row is unbounded (issue 16 item 4).
 */
export const OTHER_ATTRIBUTE_RAW_MAX = 100_000;

/** The first attribute whose raw value is over its raw limit, as a rejection reason; null when all fit. */
export function rawLengthProblem(fields: Readonly<Record<string, string>>): string | null {
  for (const [name, limit] of Object.entries(FEED_TEXT_LIMITS)) {
    const value = fields[name];
    if (value !== undefined && value.length > limit.rawMax)
      return `${name} over ${limit.rawMax} characters before cleaning`;
  }
  for (const [name, value] of Object.entries(fields)) {
    if (value.length > OTHER_ATTRIBUTE_RAW_MAX && !(name in FEED_TEXT_LIMITS))
      return `${attributeForReason(name)} over ${OTHER_ATTRIBUTE_RAW_MAX} characters before cleaning`;
  }
  return null;
}

/**
 * A NUL byte anywhere in a row: the row is rejected, not cleaned. NUL never belongs in feed text; it marks a
 * corrupt or binary stretch of the file, and removing it could turn id `A\u00001` into another item's `A1`.
 * (Other control characters are still removed by `cleanFeedText`.) PostgreSQL cannot store NUL in text either.
 */
export function nulByteProblem(fields: Readonly<Record<string, string>>): string | null {
  for (const [name, value] of Object.entries(fields)) {
    if (value.includes("\u0000")) return `${attributeForReason(name)} contains a NUL byte`;
  }
  return null;
}

/** An attribute name from the feed's header, as a reason may quote it: cleaned and short. */
function attributeForReason(name: string): string {
  const clean = cleanFeedText(name.slice(0, 200));
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean || "(unnamed attribute)";
}

/**
 * Feed text as we store and show it: every HTML entity decoded (a second time only when the first pass
 * produced another entity, as in `&amp;eacute;`), HTML tags removed (block tags leave a space so words
 * stay apart, or a line break with `keepLines`; script and style lose their content), control, bidirectional-override and zero-width
 * characters removed, whitespace collapsed, NFC. Every step is a single pass over the text: no backtracking.
 */
export function cleanFeedText(raw: string | undefined, options: CleanOptions = {}): string {
  if (!raw) return "";
  // Most values are plain printable ASCII with single spaces: nothing to do, and this test is one cheap scan.
  if (!NEEDS_CLEANING.test(raw)) return raw;
  let text = raw;
  if (text.includes("&")) {
    const once = decodeHTMLStrict(text);
    text = once !== text && ENTITY.test(once) ? decodeHTMLStrict(once) : once;
  }
  text = text.replace(INVISIBLE, "").replace(LINE_LIKE, options.keepLines ? "\n" : " ");
  if (text.includes("<")) text = stripTags(text, options.keepLines ? "\n" : " ");
  const collapsed = options.keepLines
    ? text
        .replace(/[^\S\n]+/g, " ")
        .replace(/ ?\n[\s]*/g, "\n")
        .trim()
    : text.replace(/\s+/g, " ").trim();
  return collapsed.normalize("NFC").replace(LONE_SURROGATE, "\uFFFD");
}

export interface CleanOptions {
  /**
   * Descriptions keep their line breaks (a block tag or a line break in the feed becomes one "\n"): the
   * product page shows them, and they are where one merchant's repeated lines end (feed-boilerplate.ts).
   */
  keepLines?: boolean;
}

/** A value quoted inside a reason: cleaned (no NUL or bidi tricks reach the report) and short. */
export function quoteForReason(raw: string): string {
  const clean = cleanFeedText(raw.slice(0, 200));
  return `"${clean.length > 40 ? `${clean.slice(0, 40)}…` : clean}"`;
}

const NEEDS_CLEANING = /[^\x21-\x7E ]|[&<]| {2}|^ | $/;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;
// C0 and C1 controls except tab, LF, CR (whitespace, collapsed later) and NEL (a line break, made a space);
// bidi marks, embeddings, overrides and isolates; zero-width space/joiners and the BOM.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const LINE_LIKE = /\u0085/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Tags after which text starts on a new line in a browser: they become a space. */
const BLOCK_TAGS = new Set(
  (
    "address article aside blockquote br caption dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header " +
    "hr li main nav ol p pre section table tbody td tfoot th thead tr ul"
  ).split(" "),
);
/** Tags removed without a space. Anything else in angle brackets (`<C24>`, `< 5mm`) is text and stays. */
const INLINE_TAGS = new Set(
  (
    "a abbr area b bdi bdo big body button center cite code col colgroup del em embed font form head html i img " +
    "input ins kbd label link map mark meta nobr object option param picture q s select small source span " +
    "strike strong sub sup svg textarea time tt u var video audio wbr canvas iframe"
  ).split(" "),
);
/** Elements whose content is code, not text. */
const DROP_CONTENT = new Set(["script", "style", "template", "noscript"]);

/**
 * Removes HTML tags in one left-to-right pass. The searches for `>`, `-->` and closing tags only ever move
 * forward and remember a miss, so text full of unmatched `<` stays linear.
 */
function stripTags(text: string, blockBreak: string): string {
  let out = "";
  let cursor = 0;
  let nextGt = -2; // -2: not searched yet; -1: no '>' at or after the last search point
  const gtFrom = (from: number) => {
    if (nextGt === -1) return -1;
    if (nextGt < from) nextGt = text.indexOf(">", from);
    return nextGt;
  };
  while (cursor < text.length) {
    const lt = text.indexOf("<", cursor);
    if (lt === -1) break;
    out += text.slice(cursor, lt);
    const tag = readTag(text, lt, gtFrom);
    if (!tag) {
      out += "<";
      cursor = lt + 1;
      continue;
    }
    if (tag.space) out += blockBreak;
    cursor = tag.end;
    if (tag.dropUntil) {
      const close = new RegExp(`</${tag.dropUntil}\\s*>`, "gi");
      close.lastIndex = cursor;
      const found = close.exec(text);
      cursor = found ? found.index + found[0].length : text.length;
    }
  }
  return out + text.slice(cursor);
}

interface Tag {
  end: number;
  space: boolean;
  dropUntil?: string;
}

function readTag(text: string, lt: number, gtFrom: (from: number) => number): Tag | null {
  const next = text[lt + 1];
  if (next === "!" && text.startsWith("<!--", lt)) {
    const close = text.indexOf("-->", lt + 4);
    return { end: close === -1 ? text.length : close + 3, space: false };
  }
  if (next === "!" || next === "?") {
    const gt = gtFrom(lt);
    return gt === -1 ? null : { end: gt + 1, space: false };
  }
  const closing = next === "/";
  let i = lt + (closing ? 2 : 1);
  const start = i;
  while (i < text.length && i - start <= 20 && /[A-Za-z0-9:-]/.test(text[i]!)) i++;
  const name = text.slice(start, i).toLowerCase();
  if (!/^[a-z]/.test(name)) return null;
  // Word's `<o:p>` and other namespaced tags are markup too.
  const known = BLOCK_TAGS.has(name) || INLINE_TAGS.has(name) || DROP_CONTENT.has(name) || name.includes(":");
  if (!known || (i < text.length && !/[\s/>]/.test(text[i]!))) return null;
  const gt = gtFrom(i);
  if (gt === -1) return null;
  return {
    end: gt + 1,
    space: BLOCK_TAGS.has(name),
    dropUntil: !closing && DROP_CONTENT.has(name) && text[gt - 1] !== "/" ? name : undefined,
  };
}
