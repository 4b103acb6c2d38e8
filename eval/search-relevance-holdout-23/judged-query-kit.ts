/**
 * How held-out set 23's judged queries are written: the grade tiers of eval/search-relevance-holdout-3/grade-kit.ts
 * (shared by the held-out sets) over set 23's catalogue. A pick is a key or a pattern over keys and must name at
 * least one product (a typo in a grade fails loudly); a product named by two tiers keeps the higher grade.
 */
import { gradeKit, type Tier } from "../search-relevance-holdout-3/grade-kit.ts";
import type { JudgedQuery, Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
import { CATALOGUE } from "./catalogue.ts";

export { KINDS, type JudgedQuery, type Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
export type { Tier } from "../search-relevance-holdout-3/grade-kit.ts";

export const { keysFor, brandKeys, where, q } = gradeKit(CATALOGUE);

/** One kind's writer: `kind(k)("query", [3, …], [2, …])`. */
export const kind =
  (k: Kind) =>
  (text: string, ...tiers: Tier[]): JudgedQuery =>
    q(text, k, ...tiers);

/** Groups of products several queries grade alike. */
export const OPC = "cement-tregony-opc-25";
export const CEMENTS = /^cement-tregony-(?:opc|white|rapid|masonry)-/;
export const MIXES = /^cement-tregony-(?:mortar|concrete|postmix)-/;
export const FLOOR_MIXES = /^cement-tregony-(?:screed|selflevel)-/;
export const LIMES = /^cement-ladock-(?:hydrated-lime|nhl5)-/;
export const ADDITIVES = /^cement-ladock-(?:plasticiser|sbr|waterproofer|dye)-/;
export const SBR = /^cement-ladock-sbr-/;
export const BUILDING_SAND = /^agg-(?:gen|porthcurno)-building-sand-/;
export const SHARP_SAND = /^agg-(?:gen|porthcurno)-sharp-sand-/;
export const BALLAST = /^agg-(?:gen|porthcurno)-ballast-/;
export const MOT = /^agg-(?:gen|porthcurno)-mot-/;
export const SANDS = /^agg-(?:gen|porthcurno)-(?:building|sharp|kiln-dried|play)-sand-/;
export const BULK = /^agg-gen-.*-bulk$/;
export const BAGGED = /^agg-porthcurno-/;
export const GRAVELS = /^agg-(?:porthcurno-pea-gravel|gen-gravel|gen-shingle)-/;
export const CHIPPINGS = /^agg-porthcurno-(?:cotswold|slate|granite)-chippings-/;
export const DECOR_STONE = /^agg-porthcurno-(?:pea-gravel|cotswold|slate|granite|pebbles)-/;
export const FACING = /^brick-zennor-/;
export const BODINNICK = /^brick-zennor-bodinnick-/;
export const MYLOR = /^brick-zennor-mylor-/;
export const ENGINEERING = /^brick-gen-engineering-/;
export const BRICKS = /^brick-(?:zennor-|gen-(?:engineering|common))/;
export const AIR_BRICKS = /^brick-gen-air-brick-/;
export const DPC = /^brick-gen-dpc-/;
export const DENSE = /^block-luxulyan-dense-/;
export const AIRCRETE = /^block-luxulyan-crantock-(?:100|7n)/;
export const BLOCKS = /^block-luxulyan-(?:dense|hollow|crantock-(?:100|7n))/;
export const BLOCKS_100 = /^block-luxulyan-(?:dense-100|crantock-100|crantock-7n-100)$/;
export const CAVITY_LINTELS = /^block-kenwyn-cavity-/;
export const STEEL_LINTELS = /^block-kenwyn-/;
export const CONCRETE_LINTELS = /^block-gen-lintel-concrete-/;
export const LINTELS = /^block-(?:kenwyn|gen-lintel-concrete)-/;
export const SANDSTONE = /^land-morwenstow-porthleven-/;
export const PORCELAIN = /^land-morwenstow-portscatho-/;
export const RIVEN = /^land-gen-riven-slab-/;
export const SLABS = /^land-(?:morwenstow-(?:porthleven|portscatho)|gen-riven)-/;
export const BLOCK_PAVING = /^land-morwenstow-block-paving-/;
export const EDGING = /^land-gen-(?:kerb|edging)-/;
export const WEED = /^land-gen-weed-fabric-/;
export const C16 = /^timber-godolphin-c16-/;
export const C16_3X2 = /^timber-godolphin-c16-47x75-/;
export const C16_4X2 = /^timber-godolphin-c16-47x100-/;
export const C16_6X2 = /^timber-godolphin-c16-47x150-/;
export const C24 = /^timber-godolphin-c24-/;
export const SAWN = /^timber-godolphin-c(?:16|24)-/;
export const CLS = /^timber-godolphin-cls-/;
export const CLS_4X2 = /^timber-godolphin-cls-38x89-/;
export const BATTENS = /^timber-gen-batten-/;
export const PLANED = /^timber-gen-planed-/;
export const TIMBER_POSTS = /^timber-godolphin-post-/;
export const FENCE_POSTS = /^timber-(?:godolphin-post|gen-concrete-post)-/;
export const PANELS = /^timber-godolphin-panel-/;
export const FENCE_PANELS = /^timber-godolphin-panel-(?:overlap|closeboard)-/;
export const OVERLAP = /^timber-godolphin-panel-overlap-/;
export const FENCING =
  /^timber-(?:godolphin-(?:post|panel)|gen-(?:concrete-post|gravel-board|featheredge|arris-rail))-/;
export const CLADDING = /^timber-gen-(?:shiplap|matchboard|featheredge)-/;
export const DECK_BOARDS = /^deck-penwithick-board-/;
export const COMPOSITE = /^deck-penwithick-trevone-/;
export const ALL_DECK_BOARDS = /^deck-penwithick-(?:board|trevone)-/;
export const DECK_RAILS = /^deck-penwithick-(?:newel|spindle|handrail)-/;
export const DECKING = /^deck-penwithick-/;
export const MDF_SKIRTING = /^trim-feock-[a-z]+-skirting-/;
export const SKIRTING = /^trim-(?:feock-[a-z]+-skirting-|gen-pine-skirting-)/;
export const ARCHITRAVE = /^trim-feock-[a-z]+-architrave-/;
export const SMALL_MOULDINGS = /^trim-gen-(?:quadrant|scotia)-/;
export const MOULDINGS = /^trim-/;
export const OSB = /^sheet-probus-osb3-/;
export const OSB_FULL = /^sheet-probus-osb3-\d+$/;
export const PLY = /^sheet-probus-[a-z]+-ply-/;
export const HARDWOOD_PLY = /^sheet-probus-hardwood-ply-/;
export const MDF = /^sheet-probus-(?:mr-)?mdf-/;
export const PLAIN_MDF = /^sheet-probus-mdf-/;
export const CHIPBOARD = /^sheet-gen-chipboard-/;
export const SHEETS = /^sheet-/;
export const STD_BOARDS = /^board-(?:veryan-(?:te|se)-|gen-te-)/;
export const TE_12_5 = /^board-(?:veryan|gen)-te-12-5-2400$/;
export const BOARDS_12_5 = /^board-(?:veryan-(?:te|se|moisture)-12-5|gen-te-12-5)/;
export const SPECIAL_BOARDS = /^board-veryan-(?:moisture|fire|acoustic|thermal)-/;
export const BOARDS = /^board-/;
export const FINISH_PLASTER = /^plaster-grampound-praze-(?:multi|board)-finish-/;
export const UNDERCOATS = /^plaster-grampound-praze-(?:bonding|hardwall)-/;
export const PLASTERS = /^plaster-grampound-praze-/;
export const BEADS = /^plaster-gen-(?:angle|stop)-bead-/;
export const ANGLE_BEADS = /^plaster-gen-angle-bead-/;
export const LOFT = /^insul-mithian-loft-roll-/;
export const PIR = /^insul-mithian-ludgvan-/;
export const INSUL_BOARDS = /^insul-(?:mithian-ludgvan|gen-eps)-/;
export const LAGGING = /^insul-gen-lagging-/;
export const INSULATION = /^insul-(?:mithian|gen-(?:eps|multifoil))/;
export const CONCRETE_TILES = /^roof-trewarmett-madron-/;
export const ROOF_TILES = /^roof-(?:trewarmett-(?:madron|plain-clay)|gen-natural-slate)/;
export const LEAD = /^roof-gen-lead-code4-/;
export const FLAT_ROOF = /^roof-gen-(?:epdm-3x4|shed-felt-10)$/;
export const ROOF_SHEETS = /^roof-gen-(?:corrugated-bitumen|pvc-sheet)$/;
export const ROOFLINE = /^roof-gen-(?:fascia|soffit)-/;
export const UNDERGROUND = /^drain-tresillian-/;
export const DRAIN_PIPE = /^drain-tresillian-pipe-/;
export const BENDS = /^drain-tresillian-bend-/;
export const GUTTER = /^drain-pelynt-gutter-/;
export const GUTTER_FITTINGS = /^drain-pelynt-(?:bracket|outlet|stop-end)-/;
export const DOWNPIPE = /^drain-pelynt-(?:downpipe|shoe)-/;
export const RAINWATER = /^drain-pelynt-/;
export const COPPER = /^plumb-gen-copper-/;
export const COPPER_15 = /^plumb-gen-copper-15-/;
export const COMPRESSION = /^plumb-sithney-comp-/;
export const PUSH_FIT = /^plumb-breage-(?:elbow|tee)-/;
export const FITTINGS = /^plumb-(?:sithney-(?:comp|solder)-|breage-(?:elbow|tee)-)/;
export const ELBOWS = /^plumb-(?:sithney-(?:comp|solder)-elbow|breage-elbow)-/;
export const TEES = /^plumb-(?:sithney-comp|breage)-tee-/;
export const WOOD_SCREWS = /^fix-cubert-wood-/;
export const SCREWS = /^fix-cubert-(?:wood|decking|drywall|concrete|timber)-/;
export const NAILS = /^fix-cubert-nails-/;
export const WALL_FIXINGS = /^fix-germoe-/;
export const CAVITY_FIXINGS = /^fix-germoe-(?:hollow|plasterboard)-/;
export const SILICONE = /^seal-gwithian-(?:sanitary|general-silicone)-/;
export const SANITARY = /^seal-gwithian-sanitary-/;
export const FOAM = /^seal-gwithian-(?:expanding|gun)-foam$/;
export const SEALANTS = /^seal-gwithian-(?:sanitary|general-silicone|frame-sealant|caulk|roof-sealant|fire-sealant)/;
export const TILE_ADHESIVE = /^seal-duloe-tile-adhesive-/;
export const GROUT = /^seal-duloe-grout-/;
export const PVA = /^seal-duloe-pva-/;
export const EMULSION = /^paint-lelant-(?:coverack|trade|contract)-/;
export const WHITE_EMULSION =
  /^paint-lelant-(?:coverack-(?:matt|silk)-white|trade-vinyl-matt-white|contract-matt-white)-/;
export const MATT_WHITE = /^paint-lelant-(?:coverack-matt-white|trade-vinyl-matt-white|contract-matt-white)-/;
export const WOODWORK_PAINT = /^paint-lelant-(?:gloss|satinwood|undercoat)-/;
export const GLOSS = /^paint-lelant-gloss-/;
export const MASONRY_PAINT = /^paint-lelant-altarnun-/;
export const SHED_FENCE = /^paint-gorran-shed-fence-/;
export const WOOD_CARE = /^paint-gorran-/;
export const SUNDRIES = /^paint-gen-/;
