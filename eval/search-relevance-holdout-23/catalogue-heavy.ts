/** Held-out set 23: cements, limes and additives, aggregates, bricks, blocks and lintels, paving and landscaping. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const TR = "Tregony";
const LA = "Ladock";
const PO = "Porthcurno";
const ZE = "Zennor";
const LU = "Luxulyan";
const KE = "Kenwyn";
const MO = "Morwenstow";
const cem = (key: string, price: number, r: Rest): Product => p("cement", key, price, r);
const agg = (key: string, price: number, r: Rest): Product => p("agg", key, price, r);
const brick = (key: string, price: number, r: Rest): Product => p("brick", key, price, r);
const block = (key: string, price: number, r: Rest): Product => p("block", key, price, r);
const land = (key: string, price: number, r: Rest): Product => p("land", key, price, r);
const bulk = (key: string, price: number, noun: string, use: string, detail?: string): Product =>
  agg(key, price, { noun, detail, pack: "Bulk Bag", use });
const bag = (key: string, price: number, noun: string, pack: string, use: string, detail?: string): Product =>
  agg(key, price, { brand: PO, noun, detail, pack, use });
const masonry = (a: number, b: number, c: number) => ({ dims: [a, b, c], form: "masonry" as const });
const slab = (t: number, w: number, l: number) => ({ dims: [t, w, l], form: "board" as const });
const facing = (key: string, price: number, line: string, noun: string, detail: string, pack?: string): Product =>
  brick(key, price, { brand: ZE, line, noun, detail, ...masonry(215, 102.5, 65), pack, use: "facing brickwork" });

export const HEAVY: readonly Product[] = [
  cem("cement-tregony-opc-25", 6.9, {
    brand: TR,
    line: "General Purpose",
    noun: "Cement",
    pack: "25kg",
    reach: 4,
    use: "concrete, mortar and render",
  }),
  cem("cement-tregony-white-25", 14.8, {
    brand: TR,
    line: "White Portland",
    noun: "Cement",
    pack: "25kg",
    use: "white mortar, render and pointing",
  }),
  cem("cement-tregony-rapid-10", 9.6, {
    brand: TR,
    line: "Rapid Setting",
    noun: "Cement",
    pack: "10kg",
    use: "fast repairs and bedding manhole frames",
  }),
  cem("cement-tregony-masonry-25", 7.9, {
    brand: TR,
    line: "Masonry",
    noun: "Cement",
    detail: "Plasticised",
    pack: "25kg",
    use: "bricklaying mortar",
  }),
  cem("cement-tregony-postmix-20", 7.2, {
    brand: TR,
    noun: "Post Fix Concrete",
    detail: "Rapid Set",
    pack: "20kg",
    use: "setting fence and gate posts without mixing",
  }),
  cem("cement-tregony-mortar-20", 6.4, {
    brand: TR,
    noun: "Ready Mixed Mortar",
    pack: "20kg",
    use: "small bricklaying and pointing jobs",
  }),
  cem("cement-tregony-concrete-20", 6.2, {
    brand: TR,
    noun: "Ready Mixed Concrete",
    pack: "20kg",
    use: "small bases, footings and repairs",
  }),
  cem("cement-tregony-screed-25", 6.8, {
    brand: TR,
    noun: "Sand & Cement Floor Screed",
    pack: "25kg",
    use: "levelling concrete floors before tiling",
  }),
  cem("cement-tregony-selflevel-20", 17.5, {
    brand: TR,
    noun: "Self Levelling Compound",
    pack: "20kg",
    use: "smoothing floors before vinyl or tiles",
  }),
  cem("cement-tregony-render-25", 11.9, {
    brand: TR,
    line: "One Coat",
    noun: "Render",
    detail: "White",
    pack: "25kg",
    use: "rendering block and brick walls in one coat",
  }),
  cem("cement-tregony-repair-mortar-10", 16.4, {
    brand: TR,
    noun: "Concrete Repair Mortar",
    detail: "Fibre Reinforced",
    pack: "10kg",
    use: "patching spalled concrete, steps and kerbs",
  }),
  cem("cement-ladock-hydrated-lime-25", 12.5, {
    brand: LA,
    noun: "Hydrated Lime",
    pack: "25kg",
    use: "lime mortar and render mixes",
  }),
  cem("cement-ladock-nhl5-25", 24.9, {
    brand: LA,
    noun: "Natural Hydraulic Lime",
    detail: "NHL 5",
    pack: "25kg",
    use: "breathable mortar for old stone walls",
  }),
  cem("cement-ladock-plasticiser-5", 7.5, {
    brand: LA,
    noun: "Mortar Plasticiser",
    pack: "5 Litre",
    use: "workable bricklaying mortar",
  }),
  cem("cement-ladock-sbr-5", 21.0, {
    brand: LA,
    noun: "SBR Bonding Agent",
    pack: "5 Litre",
    use: "priming and bonding screeds and renders",
  }),
  cem("cement-ladock-sbr-1", 6.9, {
    brand: LA,
    noun: "SBR Bonding Agent",
    pack: "1 Litre",
    use: "priming and bonding screeds and renders",
  }),
  cem("cement-ladock-waterproofer-5", 9.9, {
    brand: LA,
    noun: "Liquid Waterproofer",
    pack: "5 Litre",
    use: "waterproof render and mortar",
  }),
  cem("cement-ladock-dye-red-1", 8.4, {
    brand: LA,
    noun: "Cement Dye",
    detail: "Terracotta Red",
    pack: "1kg",
    use: "colouring mortar and concrete",
  }),

  bulk("agg-gen-building-sand-bulk", 52, "Building Sand", "bricklaying mortar", "Soft"),
  bulk("agg-gen-sharp-sand-bulk", 54, "Sharp Sand", "screeds, concrete and paving beds", "Washed"),
  bulk("agg-gen-ballast-bulk", 56, "All-in Ballast", "mixing concrete", "20mm"),
  bulk("agg-gen-mot-bulk", 49, "MOT Type 1 Sub-base", "sub-base under paths, drives and patios"),
  bulk("agg-gen-gravel-20-bulk", 68, "Gravel", "drives and drainage", "20mm Flint"),
  bulk("agg-gen-shingle-10-bulk", 66, "Pea Shingle", "paths and pipe bedding", "10mm"),
  bulk("agg-gen-topsoil-bulk", 62, "Topsoil", "lawns and raised beds", "Screened"),
  bulk("agg-gen-hardcore-bulk", 38, "Crushed Concrete Hardcore", "filling and sub-base under bases", "Recycled"),
  bag("agg-porthcurno-building-sand-25", 4.3, "Building Sand", "25kg", "bricklaying mortar"),
  bag("agg-porthcurno-sharp-sand-25", 4.3, "Sharp Sand", "25kg", "screeds and concrete"),
  bag("agg-porthcurno-kiln-dried-sand-20", 5.6, "Kiln Dried Sand", "20kg", "brushing into block paving joints"),
  bag("agg-porthcurno-play-sand-15", 4.9, "Play Sand", "15kg", "children's sandpits", "Washed"),
  bag("agg-porthcurno-ballast-25", 4.4, "Ballast", "25kg", "small concrete mixes", "All-in"),
  bag("agg-porthcurno-mot-25", 4.2, "MOT Type 1", "25kg", "small sub-base jobs"),
  bag("agg-porthcurno-pea-gravel-20", 5.2, "Pea Gravel", "20kg", "paths and borders", "10mm"),
  bag("agg-porthcurno-cotswold-chippings-20", 6.9, "Decorative Chippings", "20kg", "garden borders", "Cotswold Buff"),
  bag("agg-porthcurno-slate-chippings-20", 7.4, "Slate Chippings", "20kg", "mulching and borders", "Plum 40mm"),
  bag("agg-porthcurno-granite-chippings-20", 7.1, "Granite Chippings", "20kg", "paths and borders", "Pink 14mm"),
  bag("agg-porthcurno-pebbles-20", 8.8, "Scottish Pebbles", "20kg", "water features and borders", "20-30mm"),

  facing("brick-zennor-bodinnick-red-multi", 0.92, "Bodinnick", "Facing Brick", "Red Multi Stock"),
  facing("brick-zennor-bodinnick-red-multi-500", 410, "Bodinnick", "Facing Brick", "Red Multi Stock", "Pack of 500"),
  facing("brick-zennor-marazion-buff", 0.98, "Marazion", "Facing Brick", "Buff Blend"),
  facing("brick-zennor-mylor-smooth-red", 0.85, "Mylor", "Wirecut Facing Brick", "Smooth Red"),
  facing("brick-zennor-mylor-brindle", 0.88, "Mylor", "Wirecut Facing Brick", "Brown Brindle"),
  brick("brick-gen-engineering-a", 0.79, {
    noun: "Engineering Brick",
    detail: "Class A Red Solid",
    ...masonry(215, 102.5, 65),
    use: "manholes, footings and retaining walls",
  }),
  brick("brick-gen-engineering-b", 0.62, {
    noun: "Engineering Brick",
    detail: "Class B Red Perforated",
    ...masonry(215, 102.5, 65),
    use: "below DPC and damp courses",
  }),
  brick("brick-gen-common-frogged", 0.55, {
    noun: "Common Brick",
    detail: "Frogged",
    ...masonry(215, 102.5, 65),
    use: "rendered and hidden brickwork",
  }),
  brick("brick-gen-air-brick-terracotta", 4.6, {
    noun: "Air Brick",
    detail: "Terracotta",
    size: "215 x 140mm",
    use: "ventilating suspended floors",
  }),
  brick("brick-gen-air-brick-plastic", 2.2, {
    noun: "Plastic Air Brick",
    detail: "Black",
    size: "215 x 65mm",
    use: "underfloor ventilation",
  }),
  brick("brick-gen-dpc-100", 6.5, {
    noun: "Damp Proof Course",
    dims: [100],
    form: "single",
    length: 30000,
    use: "damp courses in brick walls",
  }),
  brick("brick-gen-dpc-150", 8.9, {
    noun: "Damp Proof Course",
    dims: [150],
    form: "single",
    length: 30000,
    use: "damp courses in block walls",
  }),
  brick("brick-gen-wall-ties-250", 32, {
    noun: "Cavity Wall Ties",
    detail: "Stainless Steel",
    size: "200mm",
    pack: "Box of 250",
    use: "tying cavity wall leaves",
  }),
  brick("brick-gen-wall-starter", 14.5, {
    noun: "Wall Starter Kit",
    detail: "Stainless Steel",
    use: "tying new walls into existing ones",
  }),

  block("block-luxulyan-dense-100", 2.2, {
    brand: LU,
    noun: "Dense Concrete Block",
    detail: "7.3N Solid",
    ...masonry(440, 215, 100),
    reach: 4,
    use: "load-bearing walls and foundations",
  }),
  block("block-luxulyan-dense-140", 3.1, {
    brand: LU,
    noun: "Dense Concrete Block",
    detail: "7.3N Solid",
    ...masonry(440, 215, 140),
    use: "thicker load-bearing walls",
  }),
  block("block-luxulyan-hollow-215", 3.9, {
    brand: LU,
    noun: "Hollow Concrete Block",
    ...masonry(440, 215, 215),
    use: "reinforced retaining walls",
  }),
  block("block-luxulyan-crantock-100", 2.5, {
    brand: LU,
    line: "Crantock",
    noun: "Aircrete Block",
    detail: "3.6N",
    ...masonry(440, 215, 100),
    use: "lightweight inner leaves with good insulation",
  }),
  block("block-luxulyan-crantock-7n-100", 2.9, {
    brand: LU,
    line: "Crantock",
    noun: "Aircrete Block",
    detail: "7N",
    ...masonry(440, 215, 100),
    use: "load-bearing lightweight walls",
  }),
  block("block-luxulyan-crantock-trench-275", 6.9, {
    brand: LU,
    line: "Crantock",
    noun: "Aircrete Trench Block",
    ...masonry(440, 215, 275),
    use: "foundations below ground",
  }),
  block("block-luxulyan-padstone-440", 7.5, {
    brand: LU,
    noun: "Concrete Padstone",
    ...masonry(440, 215, 100),
    use: "spreading beam and lintel loads",
  }),
  block("block-kenwyn-cavity-1200", 38, {
    brand: KE,
    noun: "Steel Cavity Lintel",
    detail: "Standard Duty",
    length: 1200,
    use: "openings in cavity walls",
  }),
  block("block-kenwyn-cavity-1800", 62, {
    brand: KE,
    noun: "Steel Cavity Lintel",
    detail: "Standard Duty",
    length: 1800,
    use: "door and window openings in cavity walls",
  }),
  block("block-kenwyn-cavity-2400", 96, {
    brand: KE,
    noun: "Steel Cavity Lintel",
    detail: "Heavy Duty",
    length: 2400,
    use: "wide openings and patio doors",
  }),
  block("block-kenwyn-box-1200", 31, {
    brand: KE,
    noun: "Steel Box Lintel",
    detail: "100mm",
    length: 1200,
    use: "openings in solid internal walls",
  }),
  block("block-gen-lintel-concrete-1200", 14.5, {
    noun: "Prestressed Concrete Lintel",
    dims: [65, 100],
    form: "section",
    length: 1200,
    use: "openings in block walls",
  }),
  block("block-gen-lintel-concrete-1800", 21.5, {
    noun: "Prestressed Concrete Lintel",
    dims: [65, 100],
    form: "section",
    length: 1800,
    use: "wider openings in block walls",
  }),

  land("land-morwenstow-porthleven-buff", 389, {
    brand: MO,
    line: "Porthleven",
    noun: "Indian Sandstone Paving",
    detail: "Buff Multi",
    size: "Mixed Sizes 15.3m²",
    pack: "Patio Pack",
    use: "riven sandstone patios",
  }),
  land("land-morwenstow-porthleven-grey", 399, {
    brand: MO,
    line: "Porthleven",
    noun: "Indian Sandstone Paving",
    detail: "Kandla Grey",
    size: "Mixed Sizes 15.3m²",
    pack: "Patio Pack",
    use: "riven sandstone patios",
  }),
  land("land-morwenstow-portscatho-grey", 27, {
    brand: MO,
    line: "Portscatho",
    noun: "Porcelain Paving Slab",
    detail: "Light Grey",
    ...slab(20, 600, 600),
    use: "modern low-maintenance patios",
  }),
  land("land-morwenstow-portscatho-anthracite", 28, {
    brand: MO,
    line: "Portscatho",
    noun: "Porcelain Paving Slab",
    detail: "Anthracite",
    ...slab(20, 600, 600),
    use: "modern low-maintenance patios",
  }),
  land("land-gen-riven-slab-450", 4.9, {
    noun: "Riven Paving Slab",
    detail: "Natural",
    ...slab(32, 450, 450),
    use: "budget patios and paths",
  }),
  land("land-gen-riven-slab-600", 6.9, {
    noun: "Riven Paving Slab",
    detail: "Natural",
    ...slab(35, 600, 600),
    use: "budget patios and paths",
  }),
  land("land-morwenstow-block-paving-charcoal", 0.42, {
    brand: MO,
    noun: "Block Paving",
    detail: "Charcoal",
    ...masonry(200, 100, 50),
    use: "driveways and paths",
  }),
  land("land-morwenstow-block-paving-brindle", 0.42, {
    brand: MO,
    noun: "Block Paving",
    detail: "Brindle",
    ...masonry(200, 100, 50),
    use: "driveways and paths",
  }),
  land("land-gen-kerb-bullnose", 6.5, {
    noun: "Bullnose Kerb",
    detail: "Grey",
    ...masonry(915, 150, 125),
    use: "edging drives and roads",
  }),
  land("land-gen-edging-rope-top", 3.4, {
    noun: "Rope Top Edging",
    detail: "Terracotta",
    size: "600 x 150mm",
    use: "edging paths and borders",
  }),
  land("land-gen-weed-fabric-1x15", 12.9, {
    noun: "Weed Control Fabric",
    size: "1m x 15m",
    use: "stopping weeds under gravel and bark",
  }),
  land("land-gen-weed-fabric-2x10", 15.9, {
    noun: "Weed Control Fabric",
    size: "2m x 10m",
    use: "stopping weeds under gravel and bark",
  }),
  land("land-gen-artificial-grass", 79, {
    noun: "Artificial Grass",
    detail: "30mm Pile",
    size: "2m x 4m",
    use: "low-maintenance lawns",
  }),
  land("land-morwenstow-jointing-15", 29, {
    brand: MO,
    noun: "Patio Jointing Compound",
    detail: "Buff",
    pack: "15kg",
    use: "brush-in pointing of patio joints",
  }),
];
