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

function product(
  category: ProductSpec["category"],
  productType: string,
  b: Brand | null,
  terms: Term[],
  size: Size,
  price: number,
  pack: number | null = null,
  unitMeasure: string | null = null,
): ProductSpec {
  return { category, productType, brand: b, terms, size, pack, price: retailPrice(price * (pack ?? 1)), unitMeasure };
}

const DRAIN_BRANDS = [
  brand("FloPlast", ["Floplast", "FLOPLAST"], "FP"),
  brand("Osma", ["Wavin Osma", "OSMA", "Wavin"], "OS"),
  brand("Polypipe", ["POLYPIPE", "Polypipe Building Products"], "PP"),
  brand("Marley", ["Marley Plumbing & Drainage", "MARLEY"], "MY"),
  brand("Brett Martin", ["BRETT MARTIN", "Brett Martin Plastics"], "BM"),
];

export function* drainage(): Generator<ProductSpec> {
  const systems: { name: Term; dia: number[]; colours: string[]; type: string }[] = [
    {
      name: term(["Underground Drainage", "Underground"]),
      dia: [110, 160],
      colours: ["Terracotta"],
      type: "Drainage > Underground Drainage",
    },
    {
      name: term(["Soil Pipe", "Soil & Vent"]),
      dia: [110],
      colours: ["Black", "Grey", "White", "Terracotta"],
      type: "Drainage > Soil & Vent",
    },
    {
      name: term(["Solvent Weld Waste", "Solvent Waste"]),
      dia: [32, 40, 50],
      colours: ["White", "Grey", "Black"],
      type: "Drainage > Waste Pipe",
    },
    {
      name: term(["Round Downpipe", "Round Rainwater"]),
      dia: [68],
      colours: ["Black", "White", "Grey", "Brown"],
      type: "Drainage > Rainwater",
    },
    {
      name: term(["Half Round Gutter", "Half Round Guttering"]),
      dia: [112, 150],
      colours: ["Black", "White", "Grey", "Brown", "Anthracite"],
      type: "Drainage > Guttering",
    },
  ];
  const fittings: { name: Term; angles: (number | null)[]; lengths: (number | null)[]; price: number }[] = [
    { name: term(["Pipe", "Plain Ended Pipe"]), angles: [null], lengths: [2500, 3000, 4000, 6000], price: 4 },
    { name: term(["Single Socket Bend", "Bend Single Socket"]), angles: [15, 30, 45, 87.5], lengths: [null], price: 3 },
    {
      name: term(["Double Socket Bend", "Bend Double Socket"]),
      angles: [15, 30, 45, 87.5],
      lengths: [null],
      price: 3.5,
    },
    { name: term(["Equal Junction", "Branch"]), angles: [45, 87.5], lengths: [null], price: 6 },
    { name: term(["Coupler", "Coupling"]), angles: [null], lengths: [null], price: 2 },
    { name: term(["Access Pipe", "Access Fitting"]), angles: [null], lengths: [null], price: 9 },
    { name: term(["Adaptor", "Adapter"]), angles: [null], lengths: [null], price: 3 },
    { name: term("Stop End"), angles: [null], lengths: [null], price: 1.5 },
    { name: term(["Bracket", "Pipe Clip"]), angles: [null], lengths: [null], price: 1 },
    { name: term(["Running Outlet", "Outlet"]), angles: [null], lengths: [null], price: 3 },
    { name: term(["Offset", "Offset Bend"]), angles: [null], lengths: [null], price: 4 },
  ];
  for (const b of [...DRAIN_BRANDS, null]) {
    for (const system of systems) {
      for (const { dia, colour, f, pack } of cartesian({
        dia: system.dia,
        colour: system.colours,
        f: fittings,
        pack: [1, 10],
      })) {
        for (const { angle, len } of cartesian({ angle: f.angles, len: f.lengths })) {
          if (pack !== 1 && len !== null) continue;
          yield product(
            "drainage",
            system.type,
            b,
            [term(colour), system.name, f.name],
            { kind: "pipe", dia, angle, len },
            f.price * (dia / 80) * (len ? len / 1000 : 1),
            pack === 1 ? null : pack,
          );
        }
      }
    }
  }
}

export function* roofing(): Generator<ProductSpec> {
  const MARLEY = brand("Marley", ["Marley Roofing", "MARLEY", "Marley Eternit"], "MR");
  const REDLAND = brand("Redland", ["REDLAND", "Redland Roofing"], "RD");
  const SANDTOFT = brand("Sandtoft", ["SANDTOFT", "Wienerberger Sandtoft"], "ST");
  const tiles: [Brand, string[]][] = [
    [MARLEY, ["Modern", "Ludlow Major", "Mendip", "Duo Edgemere"]],
    [REDLAND, ["49", "Regent", "Grovebury", "Renown"]],
    [SANDTOFT, ["20/20", "Standard Pattern"]],
  ];
  const colours = [
    "Smooth Grey",
    "Anthracite",
    "Old English Dark Red",
    "Smooth Brown",
    "Rustic Red",
    "Slate Grey",
    "Breckland Brown",
    "Farmhouse Red",
    "Mixed Brown",
  ];
  const items = [
    term(["Roof Tile", "Interlocking Tile"]),
    term("Verge Tile"),
    term("Eaves Tile"),
    term(["Half Tile", "Tile and a Half"]),
    term(["Half Round Ridge Tile", "Ridge Tile"]),
    term(["Hip Tile", "Segmental Hip"]),
  ];
  for (const [b, ranges] of tiles) {
    for (const { r, c, item, pack } of cartesian({ r: ranges, c: colours, item: items, pack: [1, 48] })) {
      yield product(
        "roofing",
        "Roofing > Roof Tiles",
        b,
        [term(r), term(c), item],
        { kind: "none" },
        1.6,
        pack === 1 ? null : pack,
      );
    }
  }
  const slates = [
    term(["Spanish Natural Slate", "Spanish Slate"]),
    term(["Brazilian Natural Slate", "Brazilian Slate"]),
    term(["Welsh Natural Slate", "Welsh Slate"]),
    term(["Fibre Cement Slate", "Artificial Slate"]),
  ];
  for (const { s, size, grade, pack } of cartesian({
    s: slates,
    size: [
      [400, 250],
      [500, 250],
      [500, 300],
      [600, 300],
      [600, 350],
    ] as const,
    grade: ["1st Quality", "Heavy", "Standard"],
    pack: [1, 20, 500],
  })) {
    yield product(
      "roofing",
      "Roofing > Slates",
      null,
      [s, term(grade)],
      { kind: "face", l: size[0], w: size[1] },
      ((size[0] * size[1]) / 1e5) * 0.3,
      pack === 1 ? null : pack,
    );
  }
  for (const { code, w, len } of cartesian({
    code: [3, 4, 5, 6],
    w: [100, 120, 150, 180, 210, 240, 270, 300, 390, 450, 600],
    len: [3000, 6000],
  })) {
    yield product(
      "roofing",
      "Roofing > Lead & Flashing",
      null,
      [term(`Code ${code}`), term(["Lead Flashing", "Lead Roll", "Rolled Lead"])],
      { kind: "strip", w, len },
      ((w * len * code) / 1e6) * 9,
      null,
      `${len / 1000}m`,
    );
  }
  const membranes: [Brand, string[]][] = [
    [brand("Tyvek", ["DuPont Tyvek", "TYVEK"], "TY"), ["Supro", "Housewrap", "Metallised"]],
    [brand("Klober", ["Klöber", "KLOBER"], "KL"), ["Permo Air", "Permo Forte", "Permo Light"]],
    [brand("Glidevale", ["GLIDEVALE", "Glidevale Protect"], "GV"), ["Protect VP400", "Protect TF200"]],
    [brand("IKO", ["IKO Roofing", "iko"], "IK"), ["Shed Felt Green", "Shed Felt Black", "Mineral Felt", "Underlay 1F"]],
  ];
  for (const [b, names] of membranes) {
    for (const { n, s } of cartesian({
      n: names,
      s: [
        [1000, 8000],
        [1000, 10000],
        [1000, 20000],
        [1000, 25000],
        [1000, 50000],
        [1500, 50000],
      ] as const,
    })) {
      yield product(
        "roofing",
        "Roofing > Membranes & Felt",
        b,
        [term(n), term(["Roll", "Membrane"], { optional: true })],
        { kind: "strip", w: s[0], len: s[1] },
        ((s[0] * s[1]) / 1e6) * 0.9 + 5,
        null,
        `${(s[0] * s[1]) / 1e6}sqm`,
      );
    }
  }
  const corrugated: [Brand | null, Term, string[]][] = [
    [
      brand("Onduline", ["ONDULINE", "Onduline Building Products"], "OD"),
      term(["Corrugated Bitumen Sheet", "Bitumen Roofing Sheet"]),
      ["Black", "Green", "Red", "Brown"],
    ],
    [null, term(["Corrugated PVC Sheet", "PVC Corrugated Sheet"]), ["Clear", "Opal", "Bronze"]],
    [null, term(["Galvanised Corrugated Sheet", "Galvanised Steel Sheet"]), ["Silver"]],
  ];
  for (const [b, name, cols] of corrugated) {
    for (const { c, len } of cartesian({ c: cols, len: [1800, 2000, 2400, 2500, 3000, 3600] })) {
      yield product(
        "roofing",
        "Roofing > Roofing Sheets",
        b,
        [term(c), name],
        { kind: "strip", w: 950, len },
        (len / 1000) * 8,
      );
    }
  }
  for (const { t, c, w, len } of cartesian({
    t: [10, 16, 25],
    c: ["Clear", "Opal", "Bronze"],
    w: [690, 980, 1200, 2100],
    len: [2000, 2500, 3000, 3500, 4000, 5000, 6000],
  })) {
    yield product(
      "roofing",
      "Roofing > Roofing Sheets",
      null,
      [term(c), term(["Polycarbonate Multiwall Sheet", "Twinwall Polycarbonate"])],
      { kind: "sheet", t, l: len, w },
      ((len * w) / 1e6) * t * 1.5,
    );
  }
}
