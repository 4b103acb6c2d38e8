/**
 * Held-out set 5's judged queries by size (with and without units, metric and the yard's inch names, in the
 * trade's order and reversed), and queries for things none of these merchants sell. A size-only query grades
 * everything of that size 3. Grading rules: README.md.
 */
import { q, type JudgedQuery } from "./judged-query-kit.ts";

const C16_47X100 = /^timber-gen-c16-47x100-/;
const EIGHT_BY_FOUR =
  /^sheet-(stalbridge-osb3-(9|11|18)|brackwood-.*|gen-softwood-ply-18|evenmill-.*|gen-hardboard-3)$/;

export const SIZE_QUERIES: JudgedQuery[] = [
  q("47x100", "dimension", [3, C16_47X100, "timber-vasstorp-c24-47x100-4800"]),
  q("100 x 47", "dimension", [3, C16_47X100, "timber-vasstorp-c24-47x100-4800"]),
  q(
    "47 x 100 x 3.6",
    "dimension",
    [3, "timber-gen-c16-47x100-3600"],
    [2, C16_47X100, "timber-vasstorp-c24-47x100-4800"],
  ),
  q(
    "47x150 4.8m",
    "dimension",
    [3, "timber-gen-c16-47x150-4800", "timber-vasstorp-c24-47x150-4800"],
    [2, "timber-gen-c16-47x150-3600"],
  ),
  q("38x89", "dimension", [3, /^timber-gen-cls-38x89/]),
  q("18mm", "dimension", [3, /^sheet-.*-18$/, /^skirting-moulda-(torus|ogee|bullnose|architrave)/]),
  q(
    "12.5mm 2400 x 1200",
    "dimension",
    [3, "plasterboard-alabast-standard-te-12.5", "plasterboard-corlith-wallboard-te-12.5"],
    [2, /^plasterboard-.*-(moisture-shield|firecore|aquaboard|fireboard)-12\.5$/],
  ),
  q(
    "2.4 x 1.2m 15mm",
    "dimension",
    [3, "plasterboard-alabast-standard-te-15"],
    [2, "plasterboard-alabast-firecore-15", "plasterboard-alabast-hushcore-15"],
  ),
  q("25kg", "dimension", [3, /-25kg$/]),
  q("bulk bag", "dimension", [3, /-bulk$/]),
  q("4.8m", "dimension", [3, /^timber-.*-4800$/, /^roofing-gen-batten-.*-4800$/]),
  q("440 x 215 x 100", "dimension", [
    3,
    "block-gen-dense-100",
    /^block-lytecel-aircrete-100/,
    "block-cinderstone-lightweight-100",
  ]),
  q("215 x 102.5 x 65", "dimension", [3, /^brick-/]),
  q("110mm", "dimension", [3, /^drainage-kellerby-(ug|soil)-.*110/]),
  q(
    "110mm pipe 3m",
    "dimension",
    [3, "drainage-kellerby-ug-pipe-110-3000", "drainage-kellerby-soil-pipe-110-3000"],
    [2, "drainage-kellerby-ug-pipe-110-6000"],
    [1, "drainage-kellerby-ug-bend-110", "drainage-kellerby-ug-coupler-110", "drainage-kellerby-soil-bend-110"],
  ),
  q(
    "40mm waste pipe",
    "dimension",
    [3, /^drainage-kellerby-(solvent|pushfit)-waste-40/],
    [2, "drainage-kellerby-solvent-waste-32-3000"],
  ),
  q(
    "100mm pir",
    "dimension",
    [3, /^insulation-.*-pir-100$/],
    [2, /^insulation-.*-pir-/],
    [1, "insulation-expana-eps70-100"],
  ),
  q(
    "4 x 40 screws",
    "dimension",
    [3, "fixings-gripstar-wood-4x40"],
    [2, "fixings-gripstar-wood-4x30", "fixings-gripstar-wood-4x50"],
  ),
  q("5x60", "dimension", [3, "fixings-gripstar-wood-5x60"]),
  q("3.5 x 35mm", "dimension", [3, "fixings-gripstar-drywall-3.5x35"], [2, "fixings-gripstar-drywall-3.5x25"]),
  q("2440 x 1220", "dimension", [3, EIGHT_BY_FOUR]),
  q("8x4 9mm", "dimension", [3, "sheet-stalbridge-osb3-9", "sheet-brackwood-hardwood-ply-9"], [1, EIGHT_BY_FOUR]),
  q("18 x 119", "dimension", [3, "skirting-moulda-torus-119"], [2, "skirting-gen-pine-torus-119"]),
  q("150mm lead", "dimension", [3, "roofing-gen-lead-code4-150"], [2, "roofing-gen-lead-code4-300"]),
  q("200mm loft", "dimension", [3, "insulation-warmnest-loft-roll-200"], [2, /^insulation-warmnest-loft-roll/]),
  q(
    "75 x 75 post 2.4",
    "dimension",
    [3, "timber-gen-fence-post-75x75-2400"],
    [2, "timber-gen-fence-post-75x75-1800", "timber-gen-fence-post-100x100-2400"],
  ),
  q("100 x 100 x 2.4", "dimension", [3, "timber-gen-fence-post-100x100-2400"], [2, "timber-gen-fence-post-75x75-2400"]),
  q("500 x 250 slate", "dimension", [3, "roofing-galdrona-slate-500x250"], [2, "roofing-galdrona-slate-600x300"]),

  // nothing these merchants sell: the right answer is no result
  ...[
    "iphone charger",
    "garden gnome",
    "electric radiator",
    "toilet seat soft close",
    "led light bulb",
    "wallpaper paste",
    "white emulsion paint",
    "lawn mower",
    "chrome door handles",
    "mixer tap",
    "vinyl flooring",
    "curtain pole",
    "dog bed",
    "solar panel",
    "pressure washer",
    "copper pipe 15mm",
  ].map((text) => q(text, "no-match")),
];
