import { pick, rngFrom } from "../feed-kit/seeded-random.ts";
import { FONT, plasterboard, sheetStack, svg } from "./svg-shapes.ts";

export function sheetImages(): Record<string, string> {
  const im: Record<string, string> = {};
  const flecks = (() => {
    const r = rngFrom("osb");
    let s = "";
    for (let i = 0; i < 24; i++) {
      // Inside the top face: its left edge runs from (70,204) up to (160,154.5).
      const y = 160 + r() * 40;
      const x = 70 + (204 - y) * (90 / 49.5) + 8 + r() * 185;
      s += `<path d="M${x.toFixed(0)} ${y.toFixed(0)}l${(8 + r() * 14).toFixed(0)} ${(r() * 4 - 2).toFixed(0)}" stroke="${pick(r, ["#b88a4a", "#d4a867", "#9c7238"])}" stroke-width="3"/>`;
    }
    return s;
  })();
  im["osb"] = svg(sheetStack("#d9b26f", "#c79c57", "#b98d4b", flecks), "Stack of OSB boards");
  im["plywood"] = svg(
    sheetStack(
      "#e8cc98",
      "#d9b77a",
      "#caa769",
      `<path d="M70 208h220M70 212h220M70 222h220M70 226h220M70 236h220M70 240h220" stroke="#a67f46" stroke-width="1"/>`,
    ),
    "Stack of plywood sheets",
  );
  im["mdf"] = svg(sheetStack("#c9a77b", "#b8956a", "#a8875d", ""), "Stack of MDF boards");
  im["hardboard"] = svg(sheetStack("#8b5e3c", "#7a5033", "#6b462c", ""), "Stack of hardboard sheets");
  im["chipboard-flooring"] = svg(
    sheetStack(
      "#dcc598",
      "#cdb584",
      "#bda574",
      `<path d="M290 204v38M290 218h6v6h-6" stroke="#9c845a" stroke-width="2" fill="none"/><text x="200" y="180" ${FONT} font-size="12" fill="#7d6b45" transform="skewX(-40) translate(150 0)" text-anchor="middle">P5 T&amp;G</text>`,
    ),
    "Chipboard flooring panels",
  );
  im["plasterboard"] = svg(plasterboard("#e9e7e1", "#5a6b7b", "PLASTERBOARD"), "Stack of plasterboard");
  im["plasterboard-moisture"] = svg(plasterboard("#b9d7b5", "#2f6b3a", "MOISTURE"), "Moisture resistant plasterboard");
  im["plasterboard-fire"] = svg(plasterboard("#efc3c8", "#a1323f", "FIRE"), "Fire resistant plasterboard");
  im["plasterboard-acoustic"] = svg(plasterboard("#bfd0ea", "#2c4f8a", "ACOUSTIC"), "Acoustic plasterboard");
  im["plasterboard-thermal"] = svg(
    sheetStack("#e9e7e1", "#f1d27a", "#e2c160", "") +
      `<text x="225" y="186" ${FONT} font-size="14" font-weight="700" fill="#8a6d12" transform="skewX(-40) translate(150 0)" text-anchor="middle">THERMAL</text>`,
    "Thermal laminate plasterboard",
  );
  return im;
}
