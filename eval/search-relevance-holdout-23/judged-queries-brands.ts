/**
 * Brands: one invented brand alone (some in capitals or with "products", "stockists", "near me" or "trade"), a
 * brand with its category word, or a range name alone. A brand or range alone gives every product of it 3.
 */
import * as G from "./judged-query-kit.ts";
import { brandKeys, kind } from "./judged-query-kit.ts";

const x = kind("brand");

export const BRANDS = [
  x("tregony", [3, brandKeys("tregony")]),
  x("Ladock", [3, brandKeys("ladock")]),
  x("porthcurno", [3, brandKeys("porthcurno")]),
  x("ZENNOR", [3, brandKeys("zennor")]),
  x("luxulyan", [3, brandKeys("luxulyan")]),
  x("kenwyn", [3, brandKeys("kenwyn")]),
  x("morwenstow", [3, brandKeys("morwenstow")]),
  x("Godolphin", [3, brandKeys("godolphin")]),
  x("penwithick", [3, brandKeys("penwithick")]),
  x("feock", [3, brandKeys("feock")]),
  x("veryan", [3, brandKeys("veryan")]),
  x("grampound", [3, brandKeys("grampound")]),
  x("mithian", [3, brandKeys("mithian")]),
  x("trewarmett", [3, brandKeys("trewarmett")]),
  x("tresillian", [3, brandKeys("tresillian")]),
  x("pelynt", [3, brandKeys("pelynt")]),
  x("sithney", [3, brandKeys("sithney")]),
  x("breage", [3, brandKeys("breage")]),
  x("cubert", [3, brandKeys("cubert")]),
  x("germoe", [3, brandKeys("germoe")]),
  x("gwithian", [3, brandKeys("gwithian")]),
  x("duloe", [3, brandKeys("duloe")]),
  x("lelant", [3, brandKeys("lelant")]),
  x("gorran", [3, brandKeys("gorran")]),
  x("LELANT PAINTS", [3, brandKeys("lelant")]),
  x("tregony products", [3, brandKeys("tregony")]),
  x("probus stockists", [3, brandKeys("probus")]),
  x("cubert near me", [3, brandKeys("cubert")]),
  x("veryan trade", [3, brandKeys("veryan")]),
  x("zennor bricks", [3, G.FACING], [2, G.BRICKS]),
  x(
    "godolphin timber",
    [3, /^timber-godolphin-(?:c16|c24|cls)-/],
    [2, /^timber-godolphin-/],
    [1, /^timber-gen-(?:planed|batten)-/],
  ),
  x("probus plywood", [3, G.PLY], [1, G.SHEETS]),
  x("veryan plasterboard", [3, /^board-veryan-/], [2, "board-gen-te-12-5-2400"]),
  x("mithian insulation", [3, brandKeys("mithian")], [2, /^insul-gen-(?:eps|multifoil)/]),
  x("cubert screws", [3, G.SCREWS], [1, G.NAILS]),
  x("gwithian sealant", [3, G.SEALANTS], [1, G.FOAM]),
  x("lelant emulsion", [3, G.EMULSION], [1, /^paint-lelant-/]),
  x("bodinnick", [3, G.BODINNICK], [1, G.FACING]),
  x("Crantock", [3, /^block-luxulyan-crantock-/], [1, /^block-luxulyan-/]),
  x("porthleven", [3, G.SANDSTONE], [1, /^land-morwenstow-/]),
  x("portscatho", [3, G.PORCELAIN], [1, /^land-morwenstow-/]),
  x("trevone", [3, G.COMPOSITE], [1, G.DECKING]),
  x("ludgvan", [3, G.PIR], [1, /^insul-mithian-/]),
  x("madron", [3, G.CONCRETE_TILES], [1, /^roof-trewarmett-/]),
  x("coverack", [3, /^paint-lelant-coverack-/], [1, G.EMULSION]),
];
