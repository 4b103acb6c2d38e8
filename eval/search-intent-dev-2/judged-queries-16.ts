/** 50 multi-word intent queries over held-out set 16's catalogue, graded by its keys (README: how and from what). */
import { intentWriters, type IntentQuery } from "./query-kit.ts";

const { problem, job, want, question } = intentWriters(16);

export const QUERIES_16: readonly IntentQuery[] = [
  problem(
    "brown water stain on the ceiling keeps showing through the paint",
    [3, "paint-huetholme-stain-block-500"],
    [1, "paint-huetholme-trade-matt-white-10"],
  ),
  problem("radiator in the spare room is always roasting", [3, "plumb-gen-trv-15"]),
  problem(
    "lead round the chimney has come away",
    [3, /^roof-gen-lead-code4-/],
    [2, "roof-gen-flashing-tape-150"],
    [1, "seal-caulkley-roof-sealant-black"],
  ),
  problem(
    "floor is all lumps and dips where the old tiles came up",
    [3, "cement-brantingham-selflevel-20"],
    [2, "cement-brantingham-screed-25"],
    [1, "sheet-gen-hardboard-3"],
  ),
  problem("musty smell and damp under the suspended floor", [3, "brick-gen-air-brick"]),
  problem(
    "ridge tile cracked in the storm",
    [3, "roof-rooksby-ridge-grey"],
    [1, "cement-brantingham-mortar-20", "seal-caulkley-roof-sealant-black"],
  ),
  problem(
    "fence post snapped off in the wind",
    [3, "timber-gen-fence-post-75-2400", "timber-gen-concrete-post-2360"],
    [2, "timber-gen-fence-post-100-2400", "cement-brantingham-postmix-20"],
    [1, "timber-gen-gravel-board-1830"],
  ),
  problem(
    "front door looks tired and faded",
    [3, "paint-huetholme-gloss-black-750"],
    [2, "paint-huetholme-gloss-white-750", "paint-huetholme-satinwood-white-2-5"],
    [1, "paint-huetholme-undercoat-white-750", "paint-woodlea-stain-dark-oak-750"],
  ),
  problem("garage floor is dusty and covered in oil stains", [3, "paint-huetholme-floor-grey-2-5"]),
  problem(
    "puddle always sits on the patio by the back door",
    [3, "drain-soakford-channel-1000"],
    [2, "drain-soakford-crate"],
    [1, "drain-soakford-gully-110"],
  ),
  problem(
    "cold draught coming in round the window frame",
    [3, "seal-caulkley-frame-sealant-white"],
    [2, /^seal-caulkley-(expanding|gun)-foam$/],
    [1, "seal-caulkley-general-silicone-clear"],
  ),
  problem(
    "grout in the shower is cracked and grubby",
    [3, "seal-holdtack-grout-white-5"],
    [1, /^seal-caulkley-sanitary-/],
  ),
  problem(
    "outside wall of the bedroom is freezing and going mouldy",
    [3, "board-gypsworth-thermal-37-5"],
    [1, /^insul-snugholt-foilcore-/, "paint-huetholme-stain-block-500"],
  ),
  problem(
    "need to turn the water off to the dripping kitchen tap",
    [3, "plumb-gen-isolating-valve-15"],
    [1, "plumb-gen-ptfe", "plumb-gen-tap-connector-15"],
  ),

  job(
    "screeding the garage floor",
    [3, "cement-brantingham-screed-25"],
    [2, /sharp-sand/, "cement-brantingham-opc-25"],
    [1, "cement-limmerby-sbr-5", "cement-limmerby-waterproofer-5"],
  ),
  job(
    "building a low brick wall round the front garden",
    [3, /^brick-kilnsey-/],
    [2, "brick-gen-common"],
    [1, "cement-brantingham-mortar-20", /building-sand/, "cement-brantingham-opc-25", /^brick-gen-engineering-/],
  ),
  job(
    "footings for a single storey extension",
    [3, "block-harewold-cloudstone-trench-300", "agg-gen-ballast-bulk"],
    [
      2,
      "agg-shingleford-ballast-25",
      "cement-brantingham-concrete-20",
      "cement-brantingham-opc-25",
      /^block-harewold-dense-/,
    ],
    [1, "brick-gen-engineering-b", /^brick-gen-dpc-/],
  ),
  job(
    "holding back the soil at the bottom of a sloping garden",
    [3, "block-harewold-hollow-215"],
    [2, "timber-gen-sleeper-2400"],
    [1, "brick-gen-engineering-a", "cement-brantingham-concrete-20"],
  ),
  want(
    "chunky timber for raised vegetable beds",
    [3, "timber-gen-sleeper-2400"],
    [2, "land-gen-log-roll"],
    [1, "agg-gen-topsoil-bulk", "fix-drivewick-timber-6-7x150-50"],
  ),
  job(
    "battening the roof ready for new tiles",
    [3, /^timber-gen-batten-/],
    [2, "roof-gen-breather-50"],
    [1, /^roof-rooksby-hambledon-/, "roof-rooksby-plain-clay"],
  ),
  job(
    "decking round the hot tub",
    [3, /^deck-larchfield-(grooved|stormgrain)-/],
    [2, "deck-larchfield-joist-3000"],
    [
      1,
      "fix-drivewick-decking-4-5x60-250",
      /^deck-larchfield-(newel|spindle|handrail)-/,
      "paint-woodlea-decking-oil-clear-2-5",
    ],
  ),
  job(
    "fitting new skirting in the lounge",
    [3, /skirting/],
    [1, "seal-holdtack-grab-290", "seal-caulkley-caulk-white"],
  ),
  job(
    "boxing in the soil pipe behind the toilet",
    [3, "sheet-panelby-mr-mdf-18"],
    [2, /^sheet-panelby-mdf-/, "sheet-panelby-hardwood-ply-12", "sheet-panelby-marine-ply-18"],
    [1, "timber-gen-planed-44x44-2400"],
  ),
  job(
    "dry lining an old brick wall",
    [3, "plaster-gypsworth-adhesive-25", "board-gypsworth-te-12-5-2400", "board-gen-te-12-5-2400"],
    [2, "board-gypsworth-thermal-37-5", "board-gypsworth-te-12-5-1800"],
    [1, "plaster-gypsworth-joint-filler-12-5", "plaster-gen-scrim-90"],
  ),
  job(
    "first coat of plaster on a smooth concrete wall",
    [3, "plaster-gypsworth-bonding-25"],
    [1, "plaster-gypsworth-hardwall-25", "cement-limmerby-sbr-5", "seal-holdtack-pva-5"],
  ),
  question(
    "what board goes on the ceiling of an integral garage",
    [3, "board-gypsworth-fire-12-5"],
    [1, /^board-gypsworth-te-/, "board-gen-te-12-5-2400"],
  ),
  job(
    "insulating between the rafters for a loft conversion",
    [3, "insul-snugholt-foilcore-100", "insul-snugholt-foilcore-50", "insul-snugholt-multifoil"],
    [2, "insul-snugholt-foilcore-25"],
    [1, /^insul-snugholt-fleecewell-/],
  ),
  want(
    "something thicker to top up the attic insulation",
    [3, "insul-snugholt-fleecewell-200", "insul-snugholt-fleecewell-150"],
    [2, "insul-snugholt-fleecewell-100"],
    [1, "insul-gen-loft-legs"],
  ),
  job(
    "connecting the new basin taps to the supply",
    [3, "plumb-gen-tap-connector-15"],
    [2, "plumb-gen-isolating-valve-15"],
    [1, "plumb-gen-bottle-trap-32", "plumb-gen-ptfe"],
  ),
  job(
    "extending the central heating to a new radiator",
    [3, /^plumb-gen-copper-/],
    [2, /^plumb-(ferrulo|pushbeck)-/],
    [1, "plumb-gen-trv-15", "plumb-gen-pipe-clip-15", /^insul-gen-lagging-/],
  ),
  question(
    "what fixings will hold a telly on a stud wall",
    [3, "fix-anchorby-hollow-m5"],
    [2, "fix-anchorby-plasterboard-fixings"],
  ),
  job(
    "putting up a new washing line pole",
    [3, "cement-brantingham-postmix-20"],
    [1, "cement-brantingham-concrete-20"],
  ),
  job(
    "first coat of emulsion on a freshly skimmed wall",
    [3, "paint-huetholme-contract-matt-white-10"],
    [2, "paint-huetholme-trade-matt-white-10"],
    [1, "paint-gen-roller-set-9"],
  ),
  job(
    "re-cladding the side of the shed",
    [3, "timber-gen-featheredge-1800"],
    [1, "fix-drivewick-nails-round-75", /^paint-woodlea-shed-fence-/, "sheet-panelby-osb3-9"],
  ),
  job("staining the pine doors a darker colour", [3, "paint-woodlea-stain-dark-oak-750"], [1, "paint-gen-brush-set-5"]),
  job(
    "new window sills inside after the windows were replaced",
    [3, "trim-gen-window-board-219"],
    [1, "sheet-panelby-mr-mdf-18"],
  ),

  want(
    "something to stop the gravel spilling onto the lawn",
    [3, "land-gen-edging-rope", "land-gen-log-roll"],
    [1, "land-gen-kerb-bullnose"],
  ),
  want(
    "nice stones to go round the pond",
    [3, "agg-shingleford-slate-chippings-20"],
    [2, "agg-shingleford-granite-chippings-20", "agg-shingleford-cotswold-20", "agg-shingleford-pea-gravel-20"],
  ),
  want("somewhere to catch rainwater for the veg patch", [3, "drain-gen-water-butt-210"]),
  want(
    "roof for the carport that lets the light through",
    [3, "roof-gen-pvc-sheet-clear"],
    [1, "roof-gen-corrugated-bitumen-green"],
  ),
  want(
    "something to keep the fence panels off the wet soil",
    [3, "timber-gen-gravel-board-1830"],
    [1, "timber-gen-concrete-post-2360"],
  ),
  want(
    "cement that goes off quick on a frosty morning",
    [3, "cement-brantingham-rapid-25"],
    [2, "cement-brantingham-opc-25"],
  ),
  want(
    "bright white pointing for a smart garden wall",
    [3, "cement-brantingham-white-25"],
    [1, /building-sand/, "agg-shingleford-silver-sand-25"],
  ),

  question(
    "what goes over old floorboards before vinyl",
    [3, "sheet-gen-hardboard-3"],
    [1, "sheet-panelby-hardwood-ply-12"],
  ),
  question(
    "what do you put on rough fence panels to make them last",
    [3, /^paint-woodlea-shed-fence-/],
    [2, "paint-woodlea-preserver-clear-2-5"],
  ),
  question(
    "which screws do I use on deck boards",
    [3, "fix-drivewick-decking-4-5x60-250"],
    [1, "fix-drivewick-wood-5x60-100"],
  ),
  question(
    "what goes between the two skins of a block wall",
    [3, "brick-gen-wall-ties-200", "insul-snugholt-cavity-batt-100"],
    [1, "brick-gen-dpc-150"],
  ),
  question("how do I stop rising damp in a new wall", [3, /^brick-gen-dpc-/], [1, /^brick-gen-engineering-/]),
  question(
    "what do I hang new joists off the wall with",
    [3, "fix-gen-joist-hanger-47"],
    [2, "fix-gen-restraint-strap"],
    [1, /^timber-fellbeck-c24-/],
  ),
  question(
    "what goes under each end of an RSJ",
    [3, "block-gen-padstone"],
    [1, /^block-girtford-/, /^block-gen-lintel-concrete-/],
  ),
];
