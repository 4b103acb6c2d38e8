/** Held-out set 4 catalogue: plasterboard, insulation and roofing. */
import { p, type Product } from "./catalogue-types.ts";

function calcora(key: string, price: number, rest: Omit<Product, "key" | "group" | "price">): Product {
  return p("plasterboard", `plb-calcora-${key}`, price, { form: "board", brand: "Calcora", ...rest });
}
function vellum(key: string, price: number, rest: Omit<Product, "key" | "group" | "price">): Product {
  return p("plasterboard", `plb-vellum-${key}`, price, { form: "board", brand: "Vellum", ...rest });
}
const TE = "Tapered Edge";

export const PLASTERBOARD: Product[] = [
  calcora("wallboard-9.5-te", 8.9, {
    line: "Wallboard",
    noun: "Plasterboard",
    detail: TE,
    dims: [9.5, 1200, 2400],
  }),
  calcora("wallboard-12.5-te", 10.4, {
    line: "Wallboard",
    noun: "Plasterboard",
    detail: TE,
    dims: [12.5, 1200, 2400],
    reach: 5,
  }),
  calcora("wallboard-12.5-te-1800", 7.9, {
    line: "Wallboard",
    noun: "Plasterboard",
    detail: TE,
    dims: [12.5, 900, 1800],
  }),
  calcora("wallboard-12.5-se", 10.6, {
    line: "Wallboard",
    noun: "Plasterboard",
    detail: "Square Edge",
    dims: [12.5, 1200, 2400],
  }),
  calcora("wallboard-15-te", 13.9, { line: "Wallboard", noun: "Plasterboard", detail: TE, dims: [15, 1200, 2400] }),
  calcora("aqualine-12.5", 15.2, {
    line: "Aqualine",
    noun: "Moisture Resistant Plasterboard",
    detail: TE,
    dims: [12.5, 1200, 2400],
    reach: 4,
  }),
  calcora("flamestop-12.5", 14.1, {
    line: "Flamestop",
    noun: "Fire Resistant Plasterboard",
    detail: TE,
    dims: [12.5, 1200, 2400],
  }),
  calcora("flamestop-15", 17.3, {
    line: "Flamestop",
    noun: "Fire Resistant Plasterboard",
    detail: TE,
    dims: [15, 1200, 2400],
  }),
  calcora("hushboard-15", 19.8, {
    line: "Hushboard",
    noun: "Acoustic Plasterboard",
    detail: TE,
    dims: [15, 1200, 2400],
  }),
  calcora("thermaplus-37.5", 38.5, {
    line: "ThermaPlus",
    noun: "Insulated Plasterboard",
    detail: "PIR Backed",
    dims: [37.5, 1200, 2400],
    reach: 2,
  }),
  vellum("standard-12.5", 9.9, { noun: "Standard Plasterboard", detail: TE, dims: [12.5, 1200, 2400], reach: 4 }),
  vellum("standard-9.5", 8.4, { noun: "Standard Plasterboard", detail: "Square Edge", dims: [9.5, 1200, 2400] }),
  vellum("wetarea-12.5", 14.6, {
    line: "Wet Area",
    noun: "Moisture Resistant Plasterboard",
    detail: TE,
    dims: [12.5, 1200, 2400],
  }),
  vellum("fire-12.5", 13.7, {
    line: "Firecheck",
    noun: "Fire Rated Plasterboard",
    detail: TE,
    dims: [12.5, 1200, 2400],
  }),
];

function kryo(t: number, price: number, reach = 3): Product {
  return p("insulation", `ins-kryotherm-pir-${t}`, price, {
    form: "board",
    brand: "Kryotherm",
    noun: "PIR Insulation Board",
    dims: [t, 1200, 2400],
    nounBy: { ryeford: "Foil faced rigid insulation board", fenmoor: "PIR INSULATION" },
    reach,
  });
}

function loft(t: number, length: number, price: number, reach = 3): Product {
  return p("insulation", `ins-loftcosy-roll-${t}`, price, {
    form: "single",
    brand: "Loftcosy",
    noun: "Loft Insulation Roll",
    detail: "Glass Mineral Wool",
    dims: [t],
    length,
    nounBy: { ryeford: "Mineral wool loft roll", fenmoor: "LOFT ROLL" },
    reach,
  });
}

export const INSULATION: Product[] = [
  loft(100, 8300, 24.5, 4),
  loft(150, 5500, 25.9),
  loft(170, 4800, 26.5),
  loft(200, 4200, 27.9, 4),
  kryo(25, 17.9),
  kryo(50, 26.5, 4),
  kryo(75, 36.9),
  kryo(100, 44.5, 5),
  kryo(120, 52.9),
  kryo(150, 63.5),
  p("insulation", "ins-heatlok-pir-50", 25.9, {
    form: "board",
    brand: "Heatlok",
    noun: "PIR Board",
    dims: [50, 1200, 2400],
  }),
  p("insulation", "ins-heatlok-pir-100", 43.9, {
    form: "board",
    brand: "Heatlok",
    noun: "PIR Board",
    dims: [100, 1200, 2400],
    reach: 4,
  }),
  p("insulation", "ins-cavistop-batt-75", 31.5, {
    form: "board",
    brand: "Cavistop",
    noun: "Cavity Wall Insulation Batt",
    dims: [75, 455, 1200],
    pack: "Pack of 8",
  }),
  p("insulation", "ins-cavistop-batt-100", 33.9, {
    form: "board",
    brand: "Cavistop",
    noun: "Cavity Wall Insulation Batt",
    dims: [100, 455, 1200],
    pack: "Pack of 6",
  }),
  p("insulation", "ins-beadcell-eps-50", 9.9, {
    form: "board",
    brand: "Beadcell",
    noun: "EPS Floor Insulation",
    detail: "EPS70",
    dims: [50, 1200, 2400],
    nounBy: { fenmoor: "POLYSTYRENE SHEET EPS70" },
  }),
  p("insulation", "ins-beadcell-eps-100", 17.5, {
    form: "board",
    brand: "Beadcell",
    noun: "EPS Floor Insulation",
    detail: "EPS70",
    dims: [100, 1200, 2400],
  }),
];

export const ROOFING: Product[] = [
  p("roofing", "roo-ridgefield-roman-brown", 1.65, {
    brand: "Ridgefield",
    noun: "Double Roman Concrete Roof Tile",
    detail: "Brown",
    reach: 4,
  }),
  p("roofing", "roo-ridgefield-roman-grey", 1.65, {
    brand: "Ridgefield",
    noun: "Double Roman Concrete Roof Tile",
    detail: "Slate Grey",
  }),
  p("roofing", "roo-ridgefield-flat-grey", 1.85, {
    brand: "Ridgefield",
    noun: "Flat Interlocking Roof Tile",
    detail: "Slate Grey",
  }),
  p("roofing", "roo-ridgefield-ridge-brown", 6.5, {
    brand: "Ridgefield",
    noun: "Half Round Ridge Tile",
    detail: "Brown",
    reach: 2,
  }),
  p("roofing", "roo-penlyn-slate-500", 1.95, {
    form: "board",
    brand: "Penlyn",
    noun: "Natural Roof Slate",
    dims: [0, 250, 500],
  }),
  p("roofing", "roo-penlyn-slate-600", 2.6, {
    form: "board",
    brand: "Penlyn",
    noun: "Natural Roof Slate",
    dims: [0, 300, 600],
    reach: 4,
  }),
  p("roofing", "roo-ardenne-fibre-600", 1.75, {
    form: "board",
    brand: "Ardenne",
    noun: "Fibre Cement Slate",
    detail: "Blue Black",
    dims: [0, 300, 600],
  }),
  p("roofing", "roo-rooftex-shedfelt-10", 21.9, {
    form: "single",
    brand: "Rooftex",
    noun: "Shed Felt",
    detail: "Green Mineral",
    dims: [1000],
    length: 10000,
    nounBy: { fenmoor: "SHED ROOFING FELT" },
    reach: 4,
  }),
  p("roofing", "roo-rooftex-underslating-15", 26.5, {
    form: "single",
    brand: "Rooftex",
    noun: "Underslating Felt",
    detail: "Type 1F",
    dims: [1000],
    length: 15000,
  }),
  p("roofing", "roo-rooftex-membrane-50", 59, {
    form: "single",
    brand: "Rooftex",
    noun: "Breathable Roofing Membrane",
    dims: [1000],
    length: 50000,
    nounBy: { ryeford: "Vapour permeable underlay" },
  }),
  p("roofing", "roo-gen-batten-25x38", 3.1, {
    form: "section",
    noun: "Treated Roofing Batten",
    dims: [25, 38],
    length: 4800,
    reach: 4,
  }),
  p("roofing", "roo-gen-batten-25x50", 3.9, {
    form: "section",
    noun: "Treated Roofing Batten",
    dims: [25, 50],
    length: 4800,
  }),
  p("roofing", "roo-gen-lead-code4-150", 42, {
    form: "single",
    noun: "Lead Flashing",
    detail: "Code 4",
    dims: [150],
    length: 3000,
  }),
  p("roofing", "roo-gen-lead-code4-300", 79, {
    form: "single",
    noun: "Lead Flashing",
    detail: "Code 4",
    dims: [300],
    length: 3000,
    reach: 2,
  }),
];
