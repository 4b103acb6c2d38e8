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

const BG = brand("British Gypsum", ["Gyproc", "BRITISH GYPSUM LTD", "Saint-Gobain British Gypsum"], "BG");
const KNAUF = brand("Knauf", ["Knauf Drywall", "KNAUF"], "KN");
const SINIAT = brand("Siniat", ["Lafarge Siniat", "SINIAT", "Etex Siniat"], "SN");
const PB = "Building Materials > Plasterboard & Drylining";

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

export function* plasterboard(): Generator<ProductSpec> {
  const ranges: [Brand | null, string[], number[]][] = [
    [
      BG,
      [
        "Gyproc WallBoard",
        "Gyproc Moisture Resistant",
        "Gyproc FireLine",
        "Gyproc SoundBloc",
        "Gyproc DuraLine",
        "Gyproc Habito",
      ],
      [9.5, 12.5, 15],
    ],
    [
      KNAUF,
      ["Knauf Wallboard", "Knauf Moisture Panel", "Knauf Fire Panel", "Knauf Soundshield Plus", "Knauf Impact Panel"],
      [9.5, 12.5, 15],
    ],
    [
      SINIAT,
      ["Siniat GTEC Standard Board", "Siniat GTEC Moisture Board", "Siniat GTEC Fire Board", "Siniat GTEC dB Board"],
      [9.5, 12.5, 15],
    ],
    [
      null,
      [
        "Standard Plasterboard",
        "Moisture Resistant Plasterboard",
        "Fire Resistant Plasterboard",
        "Acoustic Plasterboard",
      ],
      [9.5, 12.5, 15, 19],
    ],
  ];
  const edges = [term(["Tapered Edge", "TE"], { abbr: "TE" }), term(["Square Edge", "SE"], { abbr: "SE" })];
  const sizes = [
    [1800, 900],
    [2400, 900],
    [2400, 1200],
    [2700, 1200],
    [3000, 1200],
  ] as const;
  for (const [b, names, thicknesses] of ranges) {
    for (const { name, edge, t, s } of cartesian({ name: names, edge: edges, t: thicknesses, s: sizes })) {
      const area = (s[0] * s[1]) / 1e6;
      yield product(
        "plasterboard",
        PB,
        b,
        [term(name), edge],
        { kind: "sheet", t, l: s[0], w: s[1] },
        area * t * 0.3 + 1,
        `${area}sqm`,
      );
    }
    for (const { t, s } of cartesian({ t: [22, 27, 30, 37.5, 42.5, 52.5, 62.5, 72.5, 82.5], s: sizes.slice(2, 4) })) {
      yield product(
        "plasterboard",
        PB,
        b,
        [
          term(
            b
              ? `${b.name === "British Gypsum" ? "Gyproc ThermaLine" : b.name + " Thermal"} PIR`
              : "Thermal Laminate PIR",
          ),
          term(["Insulated Plasterboard", "Thermal Board"]),
        ],
        { kind: "sheet", t, l: s[0], w: s[1] },
        t * 0.9,
        null,
      );
    }
  }
  const plasters = [
    "Thistle Multi-Finish",
    "Thistle Board Finish",
    "Thistle Bonding Coat",
    "Thistle Hardwall",
    "Thistle Browning",
    "Thistle UniversalOneCoat",
    "Thistle DuraFinish",
    "Gyproc Easi-Fill",
    "Gyproc Joint Filler",
  ];
  for (const { name, kg } of cartesian({ name: plasters, kg: [10, 12.5, 25] })) {
    yield product(
      "plasterboard",
      "Building Materials > Plaster",
      BG,
      [term(name), term(["Plaster", "Finishing Plaster"], { optional: true })],
      { kind: "weight", kg },
      kg * 0.6 + 2,
      `${kg}kg`,
    );
  }
}

export function* insulation(): Generator<ProductSpec> {
  const pir: [Brand, string[]][] = [
    [
      brand("Kingspan", ["Kingspan Insulation", "KINGSPAN"], "KS"),
      ["Thermapitch TP10", "Thermawall TW55", "Thermafloor TF70", "Kooltherm K7"],
    ],
    [brand("Celotex", ["Saint-Gobain Celotex", "CELOTEX"], "CX"), ["GA4000", "XR4000", "TB4000", "CW4000"]],
    [brand("Recticel", ["Recticel Insulation", "RECTICEL"], "RC"), ["Eurothane GP", "Eurowall+"]],
    [brand("Ecotherm", ["EcoTherm", "ECOTHERM"], "ET"), ["Eco-Versal", "Eco-Cavity"]],
    [brand("Xtratherm", ["XTRATHERM", "Unilin Xtratherm"], "XT"), ["Thin-R XO", "Safe-R SR"]],
  ];
  const thick = [12, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90, 100, 110, 120, 130, 140, 150, 165];
  for (const [b, ranges] of pir) {
    for (const { r, t, s, pack } of cartesian({
      r: ranges,
      t: thick,
      s: [
        [2400, 1200],
        [1200, 450],
      ] as const,
      pack: [1, 3, 6],
    })) {
      if (s[0] === 2400 && pack === 6) continue;
      yield product(
        "insulation",
        "Insulation > PIR Boards",
        b,
        [term(r), term(["PIR Insulation Board", "PIR Board", "Insulation Board"])],
        { kind: "sheet", t, l: s[0], w: s[1] },
        ((s[0] * s[1]) / 1e6) * t * 0.11 + 3,
        null,
        pack === 1 ? null : pack,
      );
    }
  }
  const rolls: [Brand, string[]][] = [
    [
      brand("Knauf Insulation", ["Knauf", "Knauf Earthwool", "KNAUF INSULATION"], "KI"),
      ["Loft Roll 40", "Loft Roll 44", "Combi-Cut Roll 40"],
    ],
    [brand("Isover", ["Saint-Gobain Isover", "ISOVER"], "IS"), ["Spacesaver", "Spacesaver Plus", "G3 Touch Loft Roll"]],
    [brand("Rockwool", ["ROCKWOOL", "Rockwool UK"], "RW"), ["Roll", "Flexi Roll"]],
    [brand("Superglass", ["SUPERGLASS", "Superglass Insulation"], "SG"), ["Multi-Roll 44", "Loft Roll 40"]],
  ];
  for (const [b, ranges] of rolls) {
    for (const { r, t, pack } of cartesian({ r: ranges, t: [75, 100, 150, 170, 200], pack: [1, 3] })) {
      const area = Math.round((1120 / t) * 100) / 100;
      yield product(
        "insulation",
        "Insulation > Loft Insulation",
        b,
        [term(r), term(["Insulation", "Mineral Wool"], { optional: true })],
        { kind: "roll", t, area },
        area * 3.5,
        `${area}sqm`,
        pack === 1 ? null : pack,
      );
    }
  }
  const slabs: [Brand | null, string][] = [
    [null, "RWA45 Acoustic Slab"],
    [null, "DriTherm Cavity Slab 32"],
    [null, "DriTherm Cavity Slab 37"],
    [null, "EPS70 Polystyrene Sheet"],
    [null, "EPS100 Polystyrene Sheet"],
    [null, "XPS Floor Insulation Board"],
  ];
  for (const [b, name] of slabs) {
    for (const { t, s, pack } of cartesian({
      t: [25, 30, 40, 50, 60, 75, 85, 100, 125, 150],
      s: [
        [1200, 600],
        [1200, 455],
        [2400, 1200],
      ] as const,
      pack: [1, 4, 8],
    })) {
      yield product(
        "insulation",
        "Insulation > Slabs",
        b,
        [term(name)],
        { kind: "sheet", t, l: s[0], w: s[1] },
        ((s[0] * s[1]) / 1e6) * t * 0.06 + 1,
        null,
        pack === 1 ? null : pack,
      );
    }
  }
}
