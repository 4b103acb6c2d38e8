/**
 * Generic: category words, very short queries, plurals and singulars, shopping words round a category. A bare
 * product type gives its everyday variants 3 and its specialist ones 2.
 *
 * No-match: nothing these merchants sell, in shop language, and nonsense: no product is right.
 */
import * as G from "./judged-query-kit.ts";
import { kind } from "./judged-query-kit.ts";

const x = kind("generic");
const none = kind("no-match");

export const GENERIC = [
  x("cement bags cheapest", [3, G.OPC], [2, G.CEMENTS]),
  x("cement additives", [3, G.ADDITIVES]),
  x("stone chips", [3, G.CHIPPINGS], [2, G.DECOR_STONE]),
  x("plasters", [3, G.PLASTERS]),
  x("rainwater goods", [3, G.RAINWATER]),
  x("price of plasterboard", [3, G.STD_BOARDS], [2, G.SPECIAL_BOARDS]),
  x("plasterboard price per sheet", [3, G.STD_BOARDS], [2, G.SPECIAL_BOARDS]),
  x("sand price per bag", [3, /^agg-porthcurno-(?:building|sharp)-sand-/], [2, G.SANDS]),
  x("cement in stock", [3, G.OPC], [2, G.CEMENTS]),
  x("blocks price", [3, G.DENSE, G.AIRCRETE], [2, "block-luxulyan-hollow-215", "block-luxulyan-crantock-trench-275"]),
  x("boxes of screws", [3, G.SCREWS]),
  x("tub of nails", [3, G.NAILS]),
  x("fittings plumbing", [3, G.FITTINGS]),
  x("mouldings and trims", [3, G.MOULDINGS]),
  x("tile adhesives and grouts", [3, G.TILE_ADHESIVE, G.GROUT]),
  x("brushes and rollers", [3, "paint-gen-roller-set-9", "paint-gen-brush-set-5"]),
  x("wood stains", [3, "paint-gorran-woodstain-teak-750"], [2, G.SHED_FENCE, "paint-gorran-decking-oil-2-5"]),
  x("timber yard", [3, G.SAWN, G.CLS], [2, G.PLANED, G.BATTENS, G.SHEETS]),
  x("concrete", [3, "cement-tregony-concrete-20"], [2, G.OPC, G.BALLAST, "cement-tregony-postmix-20"]),
  x("cement 10 bags deal", [3, G.OPC], [2, G.CEMENTS]),
  x("buy bricks online uk", [3, G.FACING, "brick-gen-common-frogged"], [2, G.ENGINEERING]),
  x("plasterboard in stock today", [3, G.STD_BOARDS], [2, G.SPECIAL_BOARDS]),
  x("osb sheets price", [3, G.OSB]),
  x("decking boards cheapest", [3, G.DECK_BOARDS], [2, G.COMPOSITE]),
  x("paving slabs deals", [3, G.SLABS]),
  x("screws trade pack", [3, G.SCREWS]),
  x("insulation cheapest", [3, G.INSULATION], [2, G.LAGGING]),
  x("loft insulation offers", [3, G.LOFT]),
  x("drainage supplies uk", [3, G.UNDERGROUND], [2, "drain-gen-channel-1000"]),
  x("paint trade price", [3, G.EMULSION], [2, /^paint-lelant-/]),
  x("emulsion offers", [3, G.EMULSION]),
  x("sand and gravel", [3, G.BUILDING_SAND, G.SHARP_SAND, G.GRAVELS], [2, G.SANDS]),
  x("landscape stone", [3, G.DECOR_STONE, G.SANDSTONE], [2, G.CHIPPINGS]),
  x(
    "bricklaying materials",
    [3, G.FACING, G.BUILDING_SAND, "cement-tregony-masonry-25", G.OPC],
    [2, "cement-ladock-plasticiser-5", "brick-gen-wall-ties-250"],
  ),
  x("decorating materials", [3, G.SUNDRIES, G.EMULSION]),
  x("joinery timber", [3, G.PLANED], [2, G.MOULDINGS]),
  x("merchants timber prices", [3, G.SAWN, G.CLS], [2, G.PLANED]),
  x("pvc guttering", [3, G.GUTTER], [2, G.RAINWATER]),
  x("garden sleepers and posts", [3, "timber-gen-sleeper-2400", G.FENCE_POSTS]),
  x("plasterers materials", [3, G.PLASTERS], [2, /^plaster-/]),
];

export const NO_MATCH = [
  none("dishwasher integrated"),
  none("garden swing set"),
  none("mens hoodie"),
  none("school shoes"),
  none("barbie doll"),
  none("printer paper a4"),
  none("gift hamper"),
  none("piano keyboard"),
  none("xqzvbn"),
  none("plorf wibble"),
  none("zzkk 9000"),
  none("fridge freezer american style"),
  none("sliding door wardrobe"),
  none("bean bag chair"),
  none("gaming pc"),
  none("kettle and toaster set"),
  none("kids bike 16 inch"),
  none("football goal for garden"),
  none("ladies raincoat"),
  none("wild bird seed"),
  none("fish tank 60 litre"),
  none("colouring pencils"),
  none("envelopes dl"),
  none("photo frame 6x4"),
  none("blorptastic"),
];
