/**
 * How held-out set 12's judged queries are written: the grade tiers of eval/search-relevance-holdout-3/grade-kit.ts
 * (shared by the held-out sets) over set 12's catalogue. A pick is a key or a pattern over keys and must name at
 * least one product (a typo in a grade fails loudly); a product named by two tiers keeps the higher grade.
 */
import { gradeKit } from "../search-relevance-holdout-3/grade-kit.ts";
import { CATALOGUE } from "./catalogue.ts";

export { KINDS, type JudgedQuery, type Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
export type { Tier } from "../search-relevance-holdout-3/grade-kit.ts";

export const { keysFor, brandKeys, where, q } = gradeKit(CATALOGUE);

/** Groups of products several queries grade alike. */
export const OPC = /^cement-morvane-opc/;
export const MORTAR = /^cement-morvane-mortar-/;
export const LIME = /^cement-limeholt-(?:hydrated|nhl5)$/;
export const BUILDING_SAND = /^agg-(?:gen|quarrow)-building-sand/;
export const SHARP_SAND = /^agg-(?:gen|quarrow)-sharp-sand/;
export const BALLAST = /^agg-(?:gen|quarrow)-ballast/;
export const DECOR_STONE = /^agg-quarrow-(?:pea-gravel|granite-chippings|slate-blue|cobbles)$/;
export const FACING = /^brick-brickmere-/;
export const KELMARSH = /^brick-brickmere-kelmarsh-/;
export const ENGINEERING = /^brick-gen-engineering-/;
export const BRICKS = /^brick-(?:brickmere-|gen-(?:engineering|common))/;
export const DENSE = /^block-blockhurst-dense-/;
export const CONCRETE_BLOCKS = /^block-blockhurst-/;
export const AIRCRETE = /^block-kilnhay-(?:std|hs)-/;
export const BLOCKS = /^block-(?:blockhurst|kilnhay)-/;
export const LINTELS = /^block-gen-lintel-/;
export const CONCRETE_LINTELS = /^block-gen-lintel-concrete-/;
export const SANDSTONE = /^land-pavecroft-sandstone-/;
export const SLABS = /^land-pavecroft-(?:slab|smooth|porcelain)-/;
export const RIVEN = /^land-pavecroft-slab-/;
export const BLOCK_PAVING = /^land-pavecroft-block-paving-/;
export const C16 = /^timber-northrip-c16-/;
export const C16_4X2 = /^timber-northrip-c16-47x100-/;
export const C16_3X2 = /^timber-northrip-c16-47x75-/;
export const C16_6X2 = /^timber-northrip-c16-47x150-/;
export const C24 = /^timber-northrip-c24-/;
export const CLS = /^timber-northrip-cls-/;
export const SAWN = /^timber-northrip-(?:c16|c24)-/;
export const FOUR_BY_TWO = /^timber-northrip-(?:c16|c24)-47x100-/;
export const BATTENS = /^timber-gen-batten-/;
export const PLANED = /^timber-gen-planed-/;
export const FENCE_POSTS = /^timber-gen-fence-post-/;
export const PANELS = /^timber-gen-panel-(?:overlap|closeboard)-/;
export const OVERLAP = /^timber-gen-panel-overlap-/;
export const GRAVEL_BOARDS = /^timber-gen-gravel-board-/;
export const DECK_BOARDS = /^deck-deckwell-grooved-/;
export const COMPOSITE = /^deck-deckwell-composite-/;
export const ALL_DECK_BOARDS = /^deck-deckwell-(?:grooved|composite)-/;
export const DECK_RAILS = /^deck-deckwell-(?:newel|spindle|handrail)$/;
export const MDF_SKIRTING = /^trim-trimhurst-[a-z]+-skirting-/;
export const SKIRTING = /^trim-(?:trimhurst-[a-z]+-skirting|gen-pine-skirting)/;
export const ARCHITRAVE = /^trim-trimhurst-[a-z]+-architrave$/;
export const OSB = /^sheet-plyvance-osb3-/;
export const OSB_SHEETS = /^sheet-plyvance-osb3-\d+$/;
export const HARDWOOD_PLY = /^sheet-plyvance-hardwood-ply-/;
export const PLY = /^sheet-(?:plyvance-[a-z]+-ply|gen-shuttering-ply)-/;
export const MDF = /^sheet-cobbleford-(?:mr-)?mdf-/;
export const PLAIN_MDF = /^sheet-cobbleford-mdf-/;
export const CHIPBOARD = /^sheet-gen-chipboard-/;
export const ORDINARY_BOARD_12 = /^board-(?:drylinx-std-(?:te|se)-12-5-2400|gen-te-12-5)$/;
export const ORDINARY_BOARDS = /^board-(?:drylinx-std|gen-te)-/;
export const SPECIAL_BOARDS = /^board-drylinx-(?:mr|fire|acoustic|thermal)-/;
export const FINISH_PLASTER = /^plaster-finora-(?:multi|board)-finish$/;
export const UNDERCOAT_PLASTER = /^plaster-finora-(?:bonding|hardwall)$/;
export const PLASTERS = /^plaster-finora-(?:multi-finish|board-finish|bonding|hardwall|one-coat)$/;
export const BEADS = /^plaster-gen-(?:angle|stop)-bead-/;
export const LOFT = /^insul-loftura-roll-/;
export const PIR = /^insul-heatvault-pir-/;
export const LAGGING = /^insul-gen-lagging-/;
export const STANAGE = /^roof-tilecrest-stanage-/;
export const ROOF_TILES = /^roof-(?:tilecrest-(?:stanage|plain-clay)|gen-slate)/;
export const LEAD = /^roof-gen-lead-code4-/;
export const GUTTER = /^drain-rainmoor-gutter-/;
export const RAINWATER = /^drain-rainmoor-/;
export const GUTTER_FITTINGS = /^drain-rainmoor-(?:union|outlet|stop-end|bracket)-/;
export const COPPER = /^plumb-gen-copper-/;
export const COPPER_15 = /^plumb-gen-copper-15-/;
export const COMPRESSION = /^plumb-brasslok-(?:elbow|tee|coupler)-/;
export const PUSH_FIT = /^plumb-swiftjoin-(?:elbow|tee)-/;
export const WOOD_SCREWS = /^fix-drivetite-wood-/;
export const SCREWS = /^fix-drivetite-/;
export const PLUGS = /^fix-wallgrip-plugs-/;
export const NAILS = /^fix-nailcraft-(?:round|clout|oval)-/;
export const ROUND_NAILS = /^fix-nailcraft-round-/;
export const SILICONE = /^seal-sealcroft-silicone-/;
export const FOAM = /^seal-sealcroft-(?:fire-)?foam$/;
export const TILE_ADHESIVE = /^seal-tackmore-(?:wall|floor)-tile-adhesive$/;
export const EMULSION = /^paint-colourmere-(?:matt|silk|contract)-/;
export const WHITE_EMULSION = /^paint-colourmere-(?:matt-white|silk-white|contract-white)-/;
export const WOODWORK_PAINT = /^paint-colourmere-(?:gloss|satinwood|undercoat)-/;
export const MASONRY_PAINT = /^paint-stormcoat-masonry-/;
export const FENCE_PAINT = /^paint-stormcoat-fence-/;
