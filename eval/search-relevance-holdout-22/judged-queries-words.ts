/**
 * Held-out set 22, generic words and no-match queries. Generic: category words, very short queries, plurals and
 * singulars, shopping words round a category; the everyday variants 3, the specialist ones 2, the family 1.
 * No-match: nothing these merchants sell, in shop language and nonsense; none is right.
 */
import * as G from "./judged-query-kit.ts";

const g = G.kind("generic");
const n = (text: string): G.JudgedQuery => G.q(text, "no-match");

export const GENERIC: readonly G.JudgedQuery[] = [
  g(
    "fence",
    [3, G.FENCE_PANELS, G.FENCE_POSTS],
    [2, G.PANELS, "timber-gen-gravel-board-1830", "timber-gen-featheredge-22x125-1800"],
  ),
  g("gloss", [3, G.GLOSS], [1, "paint-marden-satinwood-white-2-5", "paint-kentchurch-yacht-varnish-750"]),
  g("sheeting", [3, G.ROOF_SHEETS], [1, G.SHEETS]),
  g("fascia", [3, "roof-gen-fascia-225-5000"], [1, "roof-gen-soffit-300-5000"]),
  g("studs", [3, G.CLS], [2, G.C16_3X2, G.C16_4X2]),
  g("battens", [3, G.BATTENS], [2, "timber-gen-planed-18x44-2400"]),
  g(
    "trade paint",
    [3, "paint-marden-trade-vinyl-matt-white-10", "paint-marden-contract-matt-white-15"],
    [2, G.EMULSION],
  ),
  g("buy cement online", [3, G.OPC], [2, G.CEMENTS]),
  g("limes", [3, G.LIMES]),
  g("mortar bags", [3, "cement-pembridge-mortar-20"], [2, "cement-pembridge-masonry-25"]),
  g("sand prices", [3, G.SANDS]),
  g("patio slabs for sale", [3, G.SLABS]),
  g("timber merchants", [3, G.SAWN, G.CLS], [2, G.PLANED, G.BATTENS, G.TIMBER_POSTS]),
  g("timber prices", [3, G.SAWN, G.CLS], [2, G.PLANED, G.BATTENS]),
  g("decking boards cheap", [3, G.ALL_DECK_BOARDS]),
  g("decking kit", [3, G.ALL_DECK_BOARDS], [2, G.DECKING], [1, "fix-kilpeck-decking-4-5x60-250"]),
  g("osb sheets cheapest", [3, G.OSB_FULL], [2, "sheet-madley-osb3-tg-18"]),
  g("drain pipe", [3, G.DRAIN_PIPE], [1, "plumb-gen-waste-pipe-40-3000"]),
  g("cement offers", [3, G.OPC], [2, G.CEMENTS]),
  g(
    "bagged sand prices",
    [3, /^agg-sarnesfield-(?:building|sharp|plastering)-sand-/],
    [2, /^agg-sarnesfield-(?:kiln-dried|play)-sand-/],
  ),
  g("gravel delivered bulk", [3, "agg-gen-gravel-20-bulk", "agg-gen-gravel-10-bulk"], [2, G.BULK]),
  g("decorative chippings bags", [3, G.CHIPPINGS], [2, G.DECOR_STONE]),
  g("brick suppliers", [3, G.BRICKS]),
  g("bricks and blocks", [3, G.BRICKS, G.BLOCKS]),
  g("building blocks cheapest", [3, G.BLOCKS]),
  g("paving supplies", [3, G.SLABS, G.BLOCK_PAVING], [2, G.EDGING, "land-moccas-jointing-15"]),
  g("garden slabs", [3, G.SLABS]),
  g("timber offers", [3, G.SAWN, G.CLS], [2, G.PLANED, G.BATTENS]),
  g("trade timber prices", [3, G.SAWN, G.CLS], [2, G.PLANED, G.BATTENS]),
  g("skirting and architrave", [3, G.SKIRTING, G.ARCHITRAVE]),
  g("mdf board cheap", [3, G.PLAIN_MDF], [2, "sheet-madley-mr-mdf-18"]),
  g("osb price", [3, G.OSB]),
  g("plasterboard sheets cheap", [3, G.STD_BOARDS], [2, G.BOARDS]),
  g("insulation offers", [3, G.INSULATION]),
  g("screws bulk", [3, G.SCREWS]),
  g("nails and screws", [3, G.NAILS, G.SCREWS]),
  g("sealant cheap", [3, G.SEALANTS], [1, G.FOAM]),
  g("paint sale", [3, G.EMULSION], [2, /^paint-marden-/]),
  g("decorating tools", [3, "paint-gen-roller-set-9", "paint-gen-brush-set-5"], [2, G.SUNDRIES]),
  g("sheets of wood", [3, G.PLY, G.OSB, G.PLAIN_MDF], [2, G.SHEETS]),
];

export const NO_MATCH: readonly G.JudgedQuery[] = [
  n("chest freezer"),
  n("corner sofa"),
  n("bunk beds"),
  n("wardrobe sliding doors"),
  n("trampoline"),
  n("swing set"),
  n("lego"),
  n("biro pens"),
  n("xqzvrt"),
  n("plmokn"),
  n("asdfjkl"),
  n("electric scooter"),
  n("yoga mat"),
  n("dining table and chairs"),
  n("mattress king size"),
  n("bedside table"),
  n("ceiling light fitting"),
  n("hdmi cable"),
  n("kids swing"),
  n("rain coat"),
  n("dog lead"),
  n("notebook pad"),
  n("scented candles"),
  n("drum kit"),
  n("vbnmqw"),
];
