import { cartesian, retailPrice, term, type ProductSpec, type Term } from "./catalogue-types.ts";

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
  const sawn = [
    [22, 100],
    [22, 150],
    [25, 75],
    [25, 100],
    [25, 150],
    [38, 75],
    [38, 100],
    [47, 75],
    [47, 100],
    [47, 125],
    [47, 150],
    [47, 175],
    [47, 200],
    [47, 225],
    [63, 150],
    [75, 75],
    [75, 100],
    [75, 150],
    [75, 200],
    [75, 225],
    [100, 150],
  ] as const;
  for (const { s, treat, grade, len } of cartesian({
    s: sawn,
    treat: [TREATED, KD],
    grade: ["C16", "C24"],
    len: LENGTHS,
  })) {
    yield spec(
      `${TT} > Sawn Timber`,
      [treat, SAWN, term(grade), term("Carcassing", { optional: true }), TIMBER],
      s[0],
      s[1],
      len,
      treat === TREATED ? 620 : 560 + (grade === "C24" ? 90 : 0),
    );
  }
  const regularised = [
    [45, 70],
    [45, 95],
    [45, 120],
    [45, 145],
    [45, 170],
    [45, 195],
    [45, 220],
    [45, 245],
    [70, 145],
    [70, 195],
  ] as const;
  for (const { s, treat, grade, len } of cartesian({
    s: regularised,
    treat: [TREATED, KD],
    grade: ["C16", "C24"],
    len: LENGTHS,
  })) {
    yield spec(
      `${TT} > Regularised Timber`,
      [treat, term(grade), term(["Regularised", "Reg"], { abbr: "REG" }), TIMBER],
      s[0],
      s[1],
      len,
      700,
    );
  }
  const cls = [
    [38, 63],
    [38, 89],
    [38, 140],
  ] as const;
  for (const { s, treat, grade, len } of cartesian({
    s: cls,
    treat: [TREATED, KD],
    grade: ["C16", "C24"],
    len: [2400, 3000, 3600, 4200, 4800, 5400, 6000],
  })) {
    yield spec(
      `${TT} > CLS`,
      [treat, term(grade), term("CLS"), term(["Studwork", "Stud"], { optional: true }), TIMBER],
      s[0],
      s[1],
      len,
      640,
    );
  }
  const battens = [
    [19, 38],
    [25, 38],
    [25, 50],
    [32, 50],
    [38, 50],
  ] as const;
  const graded = [
    term(["BS5534 Graded", "Graded BS5534"], { abbr: "BS5534" }),
    term(["Ungraded", "General Purpose"], { abbr: "UNGR" }),
  ];
  for (const { s, g, treat, len } of cartesian({
    s: battens,
    g: graded,
    treat: [TREATED, KD],
    len: [2400, 3000, 3600, 4200, 4800, 5400, 6000],
  })) {
    yield spec(`${TT} > Roofing Batten`, [treat, g, term(["Batten", "Roofing Batten"])], s[0], s[1], len, 900);
  }
  const species = ["Whitewood", "Redwood", "Oak", "Sapele", "Tulipwood", "Ash", "Meranti"];
  const finishes = [
    term(["Planed Square Edge", "PSE"], { abbr: "PSE" }),
    term(["Planed All Round", "PAR"], { abbr: "PAR" }),
  ];
  const thick = [12, 15, 18, 21, 27, 34, 44];
  const wide = [18, 21, 27, 34, 44, 69, 94, 119, 144, 169, 194];
  for (const { sp, f, t, w, len } of cartesian({
    sp: species,
    f: finishes,
    t: thick,
    w: wide,
    len: [1800, 2100, 2400, 2700, 3000, 3600, 4200, 4800, 5400],
  })) {
    if (w < t) continue;
    const hard = sp === "Oak" || sp === "Sapele" || sp === "Ash" || sp === "Meranti";
    yield spec(`${TT} > Planed Timber`, [term(sp), f, TIMBER], t, w, len, hard ? 2600 : 1100);
  }
  const decking = [
    [28, 120],
    [32, 125],
    [32, 144],
    [38, 150],
  ] as const;
  for (const { s, colour, profile, len } of cartesian({
    s: decking,
    colour: ["Green", "Brown", "Natural"],
    profile: [term(["Grooved", "Ribbed"]), term(["Reeded", "Reeded Anti-Slip"]), term(["Smooth", "Plain"])],
    len: [2400, 3000, 3600, 4200, 4800],
  })) {
    yield spec(
      "Garden & Landscaping > Decking",
      [term(colour), term(["Treated", "Tanalised"]), profile, term(["Decking Board", "Deck Board"])],
      s[0],
      s[1],
      len,
      950,
    );
  }
  for (const { s, colour, len } of cartesian({
    s: [
      [75, 75],
      [100, 100],
      [125, 125],
    ] as const,
    colour: ["Green", "Brown"],
    len: [1800, 2100, 2400, 2700, 3000, 3300, 3600],
  })) {
    yield spec(
      "Garden & Landscaping > Fencing",
      [term(colour), term(["Treated", "Tanalised"]), term(["Fence Post", "Fencing Post"])],
      s[0],
      s[1],
      len,
      700,
    );
  }
  for (const { s, colour, len } of cartesian({
    s: [
      [11, 100],
      [22, 100],
      [22, 125],
      [22, 150],
    ] as const,
    colour: ["Green", "Brown"],
    len: [1200, 1500, 1800, 2100, 2400, 3000, 3600, 4800],
  })) {
    yield spec(
      "Garden & Landscaping > Fencing",
      [term(colour), term(["Treated", "Tanalised"]), term(["Featheredge Board", "Feather Edge Board"])],
      s[0],
      s[1],
      len,
      800,
    );
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
