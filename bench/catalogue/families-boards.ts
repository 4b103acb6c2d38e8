import { family, sheets, labels, weights, type Family, type Size } from "./model.ts";

const PB = "Building Materials > Plasterboard & Drylining";
const BOARD_MAKERS =
  "-, British Gypsum|Gyproc|BRITISH GYPSUM LTD|Saint-Gobain British Gypsum, Knauf|Knauf Drywall|KNAUF, " +
  "Siniat|Lafarge Siniat|SINIAT|Etex Siniat";

export const plasterboardFamilies: Family[] = [
  family({
    category: "plasterboard",
    type: PB,
    share: 2100,
    brands: BOARD_MAKERS,
    words: {
      line:
        "?Standard|WallBoard, Moisture Resistant|Moisture Panel=MR, Fire Resistant|Fire Board|FireLine=FR, " +
        "Acoustic|Sound Board|SoundBloc, Impact Resistant|Impact Board, Vapour Check|Duplex",
      item: "Plasterboard|Plasterboard Sheet",
      edge: "Tapered Edge|TE=TE, Square Edge|SE=SE",
    },
    sizes: sheets("1800x900 2400x900 2400x1200 2700x1200 3000x1200", [9.5, 12.5, 15, 19]),
    packs: [1, 40, 60],
    price: [6, 28],
    describe: [
      "{line} gypsum plasterboard, {edge}, for drylining walls and ceilings.",
      "Fix with drywall screws at 300mm centres, then tape and joint or skim.",
    ],
  }),
  family({
    category: "plasterboard",
    type: PB,
    share: 240,
    brands: "-, Kingspan|KINGSPAN, Celotex|CELOTEX, British Gypsum|Gyproc",
    words: {
      kind: "PIR, EPS|Polystyrene, Phenolic",
      item: "Insulated Plasterboard|Thermal Laminate|Thermal Board",
    },
    sizes: sheets("2400x1200 2700x1200 2400x600", [22, 27, 30, 37.5, 42.5, 52.5, 62.5, 72.5, 82.5]),
    price: [18, 85],
    describe: ["Plasterboard bonded to an insulation backing: insulates and drylines a wall in one board."],
  }),
  family({
    category: "plasterboard",
    type: PB,
    share: 105,
    brands: "British Gypsum|Gypframe, Knauf|KNAUF, Siniat|SINIAT",
    words: { item: "C Stud|Metal Stud, U Track|Metal Track, Deflection Head Track" },
    sizes: labels("48mm x 2.4m, 48mm x 3m, 70mm x 2.4m, 70mm x 3m, 70mm x 3.6m, 92mm x 3m, 92mm x 3.6m, 146mm x 3.6m"),
    packs: [1, 10],
    price: [3, 12],
    describe: ["Steel {item} for drylined partitions and wall linings."],
  }),
];

export const plasterFamilies: Family[] = [
  family({
    category: "plaster",
    type: "Building Materials > Plaster",
    share: 120,
    brands: "British Gypsum|Thistle|BRITISH GYPSUM LTD, Knauf|KNAUF, Tarmac|Limelite",
    words: {
      line:
        "Multi-Finish|Multi Finish, Board Finish, Bonding Coat|Bonding, Hardwall, Browning, " +
        "One Coat|UniversalOneCoat, " +
        "DuraFinish, Easi-Fill|Easifill, Joint Filler|Jointing Compound",
      item: "?Plaster|Finishing Plaster",
    },
    sizes: weights([10, 12.5, 25]),
    packs: [1, 48],
    price: [5, 22],
    describe: [
      "{line} gypsum plaster for walls and ceilings. Mix with clean water; workable for about an hour.",
      "Store dry and off the ground; use within the date on the bag.",
    ],
  }),
  family({
    category: "plaster",
    type: "Building Materials > Render",
    share: 850,
    brands: "-, K Rend|K-Rend|KRend, Weber|WEBER|Saint-Gobain Weber, Parex|PAREX",
    words: {
      line: "Silicone Scraped|Silicone Scraped TC15, Silicone Thin Coat, Monocouche, Dash Receiver, Lime",
      item: "Render",
      colour:
        "White, Ivory, Cream, Stone, Buff, Sandstone, Grey, Champagne, Pebble, Terracotta, Sand, Cotswold, " +
        "Old English, Light Grey",
    },
    sizes: weights([20, 25]),
    packs: [1, 48],
    price: [14, 42],
    describe: ["Through-coloured {line} render for external walls: breathable and water-repellent once cured."],
  }),
];

const PIR_SIZES = sheets(
  "2400x1200 1200x600 1200x450",
  [25, 30, 40, 50, 60, 70, 75, 80, 90, 100, 110, 120, 130, 150, 165],
);
const ROLLS: Size[] = [75, 100, 150, 170, 200].map((t) => ({ kind: "roll", t, area: Math.round(112000 / t) / 100 }));
const pir = (brand: string, ranges: string, share: number) =>
  family({
    category: "insulation",
    type: "Insulation > PIR Boards",
    share,
    brands: brand,
    words: { range: ranges, item: "PIR Insulation Board|PIR Board|Insulation Board" },
    sizes: PIR_SIZES,
    packs: [1, 3, 6],
    price: [8, 95],
    describe: [
      "Rigid polyisocyanurate board with foil facings for pitched roofs, walls and floors.",
      "{range} PIR insulation: thermal conductivity 0.022 W/mK; cut with a fine saw.",
    ],
  });
const roll = (brand: string, ranges: string, share: number) =>
  family({
    category: "insulation",
    type: "Insulation > Loft Insulation",
    share,
    brands: brand,
    words: { range: ranges, item: "?Insulation|Mineral Wool" },
    sizes: ROLLS,
    packs: [1, 3],
    price: [16, 45],
    describe: ["Mineral wool loft insulation roll. Lay between joists, then a second layer across them."],
  });

export const insulationFamilies: Family[] = [
  pir(
    "Kingspan|Kingspan Insulation|KINGSPAN",
    "Thermapitch TP10, Thermawall TW55, Thermafloor TF70, Kooltherm K7",
    400,
  ),
  pir("Celotex|Saint-Gobain Celotex|CELOTEX", "GA4000, XR4000, TB4000, CW4000", 400),
  pir("Recticel|Recticel Insulation|RECTICEL", "Eurothane GP, Eurowall+", 200),
  pir("Ecotherm|EcoTherm|ECOTHERM", "Eco-Versal, Eco-Cavity", 200),
  pir("Xtratherm|XTRATHERM|Unilin Xtratherm", "Thin-R XO, Safe-R SR", 200),
  roll("Knauf Insulation|Knauf Earthwool|KNAUF INSULATION", "Loft Roll 40, Loft Roll 44, Combi-Cut Roll 40", 22),
  roll("Isover|Saint-Gobain Isover|ISOVER", "Spacesaver, Spacesaver Plus, G3 Touch Loft Roll", 22),
  roll("Rockwool|ROCKWOOL|Rockwool UK", "Roll, Flexi Roll", 15),
  roll("Superglass|SUPERGLASS|Superglass Insulation", "Multi-Roll 44, Loft Roll 40", 15),
  family({
    category: "insulation",
    type: "Insulation > Slabs",
    share: 1900,
    brands: "-, Rockwool|ROCKWOOL, Knauf Insulation|Knauf, Jablite|JABLITE, Kay-Metzeler|KayMet",
    words: {
      item:
        "RWA45 Acoustic Slab, DriTherm Cavity Slab 32, DriTherm Cavity Slab 37, EPS70 Polystyrene Sheet|EPS70 Sheet, " +
        "EPS100 Polystyrene Sheet|EPS100 Sheet, XPS Floor Insulation Board|XPS Board",
    },
    sizes: sheets("1200x600 1200x455 2400x1200", [25, 30, 40, 50, 60, 75, 85, 100, 125, 150]),
    packs: [1, 4, 8],
    price: [4, 60],
    describe: ["Insulation slab for cavity walls, floors and partitions; friction-fits between studs and joists."],
  }),
];
