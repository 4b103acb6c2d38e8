import { faces, family, labels, strips, type Family } from "./model.ts";

const SCREW_SIZES = ["3.0", "3.5", "4.0", "4.5", "5.0", "6.0"]
  .flatMap((gauge) => [16, 20, 25, 30, 40, 50, 60, 70, 80, 100].map((len) => `${gauge} x ${len}mm`))
  .join(", ");

export const otherFamilies: Family[] = [
  family({
    category: "other",
    type: "Fixings > Screws",
    share: 6633,
    brands: "-, Spax|SPAX, TurboGold|Turbo Gold, Timco|TIMCO, Forgefix|ForgeFix, Reisser|REISSER",
    words: {
      head: "Countersunk|CSK=CSK, Pan Head, Wafer Head, Hex Head, Torx|Torx Drive",
      kind: "Wood|Woodscrew, Decking, Multi-Purpose|Multipurpose, Concrete|Masonry, Stainless Steel|A2 Stainless=SS",
      item: "Screws",
    },
    sizes: labels(SCREW_SIZES),
    packs: [100, 200],
    price: [0.03, 0.25],
    describe: ["{kind} screws with a {head} drive. Zinc plated or yellow passivated against corrosion."],
  }),
  family({
    category: "other",
    type: "Fixings > Anchors & Bolts",
    share: 310,
    brands: "-, Rawlplug|RAWLPLUG, Fischer|FISCHER, Timco|TIMCO, Forgefix|ForgeFix",
    words: { item: "Coach Screws|Coach Screw, Coach Bolts, Sleeve Anchors|Sleeve Anchor, Frame Fixings|Frame Anchors" },
    sizes: labels("M6 x 60mm, M8 x 80mm, M8 x 100mm, M10 x 100mm, M10 x 150mm, M12 x 150mm, M12 x 200mm"),
    packs: [1, 10, 50],
    price: [0.3, 3],
    describe: ["{item} for fixing timber and steel to masonry."],
  }),
  family({
    category: "other",
    type: "Building Chemicals > Sealants & Adhesives",
    share: 1300,
    brands: "Unibond|UniBond, Evo-Stik|EVO-STIK|Evostik, Everbuild|EVERBUILD, Sika|SIKA, Geocel|GEOCEL",
    words: {
      product:
        "No More Nails|Grab Adhesive, Sealant & Adhesive|Sealant and Adhesive, Silicone Sealant|Silicone, " +
        "Decorators Caulk|Caulk, Expanding Foam|Gap Filling Foam, Frame Sealant|Window Sealant",
      colour: "Clear, White, Black, Grey, Brown, -",
    },
    sizes: labels("290ml, 300ml, 310ml, 400ml, 750ml"),
    packs: [1, 12],
    price: [3, 12],
    describe: ["{product} for building work, in a cartridge for a standard sealant gun."],
  }),
  family({
    category: "other",
    type: "Building Materials > Damp Proofing & Membranes",
    share: 230,
    brands: "-, Visqueen|VISQUEEN, Cromar|CROMAR",
    words: {
      item:
        "Damp Proof Course|DPC=DPC, Damp Proof Membrane|DPM=DPM, Radon Barrier|Radon Membrane, " +
        "Weed Control Fabric|Weed Membrane, Geotextile Membrane|Geotextile",
    },
    sizes: strips([100, 112.5, 150, 300, 1000, 2000, 4000], [25000, 30000, 50000]),
    price: [6, 110],
    describe: ["{item} to keep moisture out of walls and floors, or weeds out of paths."],
  }),
  family({
    category: "other",
    type: "Building Materials > Lintels",
    share: 350,
    brands: "-, Catnic|CATNIC, IG|IG Lintels, Birtley|BIRTLEY, Naylor|Naylor Concrete, Stressline",
    words: {
      kind: "Steel Cavity Lintel|Cavity Lintel, Solid Wall Steel Lintel, Box Lintel, Prestressed Concrete Lintel",
      duty: "Standard Duty, Heavy Duty",
    },
    sizes: labels("600mm, 900mm, 1050mm, 1200mm, 1350mm, 1500mm, 1800mm, 2100mm, 2400mm, 3000mm"),
    price: [9, 190],
    describe: ["{kind}, {duty}, to span openings in cavity and solid walls."],
  }),
  family({
    category: "other",
    type: "Garden & Landscaping > Paving",
    share: 3000,
    brands: "-, Marshalls|MARSHALLS, Bradstone|BRADSTONE, Brett|Brett Landscaping, Stonemarket|STONEMARKET",
    words: {
      range: "-, Fairstone, Indian Sandstone|Sandstone, Riven, Porcelain, Tegula",
      colour: "Autumn Bronze, Buff, Silver Grey|Grey, Charcoal, Natural, Raj Green, Kandla Grey",
      kind: "Paving Slab|Paving Flag, Block Paving|Paver, Kerb|Kerb Stone, Edging Stone|Edging",
    },
    sizes: faces("600x600 450x450 600x900 200x100 600x300"),
    packs: [1, 20],
    price: [1.5, 60],
    describe: ["{range} {kind} for patios and driveways, {colour}. Lay on a full mortar bed."],
  }),
  family({
    category: "other",
    type: "Fixings > Structural Connectors",
    share: 160,
    brands: "-, Simpson Strong-Tie|Simpson|SIMPSON, Expamet|EXPAMET, Timco|TIMCO",
    words: { item: "Joist Hanger, Restraint Strap, Truss Clip, Frame Cramp" },
    sizes: labels("47 x 100mm, 47 x 150mm, 47 x 200mm, 47 x 225mm, 75 x 200mm, 600mm, 1000mm"),
    packs: [1, 10],
    price: [1, 20],
    describe: ["{item}: galvanised connector for timber and masonry."],
  }),
];
