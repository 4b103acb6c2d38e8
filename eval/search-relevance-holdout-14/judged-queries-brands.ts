/**
 * Held-out set 14, brands: an invented brand alone (some capitalised, some with "products", "stockists", "near me"
 * or a trade word), a brand with its category word, or a range name alone. A brand grades all of its products 3;
 * with a category word, that category 3 and the rest of the brand 1; a range its products 3 and its brand's
 * others 1.
 */
import * as G from "./judged-query-kit.ts";
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

const B = "brand";
const all = (brand: string): [3, RegExp] => [3, brandKeys(brand)];
const rest = (brand: string): [1, RegExp] => [1, brandKeys(brand)];

export const BRANDS: readonly JudgedQuery[] = [
  q("quarrendon", B, all("quarrendon")),
  q("Kilnmarsh", B, all("kilnmarsh")),
  q("grettle", B, all("grettle")),
  q("BRANTWICK", B, all("brantwick")),
  q("densell", B, all("densell")),
  q("lintora", B, all("lintora")),
  q("Pavisto", B, all("pavisto")),
  q("sawcombe", B, all("sawcombe")),
  q("plankwell", B, all("plankwell")),
  q("Trimlow", B, all("trimlow")),
  q("plyvern", B, all("plyvern")),
  q("GYPSELLA", B, all("gypsella")),
  q("thermacove", B, all("thermacove")),
  q("Roofwell", B, all("roofwell")),
  q("drainwick", B, all("drainwick")),
  q("rainlow", B, all("rainlow")),
  q("copperidge", B, all("copperidge")),
  q("Clikflo", B, all("clikflo")),
  q("boltrey", B, all("boltrey")),
  q("fixstead", B, all("fixstead")),
  q("SEALMONT", B, all("sealmont")),
  q("gripaxe", B, all("gripaxe")),
  q("huesmith", B, all("huesmith")),
  q("Grainguard", B, all("grainguard")),
  q("quarrendon products", B, all("quarrendon")),
  q("gypsella stockists", B, all("gypsella")),
  q("huesmith paints near me", B, all("huesmith")),
  q("sawcombe timber merchants", B, all("sawcombe")),
  q("boltrey fixings", B, all("boltrey")),
  q("brantwick facing bricks", B, [3, G.FACING]),
  q("densell aircrete", B, [3, G.AIRCRETE], rest("densell")),
  q("gypsella plaster", B, [3, /^plaster-gypsella-/], rest("gypsella")),
  q("thermacove pir", B, [3, G.PIR], rest("thermacove")),
  q("plyvern plywood", B, [3, G.PLY], rest("plyvern")),
  q("huesmith masonry paint", B, [3, G.MASONRY_PAINT], rest("huesmith")),
  q("sealmont foam", B, [3, G.FOAM], rest("sealmont")),
  q("pavisto slabs", B, [3, G.SLABS], [2, G.BLOCK_PAVING], rest("pavisto")),
  q("plankwell composite", B, [3, G.COMPOSITE], rest("plankwell")),
  q("featherblok", B, [3, G.AIRCRETE, "block-densell-trench-300"], rest("densell")),
  q("everwipe", B, [3, /^paint-huesmith-everwipe-/], rest("huesmith")),
  q("weatherkote", B, [3, G.MASONRY_PAINT], rest("huesmith")),
  q("snugroll", B, [3, G.LOFT], rest("thermacove")),
  q("harbridge", B, [3, G.CONCRETE_TILES], rest("roofwell")),
  q("shedcoat", B, [3, G.SHEDCOAT], rest("grainguard")),
  q("quietcore", B, [3, "board-gypsella-quietcore-15"], rest("gypsella")),
];
