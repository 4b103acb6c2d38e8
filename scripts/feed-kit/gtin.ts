/** An EAN-13 (a GTIN-13) from its first 12 digits: appends the GS1 check digit. */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`ean13 needs 12 digits, got ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** A GTIN-13 as a merchant's export writes it: plain, spaced like a barcode's caption, dashed, or padded to GTIN-14. */
export function formatGtin(gtin: string, how: "plain" | "spaced" | "dashed" | "gtin14" | "none"): string {
  if (how === "gtin14") return `0${gtin}`;
  if (how === "spaced") return `${gtin[0]} ${gtin.slice(1, 7)} ${gtin.slice(7)}`;
  if (how === "dashed") return `${gtin.slice(0, 3)}-${gtin.slice(3, 7)}-${gtin.slice(7, 12)}-${gtin[12]}`;
  return gtin;
}
