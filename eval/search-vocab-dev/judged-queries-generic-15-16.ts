/**
 * Generic words over held-out sets 15 and 16's catalogues: category words, plurals and shopping words round a
 * category. 3: the category's everyday members; 2: its specialist members or a close neighbour; 1: related.
 */
import { generic, type VocabQuery } from "./query-kit.ts";

export const GENERIC_15_16: readonly VocabQuery[] = [
  // Set 15
  generic(
    15,
    "timber offers",
    [3, /^timber-yewbarrow-c16/],
    [2, /^timber-yewbarrow-(c24|cls)/, /^timber-gen-planed/],
    [1, /^timber-gen-(batten|fence-post|sleeper)/],
  ),
  generic(
    15,
    "landscaping products",
    [3, /^land-flagcroft-/],
    [2, /^land-gen-/, "agg-gen-mot-bulk", "agg-gen-gravel-20-bulk"],
    [1, /^agg-tarnbeck-(pea|plum|golden|white|cobbles)/, "agg-gen-topsoil-bulk"],
  ),
  generic(
    15,
    "plasterboards near me",
    [3, /^board-plastwell-(te|se)-/, "board-gen-te-12-5-2400"],
    [2, /^board-plastwell-(moisture|fire|acoustic|thermal)/],
  ),
  generic(
    15,
    "emulsion for walls trade tubs",
    [3, /^paint-hueford-(scrubtough|trade)-/],
    [1, /^paint-hueford-weatherall/],
  ),
  generic(15, "wood treatments", [3, /^paint-fencewell-/]),
  generic(
    15,
    "garden chippings",
    [3, "agg-tarnbeck-plum-slate-20", "agg-tarnbeck-white-marble-20"],
    [2, "agg-tarnbeck-golden-gravel-20", "agg-tarnbeck-pea-gravel-20"],
    [1, "agg-tarnbeck-cobbles-20", "agg-gen-gravel-20-bulk"],
  ),
  generic(
    15,
    "lime products",
    [3, "cement-lymecroft-hydrated-25", "cement-lymecroft-nhl5-25"],
    [1, "cement-lymecroft-plasticiser-5"],
  ),
  generic(
    15,
    "roof tiles for sale",
    [3, "roof-slatehurst-marbury-brown", "roof-slatehurst-marbury-slate-grey", "roof-slatehurst-plain-clay-red"],
    [2, "roof-slatehurst-ridge-half-round", "roof-gen-natural-slate-500"],
  ),
  generic(15, "decorating bits", [3, /^paint-gen-/], [1, "seal-bondhurst-caulk-white"]),
  generic(15, "tapes", [
    3,
    "plumb-gen-ptfe-tape",
    "paint-gen-masking-tape-25",
    "plaster-gen-scrim-tape-90",
    "insul-gen-foil-tape-45",
  ]),
  generic(
    15,
    "silicones and sealants",
    [3, /^seal-bondhurst-(sanitary|general-silicone|frame-sealant|roof-sealant)/],
    [2, "seal-bondhurst-caulk-white"],
    [1, "seal-gen-sealant-gun"],
  ),
  generic(
    15,
    "screws offers",
    [3, /^fix-fastwick-wood/],
    [2, "fix-fastwick-decking-4-5x60-250", "fix-fastwick-timber-6x150-50"],
    [1, "fix-fastwick-drywall-3-5x38-1000"],
  ),

  generic(
    15,
    "rainwater goods black",
    [3, "drain-rainsby-gutter-112-black-4000", "drain-rainsby-downpipe-68-black-2500"],
    [2, /^drain-rainsby-(bracket|outlet|stop-end)/, "drain-rainsby-gutter-112-white-4000"],
    [1, "drain-gen-water-butt-210"],
  ),

  // Set 16
  generic(16, "aggregates in bags", [3, /^agg-(gen|shingleford)-(?!topsoil)/], [2, "agg-gen-topsoil-bulk"]),
  generic(
    16,
    "insulation board offers",
    [3, /^insul-snugholt-foilcore/, "insul-gen-eps-50"],
    [2, "board-gypsworth-thermal-37-5"],
    [1, "insul-snugholt-cavity-batt-100", "insul-snugholt-multifoil"],
  ),
  generic(
    16,
    "concrete bags",
    [3, "cement-brantingham-concrete-20"],
    [
      2,
      "cement-brantingham-postmix-20",
      "cement-brantingham-opc-25",
      "agg-gen-ballast-bulk",
      "agg-shingleford-ballast-25",
    ],
    [1, "cement-brantingham-rapid-25"],
  ),
  generic(
    16,
    "mortar bags",
    [3, "cement-brantingham-mortar-20"],
    [2, "cement-brantingham-opc-25", /building-sand/],
    [1, "cement-limmerby-plasticiser-5", "cement-limmerby-nhl35-25", "cement-limmerby-hydrated-25"],
  ),
  generic(
    16,
    "glue range",
    [3, "seal-holdtack-pva-5", "seal-holdtack-wood-glue-1", "seal-holdtack-grab-290"],
    [2, /^seal-holdtack-tile-adhesive/, "plaster-gypsworth-adhesive-25"],
  ),
  generic(
    16,
    "brushes and rollers",
    [3, "paint-gen-roller-set-9", "paint-gen-brush-set-5"],
    [1, "paint-gen-masking-tape-25", "paint-gen-dust-sheet"],
  ),
  generic(
    16,
    "paving supplies",
    [3, /^land-stonegarth-(skelder|arnside|block-paving)/, /^land-gen-riven/],
    [1, "land-gen-kerb-bullnose", "land-gen-edging-rope", "land-stonegarth-jointing-buff"],
  ),
  generic(
    16,
    "flooring",
    [3, /^sheet-gen-chipboard/, "sheet-panelby-osb3-tg-18"],
    [2, "sheet-gen-hardboard-3", "sheet-panelby-osb3-18"],
    [1, "cement-brantingham-selflevel-20", "cement-brantingham-screed-25", "paint-huetholme-floor-grey-2-5"],
  ),
  generic(16, "copper fittings", [3, /^plumb-ferrulo-/], [2, /^plumb-pushbeck-(elbow|tee)/], [1, /^plumb-gen-copper/]),
  generic(
    16,
    "gloss paints",
    [3, /^paint-huetholme-gloss/],
    [2, "paint-huetholme-satinwood-white-2-5"],
    [1, "paint-huetholme-undercoat-white-750"],
  ),
  generic(
    16,
    "membrane rolls",
    [3, "roof-gen-breather-50", "roof-gen-epdm-3x4", /^land-gen-weed-membrane/],
    [2, /^brick-gen-dpc/, "roof-gen-shed-felt-10"],
    [1, "insul-snugholt-multifoil"],
  ),
  generic(
    16,
    "nuts and bolts",
    [3, "fix-gen-coach-bolt-m10"],
    [2, "fix-gen-threaded-rod-m10"],
    [1, "fix-anchorby-frame-10x100", "fix-anchorby-hollow-m5"],
  ),
];
