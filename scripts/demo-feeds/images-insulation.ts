import { box, cylinder, FONT, speck, svg } from "./svg-shapes.ts";

export function insulationImages(): Record<string, string> {
  const im: Record<string, string> = {};
  im["insulation-pir"] = svg(
    box(60, 190, 240, 14, 100, "#f1dc97", "#c9ced3", "#e4cc7d") +
      box(60, 176, 240, 14, 100, "#f1dc97", "#c9ced3", "#e4cc7d") +
      box(
        60,
        162,
        240,
        14,
        100,
        "#f1dc97",
        "#d6dadf",
        "#e4cc7d",
        `<text x="230" y="135" ${FONT} font-size="13" font-weight="700" fill="#5c6670" transform="skewX(-40) translate(110 0)" text-anchor="middle">PIR</text>`,
      ),
    "Foil faced PIR insulation boards",
  );
  im["insulation-eps"] = svg(
    box(60, 190, 240, 16, 100, "#fbfbfb", "#ffffff", "#e7e7e7") +
      box(60, 174, 240, 16, 100, "#fbfbfb", "#ffffff", "#e7e7e7") +
      box(60, 158, 240, 16, 100, "#f7f7f7", "#fdfdfd", "#e3e3e3", speck("#dcdcdc", "eps")),
    "Polystyrene insulation boards",
  );
  im["mineral-wool"] = svg(
    box(
      80,
      150,
      220,
      80,
      80,
      "#e7c96a",
      "#efd584",
      "#d6b654",
      `<path d="M86 165q50 -6 100 0t110 0M86 185q50 -6 100 0t110 0M86 205q50 -6 100 0t110 0" stroke="#b8973c" fill="none"/><rect x="80" y="175" width="220" height="26" fill="#fff" opacity=".55"/>`,
    ),
    "Mineral wool slabs",
  );
  im["loft-roll"] = svg(
    cylinder(120, 160, 56, 80, 170, "#f0c948", "#f6d970") +
      `<path d="M120 160m-10 0a10 10 0 1 1 20 0a22 24 0 1 1 -44 0a34 38 0 1 1 68 0" fill="none" stroke="#c79e26" stroke-width="3"/><rect x="180" y="110" width="100" height="100" fill="#ffffffb0"/><text x="230" y="166" ${FONT} font-size="15" font-weight="700" text-anchor="middle" fill="#8a6a10">LOFT ROLL</text>`,
    "Loft insulation roll",
  );
  return im;
}
