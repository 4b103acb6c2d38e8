/**
 * How held-out set 10's judged queries are written: the grade tiers of eval/search-relevance-holdout-3/grade-kit.ts
 * (shared by the held-out sets) over set 10's catalogue. A pick is a key or a pattern over keys and must name at
 * least one product (a typo in a grade fails loudly); a product named by two tiers keeps the higher grade.
 */
import { gradeKit } from "../search-relevance-holdout-3/grade-kit.ts";
import { CATALOGUE } from "./catalogue.ts";

export { KINDS, type JudgedQuery, type Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
export type { Tier } from "../search-relevance-holdout-3/grade-kit.ts";

export const { keysFor, brandKeys, where, q } = gradeKit(CATALOGUE);

/** Groups of products several queries grade alike. */
export const OPC = /^cement-grantholm-opc/;
export const MORTAR = /^cement-grantholm-mortar-/;
export const NHL = /^cement-ebbercombe-nhl-/;
export const BUILDING_SAND = /^agg-(?:gen|pebblemere)-building-sand/;
export const SHARP_SAND = /^agg-(?:gen|pebblemere)-sharp-sand/;
export const BALLAST = /^agg-(?:gen|pebblemere)-ballast/;
export const FACING = /^brick-hollinsby-/;
export const ABBEYSTONE = /^brick-hollinsby-abbeystone-/;
export const ENGINEERING = /^brick-gen-class-/;
export const DENSE = /^block-densmoor-dense-/;
export const AIRCRETE = /^block-lumicrete-(?:std|hs)-/;
export const CONCRETE_LINTELS = /^block-gen-lintel-concrete-/;
export const LINTELS = /^block-gen-lintel-/;
export const SANDSTONE = /^land-flagstead-sandstone-/;
export const RIVEN_600 = /^land-flagstead-riven-[a-z]+-600$/;
export const SLABS = /^land-flagstead-riven-/;
export const BLOCK_PAVING = /^land-flagstead-block-paving-/;
export const C16_4X2 = /^timber-fellgarth-c16-47x100-/;
export const C24 = /^timber-fellgarth-c24-/;
export const CLS = /^timber-fellgarth-cls-/;
export const FENCE_POSTS = /^timber-gen-fence-post-/;
export const PANELS = /^timber-gen-panel-/;
export const OVERLAP = /^timber-gen-panel-overlap-/;
export const DECK_BOARDS = /^deck-boardwick-(?:grooved|smooth)-/;
export const COMPOSITE = /^deck-boardwick-composite-/;
export const SKIRTING = /^trim-(?:mouldale-(?:torus|ogee)-skirting|gen-pine-skirting)/;
export const OSB = /^sheet-strandley-osb3-/;
export const OSB_SHEETS = /^sheet-strandley-osb3-\d+$/;
export const HARDWOOD_PLY = /^sheet-veneera-hardwood-ply-/;
export const PLY = /^sheet-(?:veneera-(?:hardwood|marine)|gen-shuttering)-ply-/;
export const MDF = /^sheet-medwyn-mdf-/;
export const CHIPBOARD = /^sheet-gen-chipboard-/;
export const ORDINARY_BOARD_12 = /^board-(?:lathbury-std-(?:te|se)-12-5|gen-te-12-5)$/;
export const ORDINARY_BOARDS = /^board-(?:lathbury-std|gen-te)-/;
export const SPECIAL_BOARDS = /^board-(?:lathbury-(?:aquaveil|blazeguard|quietwall|thermaback)|gen-mr)-/;
export const MR_BOARDS = /^board-(?:lathbury-aquaveil|gen-mr)-/;
export const FIRE_BOARDS = /^board-lathbury-blazeguard-/;
export const FINISH_PLASTER = /^plaster-skimora-(?:multi|board-finish)$/;
export const LOFT = /^insul-heatherdown-cosyroll-/;
export const PIR = /^insul-kalithane-pir-/;
export const LAGGING = /^insul-gen-lagging-/;
export const PORTHCARN = /^roof-tregarrow-porthcarn-/;
export const GUTTER = /^drain-raincourse-gutter-/;
export const RAINWATER = /^drain-raincourse-/;
export const COPPER = /^plumb-gen-copper-/;
export const COMPRESSION = /^plumb-brassmark-(?:elbow|tee|coupler)-/;
export const PUSH_FIT = /^plumb-snapflo-(?:elbow|tee)-/;
export const WOOD_SCREWS = /^fix-gripton-wood-/;
export const PLUGS = /^fix-wickenby-plugs-/;
export const NAILS = /^fix-pinnacott-(?:round|clout|oval)-/;
export const HANGERS = /^fix-pinnacott-hanger-/;
export const SILICONE = /^seal-gunnell-silicone-/;
export const FOAM = /^seal-gunnell-foam-/;
export const GRAB = /^seal-adhera-grab/;
export const TILE_ADHESIVE = /^seal-adhera-(?:wall|floor)-tile-adhesive$/;
export const GROUT = /^seal-adhera-grout-/;
export const EMULSION = /^paint-pennow-/;
export const WHITE_MATT = /^paint-pennow-matt-white-/;
export const MASONRY_PAINT = /^paint-fernlow-masonry-/;
export const FENCE_PAINT = /^paint-fernlow-fence-/;
