/** 50 multi-word intent queries over held-out set 17's catalogue, graded by its keys (README: how and from what). */
import { intentWriters, type IntentQuery } from "./query-kit.ts";

const { problem, job, want, question } = intentWriters(17);

export const QUERIES_17: readonly IntentQuery[] = [
  problem(
    "rusty iron gate needs sorting before winter",
    [3, "paint-lynford-metal-black-750"],
    [1, "paint-gen-sandpaper-assorted", "paint-gen-brush-set-5"],
  ),
  problem(
    "nicotine yellow ceilings in the flat we just bought",
    [3, "paint-lynford-stain-block-400"],
    [1, "paint-gen-sugar-soap-1", "paint-lynford-trade-matt-white-10", "paint-lynford-contract-matt-white-15"],
  ),
  problem(
    "mortar falling out along the gable end of the roof",
    [3, "roof-gen-dry-verge-black"],
    [1, "cement-orsdale-mortar-20"],
  ),
  problem(
    "rain from the downpipe splashing all over the path",
    [3, "drain-rainholt-shoe-black"],
    [1, "drain-drainholt-gully", "drain-gen-water-butt-210"],
  ),
  problem("pipes in the outside loo freeze every winter", [3, /^insul-gen-lagging-/]),
  problem(
    "need to lay bricks but there's a frost forecast",
    [3, "cement-kettleburgh-frostproofer-5"],
    [2, "cement-orsdale-rapid-25"],
  ),
  problem(
    "bathroom ceiling board has gone soft and mouldy",
    [3, "board-gypcliffe-moisture-12-5-2400"],
    [1, "board-gypcliffe-te-12-5-2400", "board-gen-te-12-5-2400"],
  ),
  problem(
    "gaps have opened up along the top of the skirting",
    [3, "seal-sealbury-caulk-white"],
    [1, "paint-gen-filler-ready-mixed"],
  ),
  problem(
    "old pine floorboards look dull and scuffed",
    [3, "paint-grainshield-varnish-satin-750"],
    [1, "paint-gen-sandpaper-assorted"],
  ),
  problem(
    "back lawn floods every time it rains heavily",
    [3, "drain-drainholt-soakaway-crate"],
    [1, /^drain-drainholt-pipe-110-/, "agg-gen-gravel-20-bulk", "drain-drainholt-channel-1000"],
  ),
  problem(
    "roof tiles slipping because the old battens have rotted",
    [3, /^timber-gen-batten-/],
    [1, "roof-gen-breather-membrane"],
  ),
  problem(
    "hole round the soil pipe where it goes through the garage fire wall",
    [3, "seal-sealbury-fire-sealant"],
    [1, /^seal-sealbury-(expanding|gun)-foam$/],
  ),
  problem(
    "render cracking and coming away on the front of the house",
    [3, "cement-orsdale-render-25"],
    [1, "cement-kettleburgh-sbr-5", "cement-kettleburgh-waterproofer-5", /^paint-lynford-weybourne-/],
  ),

  want(
    "cement that stands up to sulphates in clay ground",
    [3, "cement-orsdale-sulfate-25"],
    [1, /ballast/, "cement-orsdale-opc-25", "cement-orsdale-concrete-20"],
  ),
  job(
    "cladding a new log store",
    [3, "timber-gen-shiplap-19x119-3600"],
    [2, "timber-gen-featheredge-22x125-1800"],
    [1, "roof-gen-corrugated-bitumen-black", "paint-grainshield-preserver-clear-5"],
  ),
  job(
    "cottage style wood panelling on the bathroom wall",
    [3, "timber-gen-matchboard-12x95-2400"],
    [2, "sheet-plyholt-mr-mdf-18"],
    [1, "timber-gen-planed-18x44-2400", "seal-stickford-grab-adhesive"],
  ),
  job(
    "battening out a wall before panelling it",
    [3, "timber-gen-planed-18x44-2400"],
    [1, "timber-gen-planed-18x94-2400", "fix-mundford-frame-fixings-10x100"],
  ),
  want(
    "cheap hard standing for the caravan",
    [3, "agg-gen-scalpings-bulk"],
    [2, "agg-gen-mot-bulk"],
    [1, "agg-gen-gravel-20-bulk", "agg-pebworth-mot-25"],
  ),
  job(
    "building a pergola over the patio",
    [3, "timber-gen-fence-post-100-2400"],
    [2, /^timber-hockwold-c16-47x150-/],
    [1, "fix-gen-coach-bolts-m10", "cement-orsdale-postmix-20", "fix-grippington-timber-6-7x150-50"],
  ),
  job(
    "hanging a new side gate",
    [3, "timber-gen-fence-post-100-2400"],
    [2, "cement-orsdale-postmix-20"],
    [1, "fix-gen-coach-bolts-m10"],
  ),
  job(
    "stepping stone path across the lawn",
    [3, "land-gen-riven-450"],
    [2, "land-gen-riven-600", /^land-wenhaston-scarning-/],
    [1, /sharp-sand/],
  ),
  job(
    "new block paved drive",
    [3, /^land-wenhaston-block-paving-/],
    [1, "agg-gen-mot-bulk", "agg-pebworth-kiln-dried-sand-20", "land-gen-kerb-bullnose", /sharp-sand/],
  ),
  job(
    "recovering the flat roof on the porch",
    [3, "roof-gen-epdm-3x4"],
    [1, "sheet-plyholt-osb3-11", "roof-gen-shed-felt-10"],
  ),
  job(
    "fitting the waste under a new bathroom basin",
    [3, "plumb-gen-bottle-trap-40"],
    [1, "plumb-gen-waste-pipe-40-3000"],
  ),
  job(
    "running a cold feed out to the utility room",
    [3, "plumb-clickfast-barrier-15-3000", "plumb-gen-copper-15-2000", "plumb-gen-copper-15-3000"],
    [2, /^plumb-(coppleton-comp|clickfast-(elbow|tee))-/],
    [1, "plumb-gen-pipe-clips-15", "plumb-coppleton-isolating-15"],
  ),
  job(
    "first fix plumbing for a new bathroom",
    [3, /^plumb-gen-copper-/, "plumb-clickfast-barrier-15-3000", "plumb-gen-waste-pipe-40-3000"],
    [2, /^plumb-(coppleton-(comp|solder)|clickfast-(elbow|tee|inserts))-/],
    [1, "plumb-gen-pipe-clips-15", "plumb-coppleton-isolating-15"],
  ),
  job(
    "dot and dab in the back bedroom",
    [3, "plaster-gypcliffe-dryliner-adhesive-25"],
    [2, "board-gypcliffe-te-12-5-2400", "board-gen-te-12-5-2400"],
    [1, "board-gypcliffe-thermal-37-5-2400"],
  ),
  job(
    "plastering a bare blockwork wall",
    [3, "plaster-gypcliffe-hardwall-25"],
    [2, "plaster-gypcliffe-one-coat-25"],
    [1, "plaster-gypcliffe-multi-finish-25", "plaster-gen-angle-bead-2400"],
  ),
  question(
    "best way to soundproof the floor between two bedrooms",
    [3, "insul-thermadge-acoustic-roll-50"],
    [2, "board-gypcliffe-acoustic-15-2400"],
  ),
  job(
    "keeping the heat in a loft room under the slope of the roof",
    [3, "insul-gen-multifoil-1200", /^insul-thermadge-sturston-/],
    [1, /^insul-thermadge-cosyfold-/],
  ),
  job(
    "painting the wooden window frames inside",
    [3, /^paint-lynford-gloss-white-/, "paint-lynford-satinwood-white-2-5"],
    [2, "paint-lynford-undercoat-white-750"],
    [1, "paint-gen-sandpaper-assorted", "paint-gen-brush-set-5", /^paint-gen-masking-tape-/],
  ),
  job(
    "putting tiles up behind the hob",
    [3, "seal-stickford-tile-adhesive-wall"],
    [2, "seal-stickford-tile-adhesive-floor"],
    [1, "seal-stickford-grout-white"],
  ),
  job(
    "tiling a bathroom floor over floorboards",
    [3, "seal-stickford-tile-adhesive-floor", "sheet-gen-tile-backer-12"],
    [2, /^sheet-plyholt-hardwood-ply-/],
    [1, "seal-stickford-grout-white"],
  ),
  question(
    "what do I use to hang pictures on a plasterboard wall",
    [3, "fix-mundford-plasterboard-fixings"],
    [2, "fix-mundford-hollow-anchors-m5"],
  ),
  job(
    "fixing a TV bracket to a brick wall",
    [3, "fix-mundford-plugs-brown-100", "fix-grippington-masonry-7-5x100-10"],
    [2, "fix-mundford-plugs-red-100", "fix-mundford-frame-fixings-10x100"],
    [1, "fix-grippington-wood-5x70-100"],
  ),
  job("levelling the garden ready for new turf", [3, "agg-gen-topsoil-bulk"], [1, "land-gen-artificial-grass-30"]),

  want("safe sand for the kids' sandpit", [3, "agg-pebworth-play-sand-15"]),
  want(
    "something to make the mortar easier to spread",
    [3, "cement-kettleburgh-plasticiser-5"],
    [2, "cement-kettleburgh-hydrated-25"],
  ),
  want(
    "colour for the garden bench so it stops going grey",
    [3, "paint-grainshield-stain-oak-750"],
    [1, "paint-grainshield-preserver-clear-5", "paint-grainshield-decking-oil-natural-2-5"],
  ),
  want(
    "quick fix for a gutter that drips at the joint",
    [3, "seal-sealbury-roof-sealant-black"],
    [2, "roof-gen-flashing-tape-150"],
  ),
  want(
    "something to fill nail holes in the wall before painting",
    [3, "paint-gen-filler-ready-mixed"],
    [1, "seal-sealbury-caulk-white", "paint-gen-sandpaper-assorted"],
  ),
  want("something to cover the carpet while I decorate", [3, "paint-gen-dust-sheet"]),
  want("screen on top of the fence for climbing roses", [3, "timber-gen-panel-trellis-6x1"]),

  question(
    "what do I need over a patio door opening",
    [3, "block-spanholt-cavity-2400"],
    [2, "block-spanholt-cavity-1800"],
    [1, "block-spanholt-cavity-1200", "block-spanholt-box-1200", /^block-gen-lintel-concrete-/],
  ),
  question(
    "what bricks go below the damp course",
    [3, /^brick-gen-engineering-/],
    [1, /^brick-gen-dpc-/, "block-tatterford-dense-140"],
  ),
  question("what do I seal round a new shower tray with", [3, /^seal-sealbury-sanitary-/], [1, "seal-gen-sealant-gun"]),
  question(
    "how do I join plastic pipe to copper",
    [3, /^plumb-clickfast-(elbow|tee)-/],
    [2, "plumb-clickfast-inserts-15", /^plumb-coppleton-comp-/],
  ),
  question(
    "best glue for a loose joint on a wooden chair",
    [3, "seal-stickford-wood-glue"],
    [1, "seal-stickford-grab-adhesive", "seal-stickford-pva-5"],
  ),
  question("what goes under gravel to stop the weeds", [3, /^land-gen-weed-membrane-/]),
  question(
    "what should I seal round new windows with outside",
    [3, "seal-sealbury-frame-sealant-white"],
    [1, "seal-sealbury-general-silicone-clear", /^seal-sealbury-(expanding|gun)-foam$/],
  ),
];
