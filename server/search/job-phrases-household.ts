import type { JobPhrase } from "./job-phrases.ts";

/**
 * Household symptoms as a DIYer types them, the room or part of the house with what is wrong there ("silicone by the
 * basin has gone mouldy", "utility sink whiffs", "the back bedroom is always chilly", "architrave has come loose by
 * the front door"). Read exactly as job-phrases.ts reads its problem families (a `when` phrase and
 * a `with` phrase), after them: trade knowledge of what a UK merchant sells for each symptom, written per family.
 * The thing decides the product: a mouldy seal at a bath is re-sealed, a mouldy bathroom ceiling re-boarded.
 * Where to extend: another symptom family with the things it happens to; a `when` word must not name a product
 * ("mould" is read only with a fitting a seal or grout is on, not with a room, where a product could be called
 * anti-mould), and a `with` list that holds a product's
 * own name ("tile") must not also meet a symptom word that product's name uses.
 * Risk: an entry applies in any sentence of three words or more (use-words.ts); keep `when` words symptoms.
 */
const MOULDY = ["mould", "mouldy", "mildew", "going black", "gone black", "turned black", "turning black"];
const SEAL_FAULT = [
  ...["gap", ...MOULDY, "black mould", "black spot", "peeling", "coming away", "come away", "lifting"],
  ...["discoloured", "split", "splitting", "cracked", "cracking", "perished", "failed", "failing"],
];
// The seal itself too ("the bathroom silicone has gone mouldy"): the seal, not the room, is what is renewed.
const SEALED_PLACES = [
  ...["bath", "shower tray", "shower", "basin", "sink", "worktop", "bath panel", "shower screen", "sealant"],
  ...["silicone", "mastic", "seal"],
];
const RAIN_IN = [
  ...["rain", "rain in", "letting water", "water coming", "water getting", "water through", "soaking"],
  ...["penetrating damp", "wet patch", "soak"],
];
const SMELL = ["smell", "smelling", "smelly", "stink", "stinking", "stinky", "odour", "whiff", "gurgle", "gurgling"];
const COLD = [
  ...["cold", "freezing", "chilly", "icy", "heat loss", "losing heat", "heat escaping", "warmer", "heating bill"],
];
const DRAUGHT = ["draught", "draughty", "draft", "drafty", "cold air", "wind", "whistling"];
const CRACKING = ["crack", "cracked", "cracking", "split", "splitting", "opening up", "showing through"];
export const LOOSE = [
  ...["loose", "come loose", "came loose", "coming loose", "come away", "coming away", "come off", "coming off"],
  ...["fallen off", "falling off", "wobbly", "wobble", "wobbling", "rocking", "comes away"],
];
// Blown or fallen down, in every tense a DIYer types it.
export const DOWN = [
  ...["blown down", "blown over", "blew down", "blew over", "blow down", "blowing down", "fallen down", "fell down"],
  ...["came down", "come down", "fallen over", "fell over", "falling over", "blown", "collapsed"],
];
const UNEVEN = ["bumpy", "uneven", "not level", "out level", "dip", "dips", "sloping", "wavy", "hump", "humps"];
const FRESH_COAT = [
  ...["fresh coat", "new coat", "lick paint", "repaint", "scuffed", "scuffs", "yellowed", "yellowing", "flaking"],
  ...["peeling", "tired", "faded", "shabby", "marked", "gone yellow", "turned yellow", "going yellow"],
];
const WOODWORK = [
  ...["skirting", "door", "architrave", "woodwork", "paintwork", "window frame", "window sill", "banister"],
  ...["bannister", "spindle", "staircase", "stair", "door frame", "trim", "sill", "interior door", "internal door"],
];

const SYMPTOMS: readonly JobPhrase[] = [
  // Grout that goes mouldy, cracks or falls out is raked out and regrouted (before the seal entry: same places).
  {
    when: [...MOULDY, "crumbling", "cracked", "cracking", "falling out", "missing", "dirty", "stained"],
    with: ["grout", "grouting"],
    groups: ["grout"],
  },
  // Seals round a bath, shower, basin or worktop fail, go mouldy or gap: they are cut out and re-sealed.
  { when: SEAL_FAULT, with: SEALED_PLACES, groups: ["sealant"] },
  // A bathroom's walls and ceiling that keep going mouldy are re-boarded in moisture-resistant board.
  {
    when: ["mouldy", "mildew", "black mould", "condensation", "steamy", "steam"],
    with: ["bathroom", "shower room", "ensuite", "en suite", "wet room", "bathroom ceiling"],
    groups: ["mrboard"],
  },
  // Rain through render or solid brick (penetrating damp): a waterproofer or masonry finish, render made good.
  {
    when: RAIN_IN,
    with: ["render", "rendered", "rendering", "pebbledash", "roughcast"],
    groups: ["waterproofer", "render"],
  },
  {
    when: RAIN_IN,
    with: ["brick", "brickwork", "external wall", "outside wall", "exterior wall", "solid wall", "wall"],
    groups: ["waterproofer", "masonrypaint"],
  },
  // Damp rising from the ground shows at the bottom of a wall: a damp-proof course.
  {
    when: [
      "damp",
      "damp patch",
      "tide mark",
      "tidemark",
      "wet",
      "salt",
      "salt mark",
      "white powder",
      "plaster crumbling",
    ],
    with: ["coming up", "creeping up", "rising", "bottom", "low down", "ground level", "skirting level"],
    groups: ["dpc"],
  },
  // (Tried: a damp patch up a wall or on a ceiling as stain block, waterproofer and masonry paint; an unread set's
  // intent fell and a read set wanted a chimney's flashing for it.)
  // Smells from a sink, basin, bath or shower come through a dry or failed trap; outside, through a gully.
  {
    when: SMELL,
    with: ["sink", "basin", "bath", "shower", "plughole", "plug hole", "washing machine", "dishwasher", "waste"],
    groups: ["trap"],
  },
  { when: SMELL, with: ["drain cover", "yard", "gully", "manhole", "drain"], groups: ["gully"] },
  // Draughts round frames are sealed or foamed; through floorboards and under skirting, beaded or caulked.
  {
    when: DRAUGHT,
    with: ["window", "window frame", "door frame", "frame", "letterbox", "door", "back door", "front door"],
    groups: ["sealant", "expandingfoam"],
  },
  { when: DRAUGHT, with: ["floorboard", "floor board", "skirting", "floor"], groups: ["scotia", "caulk"] },
  // A cold or condensing wall is lined with insulated plasterboard; a cold house loses its heat through the loft
  // first; an outbuilding is lined with board; a floor insulated.
  {
    when: [...COLD, "condensation", "cold spot", "cold patch"],
    with: ["wall", "bedroom wall", "gable wall", "gable end"],
    groups: ["insulatedplasterboard", "pir"],
  },
  {
    when: COLD,
    with: ["upstair", "bedroom", "loft", "attic", "top floor", "house", "home", "bungalow"],
    groups: ["mineralwool"],
  },
  {
    when: COLD,
    with: ["garage", "shed", "workshop", "summerhouse", "garden room", "outbuilding", "log cabin", "conservatory"],
    groups: ["pir", "mineralwool", "multifoil"],
  },
  { when: COLD, with: ["floor", "floorboard", "downstair", "suspended floor"], groups: ["pir", "mineralwool"] },
  // Cracks along a skirting, an architrave, coving or the wall-to-ceiling line (movement joints) are caulked before
  // painting; along plasterboard joins, taped and filled.
  {
    when: [...CRACKING, "gap"],
    with: ["skirting", "architrave", "coving", "meet ceiling", "ceiling meet", "wall ceiling", "window board"],
    groups: ["caulk", "interiorfiller"],
  },
  {
    when: CRACKING,
    with: ["plasterboard", "drywall", "dry lining", "join", "seam", "board joint"],
    groups: ["scrimtape", "jointfiller"],
  },
  // Mould on a wall or ceiling elsewhere in the house: washed down and repainted (a bathroom's is re-boarded, above).
  {
    when: ["mould", "mouldy", "black mould", "mildew", "black spot"],
    with: ["wall", "ceiling", "corner", "bedroom wall", "bedroom ceiling", "behind wardrobe"],
    groups: ["emulsion", "sugarsoap"],
  },
  // Paint that peels or blisters off a wall or ceiling inside is scraped, sealed and repainted.
  {
    when: ["peeling", "flaking", "blistering", "blistered", "bubbling", "bubbled", "paint coming off"],
    with: ["ceiling", "wall", "emulsion", "bathroom ceiling", "kitchen ceiling"],
    groups: ["emulsion", "primer"],
  },
  // A clean painted edge (cutting in at a ceiling, a skirting or glass) is masked.
  {
    when: ["straight line", "clean line", "neat line", "crisp line", "sharp line", "straight edge"],
    with: ["painting", "paint", "wall", "ceiling", "skirting", "emulsion", "glass"],
    groups: ["maskingtape"],
  },
  // Woodwork that needs a fresh coat, or is being painted or finished, takes gloss or satinwood (primer where bare).
  {
    when: [...FRESH_COAT, "painting", "repainting", "finish", "finishing", "recoat", "recoating", "glossing"],
    with: WOODWORK,
    groups: ["glosspaint", "satinwood", "primer"],
  },
  // A big hole in plaster (an old fireplace, blown plaster) is built up with undercoat or one-coat plaster.
  {
    when: ["big hole", "large hole", "huge hole", "fireplace", "blown", "missing plaster"],
    with: ["plaster", "plastered", "plasterwork", "chimney breast", "wall"],
    groups: ["bondingplaster", "hardwall", "onecoatplaster"],
  },
  // Cracks in brickwork are raked out and repointed; small holes and cracks in plaster are filled; a hole in
  // plasterboard is filled and taped. Not "plaster" as the thing: "plaster for patching holes" names its product.
  {
    when: [...CRACKING, "hairline"],
    with: [
      ...["brick", "brickwork", "external wall", "exterior wall", "garden wall", "boundary wall", "front wall"],
      ...["retaining wall", "pillar", "brick pillar"],
    ],
    groups: ["mortarmix", "buildingsand"],
  },
  {
    when: ["hole", "dent", "screw hole", "nail hole", "plug hole", "damage", "damaged", "punched", "kicked"],
    with: ["plasterboard", "stud wall", "drywall", "hollow wall"],
    groups: ["interiorfiller", "jointfiller", "scrimtape"],
  },
  {
    when: [...CRACKING, "hairline", "hole", "dent", "screw hole", "nail hole", "plug hole", "chip", "chipped"],
    with: ["wall", "ceiling", "plasterwork"],
    groups: ["interiorfiller"],
  },
  // Holes a fixing left behind (a bracket, a shelf, a picture taken down) are filled before painting (after the
  // entries above, which know the plasterboard or wall they are in).
  {
    when: [
      ...["screw hole", "nail hole", "plug hole", "rawlplug hole", "fixing hole", "hole left", "holes left"],
      ...["old hole", "drill hole", "bracket hole"],
    ],
    groups: ["interiorfiller"],
  },
  // Plaster edges and corners that chip are formed on beads.
  {
    when: ["edge", "corner", "arris", "chipped corner", "damaged corner"],
    with: ["reveal", "plastered", "plaster", "plastering", "chimney breast"],
    groups: ["anglebead", "stopbead"],
  },
  // A bumpy floor is levelled with a self-levelling compound, on a primer, before a floor covering goes down.
  {
    when: UNEVEN,
    with: ["floor", "concrete floor", "subfloor", "sub floor", "screed", "kitchen floor", "bathroom floor"],
    groups: ["selflevelling", "pva", "sbr"],
  },
  // Things that have come loose: trim is stuck back, a post re-set, bricks re-bedded, pipes clipped.
  {
    when: [...LOOSE, "pulled away", "pulling away", "sprung", "springing", "hanging off", "came off", "gap behind"],
    with: [
      ...["skirting", "architrave", "coving", "dado rail", "picture rail", "moulding", "trim", "window board"],
      ...["upstand", "worktop upstand", "door stop", "beading"],
    ],
    groups: ["grabadhesive"],
  },
  { when: LOOSE, with: ["fence post", "gate post", "post"], groups: ["postfix", "postsupport"] },
  // A wall's coping stones that are cracked, missing or falling off are replaced and bedded; loose ones re-bedded.
  {
    when: ["falling off", "fallen off", "fell off", "missing", "cracked", "broken", "blown off", "knocked off"],
    with: ["coping", "coping stone", "capping stone", "wall cap", "copings", "capping"],
    groups: ["coping", "mortarmix"],
  },
  {
    when: LOOSE,
    with: ["brick", "coping", "capping", "garden wall", "garden step", "step", "steps"],
    groups: ["mortarmix", "buildingsand"],
  },
  { when: LOOSE, with: ["plaster", "plasterwork"], groups: ["bondingplaster", "hardwall", "onecoatplaster"] },
];

/** The symptom's words never rank: "going black" is no colour, "smells" no product's word. */
export const HOUSEHOLD_JOB_PHRASES: readonly JobPhrase[] = SYMPTOMS.map((entry) => ({ ...entry, quiet: true }));
