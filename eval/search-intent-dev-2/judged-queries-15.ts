/** 50 multi-word intent queries over held-out set 15's catalogue, graded by its keys (README: how and from what). */
import { intentWriters, type IntentQuery } from "./query-kit.ts";

const { problem, job, want, question } = intentWriters(15);

export const QUERIES_15: readonly IntentQuery[] = [
  problem(
    "water pooling on the drive every time it rains",
    [3, "drain-gen-channel-1000"],
    [2, "drain-gen-soakaway-crate"],
    [1, "drain-orrell-gully-110"],
  ),
  problem(
    "gutter joint dripping all over the back door",
    [3, "seal-bondhurst-roof-sealant-black"],
    [1, /^drain-rainsby-/],
  ),
  problem(
    "damp creeping up the bottom of the garden wall",
    [3, /^brick-gen-dpc-/],
    [1, "cement-lymecroft-waterproofer-5", "brick-gen-engineering-class-b-red"],
  ),
  problem("pipes in the loft froze solid last winter", [3, /^insul-gen-lagging-/], [1, /^insul-warmlea-cosyfill-/]),
  problem(
    "loft is freezing and the heating bills are huge",
    [3, /^insul-warmlea-cosyfill-/],
    [1, /^insul-warmlea-thermaslab-/, "insul-gen-loft-legs-12"],
  ),
  problem(
    "hairline cracks in the living room ceiling",
    [3, "paint-gen-filler-600"],
    [1, "seal-bondhurst-caulk-white", "plaster-plastwell-one-coat-25"],
  ),
  problem(
    "ugly gap where the new laminate meets the skirting",
    [3, "trim-gen-scotia-18", "trim-gen-quadrant-15"],
    [2, "seal-bondhurst-caulk-white"],
  ),
  problem(
    "weeds keep coming up through the gravel path",
    [3, /^land-gen-weed-membrane-/],
    [1, "agg-tarnbeck-pea-gravel-20"],
  ),
  problem(
    "rain dripping through the shed roof onto the mower",
    [3, "roof-gen-shed-felt-10"],
    [2, "roof-gen-corrugated-bitumen-black", "roof-gen-epdm-3x4"],
    [1, "fix-fastwick-nails-clout-30", "seal-bondhurst-roof-sealant-black"],
  ),
  problem(
    "wooden fence posts keep rotting off at the ground",
    [3, "timber-gen-concrete-post-2360"],
    [2, "timber-gen-gravel-board-1830", "cement-greyholt-postmix-20"],
    [1, /^timber-gen-fence-post-/, "paint-fencewell-preserver-clear-4"],
  ),
  problem("can hear next door's telly through the bedroom wall", [
    3,
    "insul-warmlea-acoustic-100",
    "board-plastwell-acoustic-15-2400",
  ]),
  problem(
    "mastic round the bath has gone black and mouldy",
    [3, "seal-bondhurst-sanitary-white"],
    [2, "seal-bondhurst-sanitary-clear"],
    [1, "seal-gen-sealant-gun"],
  ),
  problem(
    "kitchen sink waste leaking into the cupboard",
    [3, "plumb-gen-bottle-trap-40"],
    [1, "plumb-gen-waste-pipe-40-3000"],
  ),
  problem(
    "old walls are dusty and the new plaster won't stick",
    [3, "seal-bondhurst-pva-5"],
    [2, "plaster-plastwell-bonding-25"],
    [1, "plaster-plastwell-multi-finish-25"],
  ),

  job(
    "building a partition wall to split a big bedroom",
    [3, /^timber-yewbarrow-cls-/],
    [2, /^timber-yewbarrow-c16-47x(75|100)-/],
    [
      1,
      /^board-plastwell-te-12-5-/,
      "board-gen-te-12-5-2400",
      "fix-fastwick-drywall-3-5x38-1000",
      "insul-warmlea-acoustic-100",
    ],
  ),
  job(
    "putting a patio down where the old lawn was",
    [3, /^land-flagcroft-(nanpean|trelissick|riven)-/],
    [
      1,
      "agg-gen-mot-bulk",
      "agg-gen-sharp-sand-bulk",
      "agg-tarnbeck-sharp-sand-25",
      "land-gen-jointing-compound-grey",
      "land-gen-slurry-primer-20",
    ],
  ),
  job(
    "concreting in a new fence post",
    [3, "cement-greyholt-postmix-20"],
    [2, "cement-greyholt-concrete-20", /ballast/],
    [1, /^timber-gen-fence-post-/, "timber-gen-concrete-post-2360"],
  ),
  job(
    "decking the area outside the back doors",
    [3, /^deck-boardhaven-(grooved|wraxby)-/],
    [2, "deck-boardhaven-joist-47x150-3600"],
    [
      1,
      "fix-fastwick-decking-4-5x60-250",
      /^deck-boardhaven-(newel|spindle|handrail)-/,
      "paint-fencewell-decking-oil-2-5",
    ],
  ),
  job(
    "fitting a frame for a new internal doorway",
    [3, "trim-gen-door-lining-set"],
    [2, "trim-gen-door-stop-12x38"],
    [1, /architrave/],
  ),
  job(
    "boarding the loft out for storage",
    [3, "sheet-plyholm-osb3-tg-18", "insul-gen-loft-legs-12"],
    [2, /^sheet-gen-chipboard-/],
  ),
  job(
    "tiling the walls round the shower",
    [3, /^seal-bondhurst-tile-adhesive-/, "sheet-gen-cement-board-12"],
    [2, "seal-bondhurst-grout-white-5", "board-plastwell-moisture-12-5-2400"],
    [1, /^seal-bondhurst-sanitary-/],
  ),
  job(
    "repointing an old brick wall",
    [3, "cement-greyholt-mortar-20"],
    [2, "cement-lymecroft-nhl5-25", /building-sand/, "cement-greyholt-opc-25"],
    [1, "cement-lymecroft-hydrated-25", "cement-lymecroft-plasticiser-5"],
  ),
  job(
    "rendering the outside of the house",
    [3, "cement-greyholt-render-25"],
    [1, "cement-lymecroft-sbr-5", "cement-lymecroft-waterproofer-5", /^paint-hueford-weatherall-/],
  ),
  job(
    "replacing the flat roof on the kitchen extension",
    [3, "roof-gen-epdm-3x4"],
    [1, "sheet-plyholm-osb3-11", "roof-gen-shed-felt-10"],
  ),
  job("running a waste for the washing machine", [3, "plumb-gen-waste-pipe-40-3000"], [1, "plumb-gen-bottle-trap-40"]),
  job(
    "teeing off the hot water pipe under the floor",
    [3, "plumb-coppella-comp-tee-15", "plumb-haxby-tee-22"],
    [2, /^plumb-(coppella|haxby)-.*elbow-15$/],
    [1, /^plumb-gen-copper-/, "plumb-haxby-pipe-15-3000"],
  ),
  question(
    "what fixings do I need to hang kitchen wall units on brick",
    [3, "fix-bracewell-plugs-brown-100", "fix-fastwick-wood-5x50-100"],
    [2, "fix-bracewell-plugs-red-100", "fix-fastwick-masonry-6-5x100-50", "fix-fastwick-wood-4x40-200"],
  ),
  job(
    "putting shelves up on a plasterboard wall",
    [3, "fix-bracewell-cavity-anchor-m5-25"],
    [1, /^fix-fastwick-wood-/, "timber-gen-planed-18x94-2400"],
  ),
  job(
    "freshening up the pebbledash on the front elevation",
    [3, /^paint-hueford-weatherall-/],
    [1, "paint-gen-roller-set-9", "paint-gen-brush-set-5"],
  ),
  job(
    "glossing the skirting boards and doors",
    [3, "paint-hueford-gloss-white-750"],
    [2, "paint-hueford-satinwood-white-750"],
    [
      1,
      "paint-hueford-undercoat-white-750",
      "paint-gen-brush-set-5",
      "paint-gen-masking-tape-25",
      "paint-gen-sugar-soap-1",
    ],
  ),
  job(
    "new drain from the downpipe to a soakaway",
    [3, /^drain-orrell-pipe-110-/, "drain-gen-soakaway-crate"],
    [2, /^drain-orrell-bend-/],
    [1, "drain-orrell-gully-110", "drain-orrell-chamber-320"],
  ),
  question(
    "what insulation goes under a concrete floor slab",
    [3, "insul-gen-eps-50"],
    [2, /^insul-warmlea-thermaslab-/],
  ),
  want(
    "plastic fascia so I never have to paint it again",
    [3, "roof-gen-fascia-white-175"],
    [2, "roof-gen-soffit-white-200"],
  ),

  want(
    "something to stop the fence going green and rotting",
    [3, "paint-fencewell-preserver-clear-4"],
    [2, /^paint-fencewell-shed-fence-/],
    [1, "paint-fencewell-decking-oil-2-5"],
  ),
  want("fake lawn for the kids' play area", [3, "land-gen-artificial-grass-30"]),
  want("deck boards that won't rot or splinter", [3, /^deck-boardhaven-wraxby-/], [2, /^deck-boardhaven-grooved-/]),
  want(
    "paint you can wipe the kids' fingerprints off in the hall",
    [3, /^paint-hueford-scrubtough-/],
    [2, /^paint-hueford-trade-matt-/],
  ),
  want("glue to stick coving up without nails", [3, "seal-bondhurst-tackmax-290"], [1, "seal-bondhurst-caulk-white"]),
  want(
    "board to go on a wet room floor before tiling",
    [3, "sheet-gen-cement-board-12"],
    [1, "sheet-plyholm-marine-ply-18", "board-plastwell-moisture-12-5-2400"],
  ),
  want(
    "soft breathable mortar for a stone cottage",
    [3, "cement-lymecroft-nhl5-25"],
    [2, "cement-lymecroft-hydrated-25"],
    [1, /building-sand/],
  ),
  want(
    "something to fill the big hole round a pipe through the wall",
    [3, /^seal-bondhurst-(expanding|gun)-foam$/],
    [1, "seal-bondhurst-general-silicone-clear"],
  ),

  question(
    "what do I need to skim a wall",
    [3, "plaster-plastwell-multi-finish-25"],
    [2, "plaster-plastwell-board-finish-25"],
    [1, "seal-bondhurst-pva-5", "plaster-gen-angle-bead-2400"],
  ),
  question(
    "what goes underneath block paving",
    [3, "agg-gen-mot-bulk"],
    [2, /sharp-sand/],
    [1, "agg-tarnbeck-kiln-dried-sand-20"],
  ),
  question("what do I fit so I can turn off the water to just the toilet", [3, "plumb-gen-isolating-valve-15"]),
  question(
    "best way to stick plasterboard straight onto brick",
    [3, "plaster-plastwell-drywall-adhesive-25"],
    [1, /^board-plastwell-te-12-5-/, "board-gen-te-12-5-2400", "board-plastwell-thermal-37-5-2400"],
  ),
  question(
    "what do I brush between block paving joints",
    [3, "agg-tarnbeck-kiln-dried-sand-20"],
    [2, "land-gen-jointing-compound-grey"],
    [1, "agg-tarnbeck-silver-sand-25"],
  ),
  question(
    "what timber for floor joists in an extension",
    [3, /^timber-yewbarrow-c24-/],
    [2, /^timber-yewbarrow-c16-47x(150|200)-/],
    [1, "fix-gen-joist-hanger-47x150"],
  ),
  question(
    "what goes over a new window opening in a cavity wall",
    [3, /^block-beamwell-cavity-/],
    [1, /^block-gen-lintel-concrete-/, "block-beamwell-box-1200"],
  ),
  question(
    "what do I need to put up new guttering",
    [3, /^drain-rainsby-gutter-/],
    [2, /^drain-rainsby-(bracket|outlet|stop-end|downpipe)-/],
  ),
  question(
    "best way to make a base for a shed",
    [3, "land-flagcroft-riven-natural-600", "agg-gen-ballast-bulk", "cement-greyholt-concrete-20"],
    [2, "agg-gen-mot-bulk", "land-flagcroft-riven-buff-450", "cement-greyholt-opc-25", "agg-tarnbeck-ballast-25"],
    [1, /sharp-sand/],
  ),
];
