import type { JobPhrase } from "./job-phrases.ts";
import { FITTER_HOME_STATES } from "./job-phrases-home-fitters.ts";
import { OUTSIDE_HOME_STATES } from "./job-phrases-home-outside.ts";

/**
 * Things round the home and garden said to be in a bad state, and the places it happens ("the lounge walls are all
 * scuffed", "the shed's corrugated roof blew off", "the kitchen chairs are falling apart", "the alley by the house
 * is just mud"): trade knowledge of what a UK merchant sells for each, written per family. Read as job-phrases.ts
 * reads its problem families (a `when` phrase with a `with` phrase), before them: each entry here is narrower than
 * the broad problem it would otherwise meet (a chipped plaster corner is re-beaded, not filled like a hole).
 * Where to extend: another state with the things it happens to; a `when` word must say what is wrong, never name a
 * product, and a `with` word must be the thing, not its material ("wood" would read every timber query).
 * Risk: an entry applies in any sentence of three words or more (use-words.ts); the symptom's words never rank.
 */
const WORN_SURFACE = [
  ...["scuffed", "scuff", "scuffs", "scuff mark", "marked", "marks", "fingerprint", "fingermark", "grubby", "crayon"],
  ...["mucky", "scribbled", "scratched"],
];
const TIRED_OUTSIDE = [
  ...["tired", "faded", "shabby", "dated", "grubby", "dirty", "weathered", "discoloured", "stained", "green"],
  ...["algae", "look new", "like new", "freshen", "brighten", "smarten", "spruce", "refresh", "tidy"],
];
const COMING_APART = [
  ...["coming apart", "come apart", "came apart", "falling apart", "fallen apart", "fell apart", "wobbly", "wobble"],
  ...["wobbles", "wobbling", "rickety", "loose joint", "joint loose", "joint coming", "joint gone"],
];

const HOME_STATES: readonly JobPhrase[] = [
  // Outside joinery, gates, decks, steps, roof junctions and noisy floors (job-phrases-home-outside.ts) first.
  ...OUTSIDE_HOME_STATES,
  // Plumbing, making good and decorating prep in fitters' words (job-phrases-home-fitters.ts).
  ...FITTER_HOME_STATES,
  // Paint that flakes or peels off woodwork, inside or out, is sanded back, primed and glossed (before the masonry
  // paint below: a front door is no wall, and before the dust sheets: "paint peeling off" is not paint kept off).
  {
    when: ["peeling", "peeled", "flaking", "flaked", "blistering", "blistered", "bubbling"],
    with: [
      ...["window sill", "windowsill", "sill", "window frame", "door", "front door", "back door", "door frame"],
      ...["fascia", "bargeboard", "barge board", "gate", "shed door", "skirting", "architrave", "woodwork"],
    ],
    groups: ["glosspaint", "sandpaper", "primer", "paintundercoat"],
  },
  // A flat roof that splits, cracks or lets the rain in is re-covered (before the partition entry: a garage roof
  // that has split is no room divided).
  {
    when: ["split", "splitting", "cracked", "cracking", "let water", "let rain", "perished", "worn out"],
    with: ["flat roof", "garage roof", "extension roof", "felt roof", "porch roof", "dormer roof", "bay roof"],
    groups: ["epdm", "roofingfelt", "roofcoating"],
  },
  // A lawn gone bumpy or hollow is top-dressed; poor or stony soil where nothing grows is topped up with topsoil.
  {
    when: ["bumpy", "bumps", "lumpy", "hollow", "hollows", "dip", "dips", "uneven", "sunken", "not level"],
    with: ["lawn", "grass", "garden"],
    groups: ["topsoil"],
  },
  {
    when: ["poor soil", "soil poor", "stony", "nothing grows", "wont grow", "doesnt grow"],
    with: ["border", "bed", "flower bed", "veg bed", "vegetable bed", "garden", "lawn"],
    groups: ["topsoil"],
  },
  // A sink, basin, bath or shower that drains slowly or gurgles has a blocked or failed trap, or its waste.
  {
    when: [
      ...["slow", "slowly", "drains slowly", "draining slowly", "blocked", "blocking", "keeps blocking", "gurgling"],
      ...["wont drain", "not draining", "doesnt drain", "backing up", "backs up", "water sits"],
    ],
    with: ["sink", "kitchen sink", "basin", "bath", "shower", "shower tray", "plughole", "plug hole", "waste"],
    groups: ["trap", "wastepipe"],
  },
  // Brushes and rollers gone hard with gloss or oil paint are cleaned in white spirit.
  {
    when: ["gone hard", "set hard", "rock hard", "dried", "dried up", "clean", "cleaning"],
    with: ["brush", "paint brush", "paintbrush", "paintbrushes", "roller", "paint roller"],
    groups: ["whitespirit"],
  },
  // A fixing that will not hold in soft or crumbling masonry is set in resin (before the dusty-surface bond coats).
  {
    when: ["soft brick", "crumbly", "crumbling", "powdery", "old brick", "soft", "wont hold", "not holding"],
    with: ["bolt", "anchor", "fixing", "rawlplug", "wall plug", "plug", "bracket", "stud", "threaded rod"],
    groups: ["resinanchor", "framefixing"],
  },
  // The top of a garden wall that crumbles or lets water in is capped with coping (before the wall's bricks below).
  {
    when: ["crumbling", "cracked", "loose", "broken", "missing", "water getting", "wet", "falling off"],
    with: ["top wall", "wall top", "top garden wall", "top brick", "top course", "pier cap", "pillar top"],
    groups: ["coping"],
  },
  // Plaster corners that chip are re-formed on angle bead (before the hole-and-chip filler entry).
  {
    when: [
      ...["chipped corner", "damaged corner", "broken corner", "knocked corner", "bashed corner", "corner chipped"],
      ...["corner damaged", "corner knocked", "chipped edge", "damaged edge", "corner keep chipping"],
    ],
    with: ["wall", "plaster", "plastered", "reveal", "chimney breast", "doorway", "opening", "hallway", "stair"],
    groups: ["anglebead"],
  },
  // Walls scuffed and marked by daily use are repainted in a hard-wearing emulsion.
  {
    when: WORN_SURFACE,
    with: ["wall", "hallway", "hall", "landing", "stairwell", "corridor", "playroom", "nursery", "kid room"],
    groups: ["emulsion"],
  },
  // Masonry paint that peels or flakes off render and brick is scraped back, the surface bound with a stabilising
  // solution and repainted (before the tired walls below, which want paint alone).
  {
    when: ["peeling", "peeled", "flaking", "flaked", "blistering", "blistered", "bubbling", "paint coming off"],
    with: [
      ...["render", "rendered", "rendering", "pebbledash", "roughcast", "masonry", "exterior wall", "external wall"],
      ...["house front", "front house", "garden wall", "masonry paint", "outside paint", "exterior paint"],
    ],
    groups: ["masonrypaint", "stabiliser"],
  },
  // Render and outside walls looking tired are repainted in masonry paint (before the walls' emulsion).
  {
    when: TIRED_OUTSIDE,
    with: [
      // Not "outside wall" or "outside house": the reader drops a query's leading "outside", leaving a wall or house.
      ...["render", "rendered", "rendering", "pebbledash", "roughcast", "masonry", "exterior wall", "external wall"],
      ...["house front", "front house", "garden wall"],
    ],
    groups: ["masonrypaint"],
  },
  // Paint kept off carpets, floors and furniture: dust sheets, masking tape at the edges. Not "drip" alone: a word
  // the tables read is never corrected, and a cloth's other names would be corrected to it.
  {
    when: [
      ...["keep paint", "paint off", "paint getting", "paint splash", "splash", "splashes", "spatter", "splatter"],
      ...["paint drip"],
    ],
    with: ["carpet", "stair carpet", "floor", "floorboard", "laminate", "furniture", "sofa", "stair"],
    groups: ["dustsheet", "maskingtape"],
  },
  // Cracked or loose wall and floor tiles are re-fixed or replaced (never bare "tile": a roof tile is not stuck).
  {
    when: ["cracked", "broken", "chipped", "loose", "coming off", "falling off", "hollow", "drummy", "lifting"],
    with: ["wall tile", "floor tile", "splashback tile", "kitchen tile", "bathroom tile", "shower tile", "tiling"],
    groups: ["tileadhesive", "grout"],
  },
  // Skirting, architrave or a gravel board gone rotten is replaced in kind; sleepers of a raised bed too.
  {
    when: ["rotten", "rotted", "rotting", "soft", "crumbling", "falling apart", "split"],
    with: ["skirting", "skirting board"],
    groups: ["skirting"],
  },
  {
    when: ["rotten", "rotted", "rotting", "soft", "crumbling", "falling apart", "split"],
    with: ["architrave", "door lining", "door frame"],
    groups: ["architrave", "doorlining"],
  },
  {
    when: ["rotten", "rotted", "rotting", "broken", "snapped", "split"],
    with: ["gravel board"],
    groups: ["gravelboard"],
  },
  {
    when: [...COMING_APART, "rotten", "rotted", "rotting", "split", "bowing", "bulging"],
    with: ["raised bed", "sleeper", "bed edging"],
    groups: ["sleeper", "woodscrew"],
  },
  // A downpipe or trellis come away or down is re-fixed or replaced.
  {
    when: ["came away", "come away", "coming away", "loose", "fallen off", "falling off", "hanging off", "fell off"],
    with: ["downpipe", "down pipe", "rainwater pipe"],
    groups: ["rainwaterfitting", "downpipe"],
  },
  {
    when: ["fell down", "fallen down", "blown down", "blew down", "broken", "rotten", "snapped"],
    with: ["trellis"],
    groups: ["trellis"],
  },
  // Garden furniture and joinery whose joints work loose are glued and screwed.
  {
    when: COMING_APART,
    with: [
      ...["bench", "garden bench", "chair", "table", "stool", "drawer", "furniture", "bookcase", "wardrobe"],
      ...["planter", "trellis", "cabinet", "cupboard", "picnic table"],
    ],
    groups: ["pva", "woodscrew"],
  },
  // Muddy or bare ground by the house is covered cheaply in gravel over a weed membrane (a lawn's wet ground is
  // drained: job-phrases-problems.ts). The strip beside the house named with what is wanted of it counts too.
  {
    when: ["muddy", "mud", "bare earth", "bare soil", "side return", "side passage", "side alley", "alleyway"],
    with: [
      ...["side return", "path", "passage", "alley", "alleyway", "walkway", "side house", "corner", "area", "patch"],
      ...["front garden", "back garden", "garden", "yard", "border", "bin area", "parking"],
      ...["cover", "covering", "cheap", "cheapest", "gravel", "surface", "low maintenance"],
    ],
    groups: ["peagravel", "weedfabric", "chippings"],
  },
  // A room divided in two, or a space divided off, gets a stud partition: CLS studs, the plasterboard that lines it,
  // sawn timber for the head and sole plates. A project, kept here to be read before the household cracks, where
  // "split" is a crack in a wall (job-phrases-household.ts).
  {
    // Not "two" or "half": a brick is split in two with a bolster (use-verbs.ts).
    when: [
      ...["split", "splitting", "divide", "dividing", "partition", "partition off", "section off", "separate"],
      ...["make two"],
    ],
    with: [
      ...["room", "bedroom", "loft", "garage", "open plan", "box room", "stud wall", "lounge", "living room"],
      ...["landing"],
    ],
    groups: ["cls", "plasterboard", "sawn"],
  },
  // A deck's frame gone rotten or soft under sound boards is re-framed in treated joists, bolted where it meets a
  // post or wall (before the boards below: "decking joists" is a frame, not boards).
  {
    when: ["rotten", "rotted", "rotting", "soft", "spongy", "gone soft", "broken", "snapped", "sagging", "bouncy"],
    with: [
      ...["decking joist", "deck joist", "joist decking", "joist deck", "decking frame", "deck frame", "frame deck"],
      ...["frame decking", "decking bearer", "deck bearer", "bearer decking"],
    ],
    groups: ["joist", "treated", "coachbolt"],
  },
  // Rotten or split deck boards are replaced board for board and screwed down.
  {
    when: ["rotten", "rotted", "rotting", "soft", "spongy", "split", "splitting", "broken", "snapped", "gone soft"],
    with: ["decking", "deck board", "decking board", "deck"],
    groups: ["decking", "deckingscrew"],
  },
  // Condensation under a roof (a loft, a shed's or garage's sheet roof) is insulated and the roof let breathe
  // (before the leak entries: "dripping" there is not rain).
  {
    when: ["condensation", "sweating", "damp", "mould", "mouldy", "wet underside"],
    with: ["loft", "attic", "garage roof", "shed roof", "metal roof", "tin roof", "roof sheet", "underside roof"],
    groups: ["multifoil", "breathable", "pir"],
  },
  // A cold flat roof is insulated over the deck (a warm roof: PIR).
  { when: ["cold", "freezing", "chilly", "heat loss"], with: ["flat roof", "extension roof"], groups: ["pir"] },
  // A leaking roof window is resealed and its flashing taped.
  {
    when: ["leak", "leaking", "leaky", "drip", "dripping", "water coming", "rain coming"],
    with: ["skylight", "roof window", "rooflight", "roof light", "velux"],
    groups: ["sealant", "flashingtape"],
  },
  // Slippery decking is cleaned and re-oiled (an anti-slip decking oil).
  {
    when: ["slippery", "slippy", "slimy", "algae", "slip"],
    with: ["deck", "decking", "deck board"],
    groups: ["deckingoil"],
  },
  // Torn or worn shed roof felt is re-felted and nailed.
  {
    when: [
      ...["torn", "ripped", "rip", "tear", "worn", "perished", "blown off", "hole", "holes", "cracked", "split"],
      ...["lifting", "flapping", "curling", "peeling"],
    ],
    with: ["shed roof", "roof felt", "felt", "felt roof", "shed felt"],
    groups: ["roofingfelt", "cloutnail"],
  },
  // Water lying on a flat roof: the covering renewed (before the ground's pooling entries).
  {
    when: ["puddle", "pool", "pooling", "ponding", "standing water", "water sitting", "water lying"],
    with: ["flat roof", "garage roof", "extension roof", "felt roof"],
    groups: ["epdm", "roofingfelt", "roofcoating"],
  },
  // Bricks that crumble or flake in a garden wall are cut out and replaced, and the wall repointed.
  {
    when: ["crumbling", "crumbled", "spalling", "spalled", "flaking", "perished", "frost damaged", "falling apart"],
    with: ["brick", "garden wall", "boundary wall", "brick wall"],
    groups: ["facingbrick", "mortarmix", "buildingsand"],
  },
  // A garden wall or pillar that bulges, leans or falls is rebuilt (a cracked one is repointed: household).
  {
    when: ["bulging", "bulge", "leaning", "falling down", "fallen down", "collapsing", "collapsed", "fell down"],
    with: ["retaining wall", "front wall", "garden wall", "boundary wall", "pillar", "brick pillar", "pier"],
    groups: ["facingbrick", "mortarmix", "buildingsand"],
  },
  // A concrete or timber post that cracks or snaps is replaced (before the concrete repair entry).
  {
    when: ["cracked", "crack", "snapped", "broken", "split", "crumbling", "chipped"],
    with: ["concrete post", "concrete fence post", "fence post", "gate post"],
    groups: ["concretepost", "fencepost", "postfix"],
  },
  // Potholes and bare patches in a gravel drive or path are filled with sub-base and topped with gravel.
  {
    when: ["pothole", "potholes", "bare patch", "bald patch", "rut", "ruts", "rutted", "washed away", "thin"],
    with: ["gravel", "gravel drive", "drive", "driveway", "path", "track", "shingle"],
    groups: ["chippings", "subbase"],
  },
];

/** The state's words never rank: "scuffed" is no product's word. */
export const HOME_JOB_PHRASES: readonly JobPhrase[] = HOME_STATES.map((entry) => ({ ...entry, quiet: true }));
