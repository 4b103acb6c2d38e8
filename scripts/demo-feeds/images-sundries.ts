import { FONT, svg } from "./svg-shapes.ts";

export function sundryImages(): Record<string, string> {
  const im: Record<string, string> = {};
  im["sealant"] = svg(
    `<rect x="120" y="120" width="200" height="56" rx="8" fill="#f5f5f2" stroke="#b4b4ad" stroke-width="2"/><path d="M320 136l50 8v8l-50 8z" fill="#e1e1da"/><rect x="96" y="126" width="24" height="44" fill="#2f6db5"/><rect x="170" y="132" width="100" height="32" fill="#2f6db5"/><text x="220" y="154" ${FONT} font-size="14" font-weight="700" text-anchor="middle" fill="#fff">SEAL</text>`,
    "Sealant cartridge",
  );
  im["tub"] = svg(
    `<path d="M130 90h140l-14 160H144z" fill="#f4f4f1" stroke="#b4b4ad" stroke-width="2"/><rect x="124" y="82" width="152" height="16" rx="4" fill="#2f6db5"/><rect x="146" y="140" width="108" height="60" rx="6" fill="#2f6db5"/><text x="200" y="177" ${FONT} font-size="18" font-weight="700" text-anchor="middle" fill="#fff">5L</text>`,
    "Tub of building chemical",
  );
  im["placeholder"] = svg(
    `<rect x="130" y="90" width="140" height="104" rx="10" fill="none" stroke="#b9b4a7" stroke-width="6"/><circle cx="170" cy="125" r="12" fill="#cfcabd"/><path d="M138 186l40 -40 30 28 20 -16 34 28z" fill="#cfcabd"/><text x="200" y="232" ${FONT} font-size="16" text-anchor="middle" fill="#8a8578">No image available</text>`,
    "No image available",
  );
  return im;
}
