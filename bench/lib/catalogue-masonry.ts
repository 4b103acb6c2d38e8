import {
  brand,
  cartesian,
  retailPrice,
  term,
  type Brand,
  type ProductSpec,
  type Size,
  type Term,
} from "./catalogue-types.ts";

const TARMAC = brand("Tarmac", ["TARMAC", "Tarmac Ltd"], "TM");
const HANSON = brand("Hanson", ["Heidelberg Materials", "Hanson Cement", "HANSON"], "HN");
const BLUECIRCLE = brand("Blue Circle", ["Tarmac Blue Circle", "BLUE CIRCLE"], "BC");
const CEMEX = brand("Cemex", ["CEMEX", "Cemex UK"], "CX");
const PACKS = [1, 10, 56];

function product(
  category: ProductSpec["category"],
  productType: string,
  b: Brand | null,
  terms: Term[],
  size: Size,
  price: number,
  unitMeasure: string | null,
  pack: number | null = null,
): ProductSpec {
  return { category, productType, brand: b, terms, size, pack, price: retailPrice(price * (pack ?? 1)), unitMeasure };
}

export function* aggregates(): Generator<ProductSpec> {
  const loose = [
    "Building Sand",
    "Sharp Sand",
    "Plastering Sand",
    "Kiln Dried Sand",
    "Silver Sand",
    "All-in Ballast",
    "MOT Type 1 Sub-Base",
    "10mm Gravel",
    "20mm Gravel",
    "10mm Pea Shingle",
    "10mm Limestone Chippings",
    "20mm Limestone Chippings",
    "20mm Blue Slate Chippings",
    "40mm Plum Slate Chippings",
    "20mm Cotswold Chippings",
    "20mm Granite Chippings",
    "Scalpings",
    "Hardcore",
    "Topsoil",
    "Golden Gravel 20mm",
    "Flint Gravel 20mm",
    "Red Granite 14mm",
    "Beach Pebbles 20-40mm",
    "Grit Sand",
    "Rendering Sand",
  ];
  const bags = [
    { kg: 20, label: null },
    { kg: 25, label: null },
    { kg: 400, label: "mini" },
    { kg: 850, label: "bulk" },
  ] as const;
  for (const { name, bag, b, pack } of cartesian({
    name: loose,
    bag: bags,
    b: [null, TARMAC, HANSON, CEMEX],
    pack: PACKS,
  })) {
    if (bag.kg >= 400 && pack !== 1) continue;
    const perKg = name.includes("Slate") || name.includes("Granite") || name.includes("Golden") ? 0.16 : 0.07;
    yield product(
      "aggregates",
      "Landscaping > Sand & Aggregates",
      b,
      [term(name)],
      { kind: "weight", kg: bag.kg },
      bag.kg * perKg * (bag.kg >= 400 ? 0.55 : 1) + 1.2,
      `${bag.kg}kg`,
      pack === 1 ? null : pack,
    );
  }
  const bagged: [Brand, string[], number[]][] = [
    [
      HANSON,
      ["Multicem Cement", "Postcrete", "Ready Mixed Mortar", "Rapid Set Cement", "Snowcrete White Cement"],
      [20, 25],
    ],
    [
      BLUECIRCLE,
      ["General Purpose Cement", "Mastercrete Cement", "Postfix", "Mortar Mix", "Concrete Mix", "Hydrated Lime"],
      [20, 25],
    ],
    [
      TARMAC,
      [
        "Ready to Use Concrete Mix",
        "Ready to Use Mortar Mix",
        "Sand & Cement Mix",
        "Pourable Concrete",
        "Fence Post Mix",
      ],
      [20, 25],
    ],
    [CEMEX, ["Portland Cement", "Rapid Hardening Cement", "Fencepost Concrete", "Multi Purpose Concrete"], [20, 25]],
  ];
  for (const [b, names, kgs] of bagged) {
    for (const { name, kg, pack, wrap } of cartesian({
      name: names,
      kg: kgs,
      pack: PACKS,
      wrap: [term(["Paper Bag", "Paper Sack"]), term(["Plastic Bag", "Weatherproof Plastic Bag"])],
    })) {
      yield product(
        "aggregates",
        "Building Materials > Cement & Aggregates",
        b,
        [term(name), wrap],
        { kind: "weight", kg },
        kg * 0.3 + 1,
        `${kg}kg`,
        pack === 1 ? null : pack,
      );
    }
  }
}

export function* bricksBlocks(): Generator<ProductSpec> {
  const makers: [Brand, string[]][] = [
    [brand("Ibstock", ["IBSTOCK", "Ibstock Brick"], "IB"), ["Tradesman", "Ivanhoe", "Surrey", "Cheddar", "Birtley"]],
    [
      brand("Wienerberger", ["Terca", "WIENERBERGER", "Wienerberger UK"], "WB"),
      ["Oakwood", "Warnham", "Kassandra", "Smeed Dean", "Hampshire"],
    ],
    [brand("Forterra", ["FORTERRA", "Forterra Building Products"], "FT"), ["Butterley", "LBC", "Village", "Cleveland"]],
    [brand("Michelmersh", ["MICHELMERSH", "Michelmersh Brick"], "MM"), ["Charnwood", "Hathern", "Freshfield Lane"]],
  ];
  const colours = [
    "Red",
    "Buff",
    "Red Multi",
    "Blend",
    "Antique",
    "Orange",
    "Yellow",
    "Grey",
    "Heather",
    "Golden",
    "Brindle",
    "Cream",
  ];
  const textures = ["Stock", "Smooth", "Rustic", "Handmade", "Wirecut", "Sandfaced"];
  for (const [b, ranges] of makers) {
    for (const { r, c, tex, h, pack } of cartesian({
      r: ranges,
      c: colours,
      tex: textures,
      h: [65, 73],
      pack: [1, 400],
    })) {
      yield product(
        "bricks-blocks",
        "Building Materials > Bricks & Blocks",
        b,
        [term(r), term(c), term(tex), term(["Facing Brick", "Facing"])],
        { kind: "thickness", t: h },
        0.85,
        null,
        pack === 1 ? null : pack,
      );
    }
  }
  for (const { cls, colour, perf, h, pack } of cartesian({
    cls: ["Class A", "Class B"],
    colour: ["Red", "Blue"],
    perf: [term(["Perforated", "Perf"], { abbr: "PERF" }), term("Solid")],
    h: [65, 73],
    pack: [1, 400, 500],
  })) {
    yield product(
      "bricks-blocks",
      "Building Materials > Bricks & Blocks",
      null,
      [term(cls), term(colour), perf, term(["Engineering Brick", "Eng Brick"], { abbr: "ENG BRICK" })],
      { kind: "thickness", t: h },
      cls === "Class A" ? 1.1 : 0.7,
      null,
      pack === 1 ? null : pack,
    );
  }
  const blocks: [Brand | null, string, string[], number[]][] = [
    [null, "Dense Concrete Block", ["3.6N", "7.3N", "10.4N"], [75, 90, 100, 140, 150, 190, 215]],
    [null, "Medium Dense Block", ["3.6N", "7.3N"], [100, 140]],
    [null, "Hollow Concrete Block", ["7.3N"], [100, 140, 215]],
    [
      brand("Thermalite", ["THERMALITE", "Forterra Thermalite"], "TH"),
      "Thermalite Shield",
      ["3.6N", "7.3N"],
      [75, 100, 125, 140, 150, 190, 215],
    ],
    [
      brand("H+H", ["H+H Celcon", "Celcon", "H & H"], "HH"),
      "Celcon Standard Grade",
      ["3.6N", "7.3N"],
      [75, 100, 140, 150, 215],
    ],
    [TARMAC, "Toppblock Hemelite", ["3.6N", "7.3N"], [100, 140]],
  ];
  for (const [b, name, strengths, thick] of blocks) {
    for (const { s, t, pack } of cartesian({ s: strengths, t: thick, pack: [1, 72] })) {
      yield product(
        "bricks-blocks",
        "Building Materials > Bricks & Blocks",
        b,
        [term(name), term(s), term(["Block", "Blocks"], { optional: true })],
        { kind: "thickness", t },
        t * 0.025 + 0.4,
        null,
        pack === 1 ? null : pack,
      );
    }
  }
}
