import { brand, cartesian, retailPrice, term, type Brand, type ProductSpec, type Size, type Term } from "./catalogue-types.ts";

const BG = brand("British Gypsum", ["Gyproc", "BRITISH GYPSUM LTD", "Saint-Gobain British Gypsum"], "BG");
const KNAUF = brand("Knauf", ["Knauf Drywall", "KNAUF"], "KN");
const SINIAT = brand("Siniat", ["Lafarge Siniat", "SINIAT", "Etex Siniat"], "SN");
const PB = "Building Materials > Plasterboard & Drylining";

function product(category: ProductSpec["category"], productType: string, b: Brand | null, terms: Term[], size: Size, price: number, unitMeasure: string | null, pack: number | null = null): ProductSpec {
  return { category, productType, brand: b, terms, size, pack, price: retailPrice(price * (pack ?? 1)), unitMeasure };
}

export function* plasterboard(): Generator<ProductSpec> {
  const ranges: [Brand | null, string[], number[]][] = [
    [BG, ["Gyproc WallBoard", "Gyproc Moisture Resistant", "Gyproc FireLine", "Gyproc SoundBloc", "Gyproc DuraLine", "Gyproc Habito"], [9.5, 12.5, 15]],
    [KNAUF, ["Knauf Wallboard", "Knauf Moisture Panel", "Knauf Fire Panel", "Knauf Soundshield Plus", "Knauf Impact Panel"], [9.5, 12.5, 15]],
    [SINIAT, ["Siniat GTEC Standard Board", "Siniat GTEC Moisture Board", "Siniat GTEC Fire Board", "Siniat GTEC dB Board"], [9.5, 12.5, 15]],
    [null, ["Standard Plasterboard", "Moisture Resistant Plasterboard", "Fire Resistant Plasterboard", "Acoustic Plasterboard"], [9.5, 12.5, 15, 19]],
  ];
  const edges = [term(["Tapered Edge", "TE"], { abbr: "TE" }), term(["Square Edge", "SE"], { abbr: "SE" })];
  const sizes = [[1800, 900], [2400, 900], [2400, 1200], [2700, 1200], [3000, 1200]] as const;
  for (const [b, names, thicknesses] of ranges) {
    for (const { name, edge, t, s } of cartesian({ name: names, edge: edges, t: thicknesses, s: sizes })) {
      const area = (s[0] * s[1]) / 1e6;
      yield product("plasterboard", PB, b, [term(name), edge], { kind: "sheet", t, l: s[0], w: s[1] }, area * t * 0.3 + 1, `${area}sqm`);
    }
    for (const { t, s } of cartesian({ t: [22, 27, 30, 37.5, 42.5, 52.5, 62.5, 72.5, 82.5], s: sizes.slice(2, 4) })) {
      yield product("plasterboard", PB, b, [term(b ? `${b.name === "British Gypsum" ? "Gyproc ThermaLine" : b.name + " Thermal"} PIR` : "Thermal Laminate PIR"), term(["Insulated Plasterboard", "Thermal Board"])], { kind: "sheet", t, l: s[0], w: s[1] }, t * 0.9, null);
    }
  }
  const plasters = ["Thistle Multi-Finish", "Thistle Board Finish", "Thistle Bonding Coat", "Thistle Hardwall", "Thistle Browning", "Thistle UniversalOneCoat", "Thistle DuraFinish", "Gyproc Easi-Fill", "Gyproc Joint Filler"];
  for (const { name, kg } of cartesian({ name: plasters, kg: [10, 12.5, 25] })) {
    yield product("plasterboard", "Building Materials > Plaster", BG, [term(name), term(["Plaster", "Finishing Plaster"], { optional: true })], { kind: "weight", kg }, kg * 0.6 + 2, `${kg}kg`);
  }
}

const TARMAC = brand("Tarmac", ["TARMAC", "Tarmac Ltd"], "TM");
const HANSON = brand("Hanson", ["Heidelberg Materials", "Hanson Cement", "HANSON"], "HN");
const BLUECIRCLE = brand("Blue Circle", ["Tarmac Blue Circle", "BLUE CIRCLE"], "BC");
const CEMEX = brand("Cemex", ["CEMEX", "Cemex UK"], "CX");
const PACKS = [1, 10, 56];

export function* aggregates(): Generator<ProductSpec> {
  const loose = ["Building Sand", "Sharp Sand", "Plastering Sand", "Kiln Dried Sand", "Silver Sand", "All-in Ballast", "MOT Type 1 Sub-Base",
    "10mm Gravel", "20mm Gravel", "10mm Pea Shingle", "10mm Limestone Chippings", "20mm Limestone Chippings", "20mm Blue Slate Chippings",
    "40mm Plum Slate Chippings", "20mm Cotswold Chippings", "20mm Granite Chippings", "Scalpings", "Hardcore", "Topsoil", "Golden Gravel 20mm",
    "Flint Gravel 20mm", "Red Granite 14mm", "Beach Pebbles 20-40mm", "Grit Sand", "Rendering Sand"];
  const bags = [{ kg: 20, label: null }, { kg: 25, label: null }, { kg: 400, label: "mini" }, { kg: 850, label: "bulk" }] as const;
  for (const { name, bag, b, pack } of cartesian({ name: loose, bag: bags, b: [null, TARMAC, HANSON, CEMEX], pack: PACKS })) {
    if (bag.kg >= 400 && pack !== 1) continue;
    const perKg = name.includes("Slate") || name.includes("Granite") || name.includes("Golden") ? 0.16 : 0.07;
    yield product("aggregates", "Landscaping > Sand & Aggregates", b, [term(name)], { kind: "weight", kg: bag.kg }, bag.kg * perKg * (bag.kg >= 400 ? 0.55 : 1) + 1.2, `${bag.kg}kg`, pack === 1 ? null : pack);
  }
  const bagged: [Brand, string[], number[]][] = [
    [HANSON, ["Multicem Cement", "Postcrete", "Ready Mixed Mortar", "Rapid Set Cement", "Snowcrete White Cement"], [20, 25]],
    [BLUECIRCLE, ["General Purpose Cement", "Mastercrete Cement", "Postfix", "Mortar Mix", "Concrete Mix", "Hydrated Lime"], [20, 25]],
    [TARMAC, ["Ready to Use Concrete Mix", "Ready to Use Mortar Mix", "Sand & Cement Mix", "Pourable Concrete", "Fence Post Mix"], [20, 25]],
    [CEMEX, ["Portland Cement", "Rapid Hardening Cement", "Fencepost Concrete", "Multi Purpose Concrete"], [20, 25]],
  ];
  for (const [b, names, kgs] of bagged) {
    for (const { name, kg, pack, wrap } of cartesian({ name: names, kg: kgs, pack: PACKS, wrap: [term(["Paper Bag", "Paper Sack"]), term(["Plastic Bag", "Weatherproof Plastic Bag"])] })) {
      yield product("aggregates", "Building Materials > Cement & Aggregates", b, [term(name), wrap], { kind: "weight", kg }, kg * 0.3 + 1, `${kg}kg`, pack === 1 ? null : pack);
    }
  }
}

export function* bricksBlocks(): Generator<ProductSpec> {
  const makers: [Brand, string[]][] = [
    [brand("Ibstock", ["IBSTOCK", "Ibstock Brick"], "IB"), ["Tradesman", "Ivanhoe", "Surrey", "Cheddar", "Birtley"]],
    [brand("Wienerberger", ["Terca", "WIENERBERGER", "Wienerberger UK"], "WB"), ["Oakwood", "Warnham", "Kassandra", "Smeed Dean", "Hampshire"]],
    [brand("Forterra", ["FORTERRA", "Forterra Building Products"], "FT"), ["Butterley", "LBC", "Village", "Cleveland"]],
    [brand("Michelmersh", ["MICHELMERSH", "Michelmersh Brick"], "MM"), ["Charnwood", "Hathern", "Freshfield Lane"]],
  ];
  const colours = ["Red", "Buff", "Red Multi", "Blend", "Antique", "Orange", "Yellow", "Grey", "Heather", "Golden", "Brindle", "Cream"];
  const textures = ["Stock", "Smooth", "Rustic", "Handmade", "Wirecut", "Sandfaced"];
  for (const [b, ranges] of makers) {
    for (const { r, c, tex, h, pack } of cartesian({ r: ranges, c: colours, tex: textures, h: [65, 73], pack: [1, 400] })) {
      yield product("bricks-blocks", "Building Materials > Bricks & Blocks", b, [term(r), term(c), term(tex), term(["Facing Brick", "Facing"])], { kind: "thickness", t: h }, 0.85, null, pack === 1 ? null : pack);
    }
  }
  for (const { cls, colour, perf, h, pack } of cartesian({ cls: ["Class A", "Class B"], colour: ["Red", "Blue"], perf: [term(["Perforated", "Perf"], { abbr: "PERF" }), term("Solid")], h: [65, 73], pack: [1, 400, 500] })) {
    yield product("bricks-blocks", "Building Materials > Bricks & Blocks", null, [term(cls), term(colour), perf, term(["Engineering Brick", "Eng Brick"], { abbr: "ENG BRICK" })], { kind: "thickness", t: h }, cls === "Class A" ? 1.1 : 0.7, null, pack === 1 ? null : pack);
  }
  const blocks: [Brand | null, string, string[], number[]][] = [
    [null, "Dense Concrete Block", ["3.6N", "7.3N", "10.4N"], [75, 90, 100, 140, 150, 190, 215]],
    [null, "Medium Dense Block", ["3.6N", "7.3N"], [100, 140]],
    [null, "Hollow Concrete Block", ["7.3N"], [100, 140, 215]],
    [brand("Thermalite", ["THERMALITE", "Forterra Thermalite"], "TH"), "Thermalite Shield", ["3.6N", "7.3N"], [75, 100, 125, 140, 150, 190, 215]],
    [brand("H+H", ["H+H Celcon", "Celcon", "H & H"], "HH"), "Celcon Standard Grade", ["3.6N", "7.3N"], [75, 100, 140, 150, 215]],
    [TARMAC, "Toppblock Hemelite", ["3.6N", "7.3N"], [100, 140]],
  ];
  for (const [b, name, strengths, thick] of blocks) {
    for (const { s, t, pack } of cartesian({ s: strengths, t: thick, pack: [1, 72] })) {
      yield product("bricks-blocks", "Building Materials > Bricks & Blocks", b, [term(name), term(s), term(["Block", "Blocks"], { optional: true })], { kind: "thickness", t }, t * 0.025 + 0.4, null, pack === 1 ? null : pack);
    }
  }
}

export function* insulation(): Generator<ProductSpec> {
  const pir: [Brand, string[]][] = [
    [brand("Kingspan", ["Kingspan Insulation", "KINGSPAN"], "KS"), ["Thermapitch TP10", "Thermawall TW55", "Thermafloor TF70", "Kooltherm K7"]],
    [brand("Celotex", ["Saint-Gobain Celotex", "CELOTEX"], "CX"), ["GA4000", "XR4000", "TB4000", "CW4000"]],
    [brand("Recticel", ["Recticel Insulation", "RECTICEL"], "RC"), ["Eurothane GP", "Eurowall+"]],
    [brand("Ecotherm", ["EcoTherm", "ECOTHERM"], "ET"), ["Eco-Versal", "Eco-Cavity"]],
    [brand("Xtratherm", ["XTRATHERM", "Unilin Xtratherm"], "XT"), ["Thin-R XO", "Safe-R SR"]],
  ];
  const thick = [12, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90, 100, 110, 120, 130, 140, 150, 165];
  for (const [b, ranges] of pir) {
    for (const { r, t, s, pack } of cartesian({ r: ranges, t: thick, s: [[2400, 1200], [1200, 450]] as const, pack: [1, 3, 6] })) {
      if (s[0] === 2400 && pack === 6) continue;
      yield product("insulation", "Insulation > PIR Boards", b, [term(r), term(["PIR Insulation Board", "PIR Board", "Insulation Board"])], { kind: "sheet", t, l: s[0], w: s[1] }, (s[0] * s[1]) / 1e6 * t * 0.11 + 3, null, pack === 1 ? null : pack);
    }
  }
  const rolls: [Brand, string[]][] = [
    [brand("Knauf Insulation", ["Knauf", "Knauf Earthwool", "KNAUF INSULATION"], "KI"), ["Loft Roll 40", "Loft Roll 44", "Combi-Cut Roll 40"]],
    [brand("Isover", ["Saint-Gobain Isover", "ISOVER"], "IS"), ["Spacesaver", "Spacesaver Plus", "G3 Touch Loft Roll"]],
    [brand("Rockwool", ["ROCKWOOL", "Rockwool UK"], "RW"), ["Roll", "Flexi Roll"]],
    [brand("Superglass", ["SUPERGLASS", "Superglass Insulation"], "SG"), ["Multi-Roll 44", "Loft Roll 40"]],
  ];
  for (const [b, ranges] of rolls) {
    for (const { r, t, pack } of cartesian({ r: ranges, t: [75, 100, 150, 170, 200], pack: [1, 3] })) {
      const area = Math.round((1120 / t) * 100) / 100;
      yield product("insulation", "Insulation > Loft Insulation", b, [term(r), term(["Insulation", "Mineral Wool"], { optional: true })], { kind: "roll", t, area }, area * 3.5, `${area}sqm`, pack === 1 ? null : pack);
    }
  }
  const slabs: [Brand | null, string][] = [[null, "RWA45 Acoustic Slab"], [null, "DriTherm Cavity Slab 32"], [null, "DriTherm Cavity Slab 37"], [null, "EPS70 Polystyrene Sheet"], [null, "EPS100 Polystyrene Sheet"], [null, "XPS Floor Insulation Board"]];
  for (const [b, name] of slabs) {
    for (const { t, s, pack } of cartesian({ t: [25, 30, 40, 50, 60, 75, 85, 100, 125, 150], s: [[1200, 600], [1200, 455], [2400, 1200]] as const, pack: [1, 4, 8] })) {
      yield product("insulation", "Insulation > Slabs", b, [term(name)], { kind: "sheet", t, l: s[0], w: s[1] }, (s[0] * s[1]) / 1e6 * t * 0.06 + 1, null, pack === 1 ? null : pack);
    }
  }
}
