/**
 * Timber and mouldings. Sawn treated C16 in the sections and lengths a yard stocks, kiln-dried C24, CLS
 * studwork, planed (PAR) redwood, MDF and pine skirting and architrave. Invented brands: Nordvik, Linwood.
 * The nominal names (4x2, 3x2, 6x2, 2x1 …) are what a buyer types; merchants write actual sizes.
 */
import { p, type Product } from "./catalogue-types.ts";

const NOMINAL: Record<string, string> = {
  "47x50": "2x2",
  "47x75": "3x2",
  "47x100": "4x2",
  "47x150": "6x2",
  "38x63": "3x2",
  "38x89": "4x2",
  "21x44": "2x1",
  "21x94": "4x1",
  "21x144": "6x1",
  "44x44": "2x2",
};

function nominal(a: number, b: number): string | undefined {
  return NOMINAL[`${a}x${b}`];
}

const treated: [number, number, number][] = [
  [47, 50, 3600],
  [47, 75, 3600],
  [47, 75, 4800],
  [47, 100, 2400],
  [47, 100, 3000],
  [47, 100, 3600],
  [47, 100, 4800],
  [47, 150, 3600],
  [47, 150, 4800],
];

const timber: Product[] = [
  ...treated.map(([a, b, len]) =>
    p("timber", `tim-treated-c16-${a}x${b}-${len}`, (a * b * len) / 1.2e6 + 1.5, {
      noun: "Treated Sawn Timber",
      detail: "C16",
      dims: [a, b],
      length: len,
      nominal: nominal(a, b),
      nounBy: { kestrel: "Tanalised sawn timber" },
      reach: a === 47 && b === 100 ? 4 : 3,
    }),
  ),
  ...(
    [
      [47, 100, 3600],
      [47, 150, 4800],
      [47, 200, 4800],
    ] as const
  ).map(([a, b, len]) =>
    p("timber", `tim-nordvik-c24-${a}x${b}-${len}`, (a * b * len) / 0.9e6 + 2, {
      brand: "Nordvik",
      noun: "Kiln Dried Regularised Timber",
      detail: "C24",
      dims: [a, b],
      length: len,
      nominal: nominal(a, b),
    }),
  ),
  ...(
    [
      [38, 63, 2400],
      [38, 63, 3000],
      [38, 89, 2400],
      [38, 89, 3000],
      [38, 89, 3600],
    ] as const
  ).map(([a, b, len]) =>
    p("timber", `tim-cls-${a}x${b}-${len}`, (a * b * len) / 1.1e6 + 1, {
      noun: "CLS Studwork Timber",
      detail: "Kiln Dried",
      dims: [a, b],
      length: len,
      nominal: nominal(a, b),
      reach: b === 89 && len === 2400 ? 5 : 3,
    }),
  ),
  ...(
    [
      [21, 44, 2400],
      [21, 94, 2400],
      [21, 144, 2400],
      [44, 44, 2400],
    ] as const
  ).map(([a, b, len]) =>
    p("timber", `tim-par-${a}x${b}-${len}`, (a * b * len) / 0.55e6 + 1, {
      noun: "Planed Redwood PAR",
      dims: [a, b],
      length: len,
      nominal: nominal(a, b),
      nounBy: { pennine: "PAR REDWOOD", harrowgate: "Planed All Round Softwood" },
    }),
  ),
  p("timber", "tim-treated-post-75x75-2400", 13.5, {
    noun: "Treated Fence Post",
    dims: [75, 75],
    length: 2400,
    nounBy: { tolworth: "Sawn Treated Post" },
  }),
  p("timber", "tim-treated-decking-32x125-3600", 9.9, {
    noun: "Treated Softwood Decking Board",
    dims: [32, 125],
    length: 3600,
    reach: 2,
  }),
];

/** Primed MDF by Linwood in three profiles and heights, plus unbranded pine. */
const skirting: Product[] = [
  ...(
    [
      ["Torus", 119],
      ["Torus", 144],
      ["Torus", 169],
      ["Ogee", 119],
      ["Ogee", 144],
      ["Chamfered & Rounded", 94],
      ["Pencil Round", 119],
    ] as const
  ).map(([profile, h]) =>
    p("skirting", `skt-linwood-${profile.split(" ")[0]!.toLowerCase()}-18x${h}`, 9 + h * 0.06, {
      brand: "Linwood",
      line: profile,
      noun: "Primed MDF Skirting Board",
      dims: [18, h],
      length: 4200,
      reach: h === 119 || h === 144 ? 4 : 3,
    }),
  ),
  ...(["Torus", "Ogee"] as const).map((profile) =>
    p("skirting", `skt-linwood-${profile.toLowerCase()}-arch-18x69`, 5.2, {
      brand: "Linwood",
      line: profile,
      noun: "Primed MDF Architrave",
      dims: [18, 69],
      length: 2200,
    }),
  ),
  p("skirting", "skt-gen-pine-torus-19x119", 11.4, {
    line: "Torus",
    noun: "Pine Skirting Board",
    dims: [19, 119],
    length: 4200,
  }),
  p("skirting", "skt-gen-pine-torus-arch-19x69", 6.1, {
    line: "Torus",
    noun: "Pine Architrave",
    dims: [19, 69],
    length: 2100,
    reach: 2,
  }),
];

export const TIMBER: Product[] = [...timber, ...skirting];
