import { skirting, svg } from "./svg-shapes.ts";

export function skirtingImages(): Record<string, string> {
  const im: Record<string, string> = {};
  im["skirting-torus"] = svg(
    skirting("M170 200V80h12q22 6 22 26t-14 22h14v72z", "#fbfaf6", "#b9b4a7", "Torus profile"),
    "Torus skirting board",
  );
  im["skirting-ogee"] = svg(
    skirting("M170 200V80h8q6 18 18 22t12 24h8v74z", "#fbfaf6", "#b9b4a7", "Ogee profile"),
    "Ogee skirting board",
  );
  im["skirting-chamfered"] = svg(
    skirting("M170 200V80h14l22 24v96z", "#fbfaf6", "#b9b4a7", "Chamfered profile"),
    "Chamfered skirting board",
  );
  im["architrave"] = svg(
    skirting("M180 200V110h8q14 4 16 20v70z", "#fbfaf6", "#b9b4a7", "Architrave"),
    "Architrave moulding",
  );
  return im;
}
