/**
 * Boards and dry-lining: sheet materials, plasterboard, plaster and insulation. Invented brands: Lumiboard,
 * Brightply, Medella, Plastrum, Selenite, Whitecoat, Loftwise, Northfell, WarmCore, Polarboard.
 * Many near-siblings on purpose (one line in four thicknesses, one thickness in four lines) so ranking matters.
 */
import { p, type Product } from "./catalogue-types.ts";

const sheet: Product[] = [
  ...[9, 11, 18].map((t) =>
    p("sheet", `sht-lumiboard-osb3-${t}`, 14 + t * 1.3, {
      brand: "Lumiboard",
      noun: "OSB3 Board",
      dims: [t, 1220, 2440],
      reach: t === 18 ? 5 : 3,
    }),
  ),
  p("sheet", "sht-lumiboard-osb3-tg-18", 21.5, {
    brand: "Lumiboard",
    noun: "OSB3 Tongue & Groove Flooring Board",
    dims: [18, 600, 2400],
  }),
  ...[5.5, 12, 18].map((t) =>
    p("sheet", `sht-brightply-hardwood-${t}`, 16 + t * 1.9, {
      brand: "Brightply",
      noun: "Hardwood Plywood",
      detail: "Class 1",
      dims: [t, 1220, 2440],
      nounBy: { pennine: "HARDWOOD PLY" },
    }),
  ),
  p("sheet", "sht-brightply-shuttering-18", 29, {
    brand: "Brightply",
    noun: "Shuttering Plywood",
    dims: [18, 1220, 2440],
  }),
  p("sheet", "sht-gen-marine-ply-18", 68, {
    noun: "Marine Plywood",
    detail: "BS1088",
    dims: [18, 1220, 2440],
    reach: 2,
  }),
  ...[6, 12, 18].map((t) =>
    p("sheet", `sht-medella-mdf-${t}`, 11 + t * 1.4, {
      brand: "Medella",
      noun: "Standard MDF Board",
      dims: [t, 1220, 2440],
      nounBy: { tolworth: "MDF Sheet" },
    }),
  ),
  p("sheet", "sht-medella-mr-mdf-18", 44, {
    brand: "Medella",
    noun: "Moisture Resistant MDF Board",
    dims: [18, 1220, 2440],
  }),
  p("sheet", "sht-gen-chipboard-p5-18", 13.5, {
    noun: "P5 Chipboard Flooring",
    detail: "Tongue & Groove",
    dims: [18, 600, 2400],
    reach: 4,
  }),
];

/** Plastrum: four lines; Selenite: four lines; one unbranded board. The site's fire/moisture/acoustic words. */
const plasterboard: Product[] = [
  p("plasterboard", "pb-plastrum-std-9.5-2400", 8.9, {
    brand: "Plastrum",
    line: "Wallboard",
    noun: "Plasterboard",
    detail: "Tapered Edge",
    dims: [9.5, 1200, 2400],
  }),
  p("plasterboard", "pb-plastrum-std-12.5-2400", 9.8, {
    brand: "Plastrum",
    line: "Wallboard",
    noun: "Plasterboard",
    detail: "Tapered Edge",
    dims: [12.5, 1200, 2400],
    reach: 5,
  }),
  p("plasterboard", "pb-plastrum-std-12.5-1800", 7.6, {
    brand: "Plastrum",
    line: "Wallboard",
    noun: "Plasterboard",
    detail: "Tapered Edge",
    dims: [12.5, 900, 1800],
  }),
  p("plasterboard", "pb-plastrum-std-15-2400", 12.4, {
    brand: "Plastrum",
    line: "Wallboard",
    noun: "Plasterboard",
    detail: "Tapered Edge",
    dims: [15, 1200, 2400],
  }),
  ...[12.5, 15].map((t) =>
    p("plasterboard", `pb-plastrum-mr-${t}-2400`, 13 + (t - 12.5) * 1.5, {
      brand: "Plastrum",
      line: "MoistureGuard",
      noun: "Moisture Resistant Plasterboard",
      detail: "Tapered Edge",
      dims: [t, 1200, 2400],
      reach: t === 12.5 ? 4 : 3,
    }),
  ),
  ...[12.5, 15].map((t) =>
    p("plasterboard", `pb-plastrum-fire-${t}-2400`, 12.5 + (t - 12.5) * 1.6, {
      brand: "Plastrum",
      line: "FireGuard",
      noun: "Fire Resistant Plasterboard",
      detail: "Tapered Edge",
      dims: [t, 1200, 2400],
    }),
  ),
  ...[12.5, 15].map((t) =>
    p("plasterboard", `pb-plastrum-acoustic-${t}-2400`, 14 + (t - 12.5) * 1.8, {
      brand: "Plastrum",
      line: "QuietGuard",
      noun: "Acoustic Plasterboard",
      detail: "Tapered Edge",
      dims: [t, 1200, 2400],
    }),
  ),
  p("plasterboard", "pb-selenite-std-9.5-1800", 6.2, {
    brand: "Selenite",
    line: "Wallboard",
    noun: "Plasterboard",
    detail: "Square Edge",
    dims: [9.5, 900, 1800],
  }),
  p("plasterboard", "pb-selenite-std-12.5-2400", 9.4, {
    brand: "Selenite",
    line: "Wallboard",
    noun: "Plasterboard",
    detail: "Tapered Edge",
    dims: [12.5, 1200, 2400],
    reach: 4,
  }),
  p("plasterboard", "pb-selenite-mr-12.5-2400", 12.6, {
    brand: "Selenite",
    line: "Aqua",
    noun: "Moisture Resistant Plasterboard",
    detail: "Tapered Edge",
    dims: [12.5, 1200, 2400],
  }),
  p("plasterboard", "pb-selenite-fire-15-2400", 14.1, {
    brand: "Selenite",
    line: "FireShield",
    noun: "Fire Rated Plasterboard",
    detail: "Tapered Edge",
    dims: [15, 1200, 2400],
  }),
  p("plasterboard", "pb-selenite-sound-15-2400", 16.2, {
    brand: "Selenite",
    line: "SoundShield",
    noun: "Sound Insulating Plasterboard",
    detail: "Tapered Edge",
    dims: [15, 1200, 2400],
    reach: 2,
  }),
  p("plasterboard", "pb-gen-std-12.5-2400-se", 8.2, {
    noun: "Standard Plasterboard",
    detail: "Square Edge",
    dims: [12.5, 1200, 2400],
  }),
  p("plasterboard", "pb-plastrum-thermaline-37.5", 38, {
    brand: "Plastrum",
    line: "ThermaLine",
    noun: "PIR Insulated Plasterboard",
    dims: [37.5, 1200, 2400],
    reach: 2,
  }),
];

const plaster: Product[] = [
  p("plaster", "pls-whitecoat-multi-25kg", 11.9, {
    brand: "Whitecoat",
    line: "Multi-Finish",
    noun: "Finishing Plaster",
    pack: "25kg",
    reach: 5,
  }),
  p("plaster", "pls-whitecoat-board-25kg", 11.6, {
    brand: "Whitecoat",
    line: "Board Finish",
    noun: "Finishing Plaster",
    pack: "25kg",
  }),
  p("plaster", "pls-whitecoat-bonding-25kg", 13.4, {
    brand: "Whitecoat",
    line: "Bonding",
    noun: "Undercoat Plaster",
    pack: "25kg",
    reach: 4,
  }),
  p("plaster", "pls-whitecoat-hardwall-25kg", 13.8, {
    brand: "Whitecoat",
    line: "Hardwall",
    noun: "Undercoat Plaster",
    pack: "25kg",
  }),
  p("plaster", "pls-whitecoat-onecoat-25kg", 16.5, {
    brand: "Whitecoat",
    line: "One Coat",
    noun: "Plaster",
    pack: "25kg",
  }),
  p("plaster", "pls-plastrum-multi-25kg", 11.2, {
    brand: "Plastrum",
    line: "MultiFinish",
    noun: "Plaster",
    pack: "25kg",
  }),
  p("plaster", "pls-plastrum-onecoat-20kg", 15.9, {
    brand: "Plastrum",
    line: "One Coat",
    noun: "Gypsum Plaster",
    pack: "20kg",
    reach: 2,
  }),
  p("plaster", "pls-plastrum-jointfill-10kg", 17.5, {
    brand: "Plastrum",
    line: "JointFill",
    noun: "Jointing Compound",
    pack: "10kg",
  }),
];

const insulation: Product[] = [
  ...[100, 150, 170, 200].map((t, i) =>
    p("insulation", `ins-loftwise-combi-${t}`, 24 + i * 4, {
      brand: "Loftwise",
      line: "Combi",
      noun: "Loft Roll",
      detail: "Glass Mineral Wool",
      dims: [t],
      pack: ["8.3m²", "5.9m²", "5.2m²", "4.4m²"][i],
      nounBy: { pennine: "LOFT INSUL ROLL" },
      reach: t === 200 || t === 100 ? 4 : 3,
    }),
  ),
  p("insulation", "ins-loftwise-acoustic-50", 29, {
    brand: "Loftwise",
    line: "Acoustic",
    noun: "Partition Roll",
    dims: [50],
    pack: "11.7m²",
  }),
  ...[50, 100].map((t) =>
    p("insulation", `ins-northfell-slab-${t}`, 32 + t * 0.2, {
      brand: "Northfell",
      noun: "Stone Wool Acoustic Slab",
      dims: [t, 600, 1200],
      pack: t === 50 ? "Pack of 6" : "Pack of 3",
    }),
  ),
  ...[25, 50, 70, 75, 90, 100, 120, 150].map((t) =>
    p("insulation", `ins-warmcore-pir-${t}`, 16 + t * 0.42, {
      brand: "WarmCore",
      line: "GP",
      noun: "PIR Insulation Board",
      dims: [t, 1200, 2400],
      nounBy: { pennine: "PIR INSUL BOARD", kestrel: "Rigid foam insulation board" },
      reach: t === 100 || t === 50 ? 4 : 3,
    }),
  ),
  ...[25, 50, 100].map((t) =>
    p("insulation", `ins-polarboard-pir-${t}`, 15 + t * 0.4, {
      brand: "Polarboard",
      noun: "PIR Insulation Board",
      dims: [t, 1200, 2400],
    }),
  ),
  p("insulation", "ins-gen-eps70-50", 11, {
    noun: "EPS70 Polystyrene Insulation Board",
    dims: [50, 1200, 2400],
    reach: 2,
  }),
];

export const BOARDS: Product[] = [...sheet, ...plasterboard, ...plaster, ...insulation];
