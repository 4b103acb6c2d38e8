// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

import { rng, makeEan13 } from "./prng";
import type { Product, ProductDef } from "./types";
import { HEAVY } from "./data-heavy";
import { BOARDS } from "./data-boards";
import { MISC } from "./data-misc";

// Synthetic part-number patterns per maker: '#' digit, 'A' capital letter.
const MPN_PATTERNS: Record<string, string> = {
  Tarmac: "TM######",
  Hanson: "HC#####",
  Cemex: "CX-#####",
  Everbuild: "EVB####A",
  Marshalls: "MWP####",
  Forterra: "F######",
  Ibstock: "IB#####",
  Wienerberger: "WB######",
  "H+H": "HH####",
  "West Fraser": "WF#####",
  "Medite Smartply": "MSP####",
  "James Hardie": "JH#####",
  "British Gypsum": "#####",
  Knauf: "KN######",
  Siniat: "SIN####",
  "Saint-Gobain": "SG######",
  Kingspan: "KS#####",
  Recticel: "RC####",
  "Knauf Insulation": "KI######",
  Rockwool: "RW#####",
  Marley: "ML####A",
  Onduline: "OND####",
  Bostik: "BOS######",
  DuPont: "DP####",
  FloPlast: "FP####",
  Wavin: "4D####",
  Catnic: "CAT#####",
  IG: "IGL####",
  Visqueen: "VQ####",
  "C-Tec": "CT####",
  Timco: "#####A",
  Soudal: "SD######",
};

function fillPattern(pattern: string, label: string): string {
  const r = rng("mpn:" + label);
  let out = "";
  for (const ch of pattern) {
    if (ch === "#") out += String(r.int(0, 9));
    else if (ch === "A") out += "ABCDEFGHJKLMNPRSTUVWXYZ"[r.int(0, 22)];
    else out += ch;
  }
  return out;
}

function makerPrefix(maker: string): string {
  // '50' is a UK GS1 prefix; the company part is invented per maker.
  const r = rng("gtin-company:" + maker);
  let p = "50";
  for (let i = 0; i < 5; i++) p += String(r.int(0, 9));
  return p;
}

function normalise(d: ProductDef): Product {
  const maker = d.maker ?? "";
  const p: Product = {
    ...d,
    maker,
    brand: d.brand ?? "",
    range: d.range ?? "",
    attrs: d.attrs ?? [],
    opt: d.opt ?? [],
    fam: d.fam ?? d.key,
    gtinCode: d.gtin ? makeEan13(d.key, makerPrefix(maker)) : "",
    mpnCode: d.mpn ? fillPattern(MPN_PATTERNS[maker] ?? "XX####", d.key) : "",
  };
  return p;
}

export const PRODUCTS: Product[] = [...HEAVY, ...BOARDS, ...MISC].map(normalise);

// A colour is "key" when another product of the same family comes in a different colour;
// then every title must show it. Otherwise shops may leave it out.
for (const p of PRODUCTS) {
  p.colourKey = !!p.colour && PRODUCTS.some((q) => q.fam === p.fam && q.key !== p.key && q.colour !== p.colour);
}

export const PRODUCT_BY_KEY: Record<string, Product> = Object.fromEntries(PRODUCTS.map((p) => [p.key, p]));
