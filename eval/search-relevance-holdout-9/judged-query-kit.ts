/**
 * How held-out set 9's judged queries are written: the grade tiers of eval/search-relevance-holdout-3/grade-kit.ts
 * (shared by the held-out sets) over set 9's catalogue. A pick is a key or a pattern over keys and must name at
 * least one product (a typo in a grade fails loudly); a product named by two tiers keeps the higher grade.
 */
import { gradeKit } from "../search-relevance-holdout-3/grade-kit.ts";
import { CATALOGUE } from "./catalogue.ts";

export { KINDS, type JudgedQuery, type Kind } from "../search-relevance-holdout-3/judged-query-kit.ts";
export type { Tier } from "../search-relevance-holdout-3/grade-kit.ts";

export const { keysFor, brandKeys, where, q } = gradeKit(CATALOGUE);

/** Groups of products several queries grade alike. */
export const ORDINARY_BOARD_12 = ["board-gypston-std-te-12-5", "board-gen-te-12-5", "board-gypston-std-se-12-5"];
export const SPECIAL_BOARDS = /^board-gypston-(?:wetguard|flameline|hushline|warmline)-/;
export const PIR = /^insul-polarion-pir-/;
export const LOFT = /^insul-woolmere-loft-/;
export const FACING = /^brick-ashlowe-/;
export const DENSE = /^block-tarnby-dense-/;
export const AIRCRETE = ["block-aerolith-std-100", "block-aerolith-hs-100"];
export const C24_6X2 = ["timber-birchmoor-c24-47x150-3600", "timber-birchmoor-c24-47x150-4800"];
export const C16_3X2 = /^timber-birchmoor-c16-47x75-/;
export const CLS = /^timber-birchmoor-cls-/;
export const DECK_BOARDS = /^deck-decklane-(?:grooved|smooth)-/;
export const COMPOSITE = /^deck-decklane-composite-/;
export const MDF = /^sheet-mardale-mdf-/;
export const OSB = /^sheet-orbisheet-osb3-/;
export const TRADE_MATT = /^paint-coverwell-matt-/;
export const MASONRY_PAINT = /^paint-lumbrook-masonry-/;
export const FENCE_STAIN = /^paint-lumbrook-fence-/;
export const GUTTER = /^drain-rainhale-gutter-/;
export const DRAIN_110 = /^drain-brookflow-(?:pipe|bend|junction|coupler|gully)/;
export const PUSH_FIT = /^plumb-flowjoint-(?:elbow|tee)-/;
export const COMPRESSION = /^plumb-copperlea-comp-/;
export const FOAMS = /^seal-caulkson-foam-/;
export const GRAB = /^seal-bondara-grab-/;
export const GROUT = /^seal-bondara-grout-/;
export const TILE_ADHESIVE = ["seal-bondara-floor-tile-adhesive", "seal-bondara-wall-tile-adhesive"];
export const RIVEN_600 = ["land-cobbleton-riven-buff-600", "land-cobbleton-riven-grey-600"];
export const BLOCK_PAVING = /^land-cobbleton-block-paving-/;
export const SANDSTONE = /^land-cobbleton-sandstone-/;
export const OPC = ["cement-castrel-opc", "cement-castrel-opc-plastic"];
