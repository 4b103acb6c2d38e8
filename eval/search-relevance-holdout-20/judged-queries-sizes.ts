/**
 * Dimensions: sizes with and without units, reversed, joined, in feet, inches, fractions and "mil", metric and
 * imperial mixed, counts, weights and volumes, with or without the noun. A size on its own gives every product
 * of that size 3; with a noun, that noun in that size 3 and the same noun in another size 2.
 */
import * as K from "./judged-query-kit.ts";
import { type JudgedQuery, q, where } from "./judged-query-kit.ts";
import type { Product } from "./catalogue-types.ts";

const D = "dimension" as const;
const dims =
  (...d: number[]) =>
  (p: Product) =>
    d.every((n, i) => p.dims?.[i] === n);
const pack = (text: string) => where((p) => p.pack === text);
const full18 = where((p) => p.form === "board" && p.dims?.[0] === 18 && p.dims?.[1] === 1220);

export const SIZES: readonly JudgedQuery[] = [
  q("47 x 100", D, [3, where(dims(47, 100))], [1, K.CLS_4X2]),
  q("12ft 4x2", D, [3, "timber-habberley-c16-47x100-3600"], [2, K.C16_4X2], [1, K.CLS_4X2]),
  q("16ft 6x2", D, [3, "timber-habberley-c16-47x150-4800", "timber-habberley-c24-47x150-4800"], [2, K.C16_6X2]),
  q("8x2 joist 4.8", D, [3, "timber-habberley-c24-47x200-4800"], [2, K.C24]),
  q("9 x 2 timber", D, [3, "timber-habberley-c24-47x225-4800"], [2, K.C24]),
  q("3x2 x 2.4m", D, [3, "timber-habberley-c16-47x75-2400", "timber-habberley-cls-38x63-2400"], [2, K.C16_3X2]),
  q("38 x 89 x 2400", D, [3, "timber-habberley-cls-38x89-2400"], [2, "timber-habberley-cls-38x89-3000"], [1, K.CLS]),
  q("44x44 planed", D, [3, "timber-gen-planed-44x44-2400"], [2, K.PLANED]),
  q("3 x 3 fence post", D, [3, "timber-gen-fence-post-75x75-2400"], [2, "timber-gen-fence-post-100x100-2400"]),
  q(
    "100mm square post 2.4",
    D,
    [3, "timber-gen-fence-post-100x100-2400"],
    [2, "timber-gen-concrete-post-slotted"],
    [1, "timber-gen-fence-post-75x75-2400"],
  ),
  q(
    "6 x 6 fence panels",
    D,
    [3, "timber-gen-panel-overlap-6x6", "timber-gen-panel-closeboard-6x6"],
    [2, "timber-gen-panel-overlap-6x4"],
  ),
  q(
    "6ft by 4ft panel",
    D,
    [3, "timber-gen-panel-overlap-6x4"],
    [2, "timber-gen-panel-overlap-6x6", "timber-gen-panel-closeboard-6x6"],
  ),
  q("6ft trellis", D, [3, "timber-gen-panel-trellis-6x1"]),
  q("32 x 144 deck board", D, [3, K.DECK_BOARDS], [1, K.COMPOSITE]),
  q("16 foot decking", D, [3, "deck-hemford-grooved-32x144-4800"], [2, K.ALL_DECK_BOARDS]),
  q("82mm newel 1.2m", D, [3, "deck-hemford-newel-82x82-1200"]),
  q("900mm spindles", D, [3, "deck-hemford-spindle-32x32-900"]),
  q("169 skirting board", D, [3, "trim-edgton-torus-skirting-18x169"], [2, K.SKIRTING]),
  q("18 mil 8 by 4 sheet", D, [3, full18], [2, "sheet-wentnor-osb3-tg-18", "sheet-gen-chipboard-18"]),
  q("half inch ply", D, [3, "sheet-wentnor-hardwood-ply-12"], [2, K.PLY]),
  q("1220 x 2440 x 6", D, [3, "sheet-wentnor-mdf-6"], [1, "sheet-gen-hardboard-3"]),
  q("9mm osb 8x4", D, [3, "sheet-wentnor-osb3-9"], [2, K.OSB]),
  q("2397 x 590 x 18", D, [3, "sheet-wentnor-osb3-tg-18"], [2, "sheet-gen-chipboard-18"]),
  q(
    "22mm 2400 x 600 flooring",
    D,
    [3, "sheet-gen-chipboard-22"],
    [2, "sheet-gen-chipboard-18", "sheet-wentnor-osb3-tg-18"],
  ),
  q("half inch plasterboard", D, [3, K.BOARDS_12_5], [2, K.STD_BOARDS]),
  q("9.5mm board 8x4", D, [3, "board-plealey-te-9-5-2400"], [2, K.STD_BOARDS]),
  q(
    "50mm insulation board 2400 x 1200",
    D,
    [3, "insul-onibury-culmington-50", "insul-gen-eps-50"],
    [2, "insul-onibury-culmington-100"],
  ),
  q("1200 x 2400 x 100", D, [3, "insul-onibury-culmington-100"], [2, "insul-onibury-culmington-50"]),
  q("9 inch hollow block", D, [3, "block-chirbury-hollow-215"]),
  q("6ft lintel", D, [3, where((p) => p.group === "block" && p.length === 1800)], [2, K.LINTELS]),
  q("8 foot cavity lintel", D, [3, "block-priestweston-cavity-2400"], [2, K.CAVITY_LINTELS]),
  q("450 x 450 x 35", D, [3, "land-gen-riven-buff-450"], [2, "land-gen-riven-grey-600"]),
  q("915 x 150 kerb", D, [3, "land-gen-kerb-bullnose"]),
  q("2m wide weed fabric", D, [3, "land-gen-weed-membrane-2x10"], [2, "land-gen-weed-membrane-1x14"]),
  q("20kg bags", D, [3, pack("20kg")]),
  q("15 kg", D, [3, pack("15kg")]),
  q("1 kilo", D, [3, pack("1kg")]),
  q(
    "10 litres of paint",
    D,
    [3, where((p) => p.group === "paint" && p.pack === "10 Litre")],
    [2, "paint-adforton-contract-matt-white-15"],
  ),
  q("2.5 ltr tin", D, [3, where((p) => p.pack === "2.5 Litre")]),
  q("pack of 100", D, [3, where((p) => /^(?:Box|Pack) of 100$/.test(p.pack ?? ""))]),
  q("4 x 40", D, [3, "fix-hobarris-wood-4x40-200"], [2, K.WOOD_SCREWS]),
  q("5x70 screws", D, [3, "fix-hobarris-wood-5x70-100"], [2, K.WOOD_SCREWS]),
  q("4.5 x 60", D, [3, "fix-hobarris-decking-4-5x60-250"]),
  q("100 x 10 frame fixings", D, [3, "fix-obley-frame-fixing-10x100-50"]),
  q("2 inch oval nails", D, [3, "fix-hobarris-nails-oval-50"], [2, K.NAILS]),
  q("10 foot copper 15mm", D, [3, "plumb-gen-copper-15-3000"], [2, K.COPPER]),
  q("2 metre copper pipe", D, [3, "plumb-gen-copper-15-2000"], [2, K.COPPER]),
  q("25 metre pipe coil", D, [3, "plumb-clunton-pex-15-25m"]),
  q("6 metre drainage pipe", D, [3, "drain-clungunford-pipe-110-6000"], [2, "drain-clungunford-pipe-110-3000"]),
  q("68mm", D, [3, K.DOWNPIPE]),
  q("12 inch flashing", D, [3, "roof-gen-lead-code4-300"], [2, "roof-gen-lead-code4-150"]),
  q("1m x 10m roll", D, [3, "roof-gen-shed-felt-10"], [1, "land-gen-weed-membrane-2x10"]),
  q("2 x 4m artificial grass", D, [3, "land-gen-artificial-grass-2x4"]),
  q("12 x 9 ft", D, [3, "paint-gen-dust-sheet"]),
  q("25mm x 50m tape", D, [3, "paint-gen-masking-tape-25"]),
  q("4.8 metre timber", D, [3, where((p) => p.group === "timber" && p.length === 4800)], [2, K.SAWN]),
  q("10mm gravel", D, [3, "agg-gen-gravel-10-bulk"], [2, "agg-gen-gravel-20-bulk", "agg-snailbeach-pea-gravel-20"]),
  q("40mm slate", D, [3, "agg-snailbeach-slate-20"]),
  q("4 by 2 at 4.8", D, [3, "timber-habberley-c16-47x100-4800"], [2, K.C16_4X2]),
  q("18x94 planed 2.4", D, [3, "timber-gen-planed-18x94-2400"], [2, K.PLANED]),
  q("22 x 125 featheredge 1.8m", D, [3, "timber-gen-featheredge-22x125-1800"]),
  q("19 x 125 shiplap", D, [3, "timber-gen-shiplap-19x125-3600"]),
  q("11 mm osb", D, [3, "sheet-wentnor-osb3-11"], [2, K.OSB]),
  q("12.5mm x 900 x 1800", D, [3, "board-plealey-te-12-5-1800"], [2, K.TE_12_5]),
  q("300 thick trench block", D, [3, "block-chirbury-rorrington-trench-300"]),
  q("20kg chippings", D, [3, K.CHIPPINGS], [2, K.DECOR_STONE]),
  q("1 litre tin", D, [3, where((p) => p.pack === "1 Litre")]),
  q("250 per tub", D, [3, "fix-hobarris-decking-4-5x60-250"], [1, "brick-gen-wall-ties-250"]),
  q(
    "87.5 degree 110",
    D,
    [3, "drain-clungunford-bend-87-110", "drain-clungunford-junction-110"],
    [2, "drain-clungunford-bend-45-110"],
  ),
  q("5m fascia", D, [3, "roof-gen-fascia-225-5000"], [1, "roof-gen-soffit-300-5000"]),
];
