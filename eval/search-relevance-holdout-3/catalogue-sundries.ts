/**
 * Drainage, fixings, adhesives and sealants. Invented brands: Drayline, Brookway, Torqfix, Clenchfix,
 * Bondline, Sealcraft. Screws come in near-sibling gauges and lengths; sealants in colours and cartridge sizes.
 */
import { p, type Product } from "./catalogue-types.ts";

const drainage: Product[] = [
  p("drainage", "drn-drayline-pipe-110-3m", 24, {
    brand: "Drayline",
    noun: "Underground Drain Pipe",
    detail: "Single Socket",
    dims: [110],
    length: 3000,
    nounBy: { pennine: "U/G DRAINAGE PIPE", kestrel: "Underground sewer pipe" },
    reach: 4,
  }),
  p("drainage", "drn-drayline-pipe-110-6m", 42, {
    brand: "Drayline",
    noun: "Underground Drain Pipe",
    detail: "Single Socket",
    dims: [110],
    length: 6000,
  }),
  p("drainage", "drn-drayline-pipe-160-3m", 49, {
    brand: "Drayline",
    noun: "Underground Drain Pipe",
    detail: "Single Socket",
    dims: [160],
    length: 3000,
    reach: 2,
  }),
  p("drainage", "drn-drayline-bend-87-110", 9.5, {
    brand: "Drayline",
    noun: "Underground 87.5° Bend",
    detail: "Double Socket",
    dims: [110],
  }),
  p("drainage", "drn-drayline-bend-45-110", 8.9, {
    brand: "Drayline",
    noun: "Underground 45° Bend",
    detail: "Double Socket",
    dims: [110],
  }),
  p("drainage", "drn-drayline-junction-110", 16.8, {
    brand: "Drayline",
    noun: "Underground 45° Single Junction",
    dims: [110],
  }),
  p("drainage", "drn-drayline-coupler-110", 7.2, { brand: "Drayline", noun: "Underground Pipe Coupler", dims: [110] }),
  p("drainage", "drn-drayline-chamber-320", 89, {
    brand: "Drayline",
    noun: "Inspection Chamber Base",
    detail: "5 Inlet",
    dims: [320],
    reach: 2,
  }),
  p("drainage", "drn-brookway-soil-110-3m", 27, {
    brand: "Brookway",
    noun: "Soil Pipe",
    detail: "Grey",
    dims: [110],
    length: 3000,
  }),
  p("drainage", "drn-brookway-downpipe-68-2.5m", 11.5, {
    brand: "Brookway",
    noun: "Round Downpipe",
    detail: "Black",
    dims: [68],
    length: 2500,
  }),
  p("drainage", "drn-brookway-gutter-112-4m", 13.9, {
    brand: "Brookway",
    noun: "Half Round Gutter",
    detail: "Black",
    dims: [112],
    length: 4000,
  }),
  p("drainage", "drn-brookway-waste-40-3m", 8.2, {
    brand: "Brookway",
    noun: "Solvent Weld Waste Pipe",
    detail: "White",
    dims: [40],
    length: 3000,
  }),
  p("drainage", "drn-brookway-waste-32-3m", 7.1, {
    brand: "Brookway",
    noun: "Solvent Weld Waste Pipe",
    detail: "White",
    dims: [32],
    length: 3000,
    reach: 2,
  }),
];

const fixings: Product[] = [
  ...(
    [
      [4, 30, 200],
      [4, 40, 200],
      [5, 50, 200],
      [5, 70, 100],
      [5, 100, 100],
    ] as const
  ).map(([g, l, n]) =>
    p("fixings", `fix-torqfix-wood-${g}x${l}`, 4 + l * 0.06, {
      brand: "Torqfix",
      noun: "Wood Screws",
      detail: "Yellow Zinc",
      dims: [g, l],
      pack: `Box of ${n}`,
      reach: l === 40 || l === 50 ? 4 : 3,
    }),
  ),
  p("fixings", "fix-torqfix-decking-4.5x60", 24, {
    brand: "Torqfix",
    noun: "Decking Screws",
    detail: "Green",
    dims: [4.5, 60],
    pack: "Tub of 500",
  }),
  ...([25, 38] as const).map((l) =>
    p("fixings", `fix-gen-drywall-3.5x${l}`, 9 + l * 0.1, {
      noun: "Drywall Screws",
      detail: "Black Phosphate",
      dims: [3.5, l],
      pack: "Box of 1000",
      nounBy: { pennine: "P/BOARD SCREWS" },
    }),
  ),
  ...([100, 120] as const).map((l) =>
    p("fixings", `fix-clenchfix-frame-10x${l}`, 6.5 + l * 0.02, {
      brand: "Clenchfix",
      noun: "Frame Fixings",
      dims: [10, l],
      pack: "Pack of 10",
    }),
  ),
  p("fixings", "fix-clenchfix-cavity-50", 8.4, {
    brand: "Clenchfix",
    noun: "Plasterboard Cavity Fixings",
    pack: "Pack of 50",
    reach: 2,
  }),
  p("fixings", "fix-gen-wallplug-brown-100", 2.6, { noun: "Brown Wall Plugs", detail: "7mm", pack: "Pack of 100" }),
  p("fixings", "fix-gen-wire-nails-75-1kg", 5.4, {
    noun: "Round Wire Nails",
    detail: "Bright",
    dims: [75],
    pack: "1kg",
  }),
  p("fixings", "fix-gen-clout-nails-30-1kg", 6.2, {
    noun: "Clout Nails",
    detail: "Galvanised",
    dims: [30],
    pack: "1kg",
    reach: 2,
  }),
];

const adhesive: Product[] = [
  p("adhesive", "adh-bondline-grab-290", 5.9, {
    brand: "Bondline",
    line: "GrabFast",
    noun: "Grab Adhesive",
    pack: "290ml",
    nounBy: { kestrel: "Instant grab construction adhesive" },
    reach: 4,
  }),
  p("adhesive", "adh-bondline-pu-310", 7.4, { brand: "Bondline", noun: "PU Construction Adhesive", pack: "310ml" }),
  p("adhesive", "adh-bondline-caulk-380", 2.9, {
    brand: "Bondline",
    noun: "Decorators Caulk",
    detail: "White",
    pack: "380ml",
    reach: 4,
  }),
  p("adhesive", "adh-bondline-silicone-white-310", 6.2, {
    brand: "Bondline",
    noun: "Sanitary Silicone Sealant",
    detail: "White",
    pack: "310ml",
  }),
  p("adhesive", "adh-bondline-silicone-clear-310", 6.2, {
    brand: "Bondline",
    noun: "Sanitary Silicone Sealant",
    detail: "Clear",
    pack: "310ml",
  }),
  p("adhesive", "adh-bondline-foam-hand-750", 6.8, {
    brand: "Bondline",
    noun: "Expanding Foam",
    detail: "Hand Held",
    pack: "750ml",
  }),
  p("adhesive", "adh-bondline-foam-gun-750", 7.9, {
    brand: "Bondline",
    noun: "Expanding Foam",
    detail: "Gun Grade",
    pack: "750ml",
  }),
  ...(["1L", "5L"] as const).map((size) =>
    p("adhesive", `adh-bondline-pva-${size.toLowerCase()}`, size === "1L" ? 6.5 : 19.9, {
      brand: "Bondline",
      noun: "PVA Bond",
      detail: "Adhesive, Sealer & Primer",
      pack: size,
    }),
  ),
  ...(["White", "Brown"] as const).map((colour) =>
    p("adhesive", `adh-sealcraft-frame-${colour.toLowerCase()}-310`, 5.5, {
      brand: "Sealcraft",
      noun: "Window Frame Sealant",
      detail: colour,
      pack: "310ml",
    }),
  ),
  p("adhesive", "adh-sealcraft-roof-gutter-310", 6.9, {
    brand: "Sealcraft",
    noun: "Roof & Gutter Sealant",
    detail: "Black",
    pack: "310ml",
  }),
  p("adhesive", "adh-sealcraft-tile-grey-20kg", 18.5, {
    brand: "Sealcraft",
    line: "Rapid Set",
    noun: "Floor & Wall Tile Adhesive",
    detail: "Grey",
    pack: "20kg",
  }),
];

export const SUNDRIES: Product[] = [...drainage, ...fixings, ...adhesive];
