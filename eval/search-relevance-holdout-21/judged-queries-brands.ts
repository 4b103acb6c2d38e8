/**
 * Brands: one invented brand alone (some in capitals or with "products", "stockists", "near me" or "trade"), a
 * brand with its category word, or a range name alone. A brand or range alone gives every product of it 3.
 */
import * as G from "./judged-query-kit.ts";
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

const B = "brand" as const;

export const BRANDS: readonly JudgedQuery[] = [
  q("capheaton", B, [3, brandKeys("Capheaton")]),
  q("Kirkharle", B, [3, brandKeys("Kirkharle")]),
  q("whalton products", B, [3, brandKeys("Whalton")]),
  q("BRANXTON", B, [3, brandKeys("Branxton")]),
  q("crookham stockists", B, [3, brandKeys("Crookham")]),
  q("mindrum", B, [3, brandKeys("Mindrum")]),
  q("Yeavering", B, [3, brandKeys("Yeavering")]),
  q("hartburn", B, [3, brandKeys("Hartburn")]),
  q("swarland near me", B, [3, brandKeys("Swarland")]),
  q("ALNHAM", B, [3, brandKeys("Alnham")]),
  q("ilderton", B, [3, brandKeys("Ilderton")]),
  q("glanton trade", B, [3, brandKeys("Glanton")]),
  q("Elsdon", B, [3, brandKeys("Elsdon")]),
  q("harbottle", B, [3, brandKeys("Harbottle")]),
  q("netherton products", B, [3, brandKeys("Netherton")]),
  q("lesbury", B, [3, brandKeys("Lesbury")]),
  q("CRASTER", B, [3, brandKeys("Craster")]),
  q("rennington", B, [3, brandKeys("Rennington")]),
  q("shilbottle", B, [3, brandKeys("Shilbottle")]),
  q("Embleton", B, [3, brandKeys("Embleton")]),
  q("lucker stockists", B, [3, brandKeys("Lucker")]),
  q("budle", B, [3, brandKeys("Budle")]),
  q("adderstone", B, [3, brandKeys("Adderstone")]),
  q("TWIZELL", B, [3, brandKeys("Twizell")]),
  q("adderstone trade", B, [3, brandKeys("Adderstone")]),
  q("Ilderton products", B, [3, brandKeys("Ilderton")]),
  q("shilbottle trade", B, [3, brandKeys("Shilbottle")]),
  q("elsdon stockists", B, [3, brandKeys("Elsdon")]),
  q("capheaton cement", B, [3, G.CEMENTS], [2, G.MIXES], [1, /^cement-capheaton-/]),
  q("branxton bricks", B, [3, G.FACING]),
  q("crookham blocks", B, [3, G.BLOCKS, "block-crookham-trench-300"]),
  q("hartburn timber", B, [3, /^timber-hartburn-/]),
  q("ilderton ply", B, [3, G.PLY], [1, /^sheet-ilderton-/]),
  q("glanton plasterboard", B, [3, /^board-glanton-/], [1, /^plaster-glanton-/]),
  q("elsdon insulation", B, [3, brandKeys("Elsdon")]),
  q("lucker sealant", B, [3, G.SEALANTS], [2, G.FOAM]),
  q("adderstone paint", B, [3, brandKeys("Adderstone")]),
  q("milfield", B, [3, G.MILFIELD]),
  q("lilburn", B, [3, G.LILBURN]),
  q("duddo", B, [3, G.AIRCRETE]),
  q("Howtel", B, [3, G.PATIO_PACKS]),
  q("pawston", B, [3, G.COMPOSITE]),
  q("callaly", B, [3, G.PLASTERS]),
  q("byrness", B, [3, G.LOFT]),
  q("wooperton", B, [3, G.PIR]),
];
