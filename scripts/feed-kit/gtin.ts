/** An EAN-13 (a GTIN-13) from its first 12 digits: appends the GS1 check digit. */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`ean13 needs 12 digits, got ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}
