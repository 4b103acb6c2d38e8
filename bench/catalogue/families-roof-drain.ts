import { combinations, faces, family, metres, pipes, sheets, strips, type Family } from "./model.ts";

const TILE_COLOURS =
  "Smooth Grey, Anthracite, Old English Dark Red, Smooth Brown, Rustic Red, Slate Grey, Breckland Brown, " +
  "Farmhouse Red, Mixed Brown";
const TILES =
  "Roof Tile|Interlocking Tile, Verge Tile, Eaves Tile, Half Tile|Tile and a Half, " +
  "Half Round Ridge Tile|Ridge Tile, Hip Tile|Segmental Hip, Valley Tile, Dry Ridge Kit|Dry Ridge System";

const tiles = (brand: string, ranges: string, share: number) =>
  family({
    category: "roofing",
    type: "Roofing > Roof Tiles",
    share,
    brands: brand,
    words: { range: ranges, colour: TILE_COLOURS, item: TILES },
    packs: [1, 10, 48],
    price: [1.2, 2.2],
    describe: [
      "Concrete {item} in {colour}, for pitched roofs from 17.5°. Fix every tile with clips or nails to BS 5534.",
      "Matching fittings keep the roof weathertight.",
    ],
  });

const membranes = (brand: string, names: string, share: number) =>
  family({
    category: "roofing",
    type: "Roofing > Membranes & Felt",
    share,
    brands: brand,
    words: { name: names, item: "?Roll|Membrane" },
    sizes: strips([1000], [8000, 10000, 20000, 25000, 50000]),
    price: [12, 90],
    describe: ["Roof covering and underlay: lap joints by 75mm and seal with the matching adhesive."],
  });

export const roofingFamilies: Family[] = [
  tiles("Marley|Marley Roofing|MARLEY|Marley Eternit", "Modern, Ludlow Major, Mendip, Duo Edgemere", 650),
  tiles("Redland|REDLAND|Redland Roofing", "49, Regent, Grovebury, Renown", 650),
  tiles("Sandtoft|SANDTOFT|Wienerberger Sandtoft", "20/20, Standard Pattern", 320),
  tiles("Russell|Russell Roof Tiles|RUSSELL", "Grampian, Galloway", 320),
  tiles("Forticrete|FORTICRETE", "Gemini, SL8, Centurion", 480),
  family({
    category: "roofing",
    type: "Roofing > Slates",
    share: 135,
    words: {
      slate:
        "Spanish Natural Slate|Spanish Slate, Brazilian Natural Slate|Brazilian Slate, " +
        "Welsh Natural Slate|Welsh Slate, " +
        "Fibre Cement Slate|Artificial Slate",
      grade: "1st Quality|First Grade, Heavy, Standard",
    },
    sizes: faces("400x250 500x250 500x300 600x300 600x350"),
    packs: [1, 20, 500],
    price: [0.9, 4],
    describe: ["{slate}, {grade}. Hand-split and holed for nailing."],
  }),
  family({
    category: "roofing",
    type: "Roofing > Lead & Flashing",
    share: 66,
    words: { code: "Code 3, Code 4, Code 5, Code 6", item: "Lead Flashing|Lead Roll|Rolled Lead" },
    sizes: strips([100, 120, 150, 180, 210, 240, 270, 300, 390, 450, 600], [3000, 6000]),
    price: [8, 180],
    describe: ["{code} milled lead for flashings, soakers and valleys."],
  }),
  membranes("Tyvek|DuPont Tyvek|TYVEK", "Supro, Housewrap, Metallised", 11),
  membranes("Klober|Klöber|KLOBER", "Permo Air, Permo Forte, Permo Light", 11),
  membranes("Glidevale|GLIDEVALE|Glidevale Protect", "Protect VP400, Protect TF200", 7),
  membranes("IKO|IKO Roofing|iko", "Shed Felt Green, Shed Felt Black, Mineral Felt, Underlay 1F", 15),
  family({
    category: "roofing",
    type: "Roofing > Roofing Sheets",
    share: 90,
    brands: "-, Onduline|ONDULINE|Onduline Building Products",
    words: {
      colour: "Black, Green, Red, Brown, Clear",
      item: "Corrugated Bitumen Sheet|Bitumen Roofing Sheet, Corrugated PVC Sheet|PVC Corrugated Sheet",
    },
    sizes: strips([950], [1800, 2000, 2400, 2500, 3000, 3600]),
    price: [8, 40],
    describe: ["{item} for sheds, carports and lean-tos. Fix through the crown with sealing washers."],
  }),
  family({
    category: "roofing",
    type: "Roofing > Roofing Sheets",
    share: 300,
    words: {
      colour: "Goosewing Grey, Anthracite, Juniper Green, Olive Green, Van Dyke Brown, Black, Galvanised",
      item: "Box Profile Roof Sheet|Box Profile Sheet, Corrugated Roof Sheet|Corrugated Steel Sheet",
      finish: "-, Anti-Condensation|Anti Con",
    },
    sizes: strips([1000], metres(1.8, 6, 0.3)),
    price: [12, 60],
    describe: ["Steel {item} for barns, garages and workshops; an anti-condensation fleece stops drips."],
  }),
  family({
    category: "roofing",
    type: "Roofing > Roofing Sheets",
    share: 47,
    words: {
      colour: "Clear, Opal, Bronze",
      item: "Polycarbonate Multiwall Sheet|Twinwall Polycarbonate|Polycarbonate Sheet",
    },
    sizes: [10, 16, 25].flatMap((t) =>
      sheets("2000x690 2500x690 3000x980 3500x980 4000x1200 5000x1200 6000x2100", [t]),
    ),
    price: [15, 180],
    describe: ["Multiwall polycarbonate for conservatory and carport roofs: light, strong and insulating."],
  }),
];

const DRAIN_BRANDS =
  "-, FloPlast|Floplast|FLOPLAST, Osma|Wavin Osma|OSMA|Wavin, Polypipe|POLYPIPE|Polypipe Building Products, " +
  "Marley|Marley Plumbing & Drainage|MARLEY, Brett Martin|BRETT MARTIN|Brett Martin Plastics";
/** Drainage systems as [name, diameters, colours, product type]; every system takes every fitting. */
const SYSTEMS: [string, number[], string, string][] = [
  ["Underground Drainage|Underground", [110, 160], "Terracotta", "Underground Drainage"],
  ["Soil Pipe|Soil & Vent", [110], "Black, Grey, White, Terracotta", "Soil & Vent"],
  ["Solvent Weld Waste|Solvent Waste", [32, 40, 50], "White, Grey, Black", "Waste Pipe"],
  ["Push Fit Waste|Pushfit Waste", [32, 40], "White, Grey", "Waste Pipe"],
  ["ABS Waste|ABS Solvent Weld Waste", [32, 40, 50], "White, Black", "Waste Pipe"],
  ["Round Downpipe|Round Rainwater", [68], "Black, White, Grey, Brown", "Rainwater"],
  ["Square Downpipe|Square Rainwater", [65], "Black, White, Grey, Brown", "Rainwater"],
  ["Half Round Gutter|Half Round Guttering", [112, 150], "Black, White, Grey, Brown, Anthracite", "Guttering"],
  ["Square Line Gutter|Square Guttering", [114], "Black, White, Grey, Brown", "Guttering"],
  ["Deepflow Gutter|Deep Flow Gutter|High Capacity Gutter", [115], "Black, White, Grey, Brown", "Guttering"],
];
/** Fittings by what sizes them: pipes come in lengths, bends and junctions in angles, the rest in diameter only. */
const FITTINGS: { items: string; angles: (number | null)[]; lengths: (number | null)[]; price: [number, number] }[] = [
  { items: "Pipe|Plain Ended Pipe", angles: [null], lengths: [2500, 3000, 4000, 6000], price: [8, 40] },
  {
    items: "Single Socket Bend|Bend Single Socket, Double Socket Bend|Bend Double Socket, Equal Junction|Branch",
    angles: [15, 30, 45, 87.5],
    lengths: [null],
    price: [2, 18],
  },
  {
    items:
      "Coupler|Coupling, Access Pipe|Access Fitting, Adaptor|Adapter, Stop End, Bracket|Pipe Clip, " +
      "Running Outlet|Outlet, Offset|Offset Bend",
    angles: [null],
    lengths: [null],
    price: [1, 12],
  },
];

/** Each system and fitting group is a family whose share is 70 % of what it can make. */
export const drainageFamilies: Family[] = SYSTEMS.flatMap(([name, dia, colours, type]) =>
  FITTINGS.map((fitting) => {
    const f = family({
      category: "drainage",
      type: `Drainage > ${type}`,
      share: 0,
      brands: DRAIN_BRANDS,
      words: { colour: colours, system: name, item: fitting.items },
      sizes: pipes(dia, fitting.angles, fitting.lengths),
      packs: fitting.lengths[0] ? [1] : [1, 10],
      price: fitting.price,
      describe: [
        "{system} {item} in {colour} uPVC, push-fit or solvent weld to match the system.",
        "Fits the matching pipes and fittings of the same range and diameter.",
      ],
    });
    return { ...f, share: Math.round(combinations(f) * 0.7) };
  }),
);
