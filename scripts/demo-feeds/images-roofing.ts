import { cylinder, roofTiles, svg } from "./svg-shapes.ts";

export function roofingImages(): Record<string, string> {
  const im: Record<string, string> = {};
  im["roof-tile"] = svg(roofTiles("#8d4a3a", "#7a3e30"), "Concrete roof tiles");
  im["roof-slate"] = svg(roofTiles("#4d5560", "#3f4650"), "Natural roofing slates");
  im["ridge-tile"] = svg(
    `<path d="M60 220v-20a90 70 0 0 1 280 0v20z" fill="#7d4436"/><path d="M60 200a90 70 0 0 1 280 0" fill="none" stroke="#5f3127" stroke-width="6"/><path d="M80 220v-18a70 52 0 0 1 240 0v18z" fill="#a35a48"/>`,
    "Roof ridge tile",
  );
  im["roofing-felt"] = svg(
    cylinder(120, 170, 40, 60, 190, "#2f3337", "#44494f") +
      `<circle cx="120" cy="170" r="8" fill="#1e2124"/><path d="M160 230h180v20H160z" fill="#2f3337"/>`,
    "Roll of roofing felt",
  );
  im["roof-membrane"] = svg(
    cylinder(120, 170, 40, 60, 200, "#dfe7ef", "#f4f7fa", "#b8c4cf") +
      `<path d="M170 140h140M170 170h140M170 200h140" stroke="#2f6db5" stroke-width="3"/><circle cx="120" cy="170" r="8" fill="#9fb0c0"/>`,
    "Roll of breathable roof membrane",
  );
  return im;
}
