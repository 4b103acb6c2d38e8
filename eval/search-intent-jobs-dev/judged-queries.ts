/**
 * A job-sentence dev set (session 23, intent-jobs lane): what UK DIYers and trades type for a job or a project,
 * written product group by product group over the shared catalogue shape of held-out sets 19 and 21 (spent), from
 * trade knowledge, before its first run and before reading either set's queries. Grades are key patterns (both
 * catalogues name their products alike: "-c16-", "plasterboard" kinds by "board-…-te-"), so each sentence is
 * scored on both. 3: the main thing the job needs; 2: needed too or a close alternative; 1: useful for the job.
 */
import type { JobQuery } from "./run-job-set.ts";

const FACING = /^brick-(branxton|wharram)/;
const OPC = /^cement-.*-opc-/;
const MASONRY_CEMENT = /^cement-.*-masonry-/;
const MORTAR_MIX = /^cement-.*-mortar-/;
const CONCRETE_MIX = /^cement-.*-concrete-/;
const BUILDING_SAND = /building-sand/;
const SHARP_SAND = /sharp-sand/;
const BALLAST = /ballast/;
const DENSE_BLOCK = /^block-.*-(dense|hollow)-/;
const AIRCRETE = /^block-.*-(duddo|speeton)(-7n)?-100/;
const LINTEL = /lintel|^block-.*-(cavity|box)-\d/;
const C16 = /-c16-/;
const CLS = /-cls-/;
const FENCE_POST = /fence-post|concrete-post/;
const DECK_BOARD = /^deck-.*-(board|grooved|pawston|westow)/;
const STANDARD_BOARD = /^board-.*-(te|se)-/;
const LOFT_ROLL = /byrness|beadlam/;
const PIR = /wooperton|fadmoor/;
const TILES = /roddam|gillamoor|plain-clay/;
const GUTTER_PARTS = /^drain-(lesbury|brawby)-(bracket|outlet|stop-end|downpipe|shoe)/;
const EMULSION = /^paint-.*-(waren|troutsdale|trade|contract)-/;

export const JOB_QUERIES: readonly JobQuery[] = [
  // Masonry and building.
  {
    q: "building a low brick wall in the front garden",
    grades: [
      [FACING, 3],
      [MORTAR_MIX, 2],
      [BUILDING_SAND, 2],
      [MASONRY_CEMENT, 2],
      [OPC, 1],
      [/engineering/, 1],
      [/cement-.*-plasticiser/, 1],
    ],
  },
  {
    q: "what do i need to mix mortar for bricklaying",
    grades: [
      [BUILDING_SAND, 3],
      [MASONRY_CEMENT, 3],
      [OPC, 3],
      [MORTAR_MIX, 3],
      [/plasticiser/, 2],
      [/hydrated/, 1],
    ],
  },
  {
    q: "putting a lintel in over a new doorway",
    grades: [
      [LINTEL, 3],
      [/padstone/, 2],
    ],
  },
  {
    q: "laying blockwork for a garage wall",
    grades: [
      [DENSE_BLOCK, 3],
      [AIRCRETE, 3],
      [MORTAR_MIX, 2],
      [BUILDING_SAND, 2],
      [MASONRY_CEMENT, 2],
      [OPC, 1],
    ],
  },
  {
    q: "digging and pouring footings for a garden wall",
    grades: [
      [CONCRETE_MIX, 3],
      [BALLAST, 3],
      [OPC, 3],
      [/trench/, 2],
    ],
  },
  {
    q: "repointing an old victorian brick wall",
    grades: [
      [/nhl/, 3],
      [/hydrated/, 2],
      [BUILDING_SAND, 2],
    ],
  },
  {
    q: "tying a new wall into the side of the house",
    grades: [
      [/wall-starter/, 3],
      [/wall-ties/, 2],
    ],
  },
  { q: "putting a damp course in a new wall", grades: [[/brick-gen-dpc/, 3]] },
  {
    q: "rendering the outside of a block wall",
    grades: [
      [/-render-/, 3],
      [SHARP_SAND, 2],
      [OPC, 2],
      [/waterproofer/, 1],
      [/sbr/, 1],
      [/stop-bead|angle-bead/, 1],
      [/plastering-sand/, 2],
    ],
  },
  {
    q: "concrete base for a new shed",
    grades: [
      [CONCRETE_MIX, 3],
      [BALLAST, 3],
      [OPC, 3],
      [/-mot-/, 2],
      [/shuttering/, 1],
    ],
  },
  // Landscaping.
  {
    q: "laying a sub base for a new driveway",
    grades: [
      [/-mot-/, 3],
      [/scalpings/, 3],
      [/block-paving/, 1],
      [/kerb/, 1],
    ],
  },
  {
    q: "how to set a gate post in concrete",
    grades: [
      [/postmix/, 3],
      [CONCRETE_MIX, 2],
      [/rapid/, 2],
      [BALLAST, 1],
      [FENCE_POST, 1],
    ],
  },
  {
    q: "edging for a new gravel path",
    grades: [
      [/edging-rope|log-roll/, 3],
      [/kerb/, 2],
      [/gravel-(10|20)|pea-gravel/, 1],
    ],
  },
  {
    q: "making a gravel path through the garden",
    grades: [
      [/gravel-(10|20)|pea-gravel/, 3],
      [/cotswold|slate-20|granite|pebbles/, 2],
      [/weed-membrane/, 2],
      [/-mot-/, 1],
      [/edging-rope|log-roll/, 1],
    ],
  },
  {
    q: "pointing the gaps between patio slabs",
    grades: [
      [/^land-.*jointing/, 3],
      [MORTAR_MIX, 1],
      [BUILDING_SAND, 1],
    ],
  },
  { q: "brushing sand into block paving joints", grades: [[/kiln-dried/, 3]] },
  {
    q: "laying a porcelain patio",
    grades: [
      [/kilham|ganthorpe/, 3],
      [/howtel|slingsby|riven/, 2],
      [SHARP_SAND, 1],
      [/sbr/, 1],
      [/^land-.*jointing/, 1],
      [OPC, 1],
    ],
  },
  {
    q: "bedding paving slabs on mortar",
    grades: [
      [SHARP_SAND, 3],
      [OPC, 3],
      [BUILDING_SAND, 1],
      [MORTAR_MIX, 2],
    ],
  },
  // Garden timber.
  {
    q: "build raised beds for the allotment",
    grades: [
      [/sleeper/, 3],
      [C16, 2],
      [/-timber-6-7/, 2],
      [/topsoil/, 2],
      [/weed-membrane/, 1],
    ],
  },
  {
    q: "putting up a new fence along the boundary",
    grades: [
      [/panel-(overlap|closeboard)/, 3],
      [FENCE_POST, 3],
      [/gravel-board/, 2],
      [/postmix/, 2],
      [/featheredge/, 1],
    ],
  },
  {
    q: "building a close board fence from scratch",
    grades: [
      [/featheredge/, 3],
      [/panel-closeboard/, 3],
      [FENCE_POST, 2],
      [/gravel-board/, 2],
      [/postmix/, 1],
    ],
  },
  {
    q: "laying a timber deck in the back garden",
    grades: [
      [DECK_BOARD, 3],
      [/^deck-.*joist/, 3],
      [/fix-.*-decking/, 2],
      [/weed-membrane/, 1],
      [/decking-oil/, 1],
      [C16, 1],
    ],
  },
  {
    q: "putting a balustrade round the decking",
    grades: [
      [/handrail|spindle|newel/, 3],
      [/fix-.*-decking/, 1],
      [/coach-bolts/, 1],
    ],
  },
  {
    q: "building a pergola over the patio",
    grades: [
      [/fence-post-100x100/, 3],
      [C16, 2],
      [/coach-bolts/, 2],
      [/-timber-6-7/, 2],
      [/postmix/, 2],
    ],
  },
  {
    q: "cladding a garden shed",
    grades: [
      [/shiplap/, 3],
      [/featheredge/, 2],
      [/-tg-12|matchboard/, 1],
      [/nails-(round|lost)/, 1],
    ],
  },
  {
    q: "making a floor for a shed",
    grades: [
      [/osb3-(9|11|18)$|osb3-tg/, 3],
      [C16, 2],
      [/ply-18/, 2],
      [/^deck-.*joist/, 1],
    ],
  },
  // Carpentry and second fix.
  {
    q: "framing a stud wall in the spare room",
    grades: [
      [CLS, 3],
      [STANDARD_BOARD, 2],
      [C16, 1],
      [/drywall/, 1],
      [/nails-round/, 1],
    ],
  },
  {
    q: "boarding out a stud partition",
    grades: [
      [STANDARD_BOARD, 3],
      [/drywall-3/, 2],
      [/scrim/, 1],
      [/plaster-.*joint/, 1],
      [/multi-finish|board-finish/, 1],
    ],
  },
  {
    q: "soundproofing a wall between two bedrooms",
    grades: [
      [/^insul-.*acoustic/, 3],
      [/^board-.*acoustic/, 3],
    ],
  },
  {
    q: "lining the walls of a workshop",
    grades: [
      [/osb3-(9|11|18)$/, 3],
      [/ply-(12|18)/, 2],
      [STANDARD_BOARD, 1],
    ],
  },
  {
    q: "boarding the loft for storage",
    grades: [
      [/loft-legs/, 3],
      [/chipboard/, 3],
      [/osb3-tg/, 3],
      [LOFT_ROLL, 1],
    ],
  },
  {
    q: "laying a new floor over the joists",
    grades: [
      [/chipboard/, 3],
      [/osb3-tg/, 3],
      [/ply-18/, 1],
      [/fix-.*-wood-/, 1],
    ],
  },
  {
    q: "putting up alcove shelves",
    grades: [
      [/mdf-18/, 3],
      [/planed/, 2],
      [/plugs/, 2],
      [/fix-.*-wood-/, 2],
      [/ply-18/, 1],
    ],
  },
  {
    q: "fitting new skirting boards throughout",
    grades: [
      [/skirting/, 3],
      [/grab/, 2],
      [/lost-head/, 2],
      [/caulk/, 1],
    ],
  },
  {
    q: "fitting a door frame into a new stud wall",
    grades: [
      [/door-lining/, 3],
      [/architrave/, 2],
      [CLS, 1],
    ],
  },
  {
    q: "putting up a dado rail in the hallway",
    grades: [
      [/dado/, 3],
      [/grab/, 2],
      [/lost-head/, 1],
      [/caulk/, 1],
    ],
  },
  {
    q: "finishing the gap where laminate meets the skirting",
    grades: [
      [/quadrant|scotia/, 3],
      [/lost-head/, 1],
      [/grab/, 1],
    ],
  },
  {
    q: "replacing a window sill indoors",
    grades: [
      [/window-board/, 3],
      [/grab/, 1],
      [/caulk/, 1],
    ],
  },
  // Plastering and drylining.
  {
    q: "skimming a plasterboard ceiling",
    grades: [
      [/multi-finish|board-finish/, 3],
      [/scrim/, 2],
      [/pva/, 1],
    ],
  },
  {
    q: "replastering a solid brick wall",
    grades: [
      [/hardwall/, 3],
      [/one-?coat|bonding/, 2],
      [/multi-finish/, 2],
      [/angle-bead/, 1],
      [/pva/, 1],
    ],
  },
  {
    q: "dry lining an outside wall to keep the heat in",
    grades: [
      [/thermal/, 3],
      [/plaster-.*adhesive/, 3],
      [STANDARD_BOARD, 2],
      [PIR, 1],
    ],
  },
  {
    q: "plastering round a window reveal",
    grades: [
      [/angle-bead/, 3],
      [/one-?coat|multi-finish|bonding|hardwall/, 2],
      [/stop-bead/, 1],
    ],
  },
  // Insulation.
  {
    q: "insulating the loft between the joists",
    grades: [
      [LOFT_ROLL, 3],
      [/loft-legs/, 1],
    ],
  },
  {
    q: "insulating a suspended timber floor",
    grades: [
      [PIR, 3],
      [LOFT_ROLL, 2],
      [/eps/, 2],
      [/multifoil/, 1],
    ],
  },
  {
    q: "insulating the roof of a garage",
    grades: [
      [PIR, 3],
      [/multifoil/, 2],
      [LOFT_ROLL, 2],
    ],
  },
  {
    q: "insulating under a new concrete floor",
    grades: [
      [/eps/, 3],
      [PIR, 3],
    ],
  },
  // Roofing.
  {
    q: "re-felting the shed roof",
    grades: [
      [/shed-felt/, 3],
      [/clout/, 2],
      [/osb3-(9|11)/, 1],
    ],
  },
  {
    q: "recovering a flat garage roof in rubber",
    grades: [
      [/epdm/, 3],
      [/osb3-18/, 1],
    ],
  },
  {
    q: "roofing a lean-to with clear sheets",
    grades: [
      [/pvc-sheet/, 3],
      [/corrugated-bitumen/, 2],
    ],
  },
  {
    q: "retiling a pitched roof",
    grades: [
      [TILES, 3],
      [/natural-slate/, 2],
      [/batten/, 2],
      [/breather/, 2],
      [/ridge/, 1],
    ],
  },
  {
    q: "replacing fascias and soffits",
    grades: [
      [/fascia/, 3],
      [/soffit/, 3],
      [/gutter-/, 1],
    ],
  },
  {
    q: "flashing where the extension roof meets the wall",
    grades: [
      [/lead/, 3],
      [/roof-sealant/, 1],
    ],
  },
  // Drainage and plumbing.
  {
    q: "putting up new guttering on the back of the house",
    grades: [
      [/gutter-/, 3],
      [GUTTER_PARTS, 2],
    ],
  },
  {
    q: "laying an underground drain to a soakaway",
    grades: [
      [/drain-.*-pipe-110/, 3],
      [/bend|junction/, 2],
      [/chamber|gully/, 1],
      [/gravel-20/, 1],
    ],
  },
  {
    q: "running a new pipe to a radiator",
    grades: [
      [/copper-15/, 3],
      [/pex|barrier/, 2],
      [/comp-elbow-15|solder-elbow|(rennington|ryton)-elbow-15/, 2],
      [/pipe-clip/, 1],
      [/trv/, 1],
    ],
  },
  {
    q: "connecting up a new basin waste",
    grades: [
      [/waste-pipe/, 3],
      [/bottle-trap/, 3],
    ],
  },
  // Decorating and finishing.
  { q: "painting the outside walls of the house", grades: [[/humbleton|levisham/, 3]] },
  {
    q: "painting bare new plaster",
    grades: [
      [EMULSION, 3],
      [/silk/, 1],
    ],
  },
  {
    q: "glossing the skirting and doors",
    grades: [
      [/gloss-white/, 3],
      [/undercoat/, 2],
      [/satinwood/, 2],
      [/sandpaper/, 1],
      [/brush/, 1],
      [/gloss-black/, 2],
    ],
  },
  { q: "painting a concrete garage floor", grades: [[/floor-grey/, 3]] },
  {
    q: "painting old iron railings",
    grades: [
      [/metal/, 3],
      [/gloss-black/, 1],
    ],
  },
  {
    q: "getting walls ready before decorating",
    grades: [
      [/paint-gen-filler/, 3],
      [/sugar-soap/, 2],
      [/sandpaper/, 2],
      [/caulk/, 1],
      [/dust-sheet|masking/, 1],
    ],
  },
  {
    q: "treating a new shed",
    grades: [
      [/shed-fence/, 3],
      [/preserver/, 3],
      [/woodstain/, 2],
    ],
  },
  {
    q: "varnishing an outside door",
    grades: [
      [/varnish/, 3],
      [/woodstain/, 2],
    ],
  },
  // Tiling, sealing and fixing.
  {
    q: "tiling a shower wall",
    grades: [
      [/tile-adhesive-(ready|wall)/, 3],
      [/grout/, 2],
      [/tile-backer/, 2],
      [/sanitary/, 1],
      [/tile-adhesive-(rapid|floor)/, 1],
    ],
  },
  { q: "regrouting the bathroom tiles", grades: [[/grout/, 3]] },
  {
    q: "resealing round the bath",
    grades: [
      [/sanitary/, 3],
      [/sealant-gun/, 1],
      [/general-silicone/, 2],
    ],
  },
  {
    q: "hanging a heavy mirror on plasterboard",
    grades: [
      [/hollow/, 3],
      [/plasterboard-fixings/, 3],
    ],
  },
  {
    q: "fitting a new window frame into brickwork",
    grades: [
      [/frame-fixings/, 3],
      [/frame-sealant/, 2],
      [/expanding-foam|gun-foam/, 2],
    ],
  },
  {
    q: "fixing new joists to a wall",
    grades: [
      [/joist-hanger/, 3],
      [/restraint/, 1],
      [/concrete-7/, 1],
    ],
  },
];
