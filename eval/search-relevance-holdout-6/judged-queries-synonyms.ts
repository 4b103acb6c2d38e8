/**
 * Held-out set 6: trade words and genericised names buyers type for what the feeds call something else
 * ("sterling board" for OSB, "gyproc" for plasterboard, "lump hammer" for a club hammer, "1 1/2 inch waste").
 */
import { q, type JudgedQuery } from "./judged-query-kit.ts";

const S = "synonym" as const;
const STD_12 = [
  "board-calcara-standard-te-12.5",
  "board-whitcliffe-standard-te-12.5",
  "board-calcara-standard-se-12.5",
];

export const SYNONYMS: JudgedQuery[] = [
  q(
    "4x2 treated",
    S,
    [3, /^timber-gen-treated-47x100-/],
    [2, "timber-skogvale-c24-47x100-3600", "timber-skogvale-cls-38x89-2400", "timber-skogvale-cls-38x89-3000"],
    [1, /^timber-gen-treated-47x(75|150)-/],
  ),
  q(
    "two by four 3.6",
    S,
    [3, "timber-gen-treated-47x100-3600", "timber-skogvale-c24-47x100-3600"],
    [2, /^timber-gen-treated-47x100-/],
    [1, "timber-skogvale-cls-38x89-3000"],
  ),
  q(
    "6 by 2 joists",
    S,
    [3, /^timber-gen-treated-47x150-/, "timber-skogvale-c24-47x150-4800"],
    [2, /-47x200-4800$/],
    [1, "fix-joistmate-hanger-47"],
  ),
  q(
    "tanalised timber",
    S,
    [3, /^timber-gen-treated-/],
    [2, /^fence-gen-post-(75|100)-/, /^roof-gen-batten-/, "fence-gen-featheredge-1800"],
    [1, /^timber-timbergrove-/],
  ),
  q(
    "sterling board 18mm",
    S,
    [3, "sheet-strandex-osb3-18"],
    [2, "sheet-strandex-osb3-9", "sheet-strandex-osb3-11", "sheet-strandex-osb3-tg-18"],
  ),
  q(
    "ply 18mm",
    S,
    [3, "sheet-kalmora-hardwood-ply-18"],
    [2, "sheet-gen-shuttering-ply-18", "sheet-gen-marine-ply-18"],
    [1, "sheet-kalmora-hardwood-ply-12", "sheet-kalmora-hardwood-ply-5.5", "sheet-gen-softwood-ply-12"],
  ),
  q(
    "gyproc 12.5",
    S,
    [3, ...STD_12],
    [
      2,
      "board-calcara-aqua-12.5",
      "board-calcara-flame-12.5",
      "board-whitcliffe-wetwall-12.5",
      "board-calcara-standard-te-12.5-1800",
    ],
    [1, "board-calcara-standard-te-9.5", "board-calcara-standard-te-15"],
  ),
  q("kingspan 50mm", S, [3, "insul-polarex-pir-50"], [2, /^insul-polarex-pir-/], [1, "insul-cellex-eps70-50"]),
  q(
    "postcrete",
    S,
    [3, "cement-portwell-postmate-20"],
    [2, "cement-portwell-concrete-20"],
    [1, "cement-portwell-rapid-20"],
  ),
  q(
    "thermalite blocks",
    S,
    [3, "block-airvale-standard-100", "block-airvale-high-strength-100"],
    [2, "block-airvale-trench-300"],
    [1, "block-quarrybank-lightweight-100"],
  ),
  q("jablite 100mm", S, [3, "insul-cellex-eps70-100"], [2, "insul-cellex-eps70-50"], [1, "insul-polarex-pir-100"]),
  q(
    "visqueen",
    S,
    [3, "damp-membrex-dpm-1200"],
    [2, "damp-membrex-polythene-1000"],
    [1, "damp-membrex-radon-barrier", /^damp-membrex-dpc-/],
  ),
  q("damp course 100mm", S, [3, "damp-membrex-dpc-100"], [2, "damp-membrex-dpc-112"], [1, "damp-membrex-dpm-1200"]),
  q("scalpings", S, [3, /^agg-gen-type1-/], [1, "agg-gen-gravel-20-bulk"]),
  q("concreting sand", S, [3, /^agg-gen-sharp-sand-/], [1, /^agg-gen-ballast-/]),
  q(
    "soft sand bulk bag",
    S,
    [3, "agg-gen-building-sand-bulk"],
    [2, "agg-gen-building-sand-25"],
    [1, "agg-gen-plastering-sand-bulk"],
  ),
  q("dtp1", S, [3, /^agg-gen-type1-/]),
  q("dot and dab adhesive", S, [3, "plaster-calcara-dab-adhesive-25"], [1, "glue-stikwell-grab-290"]),
  q("gripfill", S, [3, "glue-stikwell-grab-290"], [1, "glue-stikwell-wood-glue-1"]),
  q(
    "rockwool slab",
    S,
    [3, "insul-basalto-stone-wool-slab-50"],
    [2, "insul-thermhaven-cavity-batt-100", "insul-thermhaven-acoustic-roll-50"],
  ),
  q(
    "fibreglass loft insulation",
    S,
    [3, /^insul-thermhaven-loft-/],
    [1, "insul-thermhaven-acoustic-roll-50", "insul-thermhaven-cavity-batt-100"],
  ),
  q("drainpipe 68mm", S, [3, "drain-gutterline-downpipe-68-black"]),
  q("1 1/2 inch waste pipe", S, [3, "drain-vantora-waste-40-3000"], [2, "drain-vantora-waste-32-3000"]),
  q(
    "roof felt underlay",
    S,
    [3, "roof-shedguard-1f-underslating", "roof-breathex-membrane-50"],
    [1, "roof-shedguard-green-felt-10", "roof-shedguard-heavy-felt-8"],
  ),
  q(
    "lump hammer",
    S,
    [3, "tool-forgewell-club-hammer-4lb"],
    [1, "tool-forgewell-claw-hammer-20oz", "tool-forgewell-bolster-4"],
  ),
  q("brick chisel", S, [3, "tool-forgewell-bolster-4"], [1, "tool-forgewell-club-hammer-4lb"]),
  q(
    "skimming trowel",
    S,
    [3, "tool-forgewell-finishing-trowel-14"],
    [1, "tool-forgewell-hawk-13", "tool-forgewell-gauging-trowel-7"],
  ),
  q("rawlplugs", S, [3, "fix-boltwick-wall-plug-brown-100"], [1, /^fix-boltwick-frame-/]),
  q("chemical fixing resin", S, [3, "fix-boltwick-resin-380"], [1, "fix-boltwick-throughbolt-m10-10"]),
  q(
    "black mastic",
    S,
    [3, "glue-sealora-roof-gutter-black"],
    [1, /^glue-sealora-silicone-/, "glue-sealora-frame-sealant-white"],
  ),
  q(
    "opc cement",
    S,
    [3, "cement-hartsmoor-opc-25"],
    [2, "cement-portwell-gp-25", "cement-portwell-gp-plastic-25"],
    [1, "cement-hartsmoor-white-25", "cement-hartsmoor-sulphate-25", "cement-portwell-rapid-20"],
  ),
  q("green board 12.5", S, [3, "board-calcara-aqua-12.5", "board-whitcliffe-wetwall-12.5"], [1, ...STD_12]),
  q(
    "pink plasterboard",
    S,
    [3, "board-calcara-flame-12.5", "board-whitcliffe-flameguard-15"],
    [1, "board-calcara-acoustic-15"],
  ),
];
