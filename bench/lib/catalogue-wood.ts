import { brand, cartesian, retailPrice, term, type ProductSpec, type Term } from "./catalogue-types.ts";

const LENGTHS = [1800, 2100, 2400, 2700, 3000, 3300, 3600, 3900, 4200, 4500, 4800, 5100, 5400, 5700, 6000];
const TREATED = term(["Treated", "Tanalised", "Pressure Treated"], { abbr: "TRTD" });
const KD = term(["Kiln Dried", "Untreated KD", "Untreated Kiln Dried"], { abbr: "KD" });
const SAWN = term("Sawn", { optional: true });
const TIMBER = term("Timber", { optional: true });
const TT = "Building Materials > Timber";

function timberPrice(t: number, w: number, len: number, perM3: number): number {
  return retailPrice(((t * w * len) / 1e9) * perM3 + 0.8);
}

export function* timber(): Generator<ProductSpec> {
  const sawn = [[22, 100], [22, 150], [25, 75], [25, 100], [25, 150], [38, 75], [38, 100], [47, 75], [47, 100], [47, 125],
    [47, 150], [47, 175], [47, 200], [47, 225], [63, 150], [75, 75], [75, 100], [75, 150], [75, 200], [75, 225], [100, 150]] as const;
  for (const { s, treat, grade, len } of cartesian({ s: sawn, treat: [TREATED, KD], grade: ["C16", "C24"], len: LENGTHS })) {
    yield spec(`${TT} > Sawn Timber`, [treat, SAWN, term(grade), term("Carcassing", { optional: true }), TIMBER], s[0], s[1], len,
      treat === TREATED ? 620 : 560 + (grade === "C24" ? 90 : 0));
  }
  const regularised = [[45, 70], [45, 95], [45, 120], [45, 145], [45, 170], [45, 195], [45, 220], [45, 245], [70, 145], [70, 195]] as const;
  for (const { s, treat, grade, len } of cartesian({ s: regularised, treat: [TREATED, KD], grade: ["C16", "C24"], len: LENGTHS })) {
    yield spec(`${TT} > Regularised Timber`, [treat, term(grade), term(["Regularised", "Reg"], { abbr: "REG" }), TIMBER], s[0], s[1], len, 700);
  }
  const cls = [[38, 63], [38, 89], [38, 140]] as const;
  for (const { s, treat, grade, len } of cartesian({ s: cls, treat: [TREATED, KD], grade: ["C16", "C24"], len: [2400, 3000, 3600, 4200, 4800, 5400, 6000] })) {
    yield spec(`${TT} > CLS`, [treat, term(grade), term("CLS"), term(["Studwork", "Stud"], { optional: true }), TIMBER], s[0], s[1], len, 640);
  }
  const battens = [[19, 38], [25, 38], [25, 50], [32, 50], [38, 50]] as const;
  const graded = [term(["BS5534 Graded", "Graded BS5534"], { abbr: "BS5534" }), term(["Ungraded", "General Purpose"], { abbr: "UNGR" })];
  for (const { s, g, treat, len } of cartesian({ s: battens, g: graded, treat: [TREATED, KD], len: [2400, 3000, 3600, 4200, 4800, 5400, 6000] })) {
    yield spec(`${TT} > Roofing Batten`, [treat, g, term(["Batten", "Roofing Batten"])], s[0], s[1], len, 900);
  }
  const species = ["Whitewood", "Redwood", "Oak", "Sapele", "Tulipwood", "Ash", "Meranti"];
  const finishes = [term(["Planed Square Edge", "PSE"], { abbr: "PSE" }), term(["Planed All Round", "PAR"], { abbr: "PAR" })];
  const thick = [12, 15, 18, 21, 27, 34, 44];
  const wide = [18, 21, 27, 34, 44, 69, 94, 119, 144, 169, 194];
  for (const { sp, f, t, w, len } of cartesian({ sp: species, f: finishes, t: thick, w: wide, len: [1800, 2100, 2400, 2700, 3000, 3600, 4200, 4800, 5400] })) {
    if (w < t) continue;
    const hard = sp === "Oak" || sp === "Sapele" || sp === "Ash" || sp === "Meranti";
    yield spec(`${TT} > Planed Timber`, [term(sp), f, TIMBER], t, w, len, hard ? 2600 : 1100);
  }
  const decking = [[28, 120], [32, 125], [32, 144], [38, 150]] as const;
  for (const { s, colour, profile, len } of cartesian({
    s: decking,
    colour: ["Green", "Brown", "Natural"],
    profile: [term(["Grooved", "Ribbed"]), term(["Reeded", "Reeded Anti-Slip"]), term(["Smooth", "Plain"])],
    len: [2400, 3000, 3600, 4200, 4800],
  })) {
    yield spec("Garden & Landscaping > Decking", [term(colour), term(["Treated", "Tanalised"]), profile, term(["Decking Board", "Deck Board"])], s[0], s[1], len, 950);
  }
  for (const { s, colour, len } of cartesian({ s: [[75, 75], [100, 100], [125, 125]] as const, colour: ["Green", "Brown"], len: [1800, 2100, 2400, 2700, 3000, 3300, 3600] })) {
    yield spec("Garden & Landscaping > Fencing", [term(colour), term(["Treated", "Tanalised"]), term(["Fence Post", "Fencing Post"])], s[0], s[1], len, 700);
  }
  for (const { s, colour, len } of cartesian({ s: [[11, 100], [22, 100], [22, 125], [22, 150]] as const, colour: ["Green", "Brown"], len: [1200, 1500, 1800, 2100, 2400, 3000, 3600, 4800] })) {
    yield spec("Garden & Landscaping > Fencing", [term(colour), term(["Treated", "Tanalised"]), term(["Featheredge Board", "Feather Edge Board"])], s[0], s[1], len, 800);
  }
}

function spec(productType: string, terms: Term[], t: number, w: number, len: number, perM3: number): ProductSpec {
  return {
    category: "timber",
    productType,
    brand: null,
    terms,
    size: { kind: "section", t, w, len },
    pack: null,
    price: timberPrice(t, w, len, perM3),
    unitMeasure: `${len / 1000}m`,
  };
}

const EGGER = brand("Egger", ["EGGER", "Egger UK"], "EG");
const MEDITE = brand("Medite", ["MEDITE", "Medite Smartply"], "MED");
const WESTFRASER = brand("West Fraser", ["Norbord", "WEST FRASER", "West Fraser (Norbord)"], "WF");
const KRONOSPAN = brand("Kronospan", ["KRONOSPAN", "Kronospan UK"], "KR");

const SHEET_TYPES: { terms: Term[]; brands: (typeof EGGER | null)[]; thick: number[]; perM2mm: number }[] = [
  { terms: [term("OSB3"), term(["Board", "Sheet"], { optional: true })], brands: [null, WESTFRASER, MEDITE, KRONOSPAN], thick: [9, 11, 15, 18, 22], perM2mm: 0.55 },
  { terms: [term(["Hardwood Faced", "Hardwood"]), term(["Plywood", "Ply"])], brands: [null], thick: [3, 5.5, 9, 12, 18, 25], perM2mm: 0.9 },
  { terms: [term(["Softwood", "Structural Softwood"]), term(["Plywood", "Ply"])], brands: [null], thick: [9, 12, 18, 25], perM2mm: 0.8 },
  { terms: [term("Shuttering"), term(["Plywood", "Ply"])], brands: [null], thick: [12, 18], perM2mm: 0.6 },
  { terms: [term(["Marine", "Marine BS1088"]), term(["Plywood", "Ply"])], brands: [null], thick: [6, 9, 12, 18, 25], perM2mm: 1.6 },
  { terms: [term(["Birch", "Baltic Birch"]), term(["Plywood", "Ply"])], brands: [null], thick: [4, 6, 9, 12, 15, 18, 24], perM2mm: 1.8 },
  { terms: [term(["Standard", "General Purpose"], { optional: true }), term(["MDF", "Medium Density Fibreboard"])], brands: [null, EGGER, MEDITE, KRONOSPAN], thick: [3, 6, 9, 12, 15, 18, 25], perM2mm: 0.5 },
  { terms: [term(["Moisture Resistant", "MR"], { abbr: "MR" }), term(["MDF", "Medium Density Fibreboard"])], brands: [null, MEDITE, EGGER], thick: [6, 9, 12, 18, 25], perM2mm: 0.7 },
  { terms: [term(["Fire Retardant", "FR"], { abbr: "FR" }), term(["MDF", "Medium Density Fibreboard"])], brands: [null, MEDITE], thick: [9, 12, 18, 25], perM2mm: 1.1 },
  { terms: [term(["White Melamine", "White Faced"]), term(["MFC", "Melamine Chipboard"])], brands: [null, EGGER, KRONOSPAN], thick: [15, 18], perM2mm: 0.8 },
  { terms: [term(["Oak Veneered", "Oak Veneer"]), term(["MDF", "Medium Density Fibreboard"])], brands: [null], thick: [6, 12, 18], perM2mm: 1.9 },
  { terms: [term(["Standard", "Tempered"]), term("Hardboard")], brands: [null], thick: [3.2, 6], perM2mm: 1.0 },
  { terms: [term(["Cement Particle Board", "Cement Bonded Board"])], brands: [null], thick: [10, 12, 18], perM2mm: 1.4 },
];
const SHEET_SIZES = [[2440, 1220], [2440, 607], [1220, 607], [1220, 1220], [1830, 607], [1200, 600], [600, 600]] as const;

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
  const flooring = [term(["P5", "P5 Moisture Resistant"]), term(["Chipboard Flooring", "Chipboard Floor Panel"]), term(["T&G", "Tongue & Groove", "Tongue and Groove"], { abbr: "T&G" })];
  for (const { b, t } of cartesian({ b: [null, EGGER, KRONOSPAN], t: [18, 22] })) {
    yield { category: "sheet", productType: "Timber & Sheet Materials > Flooring", brand: b, terms: flooring, size: { kind: "sheet", t, l: 2400, w: 600 }, pack: null, price: retailPrice(t * 0.9), unitMeasure: "1.44sqm" };
  }
}

export function* skirting(): Generator<ProductSpec> {
  const materials = [term(["Primed MDF", "MDF Primed"]), term(["Pine", "Softwood"]), term(["Oak Veneered MDF", "Oak Veneer MDF"]), term(["Solid Oak", "Oak"]), term(["Finger Jointed Redwood", "FJ Redwood"])];
  const profiles = ["Torus", "Ogee", "Chamfered", "Pencil Round", "Bullnose", "Lambs Tongue", "Edwardian", "Victorian", "Square Edge", "Dual Purpose Torus/Ogee", "Chamfered & Rounded", "Colonial"];
  for (const { m, p, h, t, len } of cartesian({ m: materials, p: profiles, h: [69, 94, 119, 144, 169, 194, 219, 244], t: [15, 18, 25], len: [2400, 3000, 4200, 4400, 5400] })) {
    yield profile(m, p, "Skirting", t, h, len);
  }
  for (const { m, p, h, t, len } of cartesian({ m: materials, p: profiles, h: [44, 57, 69, 94], t: [15, 18, 25], len: [2100, 2200, 2400, 3000] })) {
    yield profile(m, p, "Architrave", t, h, len);
  }
}

function profile(material: Term, profileName: string, item: string, t: number, h: number, len: number): ProductSpec {
  const oak = material.forms[0]!.includes("Oak");
  return {
    category: "skirting",
    productType: "Timber & Sheet Materials > Mouldings",
    brand: null,
    terms: [material, term(profileName), term(item === "Skirting" ? ["Skirting", "Skirting Board"] : ["Architrave", "Architrave Moulding"])],
    size: { kind: "profile", t, h, len },
    pack: null,
    price: retailPrice((t * h * len) / 1e6 * (oak ? 0.9 : 0.35) + 2),
    unitMeasure: `${len / 1000}m`,
  };
}
