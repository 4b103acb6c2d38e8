/**
 * The trade view's preference (decision 022): prices shown inc. VAT (the default) or ex. VAT. It lives in one
 * first-party cookie set by POST /preferences/vat, so the server renders the right prices the first time; the
 * page cache keys on `priceDisplayFromCookie` (server/http/page-cache.server.ts). Pure, so the server, the route
 * and the browser share one reading of the cookie.
 */
export const PRICE_DISPLAYS = ["inc-vat", "ex-vat"] as const;

export type PriceDisplay = (typeof PRICE_DISPLAYS)[number];

export const PRICE_DISPLAY_COOKIE = "bc_prices";

/** A year: a builder who asked for trade prices should not have to ask again each visit. */
export const PRICE_DISPLAY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isPriceDisplay(value: unknown): value is PriceDisplay {
  return value === "inc-vat" || value === "ex-vat";
}

/** Reads a Cookie header (or `document.cookie`); a missing or unknown value means prices inc. VAT. */
export function priceDisplayFromCookie(cookies: string | null | undefined): PriceDisplay {
  if (!cookies) return "inc-vat";
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== PRICE_DISPLAY_COOKIE) continue;
    return part.slice(eq + 1).trim() === "ex-vat" ? "ex-vat" : "inc-vat";
  }
  return "inc-vat";
}

/**
 * The Set-Cookie value for a choice. Inc. VAT is the default, so choosing it deletes the cookie rather than
 * keeping one that changes nothing. Not HttpOnly: it holds no secret, and nothing else reads it.
 */
export function priceDisplayCookie(display: PriceDisplay, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return display === "ex-vat"
    ? `${PRICE_DISPLAY_COOKIE}=ex-vat; Max-Age=${PRICE_DISPLAY_MAX_AGE_SECONDS}; ${attributes}`
    : `${PRICE_DISPLAY_COOKIE}=; Max-Age=0; ${attributes}`;
}
