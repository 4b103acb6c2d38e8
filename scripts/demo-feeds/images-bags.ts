import { bag, FONT, stonesBag, svg } from "./svg-shapes.ts";

export function bagImages(): Record<string, string> {
  const im: Record<string, string> = {};
  im["cement-bag"] = svg(bag("#b9bcbf", "#3a3f44", "CEMENT", "25kg", "#c0392b"), "Bag of cement");
  im["concrete-bag"] = svg(bag("#9ea3a8", "#2d3338", "CONCRETE", "20kg", "#2e86c1"), "Bag of concrete mix");
  im["mortar-bag"] = svg(bag("#c9c3b6", "#4a4338", "MORTAR", "20kg", "#7d6b4f"), "Bag of mortar mix");
  im["sand-bag"] = svg(bag("#e3c98f", "#6b5326", "SAND", "25kg", "#b8893a"), "Bag of sand");
  im["aggregate-bag"] = svg(stonesBag("#d8d2c4", "#4e4a42", "GRAVEL"), "Bag of gravel aggregate");
  im["plaster-bag"] = svg(bag("#ece6e8", "#7a2f4b", "PLASTER", "25kg", "#c75b7a"), "Bag of plaster");
  im["bulk-bag"] = svg(
    `<rect x="80" y="238" width="240" height="14" fill="#a9794a"/><rect x="92" y="252" width="22" height="8" fill="#8a5f36"/><rect x="189" y="252" width="22" height="8" fill="#8a5f36"/><rect x="286" y="252" width="22" height="8" fill="#8a5f36"/>` +
      `<path d="M96 96h208l10 142H86z" fill="#fbfbf8" stroke="#cfcfc7" stroke-width="2"/><path d="M96 96Q200 52 304 96z" fill="#d9bd83"/>` +
      `<path d="M100 98q12 -40 28 0M272 98q12 -40 28 0" stroke="#2f6db5" stroke-width="7" fill="none"/>` +
      `<path d="M110 130h180M106 170h188M102 210h196" stroke="#e6e5df" stroke-width="3"/><text x="200" y="192" ${FONT} font-size="18" font-weight="700" text-anchor="middle" fill="#2f6db5">BULK BAG</text>`,
    "Bulk bag on a pallet",
  );
  return im;
}
