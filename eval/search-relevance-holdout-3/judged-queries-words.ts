/**
 * Judged queries in a buyer's own words: intent phrases, trade terms and synonyms, sizes (category words and
 * no-match queries are in judged-queries-categories.ts). Grades by catalogue key.
 * When a query names a type but not a variant, the ordinary variant is 3 and special ones 2 (README.md).
 */
import { q, type JudgedQuery } from "./judged-query-kit.ts";

const STD_BOARDS = /^pb-(plastrum|selenite|gen)-std-/;
const SPECIAL_BOARDS = /^pb-.*-(mr|fire|acoustic|sound)-|thermaline/;
const MR_BOARDS = /^pb-.*-mr-/;
const FIRE_BOARDS = /^pb-.*-fire-/;
const PIR = /^ins-(warmcore|polarboard)-pir-/;
const TREATED = /^tim-treated-c16-/;
const SAWN_47x100 = /^tim-(treated-c16|nordvik-c24)-47x100-/;
const CLS = /^tim-cls-/;
const SANDS = /^agg-(sharp|building|plastering)-sand-/;

const intent: JudgedQuery[] = [
  q(
    "moisture resistant plasterboard 12.5",
    "multi-word-intent",
    [3, /^pb-.*-mr-12\.5-/],
    [2, "pb-plastrum-mr-15-2400"],
  ),
  q("fire resistant plasterboard 15mm", "multi-word-intent", [3, /^pb-.*-fire-15-/], [2, "pb-plastrum-fire-12.5-2400"]),
  q(
    "acoustic plasterboard",
    "multi-word-intent",
    [3, /^pb-.*-(acoustic|sound)-/],
    [1, /^ins-northfell-slab-/, "ins-loftwise-acoustic-50"],
  ),
  q("plasterboard for bathroom", "multi-word-intent", [3, MR_BOARDS]),
  q(
    "cement for fence posts",
    "multi-word-intent",
    [3, "cem-kelburn-postfix-20kg"],
    [2, "cem-kelburn-concrete-20kg"],
    [1, "cem-corvane-gp-25kg", "cem-gen-opc-25kg"],
  ),
  q(
    "mortar for bricklaying",
    "multi-word-intent",
    [3, "cem-kelburn-mortar-20kg"],
    [1, /^agg-building-sand-/, "cem-corvane-gp-25kg", "cem-gen-opc-25kg", "cem-kelburn-lime-25kg"],
  ),
  q(
    "loft insulation 200mm",
    "multi-word-intent",
    [3, "ins-loftwise-combi-200"],
    [2, "ins-loftwise-combi-170"],
    [1, "ins-loftwise-combi-150", "ins-loftwise-combi-100"],
  ),
  q(
    "pir insulation board 50mm",
    "multi-word-intent",
    [3, "ins-warmcore-pir-50", "ins-polarboard-pir-50"],
    [2, PIR],
    [1, "ins-gen-eps70-50", "pb-plastrum-thermaline-37.5"],
  ),
  q("sand for plastering", "multi-word-intent", [3, "agg-plastering-sand-bulk"], [1, SANDS]),
  q(
    "sharp sand bulk bag",
    "multi-word-intent",
    [3, "agg-sharp-sand-bulk"],
    [2, "agg-sharp-sand-25kg"],
    [1, "agg-building-sand-bulk", "agg-plastering-sand-bulk"],
  ),
  q(
    "concrete roof tiles grey",
    "multi-word-intent",
    [3, "roof-stanmore-droman-grey", "roof-stanmore-flat-grey"],
    [2, "roof-stanmore-droman-brown", "roof-stanmore-plain-red"],
    [1, "roof-stanmore-ridge-red"],
  ),
  q(
    "primed mdf skirting 119mm",
    "multi-word-intent",
    [3, /^skt-linwood-[a-z]+-18x119$/],
    [2, /^skt-linwood-[a-z]+-18x(94|144|169)$/],
    [1, "skt-gen-pine-torus-19x119", /^skt-linwood-[a-z]+-arch-/],
  ),
  q(
    "underground drainage bend 110mm",
    "multi-word-intent",
    [3, /^drn-drayline-bend-/],
    [2, "drn-drayline-junction-110"],
    [1, "drn-drayline-coupler-110", /^drn-drayline-pipe-110-/],
  ),
  q("screws for plasterboard", "multi-word-intent", [3, /^fix-gen-drywall-/], [1, "fix-clenchfix-cavity-50"]),
  q("silicone sealant for shower", "multi-word-intent", [3, /^adh-bondline-silicone-/], [1, /^adh-sealcraft-frame-/]),
  q(
    "treated timber fence post",
    "multi-word-intent",
    [3, "tim-treated-post-75x75-2400"],
    [1, "cem-kelburn-postfix-20kg", TREATED],
  ),
  q("kiln dried c24 timber", "multi-word-intent", [3, /^tim-nordvik-c24-/], [2, CLS], [1, TREATED]),
  q(
    "expanding foam gun grade",
    "multi-word-intent",
    [3, "adh-bondline-foam-gun-750"],
    [2, "adh-bondline-foam-hand-750"],
  ),
  q("class b engineering bricks", "multi-word-intent", [3, "brk-gen-engineering-b-65"], [1, "brk-gen-common-65"]),
  q(
    "dense concrete blocks 100mm",
    "multi-word-intent",
    [3, "blk-gen-dense-7n-100"],
    [2, "blk-gen-dense-7n-140"],
    [1, "blk-gen-hollow-215", "blk-gen-padstone-100", /^blk-(aerolite|featherstone)-[a-z]+-100$/],
  ),
  q(
    "breathable membrane for roof",
    "multi-word-intent",
    [3, "roof-skyfelt-membrane-50m"],
    [1, "roof-skyfelt-underlay-20m"],
  ),
  q(
    "high strength aircrete block",
    "multi-word-intent",
    [3, "blk-aerolite-hs-100"],
    [2, /^blk-aerolite-std-/],
    [1, "blk-featherstone-lw-100", "blk-gen-dense-7n-100"],
  ),
  q(
    "tongue and groove flooring 18mm",
    "multi-word-intent",
    [3, "sht-gen-chipboard-p5-18", "sht-lumiboard-osb3-tg-18"],
    [1, "sht-lumiboard-osb3-18"],
  ),
  q("white cement", "multi-word-intent", [3, "cem-corvane-white-25kg"], [1, "cem-corvane-gp-25kg", "cem-gen-opc-25kg"]),
];

const synonym: JudgedQuery[] = [
  q("ballast", "synonym", [3, /^agg-ballast-/], [1, "agg-gravel-20mm-bulk", "agg-pea-gravel-10mm-bulk"]),
  q("4x2", "synonym", [3, SAWN_47x100], [2, /^tim-cls-38x89-/]),
  q("two by four", "synonym", [3, SAWN_47x100], [2, /^tim-cls-38x89-/]),
  q("3x2 cls", "synonym", [3, /^tim-cls-38x63-/], [2, /^tim-cls-38x89-/], [1, /^tim-treated-c16-47x75-/]),
  q(
    "breeze blocks",
    "synonym",
    [3, "blk-featherstone-lw-100", /^blk-gen-dense-/],
    [2, /^blk-aerolite-/, "blk-gen-hollow-215"],
    [1, "blk-gen-padstone-100"],
  ),
  q("sheetrock", "synonym", [3, STD_BOARDS], [2, SPECIAL_BOARDS]),
  q(
    "drywall",
    "synonym",
    [3, STD_BOARDS],
    [2, SPECIAL_BOARDS],
    [1, /^fix-gen-drywall-/, "pls-plastrum-jointfill-10kg"],
  ),
  q(
    "lumber",
    "synonym",
    [3, TREATED, /^tim-nordvik-/, CLS],
    [2, /^tim-par-/, "tim-treated-post-75x75-2400", "tim-treated-decking-32x125-3600"],
    [1, /^roof-gen-batten-/],
  ),
  q("postcrete", "synonym", [3, "cem-kelburn-postfix-20kg"], [1, "cem-kelburn-concrete-20kg"]),
  q("soft sand", "synonym", [3, /^agg-building-sand-/], [1, "agg-plastering-sand-bulk"]),
  q("hardcore", "synonym", [3, "agg-type1-bulk"], [1, "agg-ballast-bulk", "agg-gravel-20mm-bulk"]),
  q(
    "tanalised timber",
    "synonym",
    [3, TREATED],
    [2, "tim-treated-post-75x75-2400", "tim-treated-decking-32x125-3600", /^roof-gen-batten-/],
  ),
  q("plasterboard screws", "synonym", [3, /^fix-gen-drywall-/], [1, "fix-clenchfix-cavity-50"]),
  q("ply", "synonym", [3, /^sht-brightply-/, "sht-gen-marine-ply-18"]),
  q("sterling board", "synonym", [3, /^sht-lumiboard-osb3-(9|11|18)$/], [2, "sht-lumiboard-osb3-tg-18"]),
  q(
    "instant grab glue",
    "synonym",
    [3, "adh-bondline-grab-290"],
    [2, "adh-bondline-pu-310"],
    [1, /^adh-bondline-pva-/],
  ),
  q("green plasterboard", "synonym", [3, MR_BOARDS]),
  q("pink plasterboard", "synonym", [3, FIRE_BOARDS]),
  q("2x1 par", "synonym", [3, "tim-par-21x44-2400"], [2, /^tim-par-/]),
  q("fibreglass loft insulation", "synonym", [3, /^ins-loftwise-combi-/], [1, "ins-loftwise-acoustic-50"]),
  q("svp pipe", "synonym", [3, "drn-brookway-soil-110-3m"], [1, /^drn-brookway-waste-/]),
  q("type 1", "synonym", [3, "agg-type1-bulk"], [1, "agg-ballast-bulk"]),
];

const dimension: JudgedQuery[] = [
  q(
    "100mm PIR",
    "dimension",
    [3, /^ins-.*-pir-100$/],
    [2, "ins-warmcore-pir-90", "ins-warmcore-pir-120"],
    [1, "ins-warmcore-pir-75", "ins-warmcore-pir-150"],
  ),
  q("47x100", "dimension", [3, SAWN_47x100], [2, /^tim-cls-38x89-/]),
  q(
    "100 x 47 x 4.8m",
    "dimension",
    [3, "tim-treated-c16-47x100-4800"],
    [2, SAWN_47x100],
    [1, "tim-treated-c16-47x75-4800", "tim-treated-c16-47x150-4800"],
  ),
  q("2.4m cls", "dimension", [3, /^tim-cls-.*-2400$/], [2, CLS], [1, "tim-treated-c16-47x100-2400"]),
  q("25kg", "dimension", [3, /-25kg$/]),
  q("20kg", "dimension", [3, /-20kg$/]),
  q(
    "12.5mm plasterboard 2400 x 1200",
    "dimension",
    [3, /^pb-(plastrum|selenite|gen)-std-12\.5-2400/],
    [2, /^pb-.*-(mr|fire|acoustic)-12\.5-2400/, "pb-plastrum-std-12.5-1800"],
    [1, /^pb-.*-std-(9\.5|15)-/],
  ),
  q(
    "18mm osb",
    "dimension",
    [3, "sht-lumiboard-osb3-18"],
    [2, "sht-lumiboard-osb3-tg-18"],
    [1, /^sht-lumiboard-osb3-(9|11)$/],
  ),
  q("9.5mm plasterboard", "dimension", [3, /^pb-.*-std-9\.5-/], [1, /^pb-.*-std-12\.5-/]),
  q(
    "15mm plasterboard",
    "dimension",
    [3, "pb-plastrum-std-15-2400"],
    [2, /^pb-.*-15-2400$/],
    [1, /^pb-.*-std-12\.5-2400/],
  ),
  q(
    "150mm loft roll",
    "dimension",
    [3, "ins-loftwise-combi-150"],
    [2, "ins-loftwise-combi-170"],
    [1, "ins-loftwise-combi-100", "ins-loftwise-combi-200"],
  ),
  q(
    "110mm pipe 3m",
    "dimension",
    [3, "drn-drayline-pipe-110-3m", "drn-brookway-soil-110-3m"],
    [2, "drn-drayline-pipe-110-6m"],
    [1, "drn-drayline-pipe-160-3m"],
  ),
  q("4.8m", "dimension", [3, /-4800$/, /^roof-gen-batten-/]),
  q(
    "2.4m treated timber",
    "dimension",
    [3, "tim-treated-c16-47x100-2400"],
    [2, "tim-treated-post-75x75-2400", TREATED],
    [1, /^tim-cls-.*-2400$/],
  ),
  q(
    "5 x 70 screws",
    "dimension",
    [3, "fix-torqfix-wood-5x70"],
    [2, "fix-torqfix-wood-5x50", "fix-torqfix-wood-5x100"],
    [1, "fix-torqfix-wood-4x40"],
  ),
  q("3.5 x 38mm", "dimension", [3, "fix-gen-drywall-3.5x38"], [2, "fix-gen-drywall-3.5x25"]),
  q(
    "440 x 215 x 140",
    "dimension",
    [3, "blk-gen-dense-7n-140", "blk-aerolite-std-140"],
    [1, /^blk-(gen-dense-7n|aerolite-std|aerolite-hs|featherstone-lw)-100$/],
  ),
  q("18 x 169mm", "dimension", [3, "skt-linwood-torus-18x169"], [1, "skt-linwood-torus-18x144"]),
  q("600 x 300 slate", "dimension", [3, /slate-600x300$/], [2, "roof-serrano-slate-500x250"]),
  q(
    "100x47mm 3.6m",
    "dimension",
    [3, /^tim-(treated-c16|nordvik-c24)-47x100-3600$/],
    [2, SAWN_47x100],
    [1, "tim-cls-38x89-3600"],
  ),
  q("18mm mdf", "dimension", [3, "sht-medella-mdf-18"], [2, "sht-medella-mr-mdf-18"], [1, "sht-medella-mdf-12"]),
  q("32mm waste pipe", "dimension", [3, "drn-brookway-waste-32-3m"], [2, "drn-brookway-waste-40-3m"]),
];

export const WORD_QUERIES: JudgedQuery[] = [...intent, ...synonym, ...dimension];
