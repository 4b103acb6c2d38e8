/** Held-out set 4 catalogue: drainage, fixings, mouldings, adhesives and sealants, hand tools. */
import { p, type Product } from "./catalogue-types.ts";

export const DRAINAGE: Product[] = [
  p("drainage", "dra-gullway-pipe-110-3000", 19.5, {
    form: "single",
    brand: "Gullway",
    noun: "Underground Drainage Pipe",
    detail: "Single Socket",
    dims: [110],
    length: 3000,
    reach: 4,
  }),
  p("drainage", "dra-gullway-pipe-110-6000", 36.9, {
    form: "single",
    brand: "Gullway",
    noun: "Underground Drainage Pipe",
    detail: "Single Socket",
    dims: [110],
    length: 6000,
  }),
  p("drainage", "dra-gullway-pipe-160-3000", 38.5, {
    form: "single",
    brand: "Gullway",
    noun: "Underground Drainage Pipe",
    detail: "Single Socket",
    dims: [160],
    length: 3000,
    reach: 2,
  }),
  p("drainage", "dra-gullway-bend87-110", 8.9, {
    form: "single",
    brand: "Gullway",
    noun: "Underground 87.5° Bend",
    detail: "Double Socket",
    dims: [110],
  }),
  p("drainage", "dra-gullway-bend45-110", 8.4, {
    form: "single",
    brand: "Gullway",
    noun: "Underground 45° Bend",
    detail: "Double Socket",
    dims: [110],
  }),
  p("drainage", "dra-gullway-junction-110", 14.9, {
    form: "single",
    brand: "Gullway",
    noun: "Underground 45° Junction",
    dims: [110],
  }),
  p("drainage", "dra-spoutline-soil-110-3000", 24.9, {
    form: "single",
    brand: "Spoutline",
    noun: "Soil Pipe",
    detail: "Grey",
    dims: [110],
    length: 3000,
    nounBy: { fenmoor: "SVP SOIL PIPE" },
  }),
  p("drainage", "dra-spoutline-halfround-black", 9.9, {
    form: "single",
    brand: "Spoutline",
    noun: "Half Round Gutter",
    detail: "Black",
    dims: [112],
    length: 4000,
    reach: 4,
  }),
  p("drainage", "dra-spoutline-halfround-white", 9.9, {
    form: "single",
    brand: "Spoutline",
    noun: "Half Round Gutter",
    detail: "White",
    dims: [112],
    length: 4000,
  }),
  p("drainage", "dra-spoutline-deepflow-black", 12.9, {
    form: "single",
    brand: "Spoutline",
    noun: "Deep Flow Gutter",
    detail: "Black",
    dims: [115],
    length: 4000,
  }),
  p("drainage", "dra-spoutline-downpipe-68", 10.5, {
    form: "single",
    brand: "Spoutline",
    noun: "Round Downpipe",
    detail: "Black",
    dims: [68],
    length: 2500,
    nounBy: { ryeford: "Rainwater pipe, round" },
  }),
  p("drainage", "dra-spoutline-waste-40", 6.9, {
    form: "single",
    brand: "Spoutline",
    noun: "Solvent Weld Waste Pipe",
    detail: "White",
    dims: [40],
    length: 3000,
  }),
];

function screw(key: string, noun: string, d: number, l: number, pack: string, price: number, detail?: string): Product {
  return p("fixings", `fix-drivex-${key}`, price, {
    form: "section",
    brand: "Drivex",
    noun,
    detail,
    dims: [d, l],
    pack,
  });
}

export const FIXINGS: Product[] = [
  screw("wood-4x40", "Wood Screws", 4, 40, "Box of 200", 6.9, "Countersunk Yellow Zinc"),
  screw("wood-4x50", "Wood Screws", 4, 50, "Box of 200", 7.9, "Countersunk Yellow Zinc"),
  screw("wood-5x70", "Wood Screws", 5, 70, "Box of 100", 8.5, "Countersunk Yellow Zinc"),
  screw("wood-5x100", "Wood Screws", 5, 100, "Box of 100", 11.9, "Countersunk Yellow Zinc"),
  screw("wood-6x150", "Wood Screws", 6, 150, "Box of 50", 12.5, "Countersunk Yellow Zinc"),
  screw("deck-4.5x60", "Decking Screws", 4.5, 60, "Box of 250", 13.9, "Green Coated"),
  screw("drywall-3.5x25", "Drywall Screws", 3.5, 25, "Box of 1000", 9.5, "Black Phosphate"),
  screw("drywall-3.5x38", "Drywall Screws", 3.5, 38, "Box of 1000", 11.2, "Black Phosphate"),
  screw("structural-6.7x150", "Structural Timber Screws", 6.7, 150, "Box of 50", 24.9),
  p("fixings", "fix-anchora-frame-8x100", 9.9, {
    form: "section",
    brand: "Anchora",
    noun: "Frame Fixings",
    dims: [8, 100],
    pack: "Box of 50",
  }),
  p("fixings", "fix-anchora-frame-10x120", 12.9, {
    form: "section",
    brand: "Anchora",
    noun: "Frame Fixings",
    dims: [10, 120],
    pack: "Box of 50",
  }),
  p("fixings", "fix-anchora-sleeve-m8", 8.5, {
    brand: "Anchora",
    noun: "Sleeve Anchors",
    detail: "M8 x 65mm",
    pack: "Pack of 25",
  }),
  p("fixings", "fix-anchora-cavity-m5", 7.9, {
    brand: "Anchora",
    noun: "Hollow Wall Anchors",
    detail: "M5 x 52mm",
    pack: "Pack of 25",
    nounBy: { ryeford: "Cavity wall plasterboard fixings" },
  }),
  p("fixings", "fix-gen-nails-round-75", 4.9, {
    form: "single",
    noun: "Round Wire Nails",
    detail: "Bright",
    dims: [75],
    pack: "1kg",
  }),
  p("fixings", "fix-gen-nails-round-100", 4.9, {
    form: "single",
    noun: "Round Wire Nails",
    detail: "Bright",
    dims: [100],
    pack: "1kg",
  }),
  p("fixings", "fix-gen-nails-clout-30", 5.9, {
    form: "single",
    noun: "Clout Nails",
    detail: "Galvanised",
    dims: [30],
    pack: "1kg",
  }),
  p("fixings", "fix-gen-hanger-47x150", 2.4, {
    form: "section",
    noun: "Joist Hanger",
    detail: "Galvanised",
    dims: [47, 150],
  }),
];

function trim(noun: string, detail: string, h: number, length: number, price: number): Product {
  const what = noun.includes("Architrave") ? "architrave" : "skirting";
  return p("skirting", `ski-trimcraft-${what}-${detail.toLowerCase().split(" ")[0]}-${h}`, price, {
    form: "section",
    brand: "Trimcraft",
    noun,
    detail,
    dims: [18, h],
    length,
    nounBy:
      what === "skirting" ? { ryeford: "Skirting board, primed MDF" } : { ryeford: "Door architrave, primed MDF" },
  });
}

export const SKIRTING: Product[] = [
  trim("Primed MDF Skirting", "Torus", 119, 4200, 14.5),
  trim("Primed MDF Skirting", "Torus", 144, 4200, 17.9),
  trim("Primed MDF Skirting", "Torus", 169, 4200, 21.5),
  trim("Primed MDF Skirting", "Ogee", 119, 4200, 14.9),
  trim("Primed MDF Skirting", "Ogee", 144, 4200, 18.4),
  trim("Primed MDF Skirting", "Chamfered and Rounded", 94, 4200, 11.9),
  trim("Primed MDF Skirting", "Chamfered and Rounded", 119, 4200, 13.9),
  trim("Primed MDF Architrave", "Torus", 69, 2200, 6.9),
  trim("Primed MDF Architrave", "Ogee", 69, 2200, 7.2),
  p("skirting", "ski-gen-pine-skirting-torus-119", 12.5, {
    form: "section",
    noun: "Pine Skirting Board",
    detail: "Torus",
    dims: [19, 119],
    length: 3000,
  }),
  p("skirting", "ski-gen-pine-architrave-torus-69", 5.9, {
    form: "section",
    noun: "Pine Architrave",
    detail: "Torus",
    dims: [19, 69],
    length: 2100,
  }),
];

export const ADHESIVE: Product[] = [
  p("adhesive", "adh-tackstrong-grab-310", 5.9, {
    brand: "Tackstrong",
    noun: "Grab Adhesive",
    detail: "Solvent Based",
    pack: "310ml",
    nounBy: { ryeford: "Heavy duty construction adhesive" },
    reach: 4,
  }),
  p("adhesive", "adh-tackstrong-grabfree-290", 6.5, {
    brand: "Tackstrong",
    noun: "Grab Adhesive",
    detail: "Solvent Free",
    pack: "290ml",
  }),
  p("adhesive", "adh-tackstrong-foam-gun-750", 8.9, {
    brand: "Tackstrong",
    noun: "Expanding Foam",
    detail: "Gun Grade",
    pack: "750ml",
    reach: 4,
  }),
  p("adhesive", "adh-tackstrong-foam-hand-750", 7.5, {
    brand: "Tackstrong",
    noun: "Expanding Foam",
    detail: "Hand Held",
    pack: "750ml",
  }),
  p("adhesive", "adh-tackstrong-foam-fire-750", 11.5, {
    brand: "Tackstrong",
    noun: "Fire Rated Expanding Foam",
    detail: "Gun Grade",
    pack: "750ml",
    reach: 2,
  }),
  p("adhesive", "adh-tackstrong-pva-5l", 14.9, { brand: "Tackstrong", noun: "PVA Bond", pack: "5L" }),
  p("adhesive", "adh-tackstrong-tile-20", 19.5, {
    brand: "Tackstrong",
    noun: "Flexible Tile Adhesive",
    detail: "Rapid Set Grey",
    pack: "20kg",
  }),
  p("adhesive", "adh-caulkwell-sanitary-white", 6.9, {
    brand: "Caulkwell",
    noun: "Sanitary Silicone Sealant",
    detail: "White",
    pack: "310ml",
    reach: 4,
  }),
  p("adhesive", "adh-caulkwell-sanitary-clear", 6.9, {
    brand: "Caulkwell",
    noun: "Sanitary Silicone Sealant",
    detail: "Clear",
    pack: "310ml",
  }),
  p("adhesive", "adh-caulkwell-caulk-white", 2.9, {
    brand: "Caulkwell",
    noun: "Decorators Caulk",
    detail: "White",
    pack: "310ml",
    nounBy: { fenmoor: "DECORATORS ACRYLIC CAULK" },
    reach: 4,
  }),
  p("adhesive", "adh-caulkwell-frame-brown", 7.5, {
    brand: "Caulkwell",
    noun: "Low Modulus Frame Sealant",
    detail: "Brown",
    pack: "310ml",
  }),
];

export const TOOLS: Product[] = [
  p("tool", "too-steelhand-trowel-brick-11", 16.9, {
    brand: "Steelhand",
    noun: "Brick Trowel",
    detail: '11"',
    reach: 2,
  }),
  p("tool", "too-steelhand-trowel-plaster-14", 22.5, {
    brand: "Steelhand",
    noun: "Plastering Trowel",
    detail: '14"',
    reach: 2,
  }),
  p("tool", "too-steelhand-trowel-pointing-6", 8.9, {
    brand: "Steelhand",
    noun: "Pointing Trowel",
    detail: '6"',
    reach: 2,
  }),
  p("tool", "too-steelhand-level-600", 14.5, { form: "single", brand: "Steelhand", noun: "Spirit Level", dims: [600] }),
  p("tool", "too-steelhand-level-1200", 24.9, {
    form: "single",
    brand: "Steelhand",
    noun: "Spirit Level",
    dims: [1200],
  }),
  p("tool", "too-steelhand-level-1800", 32.5, {
    form: "single",
    brand: "Steelhand",
    noun: "Spirit Level",
    dims: [1800],
    reach: 2,
  }),
  p("tool", "too-steelhand-hammer-20", 15.9, { brand: "Steelhand", noun: "Claw Hammer", detail: "20oz", reach: 2 }),
];
