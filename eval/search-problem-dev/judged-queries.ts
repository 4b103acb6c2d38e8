/**
 * Problem and want sentences (session 23, intent-problems lane): what is wrong with a part of the house or garden,
 * or what the buyer wants a thing to do or be, typed as varied UK householders type them. Written product group by
 * product group over held-out sets 19 and 21's catalogues (both spent) before any change was made, from trade
 * knowledge, not from those sets' queries. Grades are patterns over catalogue keys (a key matching the pattern takes
 * the grade; the best pattern wins), so each sentence is scored on both catalogues. 3: the fix itself; 2: needed
 * too or a close alternative; 1: useful for the job. Scored by run.ts in this folder.
 */
export interface ProblemQuery {
  q: string;
  grades: Record<string, number>;
}

const MORTAR = { "mortar-20$": 3, "building-sand": 2, "opc-25$|masonry-25$": 2, "hydrated|plasticiser": 1 };
const PANELS = { "panel-overlap|panel-closeboard": 3, "fence-post|concrete-post": 1 };
const GLOSS = { "gloss-white|satinwood": 3, "gloss-black|undercoat": 2, sandpaper: 1 };
const SILICONE = { "sanitary-(white|clear)": 3, "general-silicone": 2, "sealant-gun": 1 };
const FOAM = { "expanding-foam|gun-foam": 3, "frame-sealant": 2 };

export const PROBLEM_QUERIES: readonly ProblemQuery[] = [
  // Masonry and concrete.
  { q: "mortar crumbling out between the bricks on the garden wall", grades: MORTAR },
  {
    q: "chunk broken off the edge of the concrete step",
    grades: { "repair-5$": 3, "sbr-(1|5)$|rapid-2": 2, "concrete-20$": 2 },
  },
  { q: "garage floor is dusty and keeps crumbling", grades: { "floor-grey": 3, "sbr-|pva-5": 2, "repair-5$": 1 } },
  {
    q: "kitchen floor not flat enough to tile",
    grades: { selflevel: 3, "screed-25": 2, "tile-adhesive-(rapid|floor)": 1 },
  },
  { q: "fence post wobbles every time the wind blows", grades: { postmix: 3, "fence-post|concrete-post": 2 } },
  { q: "damp creeping up the wall from the ground outside", grades: { "dpc-": 3, waterproofer: 2, "air-brick": 1 } },
  { q: "air brick under the floor is cracked", grades: { "air-brick": 3 } },
  {
    q: "want to hold up the brickwork over a new doorway",
    grades: { "lintel-|-cavity-1|-cavity-2|-box-1": 3, padstone: 2 },
  },
  { q: "gable wall bowing away from the roof", grades: { "restraint-strap": 3, "wall-ties|joist-hanger": 1 } },
  // Paving and garden.
  { q: "weeds keep coming up through the gravel drive", grades: { "weed-membrane": 3 } },
  {
    q: "weeds growing in the gaps between patio slabs",
    grades: { "jointing-(15|compound)": 3, "weed-membrane": 1, "kiln-dried": 1 },
  },
  { q: "sand washed out of the block paving joints", grades: { "kiln-dried": 3, "jointing-(15|compound)": 1 } },
  {
    q: "one slab rocks when you stand on it",
    grades: { "sharp-sand": 2, "mortar-20$": 3, "opc-25$": 2, "building-sand": 1 },
  },
  { q: "puddle by the back door every time it rains", grades: { channel: 3, gully: 2, "drain-.*pipe-110": 1 } },
  {
    q: "border soil keeps spilling onto the lawn",
    grades: { "edging-rope|log-roll": 3, "kerb-bullnose": 2, sleeper: 1 },
  },
  { q: "grass wont grow in the shade want something that needs no mowing", grades: { "artificial-grass": 3 } },
  {
    q: "muddy patch where the bins go want something solid",
    grades: { "riven|porcelain|slingsby|howtel": 3, "mot-": 2, "sharp-sand": 1 },
  },
  { q: "the kids sandpit needs filling", grades: { "play-sand": 3 } },
  { q: "want to save rainwater for the garden", grades: { "water-butt": 3, downpipe: 1 } },
  // Fences and sheds.
  { q: "fence panel blew out in the storm", grades: PANELS },
  {
    q: "bottom of the fence is rotting where it sits in the soil",
    grades: { "gravel-board": 3, "concrete-post": 2, "fence-post": 1 },
  },
  {
    q: "neighbours can see into the garden want the fence higher",
    grades: { trellis: 3, "panel-(overlap|closeboard)": 2 },
  },
  { q: "fence looking tired and grey", grades: { "shed-fence": 3, preserver: 2, woodstain: 1 } },
  {
    q: "shed floor gone soft and spongy",
    grades: { "osb3-(11|18|tg)": 3, "softwood-ply|osb3-9": 2, "c16-47x(75|100)": 1 },
  },
  {
    q: "felt on the shed roof torn and flapping",
    grades: { "shed-felt": 3, "nails-clout|clout": 2, "roof-sealant": 1 },
  },
  { q: "rain getting in through the shed walls", grades: { shiplap: 3, "shed-fence": 2, featheredge: 1 } },
  // Decking and timber outside.
  {
    q: "a couple of deck boards have snapped",
    grades: { "grooved|board-28|westow|pawston": 3, "decking-4|decking-screw": 2 },
  },
  {
    q: "whole deck wobbles when you walk across it",
    grades: { "deck.*joist": 3, "timber-6|structural|coach-bolts": 2, "decking-4": 1 },
  },
  { q: "handrail on the deck steps has come loose", grades: { "handrail|newel": 2, "coach-bolts|timber-6": 3 } },
  {
    q: "garden bench gone silver want it looking like new wood",
    grades: { woodstain: 3, "decking-oil": 2, preserver: 1, varnish: 1 },
  },
  {
    q: "outside window sill bare wood needs something that lasts",
    grades: { "varnish|woodstain": 3, preserver: 2, "gloss-white|undercoat": 2 },
  },
  // Roof and rainwater.
  { q: "slate slipped off the roof and water coming in", grades: { "natural-slate": 3, "lead-code4|clout": 1 } },
  {
    q: "rain gets in where the flat roof joins the house wall",
    grades: { "lead-code4": 3, "roof-sealant": 2, epdm: 1 },
  },
  {
    q: "plastic roof sheet on the carport has cracked",
    grades: { "pvc-sheet": 3, "corrugated-bitumen": 2, "roof-sealant": 1 },
  },
  { q: "fascia board rotten and paint flaking", grades: { fascia: 3, soffit: 2 } },
  { q: "birds nesting in a hole under the eaves", grades: { soffit: 3, fascia: 2 } },
  { q: "gutter sagging in the middle", grades: { bracket: 3, "gutter-(black|white)": 1 } },
  { q: "water splashing out the bottom of the downpipe onto the wall", grades: { shoe: 3, gully: 2, downpipe: 1 } },
  // Plumbing and heating.
  {
    q: "drip from the pipe joint under the kitchen sink",
    grades: { ptfe: 3, "comp-|elbow|tee|coupler": 2, "tap-connector": 2 },
  },
  { q: "want to turn the water off to the washing machine without the stopcock", grades: { "isolating-valve": 3 } },
  { q: "pipes bang and rattle when the tap goes on", grades: { "pipe-clips?-": 3 } },
  { q: "bathroom sink smells and drains slowly", grades: { "bottle-trap": 3, "waste-pipe": 2 } },
  { q: "bedroom radiator too hot cant turn it down", grades: { trv: 3 } },
  // Walls, ceilings and plaster.
  { q: "fine cracks all over the ceiling", grades: { filler: 3, "caulk|jointing": 2, "multi-finish": 1 } },
  {
    q: "door handle made a hole in the plasterboard",
    grades: { "filler|jointing": 3, "board-.*-te-|plasterboard": 2, "board-finish": 1, scrim: 1 },
  },
  {
    q: "old plaster coming off the wall in lumps",
    grades: { "bonding|hardwall|one-?coat-25": 3, "multi-finish": 2, "pva-5|sbr-": 2 },
  },
  {
    q: "walls are rough want them smooth for wallpaper",
    grades: { "multi-finish": 3, "board-finish": 2, "pva-5": 2, filler: 2, sandpaper: 1 },
  },
  {
    q: "plasterboard in the shower gone soft and mouldy",
    grades: { moisture: 3, "tile-backer": 3, "board-.*te-12": 1 },
  },
  {
    q: "corner of the wall keeps getting chipped",
    grades: { "angle-bead": 3, filler: 2, "multi-finish|one-?coat": 1 },
  },
  { q: "cracks between skirting and floor", grades: { caulk: 3, "quadrant|scotia": 3, "frame-sealant": 1 } },
  { q: "shower tray edge leaking onto the floor", grades: SILICONE },
  {
    q: "wall tiles in the bathroom coming loose",
    grades: { "tile-adhesive-(ready|wall)": 3, "grout-": 2, "tile-adhesive-(rapid|floor)": 2 },
  },
  { q: "grout gone black and grubby", grades: { "grout-white": 3, "grout-grey": 2 } },
  // Cold, damp and noise.
  {
    q: "bedroom outside wall cold to touch and mouldy",
    grades: { thermal: 3, "wooperton|fadmoor": 2, "eps-50": 1, "stain-block": 1 },
  },
  { q: "can hear next doors telly through the wall", grades: { acoustic: 3 } },
  { q: "loft is freezing in winter", grades: { "byrness|beadlam": 3, "loft-legs": 1, lagging: 1 } },
  { q: "pipes in the garage freeze every winter", grades: { lagging: 3 } },
  { q: "gap round the waste pipe where it goes through the wall", grades: FOAM },
  // Paint and finishes.
  { q: "front door paint peeling and faded", grades: GLOSS },
  { q: "gate railings gone rusty", grades: { "metal-black": 3, sandpaper: 1, "white-spirit": 1 } },
  {
    q: "yellow nicotine stains on the ceiling",
    grades: { "stain-block": 3, "matt-white|contract": 1, "sugar-soap": 2 },
  },
  {
    q: "hallway walls need a paint that wipes clean",
    grades: { "silk-white": 3, "trade-(vinyl-)?matt|troutsdale-matt": 2 },
  },
  {
    q: "house render looking grubby want it brighter",
    grades: { "masonry-white|levisham-masonry-white|humbleton-white": 3, "humbleton-stone|masonry-sandstone": 2 },
  },
  { q: "garage floor needs something tough that wont wear off", grades: { "floor-grey": 3 } },
  // Fixings.
  {
    q: "shelf keeps pulling out of the plasterboard wall",
    grades: { "hollow-(wall-)?anchors|plasterboard-fixings": 3, "plugs-": 1 },
  },
  {
    q: "door frame loose in the brick wall",
    grades: { "frame-fixings": 3, "expanding-foam|gun-foam": 2, "concrete-7|masonry": 1 },
  },
  {
    q: "bedroom floor bounces when you walk on it",
    grades: { "c24-|c16-47x(150|200)": 3, "joist-hanger": 2, restraint: 1 },
  },
  { q: "floorboards creak on the landing", grades: { "wood-4x(40|50)|wood-5x70": 3, "lost-head": 2 } },
];
