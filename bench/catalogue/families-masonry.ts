import { family, thicknesses, weights, type Family } from "./model.ts";

const BB = "Building Materials > Bricks & Blocks";
const COLOURS = "Red, Buff, Red Multi, Blend, Antique, Orange, Yellow, Grey, Heather, Golden, Brindle, Cream";
const CEMENT_MAKERS =
  "Blue Circle|Tarmac Blue Circle|BLUE CIRCLE, Hanson|Heidelberg Materials|Hanson Cement|HANSON, " +
  "Cemex|CEMEX|Cemex UK, Tarmac|TARMAC|Tarmac Ltd, Castle|Castle Cement, Quinn|Quinn Cement";
const QUARRIES =
  "-, Tarmac|TARMAC|Tarmac Ltd, Hanson|Heidelberg Materials|HANSON, Cemex|CEMEX|Cemex UK, Brett|Brett Aggregates, " +
  "Breedon|BREEDON, Kelkay|KELKAY, Aggregate Industries|AI";
/** Handy and large bags, singly or by the pallet; mini and bulk bags (sold singly). */
const BAGS = weights([20, 25, 400, 850]);

const facing = (brand: string, ranges: string, share: number) =>
  family({
    category: "bricks",
    type: BB,
    share,
    brands: brand,
    words: {
      range: ranges,
      colour: COLOURS,
      texture: "Stock, Smooth, Rustic, Handmade, Wirecut, Sandfaced, Soft Mud, Weathered",
      item: "Facing Brick|Facing",
    },
    sizes: thicknesses([65, 73]),
    packs: [1, 400],
    price: [0.6, 1.4],
    describe: [
      "{colour} {texture} facing brick for external walls. Order from one batch so the colour matches.",
      "Clay facing brick, frost resistant (F2) with low soluble salts (S2).",
    ],
  });

const loose = (category: "sand" | "aggregates", names: string, share: number) =>
  family({
    category,
    type: "Landscaping > Sand & Aggregates",
    share,
    brands: QUARRIES,
    words: { name: names, bag: "?Bag|Poly Bag" },
    sizes: BAGS,
    packs: [1, 40],
    price: [2, 6],
    describe: [
      "{name} for mortar, concrete, sub-bases and bedding. Bulk bags are delivered by crane lorry.",
      "Washed and graded {name}.",
    ],
  });

export const masonryFamilies: Family[] = [
  facing("Ibstock|IBSTOCK|Ibstock Brick", "Tradesman, Ivanhoe, Surrey, Cheddar, Birtley", 1450),
  facing("Wienerberger|Terca|WIENERBERGER|Wienerberger UK", "Oakwood, Warnham, Kassandra, Smeed Dean, Hampshire", 1450),
  facing("Forterra|FORTERRA|Forterra Building Products", "Butterley, LBC, Village, Cleveland", 1150),
  facing("Michelmersh|MICHELMERSH|Michelmersh Brick", "Charnwood, Hathern, Freshfield Lane", 870),
  facing("Vandersanden|VANDERSANDEN", "Corus, Bradfield, Old Ravensberg", 870),
  facing("Northcot|NORTHCOT|Northcot Brick", "Heritage, Brunswick, Staffordshire", 870),
  facing("Imperial|Imperial Bricks", "Victorian, Georgian, Tudor", 870),
  family({
    category: "bricks",
    type: BB,
    share: 36,
    words: {
      cls: "Class A, Class B",
      colour: "Red, Blue",
      form: "Perforated|Perf=PERF, Solid",
      item: "Engineering Brick|Eng Brick=ENG BRICK",
    },
    sizes: thicknesses([65, 73]),
    packs: [1, 400, 500],
    price: [0.7, 1.1],
    describe: ["{cls} engineering brick for below damp-proof course, manholes and retaining walls."],
  }),
  family({
    category: "blocks",
    type: BB,
    share: 2300,
    brands:
      "-, Thermalite|THERMALITE|Forterra Thermalite, H+H|H+H Celcon|Celcon, Tarmac|Toppblock|TARMAC, " +
      "Plasmor|PLASMOR, Lignacite|LIGNACITE, Marshalls|MARSHALLS",
    words: {
      kind:
        "Dense Concrete Block|Dense Block, Medium Dense Block, Lightweight Aggregate Block|Lightweight Block, " +
        "Aerated Block|Aircrete Block|Thermal Block, Hollow Concrete Block|Hollow Block, Trench Block, Coursing Block",
      strength: "3.6N, 7.3N|7N, 10.4N|10N, 17.5N",
    },
    sizes: thicknesses([75, 100, 140, 150, 190, 215, 275, 300]),
    packs: [1, 72],
    price: [1.1, 6.5],
    describe: ["{kind} for inner leaves, partitions and foundations, {strength}/mm² compressive strength."],
  }),
  family({
    category: "cement",
    type: "Building Materials > Cement",
    share: 950,
    brands: CEMENT_MAKERS,
    words: {
      name:
        "General Purpose Cement|GP Cement, Mastercrete Cement|Mastercrete, Ordinary Portland Cement|OPC, " +
        "Multicem Cement|Multicem, Rapid Set Cement, Sulfate Resisting Cement|SRC Cement, " +
        "Snowcrete White Cement|White Cement, Hydrated Lime|Builders Lime, Rapid Hardening Cement",
      bag: "Paper Bag|Paper Sack, Plastic Bag|Weatherproof Plastic Bag",
    },
    sizes: weights([5, 10, 20, 25]),
    packs: [1, 40, 56],
    price: [4, 14],
    describe: [
      "{name} for mortar, render and concrete mixes. Keep the bag dry and off the ground.",
      "A {bag} keeps it usable on site for longer.",
    ],
  }),
  family({
    category: "concrete-mortar",
    type: "Building Materials > Concrete & Mortar",
    share: 640,
    brands: CEMENT_MAKERS,
    words: {
      name:
        "Postcrete|Post Mix|Fence Post Mix, Ready to Use Concrete Mix|Concrete Mix, Multi Purpose Concrete, " +
        "Pourable Concrete, Mortar Mix|Ready Mixed Mortar, Sand & Cement Mix|Sand and Cement, " +
        "Rapid Set Repair Mortar, Screed Mix|Floor Screed, Fibre Reinforced Concrete",
    },
    sizes: weights([5, 10, 20, 25, 30, 850]),
    packs: [1, 40, 56],
    price: [4, 12],
    describe: [
      "{name}: add water and mix. Sets firm for fence posts, pads and small pours.",
      "Pre-blended dry mix for bedding, pointing and repairs.",
    ],
  }),
  loose(
    "sand",
    "Building Sand|Soft Sand, Sharp Sand|Concreting Sand, Plastering Sand, Kiln Dried Sand|Kiln Dried Paving Sand, " +
      "Silver Sand|Play Sand, Grit Sand, Rendering Sand, Block Paving Sand",
    280,
  ),
  loose(
    "aggregates",
    "All-in Ballast|Ballast|Concrete Ballast, MOT Type 1 Sub-Base|Type 1|MOT Type 1, 10mm Gravel, 20mm Gravel, " +
      "10mm Pea Shingle|Pea Gravel, Scalpings, Hardcore, Topsoil|Screened Topsoil, Crushed Concrete|Recycled Type 1",
    320,
  ),
  family({
    category: "aggregates",
    type: "Garden & Landscaping > Decorative Aggregates",
    share: 1800,
    brands: "-, Kelkay|KELKAY, Bradstone|BRADSTONE, Brett|Brett Landscaping, Stone Warehouse",
    words: {
      stone:
        "Cotswold, Golden Flint, Blue Slate, Plum Slate, Green Slate, Red Granite, Silver Granite, Scottish, " +
        "Polar White, Staffordshire Pink, Midnight Black, Moonstone",
      grade: "10mm, 14mm, 20mm, 40mm",
      kind: "Chippings|Chips, Gravel, Pebbles, Cobbles",
    },
    sizes: weights([20, 25, 850]),
    packs: [1, 40],
    price: [4, 9],
    describe: ["Decorative {stone} {kind} for paths, borders and driveways. Lay over a weed membrane at 50mm depth."],
  }),
];
