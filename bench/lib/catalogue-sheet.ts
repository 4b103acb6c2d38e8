import { brand, cartesian, retailPrice, term, type ProductSpec, type Term } from "./catalogue-types.ts";

const EGGER = brand("Egger", ["EGGER", "Egger UK"], "EG");
const MEDITE = brand("Medite", ["MEDITE", "Medite Smartply"], "MED");
const WESTFRASER = brand("West Fraser", ["Norbord", "WEST FRASER", "West Fraser (Norbord)"], "WF");
const KRONOSPAN = brand("Kronospan", ["KRONOSPAN", "Kronospan UK"], "KR");

const SHEET_TYPES: { terms: Term[]; brands: (typeof EGGER | null)[]; thick: number[]; perM2mm: number }[] = [
  {
    terms: [term("OSB3"), term(["Board", "Sheet"], { optional: true })],
    brands: [null, WESTFRASER, MEDITE, KRONOSPAN],
    thick: [9, 11, 15, 18, 22],
    perM2mm: 0.55,
  },
  {
    terms: [term(["Hardwood Faced", "Hardwood"]), term(["Plywood", "Ply"])],
    brands: [null],
    thick: [3, 5.5, 9, 12, 18, 25],
    perM2mm: 0.9,
  },
  {
    terms: [term(["Softwood", "Structural Softwood"]), term(["Plywood", "Ply"])],
    brands: [null],
    thick: [9, 12, 18, 25],
    perM2mm: 0.8,
  },
  { terms: [term("Shuttering"), term(["Plywood", "Ply"])], brands: [null], thick: [12, 18], perM2mm: 0.6 },
  {
    terms: [term(["Marine", "Marine BS1088"]), term(["Plywood", "Ply"])],
    brands: [null],
    thick: [6, 9, 12, 18, 25],
    perM2mm: 1.6,
  },
  {
    terms: [term(["Birch", "Baltic Birch"]), term(["Plywood", "Ply"])],
    brands: [null],
    thick: [4, 6, 9, 12, 15, 18, 24],
    perM2mm: 1.8,
  },
  {
    terms: [term(["Standard", "General Purpose"], { optional: true }), term(["MDF", "Medium Density Fibreboard"])],
    brands: [null, EGGER, MEDITE, KRONOSPAN],
    thick: [3, 6, 9, 12, 15, 18, 25],
    perM2mm: 0.5,
  },
  {
    terms: [term(["Moisture Resistant", "MR"], { abbr: "MR" }), term(["MDF", "Medium Density Fibreboard"])],
    brands: [null, MEDITE, EGGER],
    thick: [6, 9, 12, 18, 25],
    perM2mm: 0.7,
  },
  {
    terms: [term(["Fire Retardant", "FR"], { abbr: "FR" }), term(["MDF", "Medium Density Fibreboard"])],
    brands: [null, MEDITE],
    thick: [9, 12, 18, 25],
    perM2mm: 1.1,
  },
  {
    terms: [term(["White Melamine", "White Faced"]), term(["MFC", "Melamine Chipboard"])],
    brands: [null, EGGER, KRONOSPAN],
    thick: [15, 18],
    perM2mm: 0.8,
  },
  {
    terms: [term(["Oak Veneered", "Oak Veneer"]), term(["MDF", "Medium Density Fibreboard"])],
    brands: [null],
    thick: [6, 12, 18],
    perM2mm: 1.9,
  },
  { terms: [term(["Standard", "Tempered"]), term("Hardboard")], brands: [null], thick: [3.2, 6], perM2mm: 1.0 },
  {
    terms: [term(["Cement Particle Board", "Cement Bonded Board"])],
    brands: [null],
    thick: [10, 12, 18],
    perM2mm: 1.4,
  },
];
const SHEET_SIZES = [
  [2440, 1220],
  [2440, 607],
  [1220, 607],
  [1220, 1220],
  [1830, 607],
  [1200, 600],
  [600, 600],
] as const;

export function* sheet(): Generator<ProductSpec> {
  for (const type of SHEET_TYPES) {
    for (const { b, t, s } of cartesian({ b: type.brands, t: type.thick, s: SHEET_SIZES })) {
      yield {
        category: "sheet",
        productType: "Timber & Sheet Materials > Sheet Materials",
        brand: b,
        terms: type.terms,
        size: { kind: "sheet", t, l: s[0], w: s[1] },
        pack: null,
        price: retailPrice(((s[0] * s[1]) / 1e6) * t * type.perM2mm * (b ? 1.15 : 1) + 2),
        unitMeasure: `${Math.round((s[0] * s[1]) / 1e4) / 100}sqm`,
      };
    }
  }
  const flooring = [
    term(["P5", "P5 Moisture Resistant"]),
    term(["Chipboard Flooring", "Chipboard Floor Panel"]),
    term(["T&G", "Tongue & Groove", "Tongue and Groove"], { abbr: "T&G" }),
  ];
  for (const { b, t } of cartesian({ b: [null, EGGER, KRONOSPAN], t: [18, 22] })) {
    yield {
      category: "sheet",
      productType: "Timber & Sheet Materials > Flooring",
      brand: b,
      terms: flooring,
      size: { kind: "sheet", t, l: 2400, w: 600 },
      pack: null,
      price: retailPrice(t * 0.9),
      unitMeasure: "1.44sqm",
    };
  }
}

export function* skirting(): Generator<ProductSpec> {
  const materials = [
    term(["Primed MDF", "MDF Primed"]),
    term(["Pine", "Softwood"]),
    term(["Oak Veneered MDF", "Oak Veneer MDF"]),
    term(["Solid Oak", "Oak"]),
    term(["Finger Jointed Redwood", "FJ Redwood"]),
  ];
  const profiles = [
    "Torus",
    "Ogee",
    "Chamfered",
    "Pencil Round",
    "Bullnose",
    "Lambs Tongue",
    "Edwardian",
    "Victorian",
    "Square Edge",
    "Dual Purpose Torus/Ogee",
    "Chamfered & Rounded",
    "Colonial",
  ];
  for (const { m, p, h, t, len } of cartesian({
    m: materials,
    p: profiles,
    h: [69, 94, 119, 144, 169, 194, 219, 244],
    t: [15, 18, 25],
    len: [2400, 3000, 4200, 4400, 5400],
  })) {
    yield profile(m, p, "Skirting", t, h, len);
  }
  for (const { m, p, h, t, len } of cartesian({
    m: materials,
    p: profiles,
    h: [44, 57, 69, 94],
    t: [15, 18, 25],
    len: [2100, 2200, 2400, 3000],
  })) {
    yield profile(m, p, "Architrave", t, h, len);
  }
}

function profile(material: Term, profileName: string, item: string, t: number, h: number, len: number): ProductSpec {
  const oak = material.forms[0]!.includes("Oak");
  return {
    category: "skirting",
    productType: "Timber & Sheet Materials > Mouldings",
    brand: null,
    terms: [
      material,
      term(profileName),
      term(item === "Skirting" ? ["Skirting", "Skirting Board"] : ["Architrave", "Architrave Moulding"]),
    ],
    size: { kind: "profile", t, h, len },
    pack: null,
    price: retailPrice(((t * h * len) / 1e6) * (oak ? 0.9 : 0.35) + 2),
    unitMeasure: `${len / 1000}m`,
  };
}
