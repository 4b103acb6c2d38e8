/** 50 multi-word intent queries over held-out set 18's catalogue, graded by its keys (README: how and from what). */
import { intentWriters, type IntentQuery } from "./query-kit.ts";

const { problem, job, want, question } = intentWriters(18);

export const QUERIES_18: readonly IntentQuery[] = [
  problem(
    "concrete front steps crumbling at the edges",
    [3, "cement-brompholt-repair-5"],
    [1, /^cement-tasworth-sbr-/, "cement-brompholt-rapid-25"],
  ),
  problem(
    "new pointing looks far too pale next to the old dark mortar",
    [3, "cement-tasworth-colour-black-1"],
    [1, "cement-brompholt-mortar-20", /building-sand/],
  ),
  problem(
    "water getting into the cavity above the new window",
    [3, "brick-gen-weep-vent"],
    [2, "brick-gen-dpc-300"],
    [1, /^block-ironsett-cavity-/],
  ),
  problem(
    "can see daylight through the loft where the old roof felt has torn",
    [3, "roof-gen-breather-membrane"],
    [1, /^timber-gen-batten-/],
  ),
  problem(
    "hose to the kitchen tap is leaking under the sink",
    [3, "plumb-gen-tap-connector-15"],
    [1, "plumb-pipewell-isolating-valve-15", "plumb-gen-ptfe-tape"],
  ),
  problem("bedroom radiator won't turn down", [3, "plumb-pipewell-trv-15"]),
  problem(
    "smoke marks on the chimney breast after a fire",
    [3, "paint-halcombe-stain-block-1"],
    [1, "paint-gen-sugar-soap-1"],
  ),
  problem(
    "decking has gone grey and slippery",
    [3, "paint-woodvane-decking-oil-natural-2-5"],
    [1, "paint-woodvane-preserver-clear-5"],
  ),
  problem(
    "fence panels smashed in the storm",
    [3, "timber-gen-panel-overlap-6x6", "timber-gen-panel-closeboard-6x6"],
    [2, "timber-gen-panel-overlap-6x4"],
    [1, "timber-gen-concrete-post-slotted-2400", "timber-gen-fence-post-75x75-2400"],
  ),
  problem(
    "cracks in the plaster round the door frame",
    [3, "paint-gen-filler-1-5"],
    [2, "seal-sealmoor-caulk-white"],
    [1, "plaster-gypstead-harome-one-coat-25"],
  ),
  problem(
    "garage flat roof leaking in one corner",
    [3, "roof-gen-epdm-3x4"],
    [2, "seal-sealmoor-roof-sealant", "roof-gen-flashing-tape"],
  ),
  problem(
    "drain outside the back door smells and the gully is cracked",
    [3, "drain-sluiceby-gully"],
    [1, /^drain-sluiceby-pipe-110-/],
  ),
  problem(
    "loft boards would squash the insulation",
    [3, "insul-gen-loft-legs"],
    [1, "sheet-plyborne-osb3-tg-18", "sheet-gen-chipboard-18"],
  ),
  problem(
    "water seeping through the cellar wall",
    [3, "cement-tasworth-waterproofer-5"],
    [1, "cement-brompholt-render-25", /^cement-tasworth-sbr-/],
  ),

  job(
    "laying bricks for a barbecue in the garden",
    [3, /^brick-thurlbeck-/],
    [2, /^brick-gen-(engineering|common)-/],
    [1, "cement-brompholt-mortar-20", "cement-brompholt-masonry-25", /building-sand/],
  ),
  job(
    "mixing my own mortar for laying bricks",
    [3, "cement-brompholt-masonry-25", /building-sand/],
    [2, "cement-brompholt-opc-25", "cement-tasworth-plasticiser-5"],
    [1, "cement-brompholt-mortar-20", "cement-tasworth-hydrated-25"],
  ),
  job(
    "bedding a new drain pipe in the trench",
    [3, "agg-gen-gravel-10-bulk"],
    [2, "agg-mellowby-pea-gravel-20"],
    [1, /^drain-sluiceby-pipe-110-/],
  ),
  job(
    "cavity tray over a new window opening",
    [3, "brick-gen-dpc-300"],
    [2, "brick-gen-weep-vent"],
    [1, /^block-ironsett-cavity-/],
  ),
  job(
    "blocking up an old doorway",
    [3, "block-cawthorne-dense-100", "block-cawthorne-kildale-100"],
    [2, "block-cawthorne-kildale-7n-100"],
    [1, "cement-brompholt-mortar-20", "plaster-gypstead-harome-hardwall-25"],
  ),
  job(
    "knocking through between the kitchen and dining room",
    [3, "block-ironsett-box-1200", /^block-gen-lintel-concrete-/],
    [2, "block-cawthorne-padstone-215"],
    [1, /^block-ironsett-cavity-/],
  ),
  job(
    "laying a concrete base for a garden room",
    [3, "agg-gen-ballast-bulk", "cement-brompholt-opc-25"],
    [2, "cement-brompholt-concrete-20", "agg-mellowby-ballast-25"],
    [1, "agg-gen-mot-bulk", "sheet-plyborne-shuttering-ply-18"],
  ),
  want(
    "low maintenance gravel for the front garden",
    [3, "agg-mellowby-flint-20", "agg-mellowby-cotswold-20", "agg-gen-gravel-20-bulk"],
    [
      2,
      "agg-mellowby-pea-gravel-20",
      "agg-mellowby-granite-grey-20",
      "agg-gen-gravel-10-bulk",
      "agg-mellowby-slate-plum-20",
    ],
    [1, /^land-gen-weed-membrane-/],
  ),
  job(
    "modern grey patio outside the bifolds",
    [3, "land-coxwold-rievaulx-grey"],
    [2, "land-coxwold-rievaulx-charcoal", "land-coxwold-helmsley-grey"],
    [1, "land-gen-jointing-15", "agg-gen-mot-bulk"],
  ),
  job("rails and posts round the steps of the deck", [3, /^deck-dekhurst-(newel|spindle|handrail)-/]),
  job(
    "hanging plasterboard on a timber stud wall",
    [3, "fix-drivewell-drywall-3-5x35-1000", "board-gypstead-te-12-5-2400", "board-gen-te-12-5-2400"],
    [2, "board-gypstead-te-12-5-1800", "board-gypstead-se-12-5-2400"],
    [1, "plaster-gypstead-jointing-12-5", "plaster-gen-scrim-90m"],
  ),
  job(
    "skimming over an artexed ceiling",
    [3, "plaster-gypstead-harome-multi-finish-25"],
    [2, "plaster-gypstead-harome-board-finish-25"],
    [1, "seal-gluemark-pva-5"],
  ),
  job(
    "bathroom refit, walls round the bath",
    [3, "board-gypstead-moisture-12-5-2400", "sheet-gen-backer-board-12"],
    [1, "seal-gluemark-tile-adhesive-ready-15", "sheet-plyborne-mr-mdf-18"],
  ),
  job(
    "laying large porcelain tiles on the kitchen floor",
    [3, "seal-gluemark-tile-adhesive-rapid-20"],
    [1, "seal-gluemark-grout-white-5", "sheet-gen-backer-board-12"],
  ),
  question(
    "what insulation for the walls of a garden office",
    [3, "insul-warmcott-egton-50", "insul-warmcott-egton-25", "insul-gen-multifoil"],
    [2, "insul-warmcott-egton-100"],
    [1, "sheet-plyborne-osb3-9"],
  ),
  job(
    "plumbing a washing machine into the utility",
    [3, "plumb-gen-waste-pipe-40-3000"],
    [2, "plumb-snapline-barrier-pipe-15-25m", "plumb-pipewell-isolating-valve-15"],
    [1, "plumb-gen-bottle-trap-40", "plumb-pipewell-comp-tee-15", "plumb-snapline-tee-15"],
  ),
  question(
    "what pipe do I run water through under the floorboards",
    [3, "plumb-snapline-barrier-pipe-15-25m"],
    [2, /^plumb-gen-copper-/],
    [1, /^plumb-snapline-(elbow|tee|inserts)-/, "plumb-gen-pipe-clips-15"],
  ),
  job(
    "soldered joints on the heating pipework",
    [3, "plumb-pipewell-solder-elbow-15"],
    [2, /^plumb-gen-copper-/, /^plumb-pipewell-comp-/],
  ),
  job(
    "finishing round the new internal doors",
    [3, /architrave/],
    [2, "trim-gen-door-lining-set"],
    [1, "fix-drivewell-nails-oval-50", "seal-sealmoor-caulk-white"],
  ),
  want(
    "nails with heads that won't show in the skirting",
    [3, "fix-drivewell-nails-oval-50"],
    [1, "seal-gluemark-grab-adhesive", /skirting/],
  ),
  job(
    "painting the outside of a rendered bungalow",
    [3, /^paint-halcombe-ravenscar-/],
    [1, "paint-gen-roller-set-9", "paint-gen-brush-set-5"],
  ),
  want(
    "cheap white paint for a rental between tenants",
    [3, "paint-halcombe-contract-matt-white-15", "paint-halcombe-trade-matt-white-10"],
    [2, "paint-halcombe-trade-matt-magnolia-10", /^paint-halcombe-sneaton-matt-white-/],
    [1, "paint-halcombe-sneaton-matt-magnolia-2-5", "paint-gen-roller-set-9", "paint-gen-filler-1-5"],
  ),
  job("shuttering for a concrete step", [3, "sheet-plyborne-shuttering-ply-18"], [1, "cement-brompholt-concrete-20"]),

  want("fence posts in without mixing concrete", [3, "cement-brompholt-postmix-20"]),
  want("something for the kids to dig in out in the garden", [3, "agg-mellowby-play-sand-15"]),
  want("paint for the gate that won't let it rust", [3, "paint-halcombe-metal-black-750"]),
  want(
    "oak colour for the outside of the front door",
    [3, "paint-woodvane-stain-oak-750"],
    [1, "paint-woodvane-varnish-clear-750"],
  ),
  want(
    "clear finish for an old pine dining table",
    [3, "paint-woodvane-varnish-clear-750"],
    [1, "paint-woodvane-stain-oak-750", "paint-gen-sandpaper-10"],
  ),

  question(
    "what screws hold sleepers together for a raised bed",
    [3, "fix-drivewell-timber-7x150-50"],
    [1, "timber-gen-sleeper-200x100-2400", "fix-gen-coach-bolts-m10x100-10"],
  ),
  question(
    "what do I use to fix a window frame into brickwork",
    [3, "fix-ebberston-frame-10x100-50"],
    [
      1,
      "fix-drivewell-concrete-7-5x100-50",
      "seal-sealmoor-frame-sealant-white",
      /^seal-sealmoor-(expanding|gun)-foam$/,
    ],
  ),
  question(
    "what wood do I use for a stud wall in the loft",
    [3, /^timber-sawhollow-cls-/],
    [2, /^timber-sawhollow-c16-47x(75|100)-/],
  ),
  question(
    "what do I lay between the joists in a cold loft",
    [3, /^insul-warmcott-cropton-/],
    [1, "insul-gen-loft-legs", /^insul-warmcott-egton-/],
  ),
  question(
    "what holds the wall plate down on a new roof",
    [3, "fix-gen-restraint-strap-1000"],
    [1, "fix-gen-threaded-rod-m10-1000"],
  ),
  question(
    "which cement for footings in clay soil",
    [3, "cement-brompholt-sulfate-25"],
    [1, "cement-brompholt-opc-25", /ballast/],
  ),
  question(
    "how do I point a sandstone patio",
    [3, "land-gen-jointing-15"],
    [1, "cement-brompholt-mortar-20", /building-sand/],
  ),
  question(
    "what do I brush into new block paving",
    [3, "agg-mellowby-kiln-dried-sand-20"],
    [1, "land-gen-jointing-15"],
  ),
];
