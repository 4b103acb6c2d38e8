import type { JobPhrase } from "./job-phrases.ts";

/**
 * Garden timber, gates, decks, steps, roofs' junctions, lawns and wet rooms said to be in a bad state or wanted
 * another way ("the garden bench looks weathered", "gate has dropped and drags", "the whole deck wobbles", "porch
 * roof leaks where it meets the house", "the lawn never dries"): what a UK merchant sells to put each right, one
 * family per entry. Read first of the home states (job-phrases-home.ts spreads them before its own), so each is
 * narrower than the broad problem it would otherwise meet: a deck that wobbles is its frame, not its boards; a
 * porch roof leaking at the wall is its flashing, not its covering. The entries' shape and rules are JobPhrase's
 * (job-phrases.ts); their words never rank.
 * Where to extend: another thing outside or underfoot with the state it gets into; a `when` word must say what is
 * wrong, never name a product ("green" stays out: it colours products), and a `with` word must be the thing.
 */
const WEATHERED = [
  ...["weathered", "faded", "tired", "shabby", "gone grey", "turned grey", "going grey", "silver", "bleached"],
  ...["dried out", "look new", "like new", "freshen", "refresh", "revive", "spruce", "smarten", "brighten"],
];
const DROPPED = [
  ...["dropped", "dropping", "sagging", "sagged", "drags", "dragging", "scraping", "catching", "wont shut"],
  ...["wont close", "doesnt shut", "doesnt close", "wont latch", "wont open", "swinging open"],
];
const WOBBLY = [
  ...["wobbly", "wobbles", "wobble", "wobbling", "shaky", "unstable", "bouncy", "springy", "moves", "moving"],
  ...["flexing", "sways", "swaying", "sagging"],
];
export const OUTSIDE_HOME_STATES: readonly JobPhrase[] = [
  // Garden furniture left weathered is re-stained (not a front door or window frames: in the UK those are mostly
  // painted, and a tired door's paint is the household table's); outbuildings and garden timber take the
  // shed-and-fence finish too.
  {
    when: WEATHERED,
    with: ["garden furniture", "garden bench", "bench", "garden table", "picnic table", "wooden chair"],
    groups: ["woodstain"],
  },
  {
    when: WEATHERED,
    with: [
      ...["summerhouse", "log cabin", "playhouse", "cladding", "shiplap", "pergola", "gazebo", "gate", "log store"],
      ...["planter", "bin store", "garden room", "arbour", "sleeper", "raised bed"],
    ],
    groups: ["fencestain", "woodstain"],
  },
  // A gate that drops, drags or will not shut hangs from a post that has moved: the post is re-set in post mix.
  {
    when: DROPPED,
    with: ["gate", "side gate", "garden gate", "front gate", "field gate"],
    groups: ["postfix", "fencepost"],
  },
  // A whole deck that wobbles or bounces has a weak frame: joists re-fixed and bolted (boards alone: home table).
  { when: WOBBLY, with: ["decking", "deck", "raised deck"], groups: ["joist", "treated", "coachbolt"] },
  // Trellis come off or blown off a fence is replaced (a fence blown down is its panels: the fabric table).
  {
    when: ["fallen off", "fell off", "come off", "came off", "blown off", "blew off", "come away", "loose"],
    with: ["trellis", "trellis topper", "fence topper"],
    groups: ["trellis"],
  },
  // A lawn or garden that drains badly is drained: land drain into a soakaway.
  {
    when: [
      ...["drain better", "drain properly", "drain well", "drains badly", "drains poorly", "poor drainage"],
      ...["bad drainage", "better drainage", "drainage problem", "never dries", "never dry", "stays wet"],
    ],
    with: ["lawn", "grass", "garden", "back garden", "front garden", "border"],
    groups: ["landdrain", "soakaway"],
  },
  // A bathroom or shower wall made waterproof before it is tiled is tanked or boarded with cement board (the tiling
  // or the wet room must be said: "waterproof" alone leads sealants' and adhesives' names).
  {
    when: ["waterproof", "waterproofing", "watertight", "water tight", "tank", "tanked", "tanking"],
    with: ["before tiling", "before tile", "behind tile", "under tile", "wet room", "wetroom"],
    groups: ["tanking", "cementboard"],
  },
  // A roof leaking where it meets a wall or in its valley is flashed (before the flat roof's covering).
  {
    when: ["meet", "meeting", "junction", "abutment", "against wall", "against house", "valley"],
    with: [
      ...["porch roof", "lean to", "extension roof", "flat roof", "garage roof", "conservatory roof", "bay roof"],
      ...["roof", "valley gutter", "dormer"],
    ],
    groups: ["leadflashing", "flashingtape"],
  },
  // An outbuilding roof that sags or gives is re-decked in OSB or ply, then felted.
  {
    when: ["sagging", "sagged", "sags", "dipping", "bowed", "bowing", "soft", "spongy", "rotten", "gone soft"],
    with: ["shed roof", "summerhouse roof", "log cabin roof", "outbuilding roof", "garden room roof"],
    groups: ["osb", "plywood", "roofingfelt"],
  },
  // A concrete step or slab edge that breaks off is rebuilt in a repair mortar on a bond coat.
  {
    when: ["broken", "broke", "chipped", "damaged", "crumbling", "corner off", "edge off", "spalling", "spalled"],
    with: ["concrete step", "front step", "back step", "doorstep", "door step", "garden step", "step edge"],
    groups: ["repairmortar", "rapidcement", "sbr"],
  },
  // The base a shed stands on gone rotten is rebuilt in treated timber bearers.
  {
    when: ["rotten", "rotted", "rotting", "soft", "gone soft", "collapsed", "sinking", "sunk"],
    with: ["shed base", "shed bearer", "bearer", "shed joist", "base shed"],
    groups: ["treated", "sawn"],
  },
];
