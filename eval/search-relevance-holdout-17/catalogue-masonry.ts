/** Held-out set 17: bricks, DPC and ties, blocks, lintels and paving and landscaping. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const EL = "Elsing";
const TF = "Tatterford";
const SH = "Spanholt";
const WH = "Wenhaston";
const BRICK = [215, 102.5, 65];

const brick = (key: string, price: number, rest: Rest): Product => p("brick", key, price, rest);
const facing = (key: string, price: number, line: string, detail: string, pack?: string, reach?: number): Product =>
  brick(key, price, {
    brand: EL,
    line,
    noun: "Facing Brick",
    detail,
    dims: BRICK,
    form: "masonry",
    pack,
    use: "house walls, extensions and garden walls",
    reach,
  });
const block = (key: string, price: number, rest: Rest): Product => p("block", key, price, rest);
const lintel = (key: string, price: number, noun: string, len: number, reach?: number): Product =>
  block(key, price, {
    brand: SH,
    noun,
    detail: "Standard Duty",
    length: len,
    use: "spanning door and window openings",
    reach,
  });
const land = (key: string, price: number, rest: Rest): Product => p("land", key, price, rest);

export const MASONRY: readonly Product[] = [
  facing("brick-elsing-foxley-red-multi", 0.84, "Foxley", "Red Multi", undefined, 4),
  facing("brick-elsing-foxley-red-multi-400", 310, "Foxley", "Red Multi", "Pack of 400"),
  facing("brick-elsing-bawdeswell-buff", 0.9, "Bawdeswell", "Buff Stock"),
  facing("brick-elsing-wendling-blue", 0.97, "Wendling", "Blue Multi"),
  facing("brick-elsing-yaxham-orange", 0.93, "Yaxham", "Rustic Orange"),
  brick("brick-gen-engineering-class-b-red", 0.62, {
    noun: "Engineering Brick",
    detail: "Class B Red Perforated",
    dims: BRICK,
    form: "masonry",
    use: "below ground courses, manholes and retaining walls",
  }),
  brick("brick-gen-engineering-class-a-blue", 1.05, {
    noun: "Engineering Brick",
    detail: "Class A Blue Solid",
    dims: BRICK,
    form: "masonry",
    use: "damp proof courses, copings and manholes",
  }),
  brick("brick-gen-common-frogged", 0.55, {
    noun: "Common Brick",
    detail: "Frogged",
    dims: BRICK,
    form: "masonry",
    use: "inner leaves and walls that will be rendered",
  }),
  brick("brick-gen-air-brick-terracotta", 3.2, {
    noun: "Air Brick",
    detail: "Terracotta",
    size: "215 x 65mm",
    use: "venting suspended timber floors",
  }),
  brick("brick-gen-dpc-100", 4.9, {
    noun: "Damp Proof Course",
    size: "100mm x 30m",
    use: "stopping rising damp in brick walls",
  }),
  brick("brick-gen-dpc-150", 6.9, {
    noun: "Damp Proof Course",
    size: "150mm x 30m",
    use: "stopping rising damp in block walls",
  }),
  brick("brick-gen-wall-ties-250", 39, {
    noun: "Cavity Wall Ties",
    detail: "Stainless Steel Type 2",
    size: "250mm",
    pack: "Box of 250",
    use: "tying the two leaves of a cavity wall",
  }),
  block("block-tatterford-dense-100", 2.35, {
    brand: TF,
    noun: "Dense Concrete Block",
    detail: "7.3N Solid",
    dims: [440, 215, 100],
    form: "masonry",
    use: "foundations, load bearing and garden walls",
    reach: 4,
  }),
  block("block-tatterford-dense-140", 3.4, {
    brand: TF,
    noun: "Dense Concrete Block",
    detail: "7.3N Solid",
    dims: [440, 215, 140],
    form: "masonry",
    use: "thicker load bearing walls and below ground work",
  }),
  block("block-tatterford-hollow-215", 4.6, {
    brand: TF,
    noun: "Hollow Concrete Block",
    dims: [440, 215, 215],
    form: "masonry",
    use: "retaining walls filled with concrete and rebar",
  }),
  block("block-tatterford-featherlite-100", 2.6, {
    brand: TF,
    line: "Featherlite",
    noun: "Aircrete Block",
    detail: "3.6N",
    dims: [440, 215, 100],
    form: "masonry",
    use: "lightweight inner leaves with good thermal insulation",
  }),
  block("block-tatterford-featherlite-7n-100", 3.1, {
    brand: TF,
    line: "Featherlite",
    noun: "Aircrete Block",
    detail: "7N",
    dims: [440, 215, 100],
    form: "masonry",
    use: "load bearing lightweight walls",
  }),
  block("block-tatterford-featherlite-trench-300", 9.8, {
    brand: TF,
    line: "Featherlite",
    noun: "Trench Block",
    dims: [440, 215, 300],
    form: "masonry",
    use: "foundations below ground level instead of brickwork",
  }),
  block("block-tatterford-padstone-440", 8.9, {
    brand: TF,
    noun: "Concrete Padstone",
    dims: [440, 140, 102],
    form: "masonry",
    use: "spreading the load under steel beams and lintels",
  }),
  lintel("block-spanholt-cavity-1200", 29, "Steel Cavity Lintel", 1200, 4),
  lintel("block-spanholt-cavity-1800", 44, "Steel Cavity Lintel", 1800),
  lintel("block-spanholt-cavity-2400", 63, "Steel Cavity Lintel", 2400),
  lintel("block-spanholt-box-1200", 24, "Steel Box Lintel", 1200),
  block("block-gen-lintel-concrete-1200", 12.5, {
    noun: "Prestressed Concrete Lintel",
    size: "100 x 65mm",
    length: 1200,
    use: "spanning openings in internal block walls",
  }),
  block("block-gen-lintel-concrete-1500", 15.5, {
    noun: "Prestressed Concrete Lintel",
    size: "100 x 65mm",
    length: 1500,
    use: "spanning openings in internal block walls",
  }),
  land("land-wenhaston-brisley-grey-pack", 459, {
    brand: WH,
    line: "Brisley",
    noun: "Indian Sandstone Patio Pack",
    detail: "Grey Multi",
    size: "15.3m²",
    use: "laying a garden patio",
  }),
  land("land-wenhaston-brisley-brown-pack", 459, {
    brand: WH,
    line: "Brisley",
    noun: "Indian Sandstone Patio Pack",
    detail: "Autumn Brown",
    size: "15.3m²",
    use: "laying a garden patio",
  }),
  land("land-wenhaston-scarning-grey-600", 24.5, {
    brand: WH,
    line: "Scarning",
    noun: "Porcelain Paving Slab",
    detail: "Light Grey",
    dims: [20, 600, 600],
    form: "board",
    use: "modern patios and outdoor kitchens",
  }),
  land("land-wenhaston-scarning-charcoal-600", 24.5, {
    brand: WH,
    line: "Scarning",
    noun: "Porcelain Paving Slab",
    detail: "Charcoal",
    dims: [20, 600, 600],
    form: "board",
    use: "modern patios and outdoor kitchens",
  }),
  land("land-gen-riven-450", 4.4, {
    noun: "Riven Paving Slab",
    detail: "Buff",
    dims: [35, 450, 450],
    form: "board",
    use: "budget patios and paths",
  }),
  land("land-gen-riven-600", 6.9, {
    noun: "Riven Paving Slab",
    detail: "Buff",
    dims: [35, 600, 600],
    form: "board",
    use: "budget patios and paths",
  }),
  land("land-wenhaston-block-paving-brindle", 0.58, {
    brand: WH,
    noun: "Block Paving",
    detail: "Brindle",
    dims: [200, 100, 50],
    form: "masonry",
    use: "driveways and paths",
  }),
  land("land-wenhaston-block-paving-charcoal", 0.58, {
    brand: WH,
    noun: "Block Paving",
    detail: "Charcoal",
    dims: [200, 100, 50],
    form: "masonry",
    use: "driveways and paths",
  }),
  land("land-gen-kerb-bullnose", 6.5, {
    noun: "Bullnose Kerb",
    detail: "Grey",
    dims: [915, 150, 125],
    form: "masonry",
    use: "edging drives and roads",
  }),
  land("land-gen-edging-rope", 3.9, {
    noun: "Rope Top Edging",
    detail: "Terracotta",
    size: "600 x 150mm",
    use: "edging lawns, borders and paths",
  }),
  land("land-gen-log-roll", 8.5, {
    noun: "Log Roll Edging",
    detail: "Treated",
    size: "1800 x 150mm",
    use: "edging raised beds and borders",
  }),
  land("land-gen-weed-membrane-1x14", 9.9, {
    noun: "Weed Control Fabric",
    size: "1m x 14m",
    use: "stopping weeds under gravel and bark",
  }),
  land("land-gen-weed-membrane-2x25", 27, {
    noun: "Weed Control Fabric",
    size: "2m x 25m",
    use: "stopping weeds under gravel, bark and paving",
  }),
  land("land-gen-artificial-grass-30", 59, {
    noun: "Artificial Grass",
    detail: "30mm Pile",
    size: "4m x 2m",
    use: "a low maintenance lawn",
  }),
  land("land-wenhaston-jointing-15", 34, {
    brand: WH,
    noun: "Patio Jointing Compound",
    detail: "Buff",
    pack: "15kg",
    use: "brush in pointing of patio joints",
  }),
];
