/**
 * GTIN/EAN/UPC and MPN normalisation. Identifiers are handled as strings end to
 * end: parsing them as numbers drops the leading zeros that GTIN-14 and UPC rely on.
 */

const VALID_LENGTHS = new Set([8, 12, 13, 14]);

/** GS1 mod-10 check over all digits except the last. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Digits only, left-padded to 14, with a valid check digit; otherwise null.
 * All-zero and obviously placeholder codes are rejected: feeds use them for "no GTIN",
 * and keying on them would merge every such offer into one product.
 */
export function toGtin14(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const trimmed = String(raw).trim();
  if (!trimmed || /[a-z]/i.test(trimmed)) return null;
  const digits = trimmed.replace(/[\s\-.]/g, "");
  if (!/^\d+$/.test(digits) || !VALID_LENGTHS.has(digits.length)) return null;
  const padded = digits.padStart(14, "0");
  if (/^0+$/.test(padded) || /^(\d)\1+$/.test(digits)) return null;
  const expected = gtinCheckDigit(padded.slice(0, 13));
  return expected === Number(padded[13]) ? padded : null;
}

/**
 * Upper-case, separators removed. MPNs that are really placeholders ("N/A", "0")
 * or that merely repeat a GTIN are dropped because they carry no manufacturer identity.
 */
export function normaliseMpn(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const cleaned = String(raw)
    .toUpperCase()
    .replace(/[\s\-_./\\]/g, "");
  if (cleaned.length < 3 || /^(NA|NONE|NULL|UNKNOWN|TBC|0+)$/.test(cleaned)) return null;
  if (/^\d{8,14}$/.test(cleaned) && toGtin14(cleaned)) return null;
  return cleaned;
}

/**
 * Two normalised MPNs of one maker that name the same part: equal, or one is the other behind a short
 * letters-only prefix a merchant adds for its supplier ("TARBC19487" for Tarmac's "BC19487").
 */
export function sameMpn(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return (
    short.length >= 4 && /\d/.test(short) && long.endsWith(short) && /^[A-Z]{1,4}$/.test(long.slice(0, -short.length))
  );
}
