/**
 * Held-out set 13, brands: one invented brand alone (every product of it grades 3), a brand with its category word,
 * or a range name alone.
 */
import * as G from "./judged-query-kit.ts";
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

const B = "brand";
const BRANDS_ALONE = [
  "stonacre",
  "limeward",
  "gritwell",
  "redhallow",
  "kernstone",
  "cragsby",
  "timberlode",
  "decksley",
  "beadwright",
  "sheetwright",
  "gauntry",
  "warmlok",
  "stainmore",
  "runnel",
  "pipeworth",
  "clenchfast",
  "tenaxo",
  "huemoor",
  "fellmark",
];
/** The same brands as buyers also type them: capitals, with "uk", "range" or "products". */
const BRANDS_AS_TYPED: [string, string][] = [
  ["Stonacre", "stonacre"],
  ["REDHALLOW", "redhallow"],
  ["Warmlok", "warmlok"],
  ["decksley uk", "decksley"],
  ["tenaxo range", "tenaxo"],
  ["Sheetwright", "sheetwright"],
  ["KERNSTONE", "kernstone"],
  ["Cragsby", "cragsby"],
  ["fellmark products", "fellmark"],
  ["Pipeworth", "pipeworth"],
];

export const BRANDS: readonly JudgedQuery[] = [
  ...BRANDS_ALONE.map((b) => q(b, B, [3, brandKeys(b)])),
  ...BRANDS_AS_TYPED.map(([text, b]) => q(text, B, [3, brandKeys(b)])),
  q("gauntry plasterboard", B, [3, /^board-gauntry-/], [1, /^plaster-gauntry-/]),
  q("gauntry plaster", B, [3, /^plaster-gauntry-/], [1, /^board-gauntry-/]),
  q("huemoor emulsion", B, [3, G.EMULSION], [1, brandKeys("huemoor")]),
  q("clenchfast screws", B, [3, G.SCREWS], [1, brandKeys("clenchfast")]),
  q(
    "tenaxo sealant",
    B,
    [3, /^seal-tenaxo-(?:silicone|frame-sealant|roof-sealant|decorators-caulk)/],
    [1, brandKeys("tenaxo")],
  ),
  q("stonacre cement", B, [3, G.CEMENTS], [2, brandKeys("stonacre")]),
  q("warmlok insulation board", B, [3, G.INSUL_BOARDS], [1, brandKeys("warmlok")]),
  q("redhallow facing bricks", B, [3, G.FACING]),
  q("runnel guttering", B, [3, G.RAINWATER], [1, brandKeys("runnel")]),
  q("timberlode timber", B, [3, brandKeys("timberlode")]),
  q("ashdale bricks", B, [3, G.ASHDALE], [1, G.FACING]),
  q("airtherm", B, [3, G.AIRCRETE]),
  q("evercomp", B, [3, G.COMPOSITE]),
  q("atticoze rolls", B, [3, G.LOFT]),
  q("stormveil masonry", B, [3, G.MASONRY_PAINT]),
  q("quickfit plumbing", B, [3, /^plumb-pipeworth-(?:pushfit|pex|pipe-insert)-/]),
];
