/** Held-out set 5: sawn, planed and decking timber, sheet materials, skirting and architrave. */
import { p, type Product } from "./catalogue-types.ts";

const SEC = "section" as const;
const BOARD = "board" as const;
const nominalOf: Record<string, string> = {
  "47x75": "3x2",
  "47x100": "4x2",
  "47x150": "6x2",
  "47x200": "8x2",
  "47x225": "9x2",
};

/** Treated sawn C16 in the sections and lengths a yard keeps. */
const c16 = ([t, w]: [number, number], length: number, price: number, reach?: number): Product =>
  p("timber", `timber-gen-c16-${t}x${w}-${length}`, price, {
    form: SEC,
    noun: "Treated Sawn Timber",
    detail: "C16",
    dims: [t, w],
    length,
    nominal: nominalOf[`${t}x${w}`],
    nounBy: { pelham: "Green treated sawn softwood", amberhurst: "Sawn Treated" },
    use: "stud walls, joists, rafters and decking frames",
    reach,
  });

const c24 = (w: number, price: number): Product =>
  p("timber", `timber-vasstorp-c24-47x${w}-4800`, price, {
    form: SEC,
    brand: "Vasstorp",
    noun: "Kiln Dried Structural Timber",
    detail: "C24 Regularised",
    dims: [47, w],
    length: 4800,
    nominal: nominalOf[`47x${w}`],
    use: "floor joists, rafters and structural framing",
  });

const cls = (w: number, length: number, price: number, reach?: number): Product =>
  p("timber", `timber-gen-cls-38x${w}-${length}`, price, {
    form: SEC,
    noun: "CLS Studwork Timber",
    detail: "Planed",
    dims: [38, w],
    length,
    use: "internal stud partition walls",
    reach,
  });

const par = (t: number, w: number, nominal: string, price: number): Product =>
  p("timber", `timber-gen-par-${t}x${w}-2400`, price, {
    form: SEC,
    noun: "Planed Square Edge Redwood",
    detail: "PAR",
    dims: [t, w],
    length: 2400,
    nominal,
    use: "joinery, shelving and trim",
  });

const post = (s: number, length: number, price: number): Product =>
  p("timber", `timber-gen-fence-post-${s}x${s}-${length}`, price, {
    form: SEC,
    noun: "Treated Fence Post",
    detail: "Use Class 4",
    dims: [s, s],
    length,
    use: "fence posts set in the ground",
  });

const sheet = (key: string, brand: string | undefined, noun: string, t: number, price: number, extra = {}): Product =>
  p("sheet", key, price, { form: BOARD, brand, noun, dims: [t, 1220, 2440], nominal: "8x4", ...extra });

const moulding = (
  key: string,
  noun: string,
  detail: string,
  dims: [number, number],
  length: number,
  price: number,
  brand?: string,
): Product => p("skirting", key, price, { form: SEC, brand, noun, detail, dims, length });

export const TIMBER: Product[] = [
  c16([47, 75], 2400, 6.8),
  c16([47, 75], 3600, 9.9),
  c16([47, 75], 4800, 13.2, 4),
  c16([47, 100], 2400, 8.4, 4),
  c16([47, 100], 3000, 10.4),
  c16([47, 100], 3600, 12.6, 4),
  c16([47, 100], 4800, 16.8, 5),
  c16([47, 150], 3600, 18.5),
  c16([47, 150], 4800, 24.5, 4),
  c16([47, 200], 4800, 33),
  c16([47, 225], 4800, 38),
  c24(100, 19.5),
  c24(150, 28),
  c24(200, 38),
  cls(63, 2400, 4.6, 4),
  cls(63, 3000, 5.8),
  cls(89, 2400, 6.2, 4),
  cls(89, 3000, 7.9),
  par(18, 44, "1x2", 4.2),
  par(18, 94, "1x4", 7.8),
  par(44, 44, "2x2", 7.5),
  par(18, 144, "1x6", 11.5),
  post(75, 1800, 7.5),
  post(75, 2400, 9.5),
  post(100, 2400, 15.5),
  p("timber", "timber-terrafort-grooved-decking-3600", 11.8, {
    form: SEC,
    brand: "Terrafort",
    noun: "Grooved Decking Board",
    detail: "Treated",
    dims: [32, 144],
    length: 3600,
    use: "garden decks",
    reach: 4,
  }),
  p("timber", "timber-terrafort-grooved-decking-4800", 15.5, {
    form: SEC,
    brand: "Terrafort",
    noun: "Grooved Decking Board",
    detail: "Treated",
    dims: [32, 144],
    length: 4800,
    use: "garden decks",
  }),
  p("timber", "timber-terrafort-composite-decking-3600", 34, {
    form: SEC,
    brand: "Terrafort",
    noun: "Composite Decking Board",
    detail: "Charcoal",
    dims: [23, 140],
    length: 3600,
    use: "low-maintenance garden decks",
  }),
  p("timber", "timber-terrafort-decking-joist-3600", 14.5, {
    form: SEC,
    brand: "Terrafort",
    noun: "Decking Joist",
    detail: "Treated",
    dims: [47, 147],
    length: 3600,
    use: "the frame under a garden deck",
  }),

  // Sheet materials (8 x 4 unless said)
  sheet("sheet-stalbridge-osb3-9", "Stalbridge", "OSB3 Board", 9, 13.5, { use: "sheathing, hoarding and roof decks" }),
  sheet("sheet-stalbridge-osb3-11", "Stalbridge", "OSB3 Board", 11, 15.9, {
    use: "sheathing, hoarding and roof decks",
    reach: 4,
  }),
  sheet("sheet-stalbridge-osb3-18", "Stalbridge", "OSB3 Board", 18, 24.5, {
    use: "flooring, roof decks and sheathing",
    reach: 5,
  }),
  p("sheet", "sheet-stalbridge-osb3-tg-18", 17.5, {
    form: BOARD,
    brand: "Stalbridge",
    noun: "OSB3 Flooring Board",
    detail: "Tongue & Groove",
    dims: [18, 590, 2397],
    use: "floors over joists and loft boarding",
  }),
  sheet("sheet-brackwood-hardwood-ply-18", "Brackwood", "Hardwood Plywood", 18, 48, {
    use: "joinery, furniture and flooring",
    reach: 4,
  }),
  sheet("sheet-brackwood-hardwood-ply-12", "Brackwood", "Hardwood Plywood", 12, 36),
  sheet("sheet-brackwood-hardwood-ply-9", "Brackwood", "Hardwood Plywood", 9, 29),
  sheet("sheet-brackwood-shuttering-ply-18", "Brackwood", "Shuttering Plywood", 18, 31, {
    use: "concrete formwork and hoarding",
  }),
  sheet("sheet-brackwood-marine-ply-18", "Brackwood", "Marine Plywood", 18, 72, { use: "boats and wet exterior work" }),
  sheet("sheet-gen-softwood-ply-18", undefined, "Softwood Plywood", 18, 38, {
    detail: "Structural",
    use: "flooring, roofing and sheathing",
  }),
  sheet("sheet-evenmill-mdf-6", "Evenmill", "MDF Board", 6, 14, { use: "panelling and backs" }),
  sheet("sheet-evenmill-mdf-12", "Evenmill", "MDF Board", 12, 22, { use: "shelving and furniture" }),
  sheet("sheet-evenmill-mdf-18", "Evenmill", "MDF Board", 18, 29, {
    use: "shelving, cabinets and furniture",
    reach: 4,
  }),
  sheet("sheet-evenmill-mr-mdf-18", "Evenmill", "Moisture Resistant MDF Board", 18, 39, {
    use: "kitchens and bathrooms",
  }),
  p("sheet", "sheet-tongueline-p5-18", 12.5, {
    form: BOARD,
    brand: "Tongueline",
    noun: "P5 Chipboard Flooring",
    detail: "Tongue & Groove",
    dims: [18, 600, 2400],
    use: "floors and loft boarding",
    reach: 4,
  }),
  p("sheet", "sheet-tongueline-p5-22", 15, {
    form: BOARD,
    brand: "Tongueline",
    noun: "P5 Chipboard Flooring",
    detail: "Tongue & Groove",
    dims: [22, 600, 2400],
    use: "floors over wide joist spacings",
  }),
  sheet("sheet-gen-hardboard-3", undefined, "Hardboard Sheet", 3.2, 9, { use: "floor protection and lining" }),

  // Mouldings
  moulding("skirting-moulda-torus-119", "Primed MDF Skirting Board", "Torus", [18, 119], 4200, 14, "Moulda"),
  moulding("skirting-moulda-ogee-144", "Primed MDF Skirting Board", "Ogee", [18, 144], 4200, 17, "Moulda"),
  moulding(
    "skirting-moulda-chamfered-94",
    "Primed MDF Skirting Board",
    "Chamfered & Rounded",
    [15, 94],
    4200,
    11,
    "Moulda",
  ),
  moulding("skirting-moulda-bullnose-169", "Primed MDF Skirting Board", "Bullnose", [18, 169], 4200, 19.5, "Moulda"),
  moulding("skirting-moulda-architrave-torus-69", "Primed MDF Architrave", "Torus", [18, 69], 2200, 6.5, "Moulda"),
  moulding("skirting-moulda-architrave-ogee-69", "Primed MDF Architrave", "Ogee", [18, 69], 2200, 6.5, "Moulda"),
  moulding("skirting-gen-pine-torus-119", "Pine Skirting Board", "Torus", [19, 119], 4200, 16),
  moulding("skirting-gen-pine-architrave-ogee-69", "Pine Architrave", "Ogee", [19, 69], 2100, 7.5),
  moulding("skirting-moulda-window-board-219", "MDF Window Board", "Bullnose", [25, 219], 3000, 24, "Moulda"),
];
