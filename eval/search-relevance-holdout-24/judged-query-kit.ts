/**
 * How held-out set 24's judged queries are written: the grade tiers of eval/search-relevance-holdout-3/grade-kit.ts
 * (shared by the held-out sets) over set 24's catalogue. A pick is a key or a pattern over keys and must name at
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
export const OPC = "cement-torridon-opc-25";
export const GP_CEMENT = /^cement-torridon-opc-/;
export const CEMENTS = /^cement-torridon-(?:opc|white|rapid|masonry|sulfate)-/;
export const MIXES = /^cement-torridon-(?:mortar|concrete|postmix)-/;
export const FLOOR_MIXES = /^cement-torridon-(?:screed|selflevel)-/;
export const LIMES = /^cement-shieldaig-(?:hydrated-lime|nhl35)-/;
export const ADDITIVES = /^cement-shieldaig-(?:plasticiser|sbr|waterproofer|frostproofer|dye)-/;
export const SBR = /^cement-shieldaig-sbr-/;
export const BUILDING_SAND = /^agg-(?:gen|applecross)-building-sand-/;
export const SHARP_SAND = /^agg-(?:gen|applecross)-sharp-sand-/;
export const BALLAST = /^agg-(?:gen|applecross)-ballast-/;
export const MOT = /^agg-(?:gen|applecross)-mot-/;
export const SANDS = /^agg-(?:gen|applecross)-(?:building|sharp|kiln-dried|play)-sand-/;
export const BULK = /^agg-gen-.*-bulk$/;
export const BAGGED = /^agg-applecross-/;
export const GRAVELS = /^agg-(?:applecross-pea-gravel|gen-gravel)-/;
export const CHIPPINGS = /^agg-applecross-(?:slate|granite)-chippings-/;
export const DECOR_STONE = /^agg-applecross-(?:pea-gravel|slate|granite|cobbles)-/;
export const FACING = /^brick-achnasheen-/;
export const BALNAKEIL = /^brick-achnasheen-balnakeil-/;
export const ENGINEERING = /^brick-gen-engineering-/;
export const BRICKS = /^brick-(?:achnasheen-|gen-(?:engineering|common))/;
export const AIR_BRICKS = /^brick-gen-air-brick-/;
export const DPC = /^brick-gen-dpc-/;
export const DENSE = /^block-diabaig-dense-/;
export const AIRCRETE = /^block-diabaig-inverpolly-/;
export const BLOCKS = /^block-diabaig-(?:dense|hollow|inverpolly)-/;
export const BLOCKS_100 = /^block-diabaig-(?:dense-100|inverpolly-100|inverpolly-7n-100)$/;
export const CAVITY_LINTELS = /^block-attadale-cavity-/;
export const STEEL_LINTELS = /^block-attadale-/;
export const CONCRETE_LINTELS = /^block-gen-lintel-concrete-/;
export const LINTELS = /^block-(?:attadale|gen-lintel-concrete)-/;
export const SANDSTONE = /^land-poolewe-achmelvich-/;
export const PORCELAIN = /^land-poolewe-clashnessie-/;
export const RIVEN = /^land-gen-riven-slab-/;
export const SLABS = /^land-(?:poolewe-(?:achmelvich|clashnessie)|gen-riven)-/;
export const BLOCK_PAVING = /^land-poolewe-block-paving-/;
export const EDGING = /^land-gen-(?:kerb|edging)-/;
export const WEED = /^land-gen-weed-fabric-/;
export const C16 = /^timber-gairloch-c16-/;
export const C16_3X2 = /^timber-gairloch-c16-47x75-/;
export const C16_4X2 = /^timber-gairloch-c16-47x100-/;
export const C16_6X2 = /^timber-gairloch-c16-47x150-/;
export const C24 = /^timber-gairloch-c24-/;
export const SAWN = /^timber-gairloch-c(?:16|24)-/;
export const CLS = /^timber-gairloch-cls-/;
export const BATTENS = /^timber-gen-batten-/;
export const PLANED = /^timber-gen-planed-/;
export const TIMBER_POSTS = /^timber-gairloch-post-/;
export const FENCE_POSTS = /^timber-(?:gairloch-post|gen-concrete-post)-/;
export const PANELS = /^timber-gairloch-panel-/;
export const FENCE_PANELS = /^timber-gairloch-panel-(?:overlap|closeboard)-/;
export const OVERLAP = /^timber-gairloch-panel-overlap-/;
export const FENCING = /^timber-(?:gairloch-(?:post|panel)|gen-(?:concrete-post|gravel-board|featheredge|arris-rail))-/;
export const CLADDING = /^timber-gen-(?:shiplap|matchboard|featheredge)-/;
export const DECK_BOARDS = /^deck-ullapool-board-/;
export const COMPOSITE = /^deck-ullapool-badachro-/;
export const ALL_DECK_BOARDS = /^deck-ullapool-(?:board|badachro)-/;
export const DECK_RAILS = /^deck-ullapool-(?:newel|spindle|handrail)$/;
export const DECKING = /^deck-ullapool-/;
export const MDF_SKIRTING = /^trim-scourie-[a-z]+-skirting-/;
export const SKIRTING = /^trim-(?:scourie-[a-z]+-skirting-|gen-pine-skirting-)/;
export const ARCHITRAVE = /^trim-scourie-[a-z]+-architrave-/;
export const SMALL_MOULDINGS = /^trim-gen-(?:quadrant|scotia)-/;
export const MOULDINGS = /^trim-/;
export const OSB = /^sheet-lochinver-osb3-/;
export const OSB_FULL = /^sheet-lochinver-osb3-\d+$/;
export const PLY = /^sheet-lochinver-[a-z]+-ply-/;
export const HARDWOOD_PLY = /^sheet-lochinver-hardwood-ply-/;
export const MDF = /^sheet-lochinver-(?:mr-)?mdf-/;
export const PLAIN_MDF = /^sheet-lochinver-mdf-/;
export const CHIPBOARD = /^sheet-gen-chipboard-/;
export const SHEETS = /^sheet-/;
export const STD_BOARDS = /^board-(?:durness-(?:te|se)-|gen-te-)/;
export const TE_12_5 = /^board-(?:durness|gen)-te-12-5-2400$/;
export const BOARDS_12_5 = /^board-(?:durness-(?:te|se|moisture|fire)-12-5|gen-te-12-5)/;
export const SPECIAL_BOARDS = /^board-durness-(?:moisture|fire|acoustic|thermal)-/;
export const BOARDS = /^board-/;
export const FINISH_PLASTER = /^plaster-drumbeg-(?:multi|board)-finish-/;
export const MULTI_FINISH = /^plaster-drumbeg-multi-finish-/;
export const UNDERCOATS = /^plaster-drumbeg-(?:bonding|hardwall)-/;
export const PLASTERS = /^plaster-drumbeg-(?:multi-finish|board-finish|bonding|hardwall)-/;
export const BEADS = /^plaster-gen-(?:angle|stop)-bead-/;
export const ANGLE_BEADS = /^plaster-gen-angle-bead-/;
export const LOFT = /^insul-melvich-loft-roll-/;
export const PIR = /^insul-melvich-talmine-/;
export const INSUL_BOARDS = /^insul-(?:melvich-talmine|gen-eps)-/;
export const LAGGING = /^insul-gen-lagging-/;
export const INSULATION = /^insul-(?:melvich|gen-(?:eps|multifoil))/;
export const CONCRETE_TILES = /^roof-bettyhill-skerray-/;
export const ROOF_TILES = /^roof-(?:bettyhill-(?:skerray|plain-clay)|gen-natural-slate)/;
export const LEAD = /^roof-gen-lead-code4-/;
export const FLAT_ROOF = /^roof-gen-(?:epdm-3x4|shed-felt-10)$/;
export const ROOF_SHEETS = /^roof-gen-(?:corrugated-bitumen|pvc-sheet)$/;
export const ROOFLINE = /^roof-gen-(?:fascia|soffit)-/;
export const UNDERGROUND = /^drain-helmsdale-/;
export const DRAIN_PIPE = /^drain-helmsdale-pipe-/;
export const BENDS = /^drain-helmsdale-bend-/;
export const GUTTER = /^drain-lairg-gutter-/;
export const GUTTER_FITTINGS = /^drain-lairg-(?:bracket|outlet|stop-end)-/;
export const DOWNPIPE = /^drain-lairg-(?:downpipe|shoe)-/;
export const RAINWATER = /^drain-lairg-/;
export const COPPER = /^plumb-gen-copper-/;
export const COPPER_15 = /^plumb-gen-copper-15-/;
export const COMPRESSION = /^plumb-strontian-comp-/;
export const PUSH_FIT = /^plumb-mallaig-(?:elbow|tee)-/;
export const FITTINGS = /^plumb-(?:strontian-(?:comp|solder)-|mallaig-(?:elbow|tee)-)/;
export const ELBOWS = /^plumb-(?:strontian-(?:comp|solder)-elbow|mallaig-elbow)-/;
export const TEES = /^plumb-(?:strontian-comp|mallaig)-tee-/;
export const WOOD_SCREWS = /^fix-morar-wood-/;
export const SCREWS = /^fix-morar-(?:wood|decking|drywall|concrete|timber)-/;
export const NAILS = /^fix-morar-nails-/;
export const WALL_FIXINGS = /^fix-arisaig-/;
export const PLUGS = /^fix-arisaig-plugs-/;
export const CAVITY_FIXINGS = /^fix-arisaig-(?:hollow|plasterboard)-/;
export const SILICONE = /^seal-glenelg-(?:sanitary|general-silicone)-/;
export const SANITARY = /^seal-glenelg-sanitary-/;
export const FOAM = /^seal-glenelg-(?:expanding|gun)-foam$/;
export const SEALANTS = /^seal-glenelg-(?:sanitary|general-silicone|frame-sealant|caulk|roof-sealant|fire-sealant)/;
export const TILE_ADHESIVE = /^seal-ardgay-tile-adhesive-/;
export const GROUT = /^seal-ardgay-grout-/;
export const PVA = /^seal-ardgay-pva-/;
export const EMULSION = /^paint-kishorn-(?:armadale|trade-vinyl|contract)-/;
export const WHITE_EMULSION =
  /^paint-kishorn-(?:armadale-(?:matt|silk)-white|trade-vinyl-matt-white|contract-matt-white)-/;
export const MATT_WHITE = /^paint-kishorn-(?:armadale-matt-white|trade-vinyl-matt-white|contract-matt-white)-/;
export const WOODWORK_PAINT = /^paint-kishorn-(?:gloss|satinwood|undercoat)-/;
export const GLOSS = /^paint-kishorn-gloss-/;
export const MASONRY_PAINT = /^paint-kishorn-masonry-/;
export const SHED_FENCE = /^paint-laxford-shed-fence-/;
export const WOOD_CARE = /^paint-laxford-/;
export const SUNDRIES = /^paint-gen-/;
