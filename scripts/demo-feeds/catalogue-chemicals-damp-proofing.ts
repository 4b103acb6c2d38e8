import type { BrandKey } from "./brands.ts";
import type { AddProduct, Size } from "./catalogue-types.ts";

export function addChemicalDampProofingProducts(add: AddProduct): void {
  const o = (
    key: string,
    leaf: string,
    brand: BrandKey,
    line: [string, string] | undefined,
    core: [string, string, string],
    size: Size,
    price: number,
    image: string,
    desc: string,
  ) => add({ key, cat: "other", type: ["Building Chemicals", leaf], brand, line, core, size, price, image, desc });
  o(
    "other-everbuild-703-pva-5l",
    "Adhesives & Sealants",
    "everbuild",
    ["703", "703"],
    ["PVA Bond & Sealer", "PVA", "PVA Adhesive, Primer & Sealer"],
    { t: "text", s: "5L" },
    19.5,
    "tub",
    "Multi-purpose PVA adhesive, primer and sealer for wood, plaster and masonry. Dilute for priming.",
  );
  o(
    "other-everbuild-201-mortar-plasticiser-5l",
    "Admixtures",
    "everbuild",
    ["201", "201"],
    ["Mortar Plasticiser", "Mortar Plasticiser", "Liquid Mortar Plasticiser"],
    { t: "text", s: "5L" },
    10.4,
    "tub",
    "Liquid plasticiser that replaces lime in mortar and render mixes for better workability.",
  );
  o(
    "other-everbuild-forever-white-silicone-295",
    "Adhesives & Sealants",
    "everbuild",
    ["Forever White", "Forever White"],
    ["Sanitary Silicone White", "Sanitary Silicone", "Anti-Mould Sanitary Silicone Sealant White"],
    { t: "text", s: "295ml" },
    7.9,
    "sealant",
    "Anti-mould sanitary silicone sealant for baths, showers and sinks, white, 295 ml cartridge.",
  );
  o(
    "other-everbuild-502-expanding-foam-750",
    "Adhesives & Sealants",
    "everbuild",
    ["502", "502"],
    ["Gun Grade Expanding Foam", "Exp Foam Gun Grade", "Gun Grade Polyurethane Expanding Foam"],
    { t: "text", s: "750ml" },
    11.2,
    "sealant",
    "Gun grade polyurethane expanding foam for filling gaps around frames and pipes, 750 ml.",
  );
  o(
    "other-everbuild-lumberjack-d4-1l",
    "Adhesives & Sealants",
    "everbuild",
    ["Lumberjack", "Lumberjack"],
    ["D4 Wood Adhesive", "D4 Wood Glue", "Polyurethane D4 Wood Adhesive"],
    { t: "text", s: "1L" },
    18.4,
    "sealant",
    "Water-resistant D4 polyurethane wood adhesive for external joinery, 1 litre.",
  );
  add({
    key: "other-visqueen-dpc-100-30m",
    cat: "other",
    type: ["Damp Proofing", "DPC & DPM"],
    brand: "visqueen",
    core: ["Damp Proof Course", "DPC", "Polyethylene Damp Proof Course Roll"],
    size: { t: "text", s: "100mm x 30m" },
    price: 8.4,
    image: "roofing-felt",
    desc: "Polyethylene damp proof course, 100 mm wide x 30 m roll, for brick and block walls.",
  });
  add({
    key: "other-visqueen-dpm-1200g-4x25m",
    cat: "other",
    type: ["Damp Proofing", "DPC & DPM"],
    brand: "visqueen",
    core: ["Damp Proof Membrane 1200 Gauge", "DPM 1200g", "Polythene Damp Proof Membrane 1200 Gauge"],
    size: { t: "text", s: "4m x 25m" },
    price: 78,
    image: "roofing-felt",
    desc: "Black 1200 gauge (300 micron) polythene damp proof membrane, 4 m x 25 m, for under concrete floor slabs.",
  });
}
