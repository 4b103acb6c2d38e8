import type { BrandKey } from "./brands.ts";
import type { AddProduct } from "./catalogue-types.ts";

export function addInsulationProducts(add: AddProduct): void {
  const pir = (brand: BrandKey, id: string, line: [string, string], rows: [number, number][]) => {
    for (const [th, p] of rows) {
      add({
        key: `ins-pir-${id}-${th}-2400x1200`,
        cat: "insulation",
        type: ["Insulation", "PIR Insulation Board"],
        brand,
        line,
        core: ["PIR Insulation Board", "PIR Board", "Rigid PIR Insulation Board Foil Faced"],
        size: { t: "sheet", th, w: 1200, l: 2400 },
        price: p,
        image: "insulation-pir",
        desc: `Foil-faced rigid polyisocyanurate (PIR) insulation board, ${th} mm, 2400 x 1200 mm, thermal conductivity 0.022 W/mK. For floors, walls and pitched roofs.`,
      });
    }
  };
  pir(
    "kingspan",
    "kingspan-tp10",
    ["Thermapitch TP10", "TP10"],
    [
      [25, 19.9],
      [50, 32.4],
      [75, 45.8],
      [100, 56.5],
      [120, 66.9],
      [150, 82.4],
    ],
  );
  pir(
    "celotex",
    "celotex-ga4000",
    ["GA4000", "GA4000"],
    [
      [25, 19.2],
      [50, 31.5],
      [75, 44.4],
      [100, 54.9],
      [150, 79.9],
    ],
  );
  pir(
    "recticel",
    "recticel-eurothane-gp",
    ["Eurothane GP", "Eurothane GP"],
    [
      [50, 30.4],
      [100, 53.2],
      [120, 62.5],
    ],
  );
  const roll = (brand: BrandKey, id: string, line: [string, string], th: number, area: number, p: number) =>
    add({
      key: `ins-loft-roll-${id}-${th}`,
      cat: "insulation",
      type: ["Insulation", "Loft Roll"],
      brand,
      line,
      core: ["Loft Insulation Roll", "Loft Roll", "Glass Mineral Wool Loft Roll"],
      size: { t: "roll", th, area },
      price: p,
      image: "loft-roll",
      desc: `Glass mineral wool loft insulation roll, ${th} mm thick, ${area} m² per roll. Non-combustible (Euroclass A1), compression packed.`,
    });
  roll("knaufIns", "knauf-earthwool-44", ["Earthwool Loft Roll 44", "Earthwool 44"], 100, 11.63, 27.5);
  roll("knaufIns", "knauf-earthwool-44", ["Earthwool Loft Roll 44", "Earthwool 44"], 170, 6.83, 26.9);
  roll("knaufIns", "knauf-earthwool-44", ["Earthwool Loft Roll 44", "Earthwool 44"], 200, 5.61, 26.4);
  roll("isover", "isover-spacesaver", ["Spacesaver", "Spacesaver"], 100, 13.89, 29.9);
  roll("isover", "isover-spacesaver", ["Spacesaver", "Spacesaver"], 170, 8.3, 27.8);
  roll("isover", "isover-spacesaver", ["Spacesaver", "Spacesaver"], 200, 6.42, 26.8);
  const slab = (
    key: string,
    brand: BrandKey,
    line: [string, string],
    core: [string, string, string],
    th: number,
    l: number,
    w: number,
    pack: number,
    p: number,
    desc: string,
  ) =>
    add({
      key,
      cat: "insulation",
      type: ["Insulation", "Mineral Wool Slab"],
      brand,
      line,
      core,
      size: { t: "sheet", th, w, l },
      pack,
      price: p,
      image: "mineral-wool",
      desc,
    });
  slab(
    "ins-slab-rockwool-rwa45-50",
    "rockwool",
    ["RWA45", "RWA45"],
    ["Acoustic Insulation Slab", "Acoustic Slab", "Stone Wool Acoustic Slab"],
    50,
    1200,
    600,
    12,
    47.5,
    "Stone wool slab for sound insulation in partitions and floors, 1200 x 600 x 50 mm, pack of 12 (8.64 m²).",
  );
  slab(
    "ins-slab-rockwool-rwa45-100",
    "rockwool",
    ["RWA45", "RWA45"],
    ["Acoustic Insulation Slab", "Acoustic Slab", "Stone Wool Acoustic Slab"],
    100,
    1200,
    600,
    6,
    47.5,
    "Stone wool slab for sound insulation in partitions and floors, 1200 x 600 x 100 mm, pack of 6 (4.32 m²).",
  );
  slab(
    "ins-slab-knauf-dritherm-37-100",
    "knaufIns",
    ["DriTherm Cavity Slab 37", "DriTherm 37"],
    ["Cavity Wall Insulation Slab", "Cavity Slab", "Glass Mineral Wool Cavity Batt"],
    100,
    1200,
    455,
    8,
    38.5,
    "Water-repellent glass mineral wool cavity slab for full-fill cavity walls, 1200 x 455 x 100 mm, pack of 8 (4.37 m²).",
  );
  slab(
    "ins-slab-rockwool-flexi-100",
    "rockwool",
    ["Flexi Slab", "Flexi"],
    ["Insulation Slab", "Slab", "Stone Wool Flexible Slab"],
    100,
    1200,
    400,
    6,
    44,
    "Stone wool slab with a flexible edge for friction-fitting between studs and rafters, 1200 x 400 x 100 mm, pack of 6.",
  );
  for (const [th, p] of [
    [25, 7.9],
    [50, 13.5],
    [100, 25.4],
  ] as const) {
    add({
      key: `ins-eps70-${th}-2400x1200`,
      cat: "insulation",
      type: ["Insulation", "EPS Insulation"],
      core: ["EPS70 Polystyrene Insulation Board", "EPS70 Board", "Expanded Polystyrene Sheet EPS70"],
      size: { t: "sheet", th, w: 1200, l: 2400 },
      price: p,
      image: "insulation-eps",
      desc: `Expanded polystyrene insulation board, EPS70 grade, ${th} mm, 2400 x 1200 mm, for floors and cavities.`,
    });
  }
}
