import type { Merchant } from "./merchant-types.ts";
import { FONT } from "./svg-shapes.ts";

export function logoSvg(m: Merchant): string {
  const words = m.name.replace("&", "&amp;").split(" ");
  const initials = m.name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
  // "Marlow & Finch" stays together on the first line; otherwise one or two words lead.
  const lead = words[1] === "&amp;" ? 3 : words.length > 3 ? 2 : 1;
  const line1 = words.slice(0, lead).join(" ");
  const line2 = words.slice(lead).join(" ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80" width="320" height="80" role="img" aria-label="${m.name.replace("&", "&amp;")} logo">` +
    `<rect width="320" height="80" rx="12" fill="#ffffff"/>` +
    `<rect x="8" y="8" width="64" height="64" rx="14" fill="${m.colour}"/>` +
    `<path d="M20 38l20 -16 20 16" fill="none" stroke="${m.accent}" stroke-width="5" stroke-linejoin="round"/>` +
    `<text x="40" y="62" ${FONT} font-size="20" font-weight="700" text-anchor="middle" fill="#ffffff">${initials}</text>` +
    `<text x="86" y="38" ${FONT} font-size="22" font-weight="700" fill="${m.colour}">${line1}</text>` +
    `<text x="86" y="62" ${FONT} font-size="14" fill="#555b61">${line2}</text></svg>\n`
  );
}

export function logoFiles(merchants: readonly Merchant[]): Record<string, string> {
  return Object.fromEntries(merchants.map((m) => [`${m.slug}.svg`, logoSvg(m)]));
}
