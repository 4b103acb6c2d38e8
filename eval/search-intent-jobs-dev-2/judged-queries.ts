/**
 * A second job-sentence dev set (session 24, intent-jobs lane): jobs and projects as UK DIYers and trades type them,
 * weighted towards a project or building type named ("… for an extension", "… for a garden office") and a kind named
 * with its use ("sheet for the back of a cabinet"), written product group by product group over the shared catalogue
 * shape of held-out sets 20 and 22 (spent), from trade knowledge, before its first run and before reading set 22's
 * queries. Grades are key patterns free of maker names, so each sentence is scored on both catalogues. 3: the main
 * thing the job needs; 2: needed too or a close alternative; 1: useful for the job.
 */
import type { JobQuery } from "../search-intent-jobs-dev/run-job-set.ts";

const FACING = /^brick-(bromlow|kinnersley)-/;
const COMMON = /^brick-gen-common/;
const ENGINEERING = /engineering/;
const OPC = /^cement-[a-z]+-opc-/;
const MASONRY_CEMENT = /^cement-[a-z]+-masonry-/;
const MORTAR_MIX = /^cement-[a-z]+-mortar-/;
const CONCRETE_MIX = /^cement-[a-z]+-concrete-/;
const BUILDING_SAND = /building-sand/;
const SHARP_SAND = /sharp-sand/;
const BALLAST = /ballast/;
const MOT = /-mot-/;
const DENSE_BLOCK = /^block-[a-z]+-(dense|hollow)-/;
const AIRCRETE = /^block-[a-z]+-(rorrington|aymestrey)(-7n)?-100/;
const LINTEL = /lintel|^block-[a-z]+-(cavity|box)-\d/;
const C16 = /-c16-/;
const C24 = /-c24-/;
const CLS = /-cls-/;
const FENCE_PANEL = /panel-(closeboard|overlap)/;
const FENCE_POST = /fence-post|concrete-post/;
const DECK_BOARD = /^deck-.*-(board|grooved|picklescott|moorhampton)/;
const COMPOSITE_DECK = /picklescott|moorhampton/;
const DECK_JOIST = /^deck-.*-joist/;
const PLASTERBOARD = /^board-.*-(te|se)-/;
const PIR = /culmington|blakemere/;
const LOFT_ROLL = /aldon|loft-roll/;
const ACOUSTIC_ROLL = /^insul-.*acoustic/;
const PAVING = /riven|myndtown|orleton|ritton|monkland/;
const CHIPPINGS = /cotswold|granite|marble|slate-20|pebbles|pea-gravel/;
const ROOF_TILE = /corfton|monnington|plain-clay/;
const GUTTER = /gutter-(black|white)/;
const GUTTER_PARTS = /^drain-[a-z]+-(bracket|outlet|stop-end|downpipe|shoe)/;
const DRAIN_PIPE = /^drain-[a-z]+-pipe-110/;
const DRAIN_FITTING = /^drain-[a-z]+-(bend|junction)/;
const EMULSION = /^paint-[a-z]+-[a-z]+-(vinyl-)?(matt|silk)-/;
const CONTRACT = /^paint-[a-z]+-(contract|trade)-/;
const MASONRY_PAINT = /kinton|kingsland/;
const WALL_TILE_ADHESIVE = /tile-adhesive-(ready|rm)/;
const FLOOR_TILE_ADHESIVE = /tile-adhesive-(grey|rapid)/;
const GROUT = /grout/;
const COPPER_15 = /copper-15/;
const COMPRESSION = /comp-(elbow|tee|coupler)/;

export const JOB_QUERIES: readonly JobQuery[] = [
  // Masonry and groundwork, by project.
  {
    q: "bricks and blocks for a single storey extension",
    grades: [
      [FACING, 3],
      [AIRCRETE, 3],
      [DENSE_BLOCK, 2],
      [/wall-ties/, 2],
      [COMMON, 1],
      [/cavity-tray|brick-gen-dpc/, 1],
    ],
  },
  {
    q: "building a single skin block garage",
    grades: [
      [DENSE_BLOCK, 3],
      [MORTAR_MIX, 2],
      [BUILDING_SAND, 2],
      [MASONRY_CEMENT, 2],
      [LINTEL, 1],
    ],
  },
  {
    q: "knocking through for patio doors in a cavity wall",
    grades: [
      [/^block-[a-z]+-cavity-/, 3],
      [LINTEL, 2],
      [/padstone/, 2],
      [/cavity-closer/, 2],
    ],
  },
  {
    q: "foundation blocks below ground level",
    grades: [
      [/trench/, 3],
      [DENSE_BLOCK, 2],
      [ENGINEERING, 1],
    ],
  },
  {
    q: "mortar for a stone garden wall",
    grades: [
      [MORTAR_MIX, 3],
      [BUILDING_SAND, 3],
      [OPC, 2],
      [MASONRY_CEMENT, 2],
      [/nhl|hydrated/, 1],
      [/plasticiser/, 1],
    ],
  },
  {
    q: "building a brick barbecue",
    grades: [
      [FACING, 3],
      [COMMON, 2],
      [ENGINEERING, 2],
      [MORTAR_MIX, 2],
      [BUILDING_SAND, 2],
      [MASONRY_CEMENT, 2],
    ],
  },
  {
    q: "brick piers either side of a driveway gate",
    grades: [
      [FACING, 3],
      [ENGINEERING, 2],
      [MORTAR_MIX, 2],
      [BUILDING_SAND, 2],
      [MASONRY_CEMENT, 2],
      [CONCRETE_MIX, 1],
    ],
  },
  { q: "bedding a steel beam on the wall", grades: [[/padstone/, 3]] },
  {
    q: "mixing concrete for a garden path",
    grades: [
      [CONCRETE_MIX, 3],
      [BALLAST, 3],
      [OPC, 3],
      [SHARP_SAND, 2],
    ],
  },
  {
    q: "making a concrete slab for a hot tub",
    grades: [
      [CONCRETE_MIX, 3],
      [BALLAST, 3],
      [OPC, 3],
      [MOT, 2],
      [/shuttering/, 1],
    ],
  },
  {
    q: "formwork for concrete steps",
    grades: [
      [/shuttering/, 3],
      [C16, 1],
    ],
  },
  {
    q: "screeding over underfloor heating",
    grades: [
      [/screed/, 3],
      [/selflevel/, 2],
      [SHARP_SAND, 2],
      [OPC, 1],
    ],
  },
  // Landscaping.
  {
    q: "paving round a new summer house",
    grades: [
      [PAVING, 3],
      [SHARP_SAND, 2],
      [MOT, 2],
      [/jointing-compound|moccas-jointing/, 1],
      [/block-paving/, 2],
    ],
  },
  {
    q: "hardstanding for a caravan",
    grades: [
      [MOT, 3],
      [/scalpings/, 3],
      [/gravel-20/, 2],
      [/block-paving/, 2],
      [/weed-membrane/, 1],
    ],
  },
  {
    q: "parking space in the front garden",
    grades: [
      [/block-paving/, 3],
      [MOT, 2],
      [/gravel-(10|20)/, 2],
      [/kerb/, 1],
      [/kiln-dried/, 1],
    ],
  },
  {
    q: "setting kerbs along a new drive",
    grades: [
      [/kerb/, 3],
      [CONCRETE_MIX, 2],
      [BALLAST, 1],
      [OPC, 1],
    ],
  },
  { q: "sandpit for the children", grades: [[/play-sand/, 3]] },
  {
    q: "low maintenance front garden with stones",
    grades: [
      [CHIPPINGS, 3],
      [/gravel/, 2],
      [/weed-membrane/, 2],
    ],
  },
  {
    q: "turfing a new lawn",
    grades: [
      [/topsoil/, 3],
      [/artificial-grass/, 1],
    ],
  },
  {
    q: "garden steps made from sleepers",
    grades: [
      [/sleeper/, 3],
      [/-timber-6-7x150/, 2],
      [/coach-bolts/, 1],
      [MOT, 1],
    ],
  },
  {
    q: "terracing a sloping garden",
    grades: [
      [/sleeper/, 3],
      [DENSE_BLOCK, 2],
      [/topsoil/, 1],
      [/postmix/, 1],
    ],
  },
  // Garden timber.
  {
    q: "fencing for a new build garden",
    grades: [
      [FENCE_PANEL, 3],
      [FENCE_POST, 3],
      [/gravel-board/, 2],
      [/postmix/, 2],
      [/trellis/, 1],
    ],
  },
  { q: "privacy screen on top of a fence", grades: [[/trellis/, 3]] },
  {
    q: "raised decking on a slope",
    grades: [
      [DECK_JOIST, 3],
      [DECK_BOARD, 3],
      [C16, 2],
      [C24, 2],
      [/postmix/, 1],
      [/fence-post-100/, 1],
      [/coach-bolts/, 1],
      [/decking-4/, 1],
    ],
  },
  {
    q: "decking for a roof terrace that won't rot",
    grades: [
      [COMPOSITE_DECK, 3],
      [DECK_BOARD, 1],
    ],
  },
  {
    q: "handrail for garden steps",
    grades: [
      [/deck-.*-handrail/, 3],
      [/deck-.*-newel/, 2],
      [/deck-.*-spindle/, 1],
    ],
  },
  {
    q: "building a log store",
    grades: [
      [C16, 3],
      [/featheredge|shiplap/, 2],
      [/shed-felt|corrugated/, 2],
      [/-wood-\d/, 1],
    ],
  },
  {
    q: "timber frame for a garden office",
    grades: [
      [C16, 3],
      [CLS, 2],
      [C24, 2],
      [/osb3-(9|11|18)/, 2],
      [/breather/, 1],
      [/-timber-6-7x150/, 1],
    ],
  },
  {
    q: "floor for a summerhouse",
    grades: [
      [/osb3-tg/, 3],
      [/osb3-/, 2],
      [C16, 2],
      [/chipboard/, 1],
      [/softwood-ply|hardwood-ply/, 1],
    ],
  },
  // Carpentry and second fix.
  {
    q: "partition wall in a garage",
    grades: [
      [CLS, 3],
      [C16, 2],
      [PLASTERBOARD, 2],
      [/drywall-3/, 1],
    ],
  },
  {
    q: "ceiling joists for a flat roof extension",
    grades: [
      [C24, 3],
      [C16, 2],
      [/joist-hanger/, 2],
      [/restraint-strap/, 1],
    ],
  },
  {
    q: "roof timbers for a garden room",
    grades: [
      [C24, 3],
      [C16, 2],
      [/restraint-strap/, 1],
      [/batten/, 1],
    ],
  },
  {
    q: "flooring for a loft conversion",
    grades: [
      [/chipboard/, 3],
      [/osb3-tg/, 2],
      [C24, 1],
      [/loft-legs/, 1],
    ],
  },
  {
    q: "boxing in a soil stack",
    grades: [
      [/mr-mdf/, 3],
      [/mdf-(12|18)/, 2],
      [/planed/, 2],
      [CLS, 1],
    ],
  },
  {
    q: "sheet for the back of a cabinet",
    grades: [
      [/hardboard/, 3],
      [/mdf-6/, 3],
      [/ply-12/, 1],
    ],
  },
  {
    q: "wood panelling in a hallway",
    grades: [
      [/matchboard|tg-12/, 3],
      [/mdf-(6|12|18)/, 2],
      [/dado/, 2],
      [/planed-18/, 1],
    ],
  },
  {
    q: "trim round a new internal door",
    grades: [
      [/architrave/, 3],
      [/door-lining/, 2],
      [/oval/, 1],
    ],
  },
  {
    q: "subfloor for a bathroom",
    grades: [
      [/softwood-ply|hardwood-ply/, 3],
      [/chipboard/, 2],
      [/osb3-tg/, 2],
      [/backer/, 2],
    ],
  },
  // Plastering and drylining.
  {
    q: "ceiling in a garage under a bedroom",
    grades: [
      [/^board-.*-fire/, 3],
      [PLASTERBOARD, 1],
      [/fire-sealant/, 1],
    ],
  },
  {
    q: "walls for a home cinema room",
    grades: [
      [/^board-.*-acoustic/, 3],
      [ACOUSTIC_ROLL, 3],
      [PLASTERBOARD, 1],
    ],
  },
  {
    q: "wet room walls before tiling",
    grades: [
      [/backer/, 3],
      [/^board-.*-moisture/, 3],
      [WALL_TILE_ADHESIVE, 1],
    ],
  },
  {
    q: "skimming over artex",
    grades: [
      [/multi-finish/, 3],
      [/-pva-/, 2],
      [/board-finish/, 2],
      [/bonding/, 1],
    ],
  },
  {
    q: "plastering a new block wall",
    grades: [
      [/hardwall/, 3],
      [/one-?coat/, 3],
      [/bonding/, 2],
      [/multi-finish/, 2],
      [/angle-bead/, 1],
    ],
  },
  {
    q: "taping plasterboard joints instead of skimming",
    grades: [
      [/jointing-15|joint-filler/, 3],
      [/scrim/, 2],
      [/^board-.*-te-/, 1],
    ],
  },
  // Insulation.
  {
    q: "insulating a garden office",
    grades: [
      [PIR, 3],
      [/multifoil/, 2],
      [/-eps-/, 2],
      [/thermal/, 2],
      [LOFT_ROLL, 1],
    ],
  },
  {
    q: "warm roof on a flat roof extension",
    grades: [
      [PIR, 3],
      [/epdm/, 2],
      [/osb3-(11|18)/, 1],
    ],
  },
  {
    q: "sound insulation in a stud wall",
    grades: [
      [ACOUSTIC_ROLL, 3],
      [/^board-.*-acoustic/, 2],
      [LOFT_ROLL, 1],
    ],
  },
  {
    q: "cavity insulation for a new extension",
    grades: [
      [/cavity-batt/, 3],
      [PIR, 2],
      [/cavity-closer/, 1],
    ],
  },
  // Roofing.
  {
    q: "reroofing a porch",
    grades: [
      [ROOF_TILE, 3],
      [/batten/, 2],
      [/breather/, 2],
      [/lead/, 1],
      [/ridge/, 1],
    ],
  },
  {
    q: "slating a roof",
    grades: [
      [/natural-slate/, 3],
      [/batten/, 2],
      [/breather/, 2],
    ],
  },
  {
    q: "roofing a carport",
    grades: [
      [/pvc-sheet/, 3],
      [/corrugated/, 3],
      [/epdm/, 1],
    ],
  },
  {
    q: "felting a dog kennel roof",
    grades: [
      [/shed-felt/, 3],
      [/clout/, 2],
    ],
  },
  // Drainage and plumbing.
  {
    q: "rainwater system for a garage roof",
    grades: [
      [GUTTER, 3],
      [GUTTER_PARTS, 2],
      [/water-butt/, 1],
    ],
  },
  {
    q: "drainage for a new downstairs toilet",
    grades: [
      [DRAIN_PIPE, 3],
      [DRAIN_FITTING, 2],
      [/chamber/, 1],
      [/waste-pipe/, 1],
    ],
  },
  {
    q: "getting water away from a patio door",
    grades: [
      [/channel/, 3],
      [/gully/, 2],
      [DRAIN_PIPE, 1],
    ],
  },
  {
    q: "plumbing in a new kitchen sink",
    grades: [
      [/waste-pipe/, 3],
      [/bottle-trap/, 3],
      [/tap-connector/, 3],
      [/isolating/, 2],
      [COMPRESSION, 1],
    ],
  },
  {
    q: "moving a radiator to another wall",
    grades: [
      [COPPER_15, 3],
      [/trv/, 2],
      [COMPRESSION, 2],
      [/pex/, 2],
      [/solder-elbow/, 1],
      [/clunton-elbow|garway-elbow/, 1],
    ],
  },
  {
    q: "central heating pipework",
    grades: [
      [/copper-(15|22)/, 3],
      [/solder-elbow/, 2],
      [COMPRESSION, 2],
      [/pex/, 2],
      [/pipe-clips/, 2],
    ],
  },
  // Decorating.
  {
    q: "painting a new extension inside",
    grades: [
      [CONTRACT, 3],
      [EMULSION, 2],
    ],
  },
  { q: "painting pebbledash", grades: [[MASONRY_PAINT, 3]] },
  {
    q: "painting a new front door",
    grades: [
      [/gloss-(white|black)/, 3],
      [/undercoat/, 3],
      [/satinwood/, 2],
      [/sandpaper/, 1],
    ],
  },
  {
    q: "staining a garden bench",
    grades: [
      [/woodstain/, 3],
      [/preserver/, 1],
      [/decking-oil/, 1],
    ],
  },
  {
    q: "painting a shed",
    grades: [
      [/shed-fence/, 3],
      [/woodstain/, 2],
      [/preserver/, 1],
    ],
  },
  // Tiling, sealing and fixing.
  {
    q: "tiling a bathroom floor",
    grades: [
      [FLOOR_TILE_ADHESIVE, 3],
      [GROUT, 3],
      [/backer/, 2],
      [/selflevel/, 1],
      [/sanitary/, 1],
    ],
  },
  {
    q: "splashback behind a hob",
    grades: [
      [WALL_TILE_ADHESIVE, 3],
      [GROUT, 3],
    ],
  },
  {
    q: "draughtproofing round a door frame",
    grades: [
      [/frame-sealant/, 3],
      [/expanding-foam|gun-foam/, 2],
      [/caulk/, 2],
    ],
  },
  {
    q: "fitting a new upvc window",
    grades: [
      [/frame-fixing|frame-10x100/, 3],
      [/frame-sealant/, 3],
      [/expanding-foam|gun-foam/, 3],
      [/window-board/, 1],
    ],
  },
  {
    q: "fire stopping round pipes through a wall",
    grades: [
      [/fire-sealant/, 3],
      [/^board-.*-fire/, 1],
    ],
  },
  {
    q: "putting up a shelf on a brick wall",
    grades: [
      [/plugs/, 3],
      [/-wood-\d/, 3],
      [/frame-fixing|frame-10x100/, 1],
    ],
  },
  {
    q: "fixing a handrail post to a concrete floor",
    grades: [
      [/-concrete-7-5/, 3],
      [/frame-fixing|frame-10x100/, 2],
      [/coach-bolts/, 1],
      [/threaded-rod/, 1],
    ],
  },
];
