/**
 * Held-out set 4 judged queries: exact product names, brand and range names, misspellings. Graded from the
 * catalogue alone (grading rules in README.md), before the engine was run on them.
 */
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

/** Ordinary plasterboard (3 when a query names the type only) and the special variants (2). */
export const PLB_ORDINARY = /^plb-(calcora-wallboard|vellum-standard)-/;
export const PLB_SPECIAL = /^plb-(calcora-(aqualine|flamestop|hushboard|thermaplus)|vellum-(wetarea|fire))-/;
const WOOD_SCREWS = /^fix-drivex-wood-/;

export const EXACT_NAME: JudgedQuery[] = [
  q(
    "Marlcrest General Purpose Cement 25kg",
    "exact-name",
    [3, "cem-marlcrest-general-25"],
    [2, "cem-tennick-portland-25", "cem-gen-opc-25"],
    [1, "cem-marlcrest-rapid-20", "cem-tennick-masonry-25", "cem-tennick-white-25"],
  ),
  q(
    "Tennick Masonry Cement 25kg",
    "exact-name",
    [3, "cem-tennick-masonry-25"],
    [1, "cem-tennick-portland-25", "cem-marlcrest-general-25", "cem-gen-opc-25", "cem-tennick-white-25"],
  ),
  q(
    "Gypsana Multi-Finish Plaster 25kg",
    "exact-name",
    [3, "pla-gypsana-multi-25"],
    [2, "pla-gypsana-multi-10", "pla-skimwell-multi-25"],
    [1, "pla-gypsana-board-25", "pla-skimwell-onecoat-25", "pla-gypsana-bonding-25", "pla-gypsana-hardwall-25"],
  ),
  q(
    "Calcora Wallboard 12.5mm Tapered Edge 2400 x 1200",
    "exact-name",
    [3, "plb-calcora-wallboard-12.5-te"],
    [2, /^plb-calcora-wallboard-/, "plb-vellum-standard-12.5"],
    [1, "plb-vellum-standard-9.5", PLB_SPECIAL],
  ),
  q(
    "Calcora Flamestop Fire Resistant Plasterboard 15mm",
    "exact-name",
    [3, "plb-calcora-flamestop-15"],
    [2, "plb-calcora-flamestop-12.5", "plb-vellum-fire-12.5"],
    [1, "plb-calcora-hushboard-15", "plb-calcora-wallboard-15-te"],
  ),
  q(
    "Stratabord OSB3 18mm 2440 x 1220",
    "exact-name",
    [3, "she-stratabord-osb3-18"],
    [2, /^she-stratabord-osb3-/],
    [1, "she-hartply-shuttering-18", "she-joistline-p5-18"],
  ),
  q("Hartply Hardwood Plywood 18mm", "exact-name", [3, "she-hartply-hardwood-18"], [2, /^she-hartply-/]),
  q("Smoothcore MDF 18mm 2440 x 1220", "exact-name", [3, "she-smoothcore-mdf-18"], [2, /^she-smoothcore-/]),
  q(
    "Joistline P5 Chipboard Flooring 22mm",
    "exact-name",
    [3, "she-joistline-p5-22"],
    [2, "she-joistline-p5-18", "she-stratabord-osb3-tg-18"],
  ),
  q(
    "Brindlecote Red Multi Facing Brick",
    "exact-name",
    [3, "bri-brindlecote-redmulti"],
    [2, "bri-brindlecote-buff", "bri-brindlecote-stock", "bri-redhythe-facing-73"],
    [1, "bri-gen-common", "bri-redhythe-classb", "bri-redhythe-classa"],
  ),
  q(
    "Redhythe Class B Engineering Brick",
    "exact-name",
    [3, "bri-redhythe-classb"],
    [2, "bri-redhythe-classa"],
    [1, /^bri-/],
  ),
  q(
    "Airvex Aircrete Block 100mm",
    "exact-name",
    [3, "blo-airvex-std-100"],
    [2, "blo-airvex-std-140", "blo-cindrex-light-100"],
    [1, "blo-airvex-trench-275", "blo-gen-dense-100"],
  ),
  q("Loftcosy Loft Insulation Roll 200mm", "exact-name", [3, "ins-loftcosy-roll-200"], [2, /^ins-loftcosy-roll-/]),
  q(
    "Kryotherm PIR Insulation Board 100mm",
    "exact-name",
    [3, "ins-kryotherm-pir-100"],
    [2, /^ins-kryotherm-pir-/, "ins-heatlok-pir-100"],
    [1, "ins-heatlok-pir-50", "plb-calcora-thermaplus-37.5", /^ins-beadcell-/],
  ),
  q(
    "Ridgefield Double Roman Concrete Roof Tile Brown",
    "exact-name",
    [3, "roo-ridgefield-roman-brown"],
    [2, "roo-ridgefield-roman-grey"],
    [1, "roo-ridgefield-flat-grey", "roo-ridgefield-ridge-brown"],
  ),
  q(
    "Rooftex Breathable Roofing Membrane 50m",
    "exact-name",
    [3, "roo-rooftex-membrane-50"],
    [2, "roo-rooftex-underslating-15"],
    [1, "roo-rooftex-shedfelt-10"],
  ),
  q(
    "Gullway Underground Drainage Pipe 110mm 3m",
    "exact-name",
    [3, "dra-gullway-pipe-110-3000"],
    [2, "dra-gullway-pipe-110-6000", "dra-gullway-pipe-160-3000"],
    [1, /^dra-gullway-(bend|junction)/, "dra-spoutline-soil-110-3000"],
  ),
  q(
    "Spoutline Half Round Gutter Black 4m",
    "exact-name",
    [3, "dra-spoutline-halfround-black"],
    [2, "dra-spoutline-halfround-white", "dra-spoutline-deepflow-black"],
    [1, "dra-spoutline-downpipe-68"],
  ),
  q(
    "Drivex Wood Screws 5 x 70mm Box of 100",
    "exact-name",
    [3, "fix-drivex-wood-5x70"],
    [2, WOOD_SCREWS],
    [1, /^fix-drivex-/],
  ),
  q(
    "Trimcraft Torus Skirting 18 x 144mm",
    "exact-name",
    [3, "ski-trimcraft-skirting-torus-144"],
    [
      2,
      "ski-trimcraft-skirting-torus-119",
      "ski-trimcraft-skirting-torus-169",
      "ski-trimcraft-skirting-ogee-144",
      "ski-gen-pine-skirting-torus-119",
    ],
    [1, /^ski-trimcraft-skirting-/, "ski-trimcraft-architrave-torus-69"],
  ),
  q(
    "Tackstrong Expanding Foam Gun Grade 750ml",
    "exact-name",
    [3, "adh-tackstrong-foam-gun-750"],
    [2, "adh-tackstrong-foam-hand-750", "adh-tackstrong-foam-fire-750"],
  ),
  q(
    "Caulkwell Sanitary Silicone Sealant White 310ml",
    "exact-name",
    [3, "adh-caulkwell-sanitary-white"],
    [2, "adh-caulkwell-sanitary-clear"],
    [1, "adh-caulkwell-frame-brown", "adh-caulkwell-caulk-white"],
  ),
  q(
    "Fjellwood C24 47 x 200mm 4.8m",
    "exact-name",
    [3, "tim-fjellwood-c24-47x200-4800"],
    [2, /^tim-fjellwood-c24-/, "tim-gen-c16-47x200-4800"],
    [1, "tim-gen-c16-47x200-3600"],
  ),
  q("Steelhand Spirit Level 1200mm", "exact-name", [3, "too-steelhand-level-1200"], [2, /^too-steelhand-level-/]),
  q(
    "Dunstow Golden Chippings 20kg",
    "exact-name",
    [3, "agg-dunstow-golden-20"],
    [2, "agg-dunstow-plum-40", "agg-gen-gravel-20-25"],
    [1, "agg-gen-gravel-20-bulk", "agg-gen-pea-10-bulk"],
  ),
];

const BRANDS = [
  "Marlcrest",
  "Tennick",
  "Fjellwood",
  "Deckora",
  "Stratabord",
  "Hartply",
  "Smoothcore",
  "Calcora",
  "Vellum",
  "Gypsana",
  "Brindlecote",
  "Airvex",
  "Loftcosy",
  "Kryotherm",
  "Gullway",
  "Drivex",
];

export const BRAND: JudgedQuery[] = [
  ...BRANDS.map((b) => q(b.toLowerCase(), "brand", [3, brandKeys(b)])),
  q("aqualine", "brand", [3, "plb-calcora-aqualine-12.5"], [2, "plb-vellum-wetarea-12.5"], [1, /^plb-calcora-/]),
  q("flamestop", "brand", [3, /^plb-calcora-flamestop-/], [2, "plb-vellum-fire-12.5"], [1, /^plb-calcora-/]),
];

const CEMENTS_25 = [
  "cem-marlcrest-general-25",
  "cem-tennick-portland-25",
  "cem-gen-opc-25",
  "cem-tennick-masonry-25",
  "cem-tennick-white-25",
];

export const MISSPELLING: JudgedQuery[] = [
  q("plasterbaord", "misspelling", [3, PLB_ORDINARY], [2, PLB_SPECIAL]),
  q(
    "insulaton board",
    "misspelling",
    [3, /^ins-(kryotherm|heatlok|beadcell)-/],
    [2, /^ins-cavistop-/],
    [1, /^ins-loftcosy-/, "plb-calcora-thermaplus-37.5"],
  ),
  q(
    "cemment 25kg",
    "misspelling",
    [3, ...CEMENTS_25],
    [2, "cem-marlcrest-rapid-20"],
    [1, /^cem-(marlcrest-(mortar|concrete|postmix)|tennick-postfix)/],
  ),
  q("archetrave", "misspelling", [3, /architrave/], [1, /skirting/]),
  q("skirting bord", "misspelling", [3, /skirting/], [1, /architrave/]),
  q(
    "calcorra plasterboard",
    "misspelling",
    [3, /^plb-calcora-wallboard-/],
    [2, /^plb-calcora-/, /^plb-vellum-standard-/],
    [1, /^plb-vellum-/],
  ),
  q(
    "kryotherme 100mm",
    "misspelling",
    [3, "ins-kryotherm-pir-100"],
    [2, /^ins-kryotherm-/, "ins-heatlok-pir-100"],
    [1, "ins-heatlok-pir-50"],
  ),
  q("loft insualtion roll", "misspelling", [3, /^ins-loftcosy-roll-/], [1, /^ins-cavistop-/]),
  q("engeneering brick", "misspelling", [3, /^bri-redhythe-class/], [1, /^bri-/]),
  q("aircreet block", "misspelling", [3, /^blo-airvex-/], [2, "blo-cindrex-light-100"], [1, /^blo-gen-dense-/]),
  q(
    "plywod 18mm",
    "misspelling",
    [3, "she-hartply-hardwood-18", "she-hartply-shuttering-18", "she-hartply-marine-18"],
    [2, /^she-hartply-/],
    [1, "she-stratabord-osb3-18"],
  ),
  q("morter mix", "misspelling", [3, "cem-marlcrest-mortar-20"], [1, "cem-tennick-masonry-25", /^agg-gen-building-/]),
  q(
    "sharp sand bulk bagg",
    "misspelling",
    [3, "agg-gen-sharp-bulk"],
    [2, "agg-gen-sharp-25"],
    [1, "agg-gen-building-bulk", "agg-gen-ballast-bulk"],
  ),
  q("ballest", "misspelling", [3, /^agg-gen-ballast-/], [1, /^agg-gen-gravel-20-/]),
  q("gyspana", "misspelling", [3, brandKeys("Gypsana")]),
  q(
    "tackstong grab adhesive",
    "misspelling",
    [3, "adh-tackstrong-grab-310", "adh-tackstrong-grabfree-290"],
    [1, "adh-tackstrong-pva-5l", "adh-tackstrong-tile-20"],
  ),
  q(
    "expandng foam",
    "misspelling",
    [3, "adh-tackstrong-foam-gun-750", "adh-tackstrong-foam-hand-750"],
    [2, "adh-tackstrong-foam-fire-750"],
  ),
  q(
    "silicon sealant",
    "misspelling",
    [3, /^adh-caulkwell-sanitary-/],
    [2, "adh-caulkwell-frame-brown"],
    [1, "adh-caulkwell-caulk-white"],
  ),
  q(
    "drainige pipe 110mm",
    "misspelling",
    [3, /^dra-gullway-pipe-110-/],
    [2, "dra-gullway-pipe-160-3000", "dra-spoutline-soil-110-3000"],
    [1, /^dra-gullway-(bend|junction)/],
  ),
  q(
    "guttering blak",
    "misspelling",
    [3, "dra-spoutline-halfround-black", "dra-spoutline-deepflow-black"],
    [2, "dra-spoutline-halfround-white"],
    [1, "dra-spoutline-downpipe-68"],
  ),
  q("spirt level", "misspelling", [3, /^too-steelhand-level-/]),
  q("chipbord flooring", "misspelling", [3, /^she-joistline-p5-/], [2, "she-stratabord-osb3-tg-18"]),
];
