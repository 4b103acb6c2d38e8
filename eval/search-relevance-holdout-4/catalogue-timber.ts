/** Held-out set 4 catalogue: sawn, planed and structural timber, posts, decking and sheet materials. */
import { p, type Product } from "./catalogue-types.ts";

const NOMINAL: Record<string, string> = {
  "47x75": "3x2",
  "47x100": "4x2",
  "47x150": "6x2",
  "47x200": "8x2",
  "47x225": "9x2",
  "18x94": "4x1",
  "18x144": "6x1",
  "44x44": "2x2",
  "75x75": "3x3",
  "100x100": "4x4",
};

function c16(t: number, w: number, length: number, price: number, reach = 3): Product {
  return p("timber", `tim-gen-c16-${t}x${w}-${length}`, price, {
    form: "section",
    noun: "Treated Sawn Timber",
    detail: "C16",
    dims: [t, w],
    length,
    nominal: NOMINAL[`${t}x${w}`],
    nounBy: {
      fenmoor: "TREATED SAWN",
      caldmoor: "Treated Sawn Carcassing",
      ryeford: "Pressure treated carcassing timber",
    },
    reach,
  });
}

function c24(t: number, w: number, length: number, price: number): Product {
  return p("timber", `tim-fjellwood-c24-${t}x${w}-${length}`, price, {
    form: "section",
    brand: "Fjellwood",
    noun: "Kiln Dried Structural Timber",
    detail: "C24",
    dims: [t, w],
    length,
    nominal: NOMINAL[`${t}x${w}`],
    nounBy: { ryeford: "Regularised C24 joist" },
  });
}

function cls(t: number, w: number, length: number, price: number): Product {
  return p("timber", `tim-gen-cls-${t}x${w}-${length}`, price, {
    form: "section",
    noun: "CLS Studwork Timber",
    dims: [t, w],
    length,
    nounBy: { wychbury: "CLS Stud Timber (Canadian Lumber Standard)", ryeford: "Planed studding timber CLS" },
  });
}

function par(t: number, w: number, length: number, price: number): Product {
  return p("timber", `tim-gen-par-${t}x${w}-${length}`, price, {
    form: "section",
    noun: "Planed Redwood",
    detail: "PAR",
    dims: [t, w],
    length,
    nominal: NOMINAL[`${t}x${w}`],
    nounBy: { wychbury: "Planed All Round Redwood Timber", fenmoor: "PSE REDWOOD" },
  });
}

export const TIMBER: Product[] = [
  c16(47, 100, 2400, 7.9, 4),
  c16(47, 100, 3000, 9.8, 4),
  c16(47, 100, 3600, 11.6, 5),
  c16(47, 100, 4800, 15.4, 4),
  c16(47, 75, 2400, 6.1),
  c16(47, 75, 3600, 8.9, 4),
  c16(47, 75, 4800, 11.8),
  c16(47, 150, 3600, 17.2),
  c16(47, 150, 4200, 20.1),
  c16(47, 150, 4800, 22.8, 4),
  c16(47, 200, 3600, 23.5),
  c16(47, 200, 4800, 31.2),
  c16(47, 225, 4800, 36.9, 2),
  c24(47, 100, 3600, 13.9),
  c24(47, 150, 4800, 26.4),
  c24(47, 200, 4800, 35.1),
  c24(47, 225, 4800, 41.5),
  cls(38, 63, 2400, 4.9),
  cls(38, 63, 3000, 6.1),
  cls(38, 89, 2400, 6.4),
  cls(38, 89, 3000, 7.9),
  par(18, 94, 2400, 8.6),
  par(18, 144, 2400, 12.9),
  par(44, 44, 2400, 7.2),
  par(18, 94, 1800, 6.6),
  p("timber", "tim-gen-post-75x75-2400", 11.5, {
    form: "section",
    noun: "Treated Fence Post",
    dims: [75, 75],
    length: 2400,
    nominal: "3x3",
    reach: 4,
  }),
  p("timber", "tim-gen-post-100x100-2400", 16.9, {
    form: "section",
    noun: "Treated Fence Post",
    dims: [100, 100],
    length: 2400,
    nominal: "4x4",
    reach: 4,
  }),
  p("timber", "tim-gen-post-100x100-3000", 20.5, {
    form: "section",
    noun: "Treated Fence Post",
    dims: [100, 100],
    length: 3000,
    nominal: "4x4",
  }),
  p("timber", "tim-deckora-grooved-3600", 12.4, {
    form: "section",
    brand: "Deckora",
    noun: "Grooved Decking Board",
    detail: "Green Treated",
    dims: [28, 144],
    length: 3600,
    reach: 4,
  }),
  p("timber", "tim-deckora-grooved-4800", 16.2, {
    form: "section",
    brand: "Deckora",
    noun: "Grooved Decking Board",
    detail: "Green Treated",
    dims: [28, 144],
    length: 4800,
  }),
  p("timber", "tim-deckora-joist-4800", 17.5, {
    form: "section",
    brand: "Deckora",
    noun: "Decking Joist",
    detail: "Treated C16",
    dims: [47, 150],
    length: 4800,
    reach: 2,
  }),
];

const board = (t: number, w = 1220, l = 2440) => [t, w, l];

export const SHEET: Product[] = [
  ...[9, 11, 18].map((t, i) =>
    p("sheet", `she-stratabord-osb3-${t}`, [14.9, 17.5, 26.9][i]!, {
      form: "board",
      brand: "Stratabord",
      noun: "OSB3 Board",
      dims: board(t),
      nounBy: { ryeford: "Oriented strand board OSB/3", fenmoor: "OSB3 STERLING BOARD" },
      reach: t === 18 ? 5 : 3,
    }),
  ),
  p("sheet", "she-stratabord-osb3-tg-18", 19.5, {
    form: "board",
    brand: "Stratabord",
    noun: "OSB3 Flooring",
    detail: "Tongue & Groove",
    dims: board(18, 590, 2397),
  }),
  ...[5.5, 12, 18].map((t, i) =>
    p("sheet", `she-hartply-hardwood-${t}`, [16.9, 29.5, 39.9][i]!, {
      form: "board",
      brand: "Hartply",
      noun: "Hardwood Plywood",
      dims: board(t),
      nounBy: { fenmoor: "HWD PLY" },
      reach: t === 18 ? 4 : 3,
    }),
  ),
  p("sheet", "she-hartply-shuttering-18", 24.9, {
    form: "board",
    brand: "Hartply",
    noun: "Shuttering Plywood",
    dims: board(18),
    nounBy: { ryeford: "Softwood ply, shuttering grade" },
  }),
  p("sheet", "she-hartply-marine-18", 64.5, {
    form: "board",
    brand: "Hartply",
    noun: "Marine Plywood",
    detail: "BS1088",
    dims: board(18),
    reach: 2,
  }),
  ...[6, 12, 18, 25].map((t, i) =>
    p("sheet", `she-smoothcore-mdf-${t}`, [11.5, 19.9, 27.5, 38.9][i]!, {
      form: "board",
      brand: "Smoothcore",
      noun: "Standard MDF Board",
      dims: board(t),
      nounBy: { ryeford: "Medium density fibreboard" },
      reach: t === 18 ? 5 : 3,
    }),
  ),
  p("sheet", "she-smoothcore-mrmdf-18", 34.9, {
    form: "board",
    brand: "Smoothcore",
    noun: "Moisture Resistant MDF Board",
    dims: board(18),
    nounBy: { wychbury: "Moisture Resistant MDF (Green Core)" },
  }),
  p("sheet", "she-joistline-p5-18", 15.9, {
    form: "board",
    brand: "Joistline",
    noun: "P5 Chipboard Flooring",
    detail: "Tongue & Groove",
    dims: board(18, 600, 2400),
    reach: 4,
  }),
  p("sheet", "she-joistline-p5-22", 19.4, {
    form: "board",
    brand: "Joistline",
    noun: "P5 Chipboard Flooring",
    detail: "Tongue & Groove",
    dims: board(22, 600, 2400),
  }),
];
