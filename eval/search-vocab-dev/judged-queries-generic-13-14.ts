/**
 * Generic words over held-out sets 13 and 14's catalogues: category words, plurals and shopping words round a
 * category. 3: the category's everyday members; 2: its specialist members or a close neighbour; 1: related.
 */
import { generic, type VocabQuery } from "./query-kit.ts";

export const GENERIC_13_14: readonly VocabQuery[] = [
  // Set 13
  generic(
    13,
    "ply boards for sale",
    [3, /^sheet-sheetwright-hardwood-ply/],
    [2, "sheet-sheetwright-birch-ply-18", "sheet-sheetwright-marine-ply-18", "sheet-sheetwright-shuttering-ply-18"],
    [1, /^sheet-sheetwright-osb3/, /^sheet-sheetwright-(mdf|mr-mdf)/],
  ),
  generic(
    13,
    "sealant range",
    [3, /^seal-tenaxo-silicone/, "seal-tenaxo-frame-sealant"],
    [2, "seal-tenaxo-roof-sealant", "seal-tenaxo-decorators-caulk"],
    [1, "seal-gen-sealant-gun", /^seal-tenaxo-(expanding|gun)-foam/],
  ),
  generic(
    13,
    "roofing materials uk",
    [3, /^roof-stainmore-/, "roof-gen-natural-slate", "roof-gen-shed-felt", "roof-gen-breather-membrane"],
    [3, "roof-gen-epdm-3x4", /^roof-gen-lead-code4/, "roof-gen-corrugated-bitumen"],
    [2, "roof-gen-flashing-tape", "roof-gen-fascia-white", "roof-gen-soffit-white", /^timber-gen-batten/],
    [1, "fix-clenchfast-nails-clout-30", "seal-tenaxo-roof-sealant"],
  ),
  generic(
    13,
    "guttering parts",
    [3, /^drain-runnel-gutter-/],
    [2, /^drain-runnel-(union|outlet|stop-end|bracket)-black/, "drain-runnel-downpipe-black"],
    [1, "drain-runnel-water-butt"],
  ),
  generic(
    13,
    "cheap fence panels",
    [3, /^timber-gen-panel-overlap/],
    [2, "timber-gen-panel-closeboard-6x6"],
    [1, "timber-gen-trellis-6x1"],
  ),
  generic(
    13,
    "bricks in stock",
    [3, /^brick-redhallow-/, "brick-gen-common"],
    [2, /^brick-gen-engineering/],
    [1, "brick-gen-air-brick-terracotta"],
  ),
  generic(
    13,
    "insulation for homes",
    [3, /^insul-warmlok-roll/, /^insul-warmlok-pir/],
    [2, "insul-warmlok-acoustic-roll", "insul-warmlok-cavity-batt", "insul-warmlok-eps-50"],
    [2, "board-gauntry-thermal-37-5-2400"],
    [1, /^insul-gen-lagging/, "insul-gen-radiator-foil", "insul-warmlok-foil-tape", "insul-gen-loft-legs"],
  ),
  generic(
    13,
    "underground drainage range",
    [3, "drain-runnel-pipe-110-3000", "drain-runnel-bend-110", "drain-runnel-gully", "drain-runnel-inspection-chamber"],
    [2, "drain-runnel-channel-drain", "drain-runnel-soakaway-crate"],
    [1, /^drain-runnel-gutter-/, "drain-runnel-downpipe-black"],
  ),
  generic(
    13,
    "screws bulk",
    [3, /^fix-clenchfast-wood/],
    [2, /^fix-clenchfast-(decking|drywall|concrete|timber)/],
    [1, /^fix-clenchfast-plugs/],
  ),
  generic(
    13,
    "paint deals",
    [3, /^paint-huemoor-(matt|silk|contract)/],
    [2, /^paint-huemoor-(gloss|satinwood|undercoat|masonry)/],
    [1, /^paint-fellmark-fence-treatment/, "paint-gen-roller-set", "paint-gen-brush-set"],
  ),
  generic(
    13,
    "timbers in various lengths",
    [3, /^timber-timberlode-c16/],
    [2, /^timber-timberlode-(c24|cls)/, /^timber-gen-planed/],
    [1, /^timber-gen-batten/],
  ),
  generic(
    13,
    "decking range",
    [3, /^deck-decksley-(grooved|composite)/],
    [2, "deck-decksley-joist", "deck-decksley-newel", "deck-decksley-spindle", "deck-decksley-handrail"],
    [1, "fix-clenchfast-decking-4-5x60", "paint-fellmark-decking-oil"],
  ),
  generic(
    13,
    "plasters",
    [3, /^plaster-gauntry-(multi-finish|board-finish|bonding|hardwall)/],
    [1, "plaster-gauntry-jointing", "plaster-gauntry-dryfix", "plaster-gen-angle-bead-2400", "plaster-gen-pva-primer"],
  ),

  // Set 14
  generic(
    14,
    "cement by the bag",
    [3, /^cement-quarrendon-opc/],
    [2, "cement-quarrendon-sulphate-25", "cement-quarrendon-rapid-20"],
    [1, /^cement-quarrendon-(mortar|concrete|swiftpost)/],
  ),
  generic(14, "sand types", [3, /^agg-(gen|grettle)-(building|sharp)-sand/], [2, "agg-grettle-kiln-dried-sand-20"]),
  generic(
    14,
    "gravel and stone",
    [
      3,
      "agg-grettle-pea-gravel-20",
      "agg-grettle-cotswold-20",
      "agg-grettle-slate-blue-20",
      "agg-grettle-granite-grey-20",
    ],
    [2, "agg-grettle-pebbles-20"],
    [1, "agg-gen-mot-type1-bulk", /ballast/],
  ),
  generic(
    14,
    "blocks for a blockwork wall",
    [3, /^block-densell-(dense|featherblok)/],
    [2, "block-densell-hollow-215", "block-densell-trench-300"],
    [1, "block-gen-padstone"],
  ),
  generic(
    14,
    "garden slabs",
    [3, /^land-pavisto-riven/],
    [2, /^land-pavisto-vitrelle/, /^land-pavisto-mellowstone/],
    [1, /^land-pavisto-block-paving/],
  ),
  generic(14, "board and sheet", [3, /^sheet-plyvern-/], [2, /^sheet-gen-/], [1, /^board-gypsella-std/]),
  generic(
    14,
    "mouldings and trims",
    [3, /^trim-trimlow-/, "trim-gen-pine-skirting-15x119-2400", "trim-gen-quadrant-15-2400", "trim-gen-scotia-15-2400"],
    [2, "trim-gen-door-stop-12x38-2100", "trim-gen-window-board-25x219-1800"],
    [1, "trim-gen-door-lining-32x138"],
  ),
  generic(
    14,
    "wall fixings pack",
    [3, /^fix-fixstead-/],
    [2, "fix-boltrey-concrete-7-5x100-10"],
    [1, /^fix-boltrey-wood/],
  ),
  generic(
    14,
    "glues and adhesive",
    [3, "seal-gripaxe-ironrock-grab", /^seal-gripaxe-pva/, "seal-gripaxe-wood-glue-1"],
    [2, /^seal-gripaxe-tile-adhesive/, "plaster-gypsella-drywall-adhesive-25"],
  ),
  generic(
    14,
    "plumbing fittings uk",
    [3, /^plumb-copperidge-comp/, /^plumb-clikflo-(elbow|tee)/, "plumb-copperidge-solder-elbow-15-10"],
    [2, "plumb-copperidge-isolating-valve-15", "plumb-clikflo-inserts-15-10", "plumb-gen-tap-connector-15-300"],
    [1, /^plumb-gen-copper/, "plumb-clikflo-pex-15-25m", "plumb-gen-ptfe-tape", "plumb-gen-pipe-clip-15-20"],
  ),
  generic(
    14,
    "fencing and posts",
    [3, /^timber-gen-panel-/, /^timber-gen-fence-post/, "timber-gen-concrete-post-2360"],
    [2, "timber-gen-gravel-board-22x150-1800", "timber-gen-featheredge-11x125-1800", "timber-gen-arris-rail-3000"],
    [1, /^paint-grainguard-shedcoat/, "cement-quarrendon-swiftpost-20"],
  ),
  generic(14, "nails bulk buy", [3, /^fix-boltrey-nails/]),
];
