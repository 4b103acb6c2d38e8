import { FUNCTION_JOB_PHRASES } from "./job-phrases-functions.ts";
import type { JobPhrase } from "./job-phrases.ts";

/**
 * What the buyer wants the thing to do, stand up to or suit, and who it is for, typed instead of the product's
 * name ("hallway walls that wipe clean", "lawn too shady to grow", "sand for the kids' pit", "making an old pine
 * dresser darker"). Read exactly as job-phrases.ts reads its problem families (a `when` phrase and, mostly, the thing
 * it is wanted of as `with`), after the problem and household families: UK merchant and DIY knowledge of which kind
 * of product answers each wish, written per family over every thing the wish is said of, never per query.
 * Where to extend: another quality, use or user with the things it is wanted of. A `when` word must not be a
 * word of products' names that the `with` things also use ("durable" and "hard wearing" stay out: they lead wall
 * plugs' and wall tiles' names), and must not be a near spelling of a catalogue word (a reader word is
 * never corrected: "grave" would stop "pea grave" finding gravel, so only the unmistakable memorial words are here).
 * Nor may a phrase bring in a word that is a catalogue word elsewhere ("crawl space": "space" made a misspelt
 * "spacers" count as read, so a no-match query relaxed into loft rolls named "Space"; "ground contact" made
 * "contract" a misspelling of "contact", not of "contractor").
 * Risk: an entry with `with` applies in any sentence of three words or more; the colour and memorial entries are
 * task-only because their words ("dark", "memorial") also stand in product names. Cold-weather masonry (frost
 * proofer) is already a trade job (job-phrases-trades.ts).
 */

// Rooms and surfaces where a wall finish takes wear (emulsion, not a trim or metal paint).
const BUSY_WALLS = [
  ...["wall", "walls", "hall", "hallway", "landing", "stairs", "staircase", "stairwell", "corridor", "passage"],
  ...["kitchen", "playroom", "nursery", "kids room", "childrens room", "utility", "porch", "entrance"],
];
const TAKES_WEAR = [
  ...["wipe clean", "wipes clean", "wipeable", "wipe down", "wiped down", "washable", "wash down", "scrubbable"],
  ...["wipe", "wipes", "wiped", "wipe over", "easy clean", "easy to clean", "cleans easily", "clean easily"],
  ...["scrub", "scrubbed", "takes a knock", "take a knock", "takes knocks", "scuff", "scuffs", "scuff resistant"],
  ...["scuff proof", "fingerprint", "fingerprints", "fingermark", "fingermarks"],
  ...["grubby", "sticky fingers", "heavy traffic", "busy"],
];

// Furniture and joinery whose colour is changed with a stain (then sealed with a varnish).
const WOODWORK = [
  ...["wood", "wooden", "pine", "oak", "table", "furniture", "floorboard", "floorboards", "door", "timber"],
  ...["shelf", "shelves", "chair", "banister", "bannister", "handrail", "stair", "stairs", "cabinet", "dresser"],
  ...["sideboard", "wardrobe", "chest of drawers", "bookcase", "bench", "skirting"],
];
const NEW_COLOUR = [
  ...["darker", "darken", "darkening", "look darker", "lighter shade", "change colour"],
  ...["change the colour", "different colour", "colour it", "richer colour", "look like oak", "oak look"],
  ...["look like walnut", "walnut look", "mahogany look", "antique look"],
];

// Concrete or mortar wanted hard soon.
const SETS_FAST = [
  ...["in a hurry", "same day", "sets fast", "set fast", "sets quickly", "set quickly"],
  ...["hard quickly", "harden quickly", "hardens fast", "by tonight"],
];

// A fresh mix that will not work: the words bricklayers and DIYers use for it.
const STIFF_MIX = [
  ...["stiff", "too stiff", "short", "hard work", "hard spread", "hard to spread", "not workable", "unworkable"],
  ...["workable", "more workable", "easier work", "easier spread", "smoother", "creamier", "buttery", "fattier"],
  ...["go off quick", "goes off quick", "going off quick", "goes off fast", "going off fast", "falling off trowel"],
  ...["drying fast", "drying quickly", "drying quick", "drying out", "dries out", "dries quickly", "slumping"],
];
const WONT_STICK = [
  ...["wont stick", "not sticking", "doesnt stick", "wont stay", "not staying", "falling off", "sliding off"],
  ...["slipping off", "coming off", "peeling off", "keeps falling", "drops off", "dropping off"],
];

export const WANTS_JOB_PHRASES: readonly JobPhrase[] = [
  // Walls that have to take wear and be washed: a durable (scrubbable) emulsion, not a trim paint.
  { when: TAKES_WEAR, with: BUSY_WALLS, groups: ["emulsion"], prefer: ["silk", "vinyl", "washable", "scrubbable"] },
  // A lawn that will not grow (shade, dogs, wear) or must not be mown: artificial grass.
  {
    when: [
      ...["shady", "shade", "north facing", "wont grow", "doesnt grow", "never grows"],
      ...["bald", "bald patch", "patchy", "dogs", "dog", "pets", "puppy"],
    ],
    with: ["grass", "lawn", "turf"],
    groups: ["artificialgrass"],
  },
  // A pit or box of sand for children to play in is play (silver) sand, never building sand.
  {
    when: ["sandpit", "sand pit", "sandbox", "sand box", "sand tray"],
    groups: ["playsand"],
  },
  {
    when: ["kids", "kid", "children", "child", "grandchildren", "grandkids", "toddler", "toddlers", "play"],
    with: ["sand", "pit", "sandpit"],
    groups: ["playsand"],
  },
  // A memorial plot is dressed with decorative chippings or pebbles.
  {
    when: ["headstone", "gravestone", "graveside", "memorial", "cemetery", "churchyard", "burial plot"],
    groups: ["chippings", "pebble"],
    taskOnly: true,
  },
  // Bare wood made darker, lighter or another timber's colour: a wood stain (then a varnish to seal it).
  { when: NEW_COLOUR, with: WOODWORK, groups: ["woodstain", "varnish"], taskOnly: true },
  // Boring insects in timber are treated with a wood preserver (the wood-treatment group holds the preservers).
  {
    when: ["woodworm", "wormholes", "furniture beetle", "death watch", "boring beetle"],
    groups: ["woodstain"],
  },
  // Concrete or mortar wanted to set fast (a post up the same day, a repair before the rain): rapid-set cement, or
  // the post mix made for posts. Task only: "rapid" and "fast setting" lead those products' own names.
  {
    when: SETS_FAST,
    with: ["post", "fence post", "gate post", "posts", "washing line", "rotary airer", "sign post"],
    groups: ["postfix", "rapidcement"],
    taskOnly: true,
  },
  {
    when: SETS_FAST,
    with: ["concrete", "cement", "mortar", "repair", "step", "kerb", "manhole", "base"],
    groups: ["rapidcement", "postfix"],
    taskOnly: true,
  },
  // A mortar or render mix that is stiff, short or hard to spread wants a plasticiser (or lime) in the mix, not
  // more water; a mix that goes off too soon in the heat wants the same workability kept. Never the old mortar of a
  // wall (crumbling pointing: job-phrases-fabric.ts).
  {
    when: STIFF_MIX,
    with: ["mortar", "mortar mix", "mix", "render", "render mix", "pointing mix", "muck", "compo", "sand cement"],
    groups: ["plasticiser", "hydratedlime"],
  },
  // Plaster or render that will not stay on, or dries before it can be worked, is on too porous a wall: the wall
  // is sealed with PVA or an SBR bonding agent first.
  {
    when: [...WONT_STICK, "drying fast", "dries fast", "drying quickly", "going off fast", "sucking", "suction"],
    with: ["plaster", "skim", "skimming", "render", "rendering", "plastering", "bonding", "multi finish"],
    groups: ["pva", "sbr"],
  },
  // Wood that must last outdoors or in the ground is pressure-treated (decking is composite when it must never rot:
  // job-phrases-projects.ts; no deck or board word here).
  {
    when: [
      ...["wont rot", "won't rot", "rot proof", "rotproof", "last outside", "lasts outside"],
      ...["last outdoors", "stand the weather"],
    ],
    with: [
      ...["timber", "wood", "post", "posts", "batten", "battens", "joist", "joists", "frame", "bearer", "bearers"],
      ...["rail", "rails", "sleeper", "sleepers", "stake", "stakes", "pergola", "raised bed"],
    ],
    groups: ["treated"],
  },
  // A suspended timber floor's void wants air through it: a musty or stale smell there is cured with air bricks.
  {
    when: [
      ...["musty", "fusty", "smell", "smells", "smelly", "musty smell", "mouldy smell", "no airflow"],
      ...["poor airflow", "airflow", "air flow", "ventilation", "vented", "unventilated"],
    ],
    with: [
      ...["floorboard", "floorboards", "under the floor", "underfloor", "subfloor", "sub floor", "floor void"],
      ...["crawlspace", "suspended floor", "joist", "joists", "timber floor"],
    ],
    groups: ["airbrick"],
  },
  // A concrete floor that keeps shedding dust is sealed with a floor paint.
  {
    when: ["making dust", "dusting", "dust everywhere", "dust coming", "keeps dusting", "powdering", "dust proof"],
    with: ["floor", "garage floor", "workshop floor", "concrete floor", "shed floor", "cellar floor", "concrete"],
    groups: ["floorpaint"],
  },
  // What a thing does, typed in its name's place (job-phrases-functions.ts).
  ...FUNCTION_JOB_PHRASES,
];
