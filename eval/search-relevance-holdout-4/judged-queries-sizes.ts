/**
 * Held-out set 4 judged queries: sizes, and things these merchants do not sell (no-match: the right answer is
 * nothing). Graded from the catalogue alone (grading rules in README.md), before the engine was run on them.
 */
import { PLB_SPECIAL } from "./judged-queries-names.ts";
import { q, type JudgedQuery } from "./judged-query-kit.ts";

const PIR = /^ins-(kryotherm|heatlok)-pir-/;
const SHEETS_2440 = /^she-(stratabord-osb3-(9|11|18)$|hartply-|smoothcore-)/;

export const DIMENSION: JudgedQuery[] = [
  q("47x100", "dimension", [3, /^tim-gen-c16-47x100-/, "tim-fjellwood-c24-47x100-3600"]),
  q(
    "100 x 47 x 3.6m",
    "dimension",
    [3, "tim-gen-c16-47x100-3600", "tim-fjellwood-c24-47x100-3600"],
    [2, /^tim-gen-c16-47x100-/],
  ),
  q(
    "47 x 150 x 4.8",
    "dimension",
    [3, "tim-gen-c16-47x150-4800", "tim-fjellwood-c24-47x150-4800", "tim-deckora-joist-4800"],
    [2, /^tim-gen-c16-47x150-/],
  ),
  q("38x89", "dimension", [3, /^tim-gen-cls-38x89-/]),
  q("3.6m", "dimension", [3, /-3600$/]),
  q("4.8m", "dimension", [3, /^tim-.*-4800$/, /^roo-gen-batten-/, "ins-loftcosy-roll-170"]),
  q(
    "100mm pir",
    "dimension",
    [3, "ins-kryotherm-pir-100", "ins-heatlok-pir-100"],
    [2, PIR],
    [1, "ins-beadcell-eps-100"],
  ),
  q(
    "12.5mm plasterboard 2400 x 1200",
    "dimension",
    [3, "plb-calcora-wallboard-12.5-te", "plb-calcora-wallboard-12.5-se", "plb-vellum-standard-12.5"],
    [
      2,
      "plb-calcora-aqualine-12.5",
      "plb-calcora-flamestop-12.5",
      "plb-vellum-wetarea-12.5",
      "plb-vellum-fire-12.5",
      "plb-calcora-wallboard-12.5-te-1800",
    ],
    [1, "plb-calcora-wallboard-9.5-te", "plb-calcora-wallboard-15-te", "plb-vellum-standard-9.5"],
  ),
  q(
    "9.5mm plasterboard",
    "dimension",
    [3, "plb-calcora-wallboard-9.5-te", "plb-vellum-standard-9.5"],
    [2, /^plb-(calcora-wallboard|vellum-standard)-/],
    [1, PLB_SPECIAL],
  ),
  q(
    "440 x 215 x 100",
    "dimension",
    [3, "blo-gen-dense-100", "blo-airvex-std-100", "blo-cindrex-light-100"],
    [2, /^blo-gen-dense-/, "blo-airvex-std-140"],
    [1, "blo-gen-hollow-215", "blo-airvex-trench-275"],
  ),
  q("215 x 102.5 x 65", "dimension", [3, /^bri-(brindlecote|redhythe-class|gen)/], [2, "bri-redhythe-facing-73"]),
  q(
    "140mm block",
    "dimension",
    [3, "blo-gen-dense-140", "blo-airvex-std-140"],
    [2, "blo-gen-dense-100", "blo-gen-dense-215", "blo-airvex-std-100"],
    [1, "blo-cindrex-light-100", "blo-gen-hollow-215", "blo-airvex-trench-275"],
  ),
  q("25kg", "dimension", [3, /^cem-.*-25$/, /^agg-.*-25$/, /^pla-.*-25$/]),
  q("20kg bag", "dimension", [3, /^cem-.*-20$/, "agg-gen-paving-20", /^agg-dunstow-/, "adh-tackstrong-tile-20"]),
  q("18mm", "dimension", [3, /^she-.*-18$/, /^ski-trimcraft-/]),
  q(
    "2440 x 1220 x 18",
    "dimension",
    [
      3,
      "she-stratabord-osb3-18",
      "she-hartply-hardwood-18",
      "she-hartply-shuttering-18",
      "she-hartply-marine-18",
      "she-smoothcore-mdf-18",
      "she-smoothcore-mrmdf-18",
    ],
    [2, SHEETS_2440],
    [1, "she-joistline-p5-18", "she-stratabord-osb3-tg-18"],
  ),
  q("110mm", "dimension", [3, /^dra-gullway-.*110/, "dra-spoutline-soil-110-3000"]),
  q(
    "110mm pipe 3m",
    "dimension",
    [3, "dra-gullway-pipe-110-3000", "dra-spoutline-soil-110-3000"],
    [2, "dra-gullway-pipe-110-6000", "dra-gullway-pipe-160-3000"],
    [1, "dra-spoutline-waste-40"],
  ),
  q(
    "5 x 100mm screws",
    "dimension",
    [3, "fix-drivex-wood-5x100"],
    [2, /^fix-drivex-wood-/],
    [1, "fix-drivex-structural-6.7x150"],
  ),
  q("4x40 screws", "dimension", [3, "fix-drivex-wood-4x40"], [2, /^fix-drivex-wood-/], [1, /^fix-drivex-drywall-/]),
  q("150mm loft insulation", "dimension", [3, "ins-loftcosy-roll-150"], [2, /^ins-loftcosy-roll-/]),
  q(
    "2.4m x 1.2m x 50mm",
    "dimension",
    [3, "ins-kryotherm-pir-50", "ins-heatlok-pir-50", "ins-beadcell-eps-50"],
    [2, PIR, /^ins-beadcell-/],
  ),
  q(
    "18 x 119",
    "dimension",
    [3, /^ski-trimcraft-skirting-.*-119$/],
    [2, "ski-gen-pine-skirting-torus-119"],
    [1, /^ski-trimcraft-skirting-/],
  ),
  q("600 x 300", "dimension", [3, "roo-penlyn-slate-600", "roo-ardenne-fibre-600"], [2, "roo-penlyn-slate-500"]),
];

/** Things none of the five merchants sells. Only 'pipe' and '15mm' (in 'copper pipe 15mm') occur in any feed. */
export const NO_MATCH: JudgedQuery[] = [
  "iphone charger",
  "garden gnome",
  "copper pipe 15mm",
  "kitchen worktop",
  "solar panels",
  "electric shower",
  "artificial grass",
  "wallpaper paste",
  "combi boiler",
  "cabinet hinges",
  "led downlights",
  "radiator valve",
  "cordless drill",
  "sash window",
  "hot tub",
].map((text) => q(text, "no-match"));
