/**
 * Held-out set 6: generic category words and plurals (the ordinary variants 3, special ones 2), and queries for
 * things none of these merchants sell (the right answer is no result).
 */
import { q, type JudgedQuery } from "./judged-query-kit.ts";

const G = "generic" as const;
const N = "no-match" as const;

export const GENERIC: JudgedQuery[] = [
  q(
    "cement",
    G,
    [3, "cement-portwell-gp-25", "cement-hartsmoor-opc-25"],
    [
      2,
      "cement-portwell-gp-plastic-25",
      "cement-portwell-rapid-20",
      "cement-hartsmoor-white-25",
      "cement-hartsmoor-sulphate-25",
    ],
    [
      1,
      "cement-portwell-postmate-20",
      "cement-portwell-mortar-20",
      "cement-portwell-concrete-20",
      "cement-hartsmoor-render-25",
      "cement-chalkhurst-lime-25",
    ],
  ),
  q("sand", G, [3, /^agg-gen-(building|sharp)-sand-/], [2, "agg-gen-plastering-sand-bulk", "agg-drysett-kiln-sand-20"]),
  q("bricks", G, [3, /^brick-sallowmere-/, "brick-gen-common"], [2, /^brick-torrin-/]),
  q(
    "blocks",
    G,
    [3, "block-quarrybank-dense-100", "block-quarrybank-lightweight-100", "block-airvale-standard-100"],
    [
      2,
      "block-quarrybank-dense-140",
      "block-quarrybank-hollow-215",
      "block-airvale-high-strength-100",
      "block-airvale-trench-300",
    ],
    [1, /^paving-paveford-block-/],
  ),
  q(
    "timber",
    G,
    [3, /^timber-gen-treated-/, /^timber-skogvale-c24-/],
    [2, /^timber-skogvale-cls-/, /^timber-gen-par-/],
    [1, /^timber-timbergrove-.*-deck-/, /^roof-gen-batten-/, /^fence-gen-post-(75|100)-/],
  ),
  q("plasterboard", G, [3, /^board-(calcara|whitcliffe)-standard-/], [2, /^board-/]),
  q(
    "plaster",
    G,
    [
      3,
      "plaster-calcara-skim-25",
      "plaster-calcara-bonding-25",
      "plaster-calcara-browning-25",
      "plaster-calcara-one-coat-25",
      "plaster-whitcliffe-finish-25",
    ],
    [
      1,
      "plaster-calcara-dab-adhesive-25",
      "plaster-calcara-joint-filler-10",
      "plaster-gen-angle-bead-2400",
      "plaster-gen-stop-bead-10-2400",
    ],
  ),
  q("insulation", G, [3, /^insul-/], [1, "board-calcara-thermal-37.5"]),
  q("screws", G, [3, /^fix-torqon-/], [2, /^fix-boltwick-frame-/], [1, "fix-boltwick-wall-plug-brown-100"]),
  q(
    "decking",
    G,
    [3, /^timber-timbergrove-.*-deck-/],
    [2, "timber-timbergrove-handrail-1800", "fix-torqon-decking-4.5x60-250"],
    [1, /^timber-gen-treated-47x150-/],
  ),
  q("skirting", G, [3, /^trim-.*-skirting-/], [1, /^trim-.*-architrave-/]),
  q(
    "paving slabs",
    G,
    [3, /^paving-paveford-(riven|sandstone)-/],
    [1, /^paving-paveford-block-/, "paving-paveford-edging-kerb", "paving-paveford-jointing-15"],
  ),
  q("lintels", G, [3, /^block-(beamline|gen-concrete-lintel)-/]),
  q(
    "guttering",
    G,
    [3, /^drain-gutterline-(half-round|square)-/],
    [2, "drain-gutterline-union-112-black", "drain-gutterline-fascia-bracket-112-black"],
    [1, "drain-gutterline-downpipe-68-black"],
  ),
  q(
    "plywood",
    G,
    [3, /^sheet-kalmora-hardwood-ply-/, "sheet-gen-softwood-ply-12"],
    [2, "sheet-gen-shuttering-ply-18", "sheet-gen-marine-ply-18"],
  ),
  q(
    "mdf",
    G,
    [3, "sheet-fibrelle-mdf-18", "sheet-fibrelle-mdf-12", "sheet-fibrelle-mdf-6"],
    [2, "sheet-fibrelle-mdf-mr-18"],
    [1, /^trim-trimline-/],
  ),
  q(
    "fence posts",
    G,
    [3, /^fence-gen-(post|concrete-post)-/],
    [1, "cement-portwell-postmate-20", "fence-gen-gravel-board-1830"],
  ),
  q("sealant", G, [3, /^glue-sealora-(silicone|frame|roof)-/], [2, "glue-sealora-caulk-white"]),
  q("trowels", G, [3, /^tool-forgewell-.*trowel/], [1, "tool-forgewell-hawk-13"]),
  q(
    "roof tiles",
    G,
    [3, /^roof-hallbrook-(moorland|plain)-/],
    [2, "roof-hallbrook-ridge-grey"],
    [1, /^roof-penmorva-/, "roof-ardlite-fibre-cement-slate"],
  ),
  q("gravel", G, [3, /^agg-gen-gravel-/], [2, "agg-gen-pea-shingle-bulk"], [1, /^agg-pebbleford-/]),
  q(
    "membrane",
    G,
    [3, "damp-membrex-dpm-1200", "roof-breathex-membrane-50"],
    [2, "damp-membrex-radon-barrier"],
    [1, "damp-membrex-polythene-1000", /^damp-membrex-dpc-/, "roof-shedguard-1f-underslating"],
  ),
];

export const NO_MATCH: JudgedQuery[] = [
  "combi boiler",
  "led downlights",
  "laminate flooring 8mm",
  "oak kitchen worktop",
  "white masonry paint",
  "electric shower 9.5kw",
  "cordless drill",
  "radiator 600 x 1000",
  "carpet underlay",
  "wallpaper paste",
  "chrome door handles",
  "22mm pushfit elbow",
  "fence paint",
  "loft ladder",
  "bathroom extractor fan",
  "artificial grass",
  "upvc window",
  "garage door",
].map((text) => q(text, N));
