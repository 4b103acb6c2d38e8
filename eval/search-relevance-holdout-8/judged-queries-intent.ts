/** Held-out set 8: multi-word intents, a job or a use in a buyer's own words. */
import { q, type JudgedQuery } from "./judged-query-kit.ts";

const LOFT_ROLLS = /^insul-warmfleece-loft-/;
const PIR = /^insul-thermadek-pir-/;
const BUILDING_SANDS = ["agg-gen-building-sand", "agg-pebblegate-building-sand"];
const SHARP_SANDS = ["agg-gen-sharp-sand", "agg-pebblegate-sharp-sand"];
const BALLAST = ["agg-gen-ballast", "agg-pebblegate-ballast"];
const STD_BOARDS = ["board-calbridge-std-te-12-5", "board-whitmore-wallboard-12-5"];
const CLS = /^timber-northwyck-cls-/;

export const INTENT: readonly JudgedQuery[] = [
  q(
    "membrane under a new concrete floor",
    "multi-word-intent",
    [3, "damp-hydrabar-dpm"],
    [2, "damp-hydrabar-liquid-dpm"],
    [1, "damp-hydrabar-polythene"],
  ),
  q(
    "repointing a brick wall",
    "multi-word-intent",
    [3, "cement-tembrell-mortar"],
    [2, "cement-tembrell-masonry"],
    [1, "cement-tembrell-gp", ...BUILDING_SANDS, "tool-hartfield-pointing-trowel", "cement-tembrell-plasticiser"],
  ),
  q("putting up architrave without nails", "multi-word-intent", [3, "glue-tackbond-grab"], [1, "glue-sealmere-caulk"]),
  q(
    "concrete for setting fence posts",
    "multi-word-intent",
    [3, "cement-tembrell-postsure"],
    [2, "cement-tembrell-rapid", "cement-tembrell-concrete"],
    [1, ...BALLAST, "cement-tembrell-gp"],
  ),
  q(
    "smoothing a concrete floor for vinyl",
    "multi-word-intent",
    [3, "cement-tembrell-flowlevel"],
    [2, "cement-tembrell-screed"],
  ),
  q(
    "stopping a shower tray leaking at the edges",
    "multi-word-intent",
    [3, "glue-sealmere-sanitary-white"],
    [2, "glue-sealmere-silicone-clear"],
    [1, "glue-sealmere-frame-sealant", "glue-sealmere-caulk"],
  ),
  q(
    "sealing where a pipe goes through a wall",
    "multi-word-intent",
    [3, "glue-sealmere-foam-gun", "glue-sealmere-foam-hand"],
    [1, "glue-sealmere-caulk", "glue-sealmere-frame-sealant"],
  ),
  q(
    "insulating a loft",
    "multi-word-intent",
    [3, LOFT_ROLLS],
    [2, "insul-gen-multifoil", PIR],
    [1, "insul-gen-foil-tape", "insul-rockhaven-rs45-100"],
  ),
  q(
    "reducing noise through the floor upstairs",
    "multi-word-intent",
    [3, "insul-warmfleece-acoustic-50", "insul-rockhaven-rs45-100"],
    [2, "board-calbridge-acoustiq-15"],
  ),
  q(
    "plasterboard for a bathroom",
    "multi-word-intent",
    [3, "board-calbridge-moistshield-12-5", "board-whitmore-splashboard-12-5"],
    [2, "board-gen-cement-board-12"],
    [1, ...STD_BOARDS],
  ),
  q(
    "dabbing plasterboard onto brickwork",
    "multi-word-intent",
    [3, "plaster-albacoat-drywall-adhesive"],
    [1, "glue-tackbond-grab"],
  ),
  q(
    "plasterboarding a ceiling",
    "multi-word-intent",
    [
      3,
      "board-calbridge-std-te-9-5",
      "board-calbridge-std-te-12-5",
      "board-whitmore-wallboard-9-5",
      "board-whitmore-wallboard-12-5",
    ],
    [2, "board-calbridge-std-se-12-5-1800", "board-calbridge-std-te-15", "board-calbridge-flamecore-12-5"],
    [1, "fix-gripwell-drywall-3-5x38", "fix-gripwell-drywall-3-5x25"],
  ),
  q(
    "flat roof on a garage",
    "multi-word-intent",
    [3, "roof-rubbatop-epdm-3x4"],
    [2, "roof-coverdale-torch-cap"],
    [1, "roof-rubbatop-adhesive", "sheet-oriboard-osb3-18"],
  ),
  q(
    "concrete base for a shed",
    "multi-word-intent",
    [3, "cement-tembrell-concrete"],
    [2, ...BALLAST],
    [1, "agg-gen-mot", "cement-tembrell-gp", "damp-hydrabar-dpm"],
  ),
  q(
    "covering a shed roof",
    "multi-word-intent",
    [3, "roof-coverdale-shed-felt"],
    [2, "roof-gen-corrugated-green"],
    [1, "fix-nailsmith-clout-30", "sheet-oriboard-osb3-11"],
  ),
  q(
    "sub base for a driveway",
    "multi-word-intent",
    [3, "agg-gen-mot"],
    [1, "agg-gen-ballast", "paving-pavemoor-block-charcoal"],
  ),
  q("sand for block paving joints", "multi-word-intent", [3, "agg-pebblegate-kiln-sand"], [1, ...SHARP_SANDS]),
  q("stones for the top of a wall", "multi-word-intent", [3, "brick-kilnmere-coping"]),
  q(
    "bricks for a manhole",
    "multi-word-intent",
    [3, "brick-gen-engineering-b", "brick-gen-engineering-a"],
    [1, "brick-gen-common"],
  ),
  q("ventilating under a suspended floor", "multi-word-intent", [3, "brick-gen-air-brick"]),
  q(
    "lintel over a window in a cavity wall",
    "multi-word-intent",
    [3, "block-spanright-cavity-1200", "block-spanright-cavity-1800"],
    [1, "block-gen-concrete-lintel-1200"],
  ),
  q(
    "below ground blockwork",
    "multi-word-intent",
    [3, "block-cellumax-trench-300", "block-blokwell-dense-100", "block-blokwell-dense-140"],
    [2, "block-cellumax-hs-100"],
    [1, "block-blokwell-hollow-215"],
  ),
  q(
    "waterproofing a cellar",
    "multi-word-intent",
    [3, "damp-hydrabar-tanking"],
    [2, "damp-hydrabar-liquid-dpm"],
    [1, "cement-tembrell-waterproofer", "glue-tackbond-sbr"],
  ),
  q("bonding agent for a new screed", "multi-word-intent", [3, "glue-tackbond-sbr"], [2, "glue-tackbond-pva"]),
  q(
    "fixing a shelf to a plasterboard wall",
    "multi-word-intent",
    [3, "fix-boltcraft-hollow-anchors"],
    [1, "fix-boltcraft-wall-plugs-brown", "fix-gripwell-wood-4x40"],
  ),
  q(
    "bolting a pergola post to a patio",
    "multi-word-intent",
    [3, "fix-hangright-post-support"],
    [1, "fix-boltcraft-concrete-screw"],
  ),
  q(
    "joining two lengths of gutter",
    "multi-word-intent",
    [3, "drain-rainfold-union"],
    [1, "drain-rainfold-gutter-112", "drain-rainfold-outlet"],
  ),
  q(
    "tiling a kitchen wall",
    "multi-word-intent",
    [3, "glue-setwell-tile-adhesive-ready", "glue-setwell-grout-white"],
    [2, "glue-setwell-tile-adhesive-rapid"],
  ),
  q(
    "waterproof glue for a garden bench",
    "multi-word-intent",
    [3, "glue-tackbond-wood-glue"],
    [1, "glue-tackbond-pva", "glue-tackbond-grab"],
  ),
  q(
    "boarding out a loft floor",
    "multi-word-intent",
    [3, "sheet-floorsure-p5-22", "sheet-floorsure-p5-18", "sheet-oriboard-osb3-tg-18"],
    [2, "sheet-oriboard-osb3-18"],
  ),
  q(
    "fixing decking boards down",
    "multi-word-intent",
    [3, "fix-gripwell-decking-4-5x60"],
    [1, "fix-gripwell-wood-5x60"],
  ),
  q(
    "timber for stud walls",
    "multi-word-intent",
    [3, CLS],
    [2, "timber-gen-c16-47x75-2400", "timber-gen-c16-47x100-3600", "timber-gen-c16-47x100-4800"],
    [1, "timber-gen-pse-44x44-2400"],
  ),
  q("splitting bricks", "multi-word-intent", [3, "tool-hartfield-bolster"], [1, "tool-hartfield-club-hammer"]),
  q(
    "covering furniture when plastering",
    "multi-word-intent",
    [3, "tool-hartfield-dust-sheet", "damp-hydrabar-polythene"],
    [1, "sheet-gen-hardboard-3"],
  ),
  q(
    "something to make mortar easier to work",
    "multi-word-intent",
    [3, "cement-tembrell-plasticiser"],
    [2, "cement-gen-lime"],
  ),
  q(
    "rendering an outside wall",
    "multi-word-intent",
    [3, "cement-tembrell-render", "agg-gen-plastering-sand"],
    [2, "cement-tembrell-masonry"],
    [1, "cement-tembrell-waterproofer", "tool-hartfield-float", "cement-tembrell-gp"],
  ),
  q(
    "skimming a ceiling",
    "multi-word-intent",
    [3, "plaster-albacoat-multi", "plaster-albacoat-board"],
    [1, "tool-hartfield-plastering-trowel", "tool-hartfield-hawk", "plaster-gen-scrim"],
  ),
  q(
    "taping plasterboard joints without skimming",
    "multi-word-intent",
    [3, "plaster-albacoat-joint-filler"],
    [1, "plaster-gen-scrim"],
  ),
  q("protecting plaster corners", "multi-word-intent", [3, "plaster-gen-angle-bead"], [1, "plaster-gen-stop-bead"]),
  q("drain across a driveway", "multi-word-intent", [3, "drain-gen-channel"], [1, "drain-flowbridge-gully"]),
  q(
    "tying floor joists into the wall",
    "multi-word-intent",
    [3, "fix-hangright-restraint-strap"],
    [2, "fix-hangright-hanger-47x150", "fix-hangright-hanger-47x200"],
  ),
];
