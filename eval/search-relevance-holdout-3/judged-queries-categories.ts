/**
 * Judged queries of category words (generic) and of things no builders' merchant of these feeds sells
 * (no-match: the right answer is no result). Grades by catalogue key; ordinary variants 3, special ones 2.
 */
import { q, type JudgedQuery } from "./judged-query-kit.ts";

const STD_BOARDS = /^pb-(plastrum|selenite|gen)-std-/;
const SPECIAL_BOARDS = /^pb-.*-(mr|fire|acoustic|sound)-|thermaline/;
const TREATED = /^tim-treated-c16-/;
const CLS = /^tim-cls-/;
const SANDS = /^agg-(sharp|building|plastering)-sand-/;

const generic: JudgedQuery[] = [
  q("plasterboard", "generic", [3, STD_BOARDS], [2, SPECIAL_BOARDS]),
  q("sand", "generic", [3, SANDS], [2, "agg-tealstone-paving-sand-20kg"]),
  q(
    "blocks",
    "generic",
    [3, /^blk-(gen-dense|aerolite|featherstone)-/],
    [2, "blk-gen-hollow-215"],
    [1, "blk-gen-padstone-100"],
  ),
  q("roof tiles", "generic", [3, /^roof-stanmore-(droman|plain|flat)-/], [2, "roof-stanmore-ridge-red"], [1, /slate-/]),
  q(
    "cement",
    "generic",
    [3, "cem-corvane-gp-25kg", "cem-gen-opc-25kg"],
    [2, /^cem-corvane-/],
    [1, /^cem-kelburn-(postfix|mortar|concrete)/],
  ),
  q("insulation", "generic", [3, /^ins-/], [2, "pb-plastrum-thermaline-37.5"]),
  q(
    "timber",
    "generic",
    [3, TREATED, /^tim-nordvik-/, CLS, /^tim-par-/],
    [2, "tim-treated-post-75x75-2400", "tim-treated-decking-32x125-3600"],
    [1, /^roof-gen-batten-/],
  ),
  q("bricks", "generic", [3, /^brk-/]),
  q(
    "plaster",
    "generic",
    [3, /^pls-(whitecoat|plastrum)-(multi|board|bonding|hardwall|onecoat)/],
    [1, "pls-plastrum-jointfill-10kg"],
  ),
  q("skirting", "generic", [3, /^skt-(?!.*-arch-)/], [1, /-arch-/]),
  q("screws", "generic", [3, /^fix-(torqfix|gen-drywall)-/], [1, /^fix-clenchfix-frame-/]),
  q("sealant", "generic", [3, /^adh-bondline-silicone-/, /^adh-sealcraft-(frame|roof)/], [2, "adh-bondline-caulk-380"]),
  q(
    "drainage",
    "generic",
    [3, /^drn-drayline-/],
    [2, /^drn-brookway-(soil|waste)/],
    [1, /^drn-brookway-(gutter|downpipe)/],
  ),
  q("osb", "generic", [3, /^sht-lumiboard-osb3-(9|11|18)$/], [2, "sht-lumiboard-osb3-tg-18"]),
  q(
    "aggregates",
    "generic",
    [3, /^agg-(ballast|type1|pea-gravel|gravel)/, "agg-tealstone-cotswold-20mm-bulk"],
    [2, SANDS, "agg-tealstone-paving-sand-20kg"],
  ),
  q(
    "guttering",
    "generic",
    [3, "drn-brookway-gutter-112-4m"],
    [1, "drn-brookway-downpipe-68-2.5m", "adh-sealcraft-roof-gutter-310"],
  ),
  q("mdf", "generic", [3, /^sht-medella-mdf-/], [2, "sht-medella-mr-mdf-18"], [1, /^skt-linwood-/]),
  q("nails", "generic", [3, /^fix-gen-(wire|clout)-nails-/]),
];

/** Nothing a builders' merchant of these feeds sells; none of these words' products is in any feed. */
const noMatch: JudgedQuery[] = [
  "iphone charger",
  "garden gnome",
  "kitchen tap",
  "washing machine",
  "lawn mower",
  "dog food",
  "bicycle helmet",
  "coffee machine",
  "christmas tree lights",
  "copper pipe 15mm",
  "electric drill",
  "wallpaper paste",
  "solar panel",
  "paint brush",
].map((text) => q(text, "no-match"));

export const CATEGORY_QUERIES: JudgedQuery[] = [...generic, ...noMatch];
