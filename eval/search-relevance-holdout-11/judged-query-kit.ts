/**
 * How held-out set 11's judged queries are written: the grade tiers of eval/search-relevance-holdout-3/grade-kit.ts
 * (shared by the held-out sets) over set 11's catalogue. A pick is a key or a pattern over keys and must name at
 * least one product (a typo in a grade fails loudly); a product named by two tiers keeps the higher grade.
 */
import { gradeKit } from "../search-relevance-holdout-3/grade-kit.ts";
import { CATALOGUE } from "./catalogue.ts";

export { KINDS, type JudgedQuery, type Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
export type { Tier } from "../search-relevance-holdout-3/grade-kit.ts";

export const { keysFor, brandKeys, where, q } = gradeKit(CATALOGUE);

/** Groups of products several queries grade alike. */
export const OPC = /^cement-kestrum-opc/;
export const MORTAR = /^cement-kestrum-mortar-/;
export const LIME = /^cement-chalkwater-(?:hydrated-lime|nhl-35)$/;
export const BUILDING_SAND = /^agg-(?:gen|gritmoor)-building-sand/;
export const SHARP_SAND = /^agg-(?:gen|gritmoor)-sharp-sand/;
export const BALLAST = /^agg-(?:gen|gritmoor)-ballast/;
export const BULK = /^agg-gen-/;
export const DECOR_STONE = /^agg-gritmoor-(?:cotswold-chippings|slate-chippings|pea-gravel)$/;
export const FACING = /^brick-varleigh-/;
export const BURTREE = /^brick-varleigh-burtree-/;
export const ENGINEERING = /^brick-gen-class-/;
export const DENSE = /^block-kilnworth-dense-/;
export const CONCRETE_BLOCKS = /^block-kilnworth-/;
export const AIRCRETE = /^block-pumiset-(?:std|hs)-/;
export const CONCRETE_LINTELS = /^block-gen-lintel-concrete-/;
export const LINTELS = /^block-gen-lintel-/;
export const SANDSTONE = /^land-terrastep-sandstone-/;
export const SLABS = /^land-terrastep-treadmark-/;
export const SLABS_600 = /^land-terrastep-treadmark-[a-z]+-600$/;
export const BLOCK_PAVING = /^land-terrastep-block-paving-/;
export const C16 = /^timber-sawbury-c16-/;
export const C16_4X2 = /^timber-sawbury-c16-47x100-/;
export const C16_3X2 = /^timber-sawbury-c16-47x75-/;
export const C24 = /^timber-sawbury-c24-/;
export const CLS = /^timber-sawbury-cls-/;
export const SAWN = /^timber-sawbury-(?:c16|c24)-/;
export const BATTENS = /^timber-gen-batten-/;
export const PLANED = /^timber-gen-planed-/;
export const FENCE_POSTS = /^timber-gen-fence-post-/;
export const ALL_POSTS = /^timber-gen-(?:fence-post|concrete-post)-/;
export const PANELS = /^timber-gen-panel-(?:overlap|closeboard)-/;
export const OVERLAP = /^timber-gen-panel-overlap-/;
export const DECK_BOARDS = /^deck-deckmoor-grooved-/;
export const COMPOSITE = /^deck-deckmoor-composite-/;
export const ALL_DECK_BOARDS = /^deck-deckmoor-(?:grooved|composite)-/;
export const SKIRTING = /^trim-(?:ellerwood-[a-z]+-skirting|gen-pine-skirting)/;
export const MDF_SKIRTING = /^trim-ellerwood-[a-z]+-skirting-/;
export const ARCHITRAVE = /^trim-ellerwood-[a-z]+-architrave-/;
export const OSB = /^sheet-strandara-osb3-/;
export const OSB_SHEETS = /^sheet-strandara-osb3-\d+$/;
export const HARDWOOD_PLY = /^sheet-halvercote-hardwood-ply-/;
export const PLY = /^sheet-(?:halvercote-[a-z]+-ply|gen-shuttering-ply)-/;
export const MDF = /^sheet-kinderley-(?:mr-)?mdf-/;
export const PLAIN_MDF = /^sheet-kinderley-mdf-/;
export const CHIPBOARD = /^sheet-gen-chipboard-/;
export const ORDINARY_BOARD_12 = /^board-(?:gyplar-std-(?:te|se)-12-5-2400|gen-te-12-5)$/;
export const ORDINARY_BOARDS = /^board-(?:gyplar-std|gen-te)-/;
export const SPECIAL_BOARDS = /^board-(?:gyplar-(?:aquashed|flamegard|hushwall|thermal)|gen-mr)-/;
export const MR_BOARDS = /^board-(?:gyplar-aquashed|gen-mr)-/;
export const FIRE_BOARDS = /^board-gyplar-flamegard-/;
export const FINISH_PLASTER = /^plaster-plastova-(?:multi|board)-finish$/;
export const UNDERCOAT_PLASTER = /^plaster-plastova-(?:bonding|hardwall)$/;
export const PLASTERS = /^plaster-plastova-(?:multi-finish|board-finish|bonding|hardwall|one-coat)$/;
export const BEADS = /^plaster-gen-(?:angle|stop)-bead-/;
export const LOFT = /^insul-hearthwool-woolcrest-/;
export const PIR = /^insul-kelvatherm-pir-/;
export const LAGGING = /^insul-gen-lagging-/;
export const LAPMORE = /^roof-slatecroft-lapmore-/;
export const ROOF_TILES = /^roof-(?:slatecroft-(?:lapmore|plain-clay)|gen-slate)/;
export const LEAD = /^roof-gen-lead-code4-/;
export const FLAT_ROOF = /^roof-(?:gen-epdm|feltara-cap-sheet)$/;
export const UNDERGROUND = /^drain-flowmarsh-/;
export const GUTTER = /^drain-rainlyne-gutter-/;
export const RAINWATER = /^drain-rainlyne-/;
export const GUTTER_FITTINGS = /^drain-rainlyne-(?:union|outlet|stop-end|bracket)-/;
export const COPPER = /^plumb-gen-copper-/;
export const COPPER_15 = /^plumb-gen-copper-15-/;
export const COMPRESSION = /^plumb-joynt-(?:elbow|tee|coupler)-/;
export const PUSH_FIT = /^plumb-quicklok-(?:elbow|tee)-/;
export const WOOD_SCREWS = /^fix-torqset-wood-/;
export const SCREWS = /^fix-torqset-/;
export const PLUGS = /^fix-plugmate-plugs-/;
export const NAILS = /^fix-nailsby-(?:round|clout|oval)-/;
export const ROUND_NAILS = /^fix-nailsby-round-/;
export const HANGERS = /^fix-nailsby-hanger-/;
export const HOLLOW_WALL = /^fix-fixtrue-/;
export const SILICONE = /^seal-caulkton-silicone-/;
export const FOAM = /^seal-caulkton-foam-/;
export const TILE_ADHESIVE = /^seal-bondora-(?:wall|floor)-tile-adhesive$/;
export const GROUT = /^seal-bondora-grout-/;
export const EMULSION = /^paint-tintwell-(?:matt|silk|contract)-/;
export const WHITE_MATT = /^paint-tintwell-matt-white-/;
export const WOODWORK_PAINT = /^paint-tintwell-(?:gloss|satinwood|undercoat)-/;
export const MASONRY_PAINT = /^paint-weatherveil-masonry-/;
export const FENCE_PAINT = /^paint-weatherveil-fence-/;
