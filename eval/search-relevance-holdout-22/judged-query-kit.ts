/**
 * How held-out set 22's judged queries are written: the grade tiers of eval/search-relevance-holdout-3/grade-kit.ts
 * (shared by the held-out sets) over set 22's catalogue. A pick is a key or a pattern over keys and must name at
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
export const OPC = "cement-pembridge-opc-25";
export const CEMENTS = /^cement-pembridge-(?:opc|white|rapid|masonry)-/;
export const MIXES = /^cement-pembridge-(?:mortar|concrete|postmix)-/;
export const FLOOR_MIXES = /^cement-pembridge-(?:screed|selflevel)-/;
export const LIMES = /^cement-lyonshall-(?:hydrated|nhl35)-/;
export const ADDITIVES = /^cement-lyonshall-(?:plasticiser|sbr|waterproofer|frostproofer|colour)-/;
export const SBR = /^cement-lyonshall-sbr-/;
export const BUILDING_SAND = /^agg-(?:gen|sarnesfield)-building-sand-/;
export const SHARP_SAND = /^agg-(?:gen|sarnesfield)-sharp-sand-/;
export const BALLAST = /^agg-(?:gen|sarnesfield)-ballast-/;
export const MOT = /^agg-(?:gen|sarnesfield)-mot-/;
export const SANDS = /^agg-(?:gen|sarnesfield)-(?:building|sharp|kiln-dried|play|plastering)-sand-/;
export const BULK = /^agg-gen-.*-bulk$/;
export const BAGGED = /^agg-sarnesfield-/;
export const GRAVELS = /^agg-(?:sarnesfield-pea-gravel-|gen-gravel-)/;
export const CHIPPINGS = /^agg-sarnesfield-(?:cotswold|slate|granite)-/;
export const DECOR_STONE = /^agg-sarnesfield-(?:pea-gravel|cotswold|slate|granite|pebbles)-/;
export const FACING = /^brick-kinnersley-/;
export const LINGEN = /^brick-kinnersley-lingen-/;
export const ENGINEERING = /^brick-gen-engineering-/;
export const BRICKS = /^brick-(?:kinnersley-|gen-(?:engineering|common))/;
export const AIR_BRICKS = /^brick-gen-air-brick-/;
export const DPC = /^brick-gen-dpc-/;
export const DENSE = /^block-brilley-dense-/;
export const AIRCRETE = /^block-brilley-aymestrey-(?:\d|7n)/;
export const BLOCKS = /^block-brilley-(?:dense|hollow|aymestrey-(?:\d|7n))/;
export const BLOCKS_100 = /^block-brilley-(?:dense-100|aymestrey-100|aymestrey-7n-100)$/;
export const CAVITY_LINTELS = /^block-yarpole-cavity-/;
export const STEEL_LINTELS = /^block-yarpole-/;
export const CONCRETE_LINTELS = /^block-gen-lintel-concrete-/;
export const LINTELS = /^block-(?:yarpole|gen-lintel-concrete)-/;
export const PATIO_PACKS = /^land-moccas-orleton-/;
export const PORCELAIN = /^land-moccas-monkland-/;
export const RIVEN = /^land-gen-riven-/;
export const SLABS = /^land-(?:moccas-(?:orleton|monkland)|gen-riven)-/;
export const BLOCK_PAVING = /^land-moccas-block-paving-/;
export const EDGING = /^land-gen-(?:kerb|edging)-/;
export const WEED = /^land-gen-weed-membrane-/;
export const C16 = /^timber-bredwardine-c16-/;
export const C16_3X2 = /^timber-bredwardine-c16-47x75-/;
export const C16_4X2 = /^timber-bredwardine-c16-47x100-/;
export const C16_6X2 = /^timber-bredwardine-c16-47x150-/;
export const C24 = /^timber-bredwardine-c24-/;
export const SAWN = /^timber-bredwardine-c(?:16|24)-/;
export const CLS = /^timber-bredwardine-cls-/;
export const CLS_4X2 = /^timber-bredwardine-cls-38x89-/;
export const BATTENS = /^timber-gen-batten-/;
export const PLANED = /^timber-gen-planed-/;
export const TIMBER_POSTS = /^timber-bredwardine-fence-post-/;
export const FENCE_POSTS = /^timber-(?:bredwardine-fence-post|gen-concrete-post)-/;
export const PANELS = /^timber-bredwardine-panel-/;
export const FENCE_PANELS = /^timber-bredwardine-panel-(?:overlap|closeboard)-/;
export const OVERLAP = /^timber-bredwardine-panel-overlap-/;
export const FENCING = /^timber-(?:bredwardine-(?:fence-post|panel)|gen-(?:concrete-post|gravel-board|featheredge))-/;
export const CLADDING = /^timber-gen-(?:shiplap|tg|featheredge)-/;
export const DECK_BOARDS = /^deck-dinmore-board-/;
export const COMPOSITE = /^deck-dinmore-moorhampton-/;
export const ALL_DECK_BOARDS = /^deck-dinmore-(?:board|moorhampton)-/;
export const DECK_RAILS = /^deck-dinmore-(?:newel|spindle|handrail)-/;
export const DECKING = /^deck-dinmore-/;
export const MDF_SKIRTING = /^trim-winforton-[a-z]+-skirting-/;
export const SKIRTING = /^trim-(?:winforton-[a-z]+-skirting-|gen-pine-skirting-)/;
export const ARCHITRAVE = /^trim-winforton-[a-z]+-architrave-/;
export const SMALL_MOULDINGS = /^trim-gen-(?:quadrant|scotia)-/;
export const MOULDINGS = /^trim-/;
export const OSB = /^sheet-madley-osb3-/;
export const OSB_FULL = /^sheet-madley-osb3-\d+$/;
export const PLY = /^sheet-madley-[a-z]+-ply-/;
export const HARDWOOD_PLY = /^sheet-madley-hardwood-ply-/;
export const MDF = /^sheet-madley-(?:mr-)?mdf-/;
export const PLAIN_MDF = /^sheet-madley-mdf-/;
export const CHIPBOARD = /^sheet-gen-chipboard-/;
export const SHEETS = /^sheet-/;
export const STD_BOARDS = /^board-(?:tyberton-(?:te|se)-|gen-te-)/;
export const TE_12_5 = /^board-(?:tyberton|gen)-te-12-5-2400$/;
export const BOARDS_12_5 = /^board-(?:tyberton-(?:te|se|moisture|fire)-12-5|gen-te-12-5)/;
export const SPECIAL_BOARDS = /^board-tyberton-(?:moisture|fire|acoustic|thermal)-/;
export const BOARDS = /^board-/;
export const FINISH_PLASTER = /^plaster-tyberton-vowchurch-(?:multi|board)-finish-/;
export const UNDERCOATS = /^plaster-tyberton-vowchurch-(?:bonding|hardwall)-/;
export const PLASTERS = /^plaster-tyberton-vowchurch-/;
export const BEADS = /^plaster-gen-(?:angle|stop)-bead-/;
export const LOFT = /^insul-peterchurch-loft-roll-/;
export const PIR = /^insul-peterchurch-blakemere-/;
export const INSUL_BOARDS = /^insul-(?:peterchurch-blakemere|gen-eps)-/;
export const LAGGING = /^insul-gen-lagging-/;
export const INSULATION = /^insul-(?:peterchurch|gen-(?:eps|multifoil))/;
export const CONCRETE_TILES = /^roof-dorstone-monnington-/;
export const ROOF_TILES = /^roof-(?:dorstone-(?:monnington|plain-clay)|gen-natural-slate)/;
export const LEAD = /^roof-gen-lead-code4-/;
export const FLAT_ROOF = /^roof-gen-(?:epdm-3x4|shed-felt-10)$/;
export const ROOF_SHEETS = /^roof-gen-(?:corrugated-bitumen|pvc-sheet)$/;
export const ROOFLINE = /^roof-gen-(?:fascia|soffit)-/;
export const UNDERGROUND = /^drain-allensmore-/;
export const DRAIN_PIPE = /^drain-allensmore-pipe-/;
export const BENDS = /^drain-allensmore-bend-/;
export const GUTTER = /^drain-ewyas-gutter-/;
export const GUTTER_FITTINGS = /^drain-ewyas-(?:bracket|outlet|stop-end)-/;
export const DOWNPIPE = /^drain-ewyas-(?:downpipe|shoe)-/;
export const RAINWATER = /^drain-ewyas-/;
export const COPPER = /^plumb-gen-copper-/;
export const COPPER_15 = /^plumb-gen-copper-15-/;
export const COMPRESSION = /^plumb-orcop-comp-/;
export const PUSH_FIT = /^plumb-garway-(?:elbow|tee)-/;
export const FITTINGS = /^plumb-(?:orcop-(?:comp|solder)-|garway-(?:elbow|tee)-)/;
export const ELBOWS = /^plumb-(?:orcop-(?:comp|solder)-elbow|garway-elbow)-/;
export const TEES = /^plumb-(?:orcop-comp|garway)-tee-/;
export const WOOD_SCREWS = /^fix-kilpeck-wood-/;
export const SCREWS = /^fix-kilpeck-(?:wood|decking|drywall|concrete|timber)-/;
export const NAILS = /^fix-kilpeck-nails-/;
export const PLUGS = /^fix-wormbridge-plugs-/;
export const WALL_FIXINGS = /^fix-wormbridge-/;
export const CAVITY_FIXINGS = /^fix-wormbridge-(?:hollow|plasterboard)-/;
export const SILICONE = /^seal-abbeydore-(?:sanitary|general-silicone)-/;
export const SANITARY = /^seal-abbeydore-sanitary-/;
export const FOAM = /^seal-abbeydore-(?:expanding|gun)-foam$/;
export const SEALANTS = /^seal-abbeydore-(?:sanitary|general-silicone|frame-sealant|caulk|roof-sealant|fire-sealant)/;
export const TILE_ADHESIVE = /^seal-bacton-tile-adhesive-/;
export const GROUT = /^seal-bacton-grout-/;
export const EMULSION = /^paint-marden-(?:byford|trade|contract)-/;
export const WHITE_EMULSION =
  /^paint-marden-(?:byford-(?:matt|silk)-white|trade-vinyl-matt-white|contract-matt-white)-/;
export const MATT_WHITE = /^paint-marden-(?:byford-matt-white|trade-vinyl-matt-white|contract-matt-white)-/;
export const WOODWORK_PAINT = /^paint-marden-(?:gloss|satinwood|undercoat)-/;
export const GLOSS = /^paint-marden-gloss-/;
export const MASONRY_PAINT = /^paint-marden-kingsland-/;
export const SHED_FENCE = /^paint-kentchurch-shed-fence-/;
export const WOOD_CARE = /^paint-kentchurch-/;
export const SUNDRIES = /^paint-gen-/;
