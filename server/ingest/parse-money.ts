import { z } from "zod";

/**
 * Why a money value could not be read as pounds. Nothing is ever converted or assumed: a number without a
 * currency is read in the merchant's configured feed currency or not at all.
 */
export type MoneyProblem =
  | { kind: "missing" }
  | { kind: "unparseable" }
  | { kind: "no-currency" }
  /** `named` is the code or symbol as written; `source` says where the currency came from. */
  | { kind: "not-gbp"; named: string; source: "code" | "symbol" | "feed-currency" };

export type MoneyResult = { ok: true; pounds: number } | { ok: false; problem: MoneyProblem };

/** An operator's feed currency: an ISO 4217 code, stored upper-case. */
export const FeedCurrencySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "currency must be a 3-letter ISO 4217 code, e.g. GBP")
  .transform((code) => code.toUpperCase());

const MAX_MONEY_LENGTH = 100;
// Spaces merchants put between groups or around codes: ordinary, no-break, figure and narrow no-break.
const SPACES = /[\s\u00A0\u2007\u202F]+/g;
// Symbols that name one currency unambiguously enough to name it back; `$` and friends are named as written.
const SYMBOL_CODES: Record<string, string> = { "£": "GBP", "€": "EUR", "₹": "INR", "₩": "KRW", "₽": "RUB" };
const MULTI_CHAR_SYMBOLS = /^(?:[A-Z]{0,3}\$|kr|zł|Kč|Ft|lei|Rs)$/i;

/**
 * Reads Google's `12.50 GBP` and the forms shops really send: `GBP 12.50`, `£12.50`, `12.5GBP`, `gbp 12.50`,
 * `1,234.50 GBP`, `1.234,50 EUR`, `12,50 €`, no-break spaces. `feedCurrency` is the merchant's configured
 * currency for a bare number (null: a bare number is refused). Only GBP amounts come back as pounds.
 */
export function parseMoney(raw: string | undefined, feedCurrency: string | null = null): MoneyResult {
  // Google's own form, which most rows use: read directly (a re-import checks every row's prices again).
  if (raw !== undefined && CANONICAL_GBP.test(raw)) return { ok: true, pounds: roundPence(Number(raw.slice(0, -4))) };
  const text = (raw ?? "").replace(SPACES, " ").trim();
  if (!text) return { ok: false, problem: { kind: "missing" } };
  if (text.length > MAX_MONEY_LENGTH) return { ok: false, problem: { kind: "unparseable" } };
  // Linear: the number part is one run of digits, separators and spaces; the currency sits at either end.
  const match = /^([^\d\s.,+-]*)\s*([+-]?)\s*([^\d\s.,+-]*)\s*(\d[\d.,' ]*)\s*([^\d\s.,]*)$/.exec(text);
  if (!match) return { ok: false, problem: { kind: "unparseable" } };
  const [, before1, sign, before2, digits, after] = match;
  const marks = [before1, before2, after].filter((m): m is string => Boolean(m));
  if (marks.length > 2) return { ok: false, problem: { kind: "unparseable" } };

  const currencies: { named: string; code: string | null; source: "code" | "symbol" }[] = [];
  for (const mark of marks) {
    const currency = readCurrencyMark(mark);
    if (!currency) return { ok: false, problem: { kind: "unparseable" } };
    currencies.push(currency);
  }
  const amount = readAmount(digits!.trim());
  if (amount === null) return { ok: false, problem: { kind: "unparseable" } };

  const foreign = currencies.find((c) => c.code !== "GBP");
  if (foreign) return { ok: false, problem: { kind: "not-gbp", named: foreign.named, source: foreign.source } };
  if (currencies.length === 0) {
    if (!feedCurrency) return { ok: false, problem: { kind: "no-currency" } };
    if (feedCurrency !== "GBP")
      return { ok: false, problem: { kind: "not-gbp", named: feedCurrency, source: "feed-currency" } };
  }
  return { ok: true, pounds: roundPence((sign === "-" ? -1 : 1) * amount) };
}

const CANONICAL_GBP = /^\d{1,9}(?:\.\d{1,4})? GBP$/;
const roundPence = (pounds: number) => Math.round(pounds * 100) / 100;

function readCurrencyMark(mark: string): { named: string; code: string | null; source: "code" | "symbol" } | null {
  if (/^[A-Za-z]{3}$/.test(mark)) return { named: mark.toUpperCase(), code: mark.toUpperCase(), source: "code" };
  if (SYMBOL_CODES[mark]) return { named: mark, code: SYMBOL_CODES[mark], source: "symbol" };
  if (/^\p{Sc}$/u.test(mark) || MULTI_CHAR_SYMBOLS.test(mark)) return { named: mark, code: null, source: "symbol" };
  return null;
}

/**
 * `1234`, `1234.5`, `1,234.50`, `1.234,50`, `1 234,50`, `12,50`, `1'234.50`. The last `.` or `,` is the decimal
 * mark, except that a `,` followed by exactly three digits (and no `.` anywhere) groups thousands: `1,234` is
 * 1234, as UK shops write it. Groups before the decimal mark must be of three digits.
 */
function readAmount(digits: string): number | null {
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  const decimalAt = Math.max(lastDot, lastComma);
  let whole = digits;
  let fraction = "";
  if (decimalAt !== -1) {
    const mark = digits[decimalAt]!;
    const tail = digits.slice(decimalAt + 1);
    const usedOnce = digits.indexOf(mark) === decimalAt;
    const otherMark = digits.includes(mark === "." ? "," : ".");
    // `1,234` and `1,234,567` / `1.234.567` group thousands; a lone `.` is always a decimal point.
    const grouping = tail.length === 3 && !otherMark && (mark === "," || !usedOnce);
    if (!grouping) {
      if (!usedOnce || !/^\d+$/.test(tail)) return null;
      whole = digits.slice(0, decimalAt);
      fraction = tail;
    }
  }
  const groups = whole.split(/[.,' ]/);
  if (groups.some((g) => !/^\d+$/.test(g))) return null;
  if (groups.length > 1 && (groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3))) return null;
  if (new Set(whole.replace(/\d/g, "")).size > 1) return null;
  const value = Number(`${groups.join("")}.${fraction || "0"}`);
  return Number.isFinite(value) ? value : null;
}

const FEED_CURRENCY_HINT = "set the merchant's feed currency with import --currency or merchants set --currency";

/** The reason text for a money problem, naming the attribute and, where there is one, the currency. */
export function describeMoneyProblem(attribute: string, problem: MoneyProblem): string {
  switch (problem.kind) {
    case "missing":
      return `${attribute} missing`;
    case "unparseable":
      return `${attribute} unparseable`;
    case "no-currency":
      return `${attribute} has no currency (${FEED_CURRENCY_HINT})`;
    case "not-gbp":
      if (problem.source === "symbol") return `${attribute} in ${problem.named} (not GBP)`;
      if (problem.source === "feed-currency")
        return `${attribute} in ${problem.named} (the merchant's feed currency), not GBP`;
      return `${attribute} in ${problem.named}, not GBP`;
  }
}

export type ShippingResult = { cost: number | null; warning: string | null };

/**
 * Delivery to GB from `GB:Region:Service:4.99 GBP[,…]` (further `:handling:transit` parts are ignored): the
 * cheapest GB or country-less option. When any such option cannot be read in pounds, delivery is unknown
 * (null) with a warning: a cheapest-of-the-rest would be a guess.
 */
export function parseShipping(raw: string | undefined, feedCurrency: string | null = null): ShippingResult {
  if (!raw?.trim()) return { cost: null, warning: null };
  let best: number | null = null;
  // Entries are comma-separated, but a decimal comma (`4,99 EUR`) is not a new entry: split only where the
  // next entry's `country:` or `:` starts.
  for (const entry of raw.split(/,(?=\s*(?:[A-Za-z]{2})?\s*:)/)) {
    const parts = entry.split(":");
    const country = parts.length >= 4 ? parts[0]!.trim().toUpperCase() : "";
    if (country && country !== "GB" && country !== "UK") continue;
    const money = parseMoney(parts.length >= 4 ? parts[3] : parts[parts.length - 1], feedCurrency);
    if (!money.ok) {
      const problem =
        money.problem.kind === "missing"
          ? "shipping price missing"
          : describeMoneyProblem("shipping price", money.problem);
      return { cost: null, warning: `${problem}; delivery shown as unknown` };
    }
    if (money.pounds < 0) return { cost: null, warning: "shipping price is negative; delivery shown as unknown" };
    if (best === null || money.pounds < best) best = money.pounds;
  }
  return { cost: best, warning: null };
}
