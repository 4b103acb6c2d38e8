export type MoneyResult = { ok: true; pounds: number } | { ok: false; reason: "missing" | "unparseable" | "not-gbp" };

const CURRENCY_SYMBOLS: Record<string, string> = { "£": "GBP", "€": "EUR", $: "USD" };

/** Reads Google's "12.50 GBP" and the variants merchants actually send ("£12.50", "GBP 1,234.5", "12.50"). */
export function parseMoney(raw: string | undefined): MoneyResult {
  const text = (raw ?? "").trim();
  if (!text) return { ok: false, reason: "missing" };
  const match = /^([£€$])?\s*([A-Za-z]{3})?\s*([£€$])?\s*(-?[\d,]*\.?\d+)\s*([A-Za-z]{3})?$/.exec(text);
  if (!match) return { ok: false, reason: "unparseable" };
  const [, symbolBefore, codeBefore, symbolAfter, amount, codeAfter] = match;
  const symbol = symbolBefore ?? symbolAfter;
  const currencies = [codeBefore, codeAfter, symbol ? CURRENCY_SYMBOLS[symbol] : undefined]
    .filter((c): c is string => Boolean(c))
    .map((c) => c.toUpperCase());
  // A bare number is taken as pounds: every merchant we list sells in the UK.
  if (currencies.some((c) => c !== "GBP")) return { ok: false, reason: "not-gbp" };
  if (!/^-?(\d{1,3}(,\d{3})*|\d+)?(\.\d+)?$/.test(amount!)) return { ok: false, reason: "unparseable" };
  const pounds = Number(amount!.replace(/,/g, ""));
  if (!Number.isFinite(pounds)) return { ok: false, reason: "unparseable" };
  return { ok: true, pounds: Math.round(pounds * 100) / 100 };
}

/** Delivery to GB from `GB:Region:Service:4.99 GBP[,…]`; the cheapest GB (or country-less) option. */
export function parseShippingCost(raw: string | undefined): number | null {
  if (!raw?.trim()) return null;
  let best: number | null = null;
  for (const entry of raw.split(",")) {
    const parts = entry.split(":");
    const country = parts.length >= 4 ? parts[0]!.trim().toUpperCase() : "";
    if (country && country !== "GB" && country !== "UK") continue;
    const money = parseMoney(parts[parts.length - 1]);
    if (money.ok && money.pounds >= 0 && (best === null || money.pounds < best)) best = money.pounds;
  }
  return best;
}
