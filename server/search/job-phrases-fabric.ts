import type { JobPhrase } from "./job-phrases.ts";
import { DOWN, LOOSE } from "./job-phrases-household.ts";
import { OLD_MASONRY } from "./job-phrases-trades.ts";

/**
 * Damage to the building's fabric and the garden that is put right by replacing in kind (a blown-down fence, a
 * sagging or overflowing gutter, slipped slates and verge tiles, rocking slabs, a floor that gives, rotten fascias,
 * a sagging ceiling; hot water losing its heat is lagged) and the household states read
 * after them (a stained ceiling, a loft too hot, loft storage, garden privacy, an empty property's windows). Read
 * after job-phrases-household.ts, in this order (split from it for length; the entries' shape is JobPhrase's).
 * Where to extend: another thing that breaks, with what replaces it; keep `when` words states, never products.
 */
// Failing mortar, said of the mortar itself.
const CRUMBLING_MORTAR = ["crumbling", "falling out", "eroded", "washed out", "soft", "blown", "powdery"].flatMap(
  (state) => [`${state} mortar`, `mortar ${state}`, `${state} pointing`, `pointing ${state}`],
);

// A floor that moves underfoot, in the words a DIYer feels it with.
const GIVING = [
  ...["sagging", "sag", "sags", "sagged", "bouncy", "bouncing", "bounces", "springy", "spongy", "soft", "flexing"],
  ...["flexes", "flexy", "gives", "giving", "giving way", "gave way", "dipping", "dips", "dipped", "sinking", "sunk"],
  ...["moving", "moves", "bowing", "bowed"],
];
// Not soft or spongy: in a house that is one rotten board (the entry below), not its joists.
const SPRINGY = GIVING.filter((w) => w !== "soft" && w !== "spongy");
const OUTBUILDING_FLOOR = [
  ...["shed floor", "floor shed", "summerhouse floor", "floor summerhouse", "log cabin floor", "playhouse floor"],
  ...["garden room floor", "workshop floor", "outbuilding floor", "garden office floor", "floor garden office"],
];

const SLIPPING = ["slipped", "slipping", "slip", "slips", "sliding", "slid", "slide", "falling", "fell", "fallen"];

// Water leaving a gutter where it should not, in the words a DIYer watches it with.
const SPILLING = [
  ...["pouring", "pours", "poured", "spilling", "spills", "gushing", "running out", "coming out", "pouring out"],
  ...["overflowing", "overflows", "cascading", "waterfall", "spewing", "dribbling"],
];

const FABRIC: readonly JobPhrase[] = [
  // Hot water losing its heat on the way (a cylinder, its pipes, a cold airing cupboard) is lagged as frozen pipes
  // are (job-phrases-problems.ts).
  {
    when: ["losing heat", "heat loss", "loses heat", "goes cold", "going cold", "cools", "cooling", "wasting heat"],
    with: ["hot water", "cylinder", "hot water cylinder", "hot water tank", "pipe", "pipework", "airing cupboard"],
    groups: ["pipelagging"],
  },
  // A fence post or panel that is broken, rotten or blown down is replaced; a post re-set in post mix.
  {
    when: [...DOWN, "rotten", "rotted", "snapped", "broken", "leaning", "split"],
    with: ["fence post", "gate post"],
    groups: ["fencepost", "postfix", "concretepost"],
  },
  {
    when: [
      ...DOWN,
      "rotten",
      "rotted",
      "rotting",
      "snapped",
      "broken",
      "blown out",
      "blowing out",
      "blew out",
      "damaged",
    ],
    with: ["fence panel", "fence", "fencing", "panel"],
    groups: ["fencepanel", "fencepost"],
  },
  // A fence that leans or rocks has a failed post: re-set in post mix or replaced.
  {
    when: ["leaning", "lean", "wonky", "wobbly", "wobbling", "rocking", "moving", "loose", "falling over"],
    with: ["fence", "fencing", "fence panel"],
    groups: ["fencepost", "postfix", "postsupport"],
  },
  // A garden structure on posts (a pergola, an arbour, a carport, a washing line) that leans or rocks has a failed
  // post: re-set in post mix, or on a post support, in treated timber.
  {
    when: ["leaning", "lean", "wonky", "wobbly", "wobbling", "rocking", "moving", "loose", "falling over"],
    with: [
      ...["pergola", "arbour", "arbor", "gazebo", "carport", "car port", "washing line", "rotary line", "rotary airer"],
      ...["whirligig", "washing line post", "clothes post", "swing", "climbing frame", "post", "posts"],
    ],
    groups: ["postfix", "postsupport", "treated"],
  },
  // Water pouring out of a gutter's end or corner has a failed stop end or angle there (job-phrases-problems.ts reads
  // one that leaks there; not at a downpipe: that water wants taking away).
  {
    when: SPILLING,
    with: ["end gutter", "gutter end", "stop end", "gutter corner", "corner gutter", "gutter angle", "end guttering"],
    groups: ["rainwaterfitting", "gutterunion", "sealant"],
  },
  // A gutter that sags or pulls away is re-bracketed and its joints remade; one that overflows or pours over
  // (a dropped run, a failed union) the same.
  {
    when: [
      ...["sagging", "sag", "sags", "pulling away", "come away", "coming away", "loose", "dropped", "overflowing"],
      ...["overflow", "overflows", "overflowed", "pouring", "pours", "spilling", "spills", "gushing", "cascading"],
    ],
    with: ["gutter", "guttering"],
    groups: ["rainwaterfitting", "gutterunion", "gutter"],
  },
  // Tiles or mortar coming off a roof's gable edge (the verge) are made good with a dry verge system, not mortar
  // that falls out again. (Tried: a loose ridge as ridge tiles and mortar; set 17 lost the other roof tiles.)
  {
    when: [...LOOSE, ...SLIPPING, "missing", "blown off", "blew off", "falling out", "fallen out", "crumbling"],
    with: ["gable end", "gable", "verge", "verge tile", "verge mortar", "end roof", "roof end"],
    groups: ["dryverge"],
  },
  // Roof coverings that slip or go missing are replaced in kind; wall and floor tiles that come loose are re-fixed.
  {
    when: [...LOOSE, "slipped", "slipping", "missing", "cracked", "broken", "blown off"],
    with: ["roof tile", "roof slate", "slate", "ridge tile", "ridge", "roof"],
    groups: ["rooftile", "plaintile", "slate", "ridgetile"],
  },
  {
    when: [...LOOSE, "hollow", "drummy", "cracked", "lifting"],
    with: ["wall tile", "floor tile", "bathroom tile", "kitchen tile", "shower tile", "tile"],
    groups: ["tileadhesive", "grout"],
  },
  // Mortar failing on old, soft or solid masonry (a stone cottage, a Victorian wall) is repointed in lime, as the
  // trade's lime job does (job-phrases-trades.ts): never a cement mortar that traps damp in the stone.
  {
    when: CRUMBLING_MORTAR,
    with: [...OLD_MASONRY, "stone wall", "stonework", "stone house", "old brick", "old brickwork"],
    groups: ["hydrauliclime", "hydratedlime", "buildingsand"],
  },
  // Mortar that crumbles out of brickwork is raked out and repointed; slabs that rock are re-bedded; block paving
  // that sinks is re-laid on sharp sand and jointed.
  {
    when: ["crumbling", "falling out", "eroded", "washed out", "missing", "cracked", "soft", "loose", "blown"],
    with: ["pointing", "mortar joint", "mortar", "brickwork joint"],
    groups: ["mortarmix", "buildingsand"],
  },
  {
    when: [...LOOSE, "sunk", "sunken", "sinking", "uneven", "tripping"],
    with: ["patio slab", "paving slab", "slab", "flag", "flagstone", "patio"],
    groups: ["sharpsand", "mortarmix", "opc"],
  },
  {
    when: ["sunk", "sunken", "sinking", "dipped", "dip", "rutted", "uneven", "loose"],
    with: ["block paving", "paving block", "pavior", "paver", "block drive"],
    groups: ["sharpsand", "kilndried"],
  },
  // An outbuilding's floor that sags, gives or rots is re-decked in OSB or exterior ply over its bearers (flooring
  // chipboard swells outdoors); a house floor that bounces or sags has tired joists, stiffened or doubled in kind.
  {
    when: [...GIVING, "rotten", "rotted", "rotting", "broken", "gone soft"],
    with: OUTBUILDING_FLOOR,
    groups: ["osb", "plywood"],
  },
  {
    when: SPRINGY,
    with: ["floor", "bedroom floor", "upstairs floor", "landing floor", "floor joist", "joist"],
    groups: ["strengthgraded", "sawn", "joisthanger"],
  },
  // Rotten boards are replaced: a floor in flooring board, eaves in fascia and soffit.
  {
    when: ["rotten", "rotted", "rotting", "spongy", "soft", "broken", "gone soft"],
    with: ["shed floor", "floorboard", "floor board", "floor"],
    groups: ["floorchipboard", "osb", "plywood"],
  },
  {
    when: ["rotten", "rotted", "rotting", "soft", "crumbling", "falling apart", "hanging off", "come away"],
    with: ["fascia", "fascia board", "soffit", "board gutter", "eaves", "bargeboard", "barge board"],
    groups: ["fasciaboard", "soffit"],
  },
  // A ceiling that sags or bows is re-boarded.
  {
    when: [
      ...[...DOWN, "sagging", "sag", "sags", "bowing", "bowed", "bulging", "coming down", "falling down"],
      ...["water damaged", "damaged", "soaked", "wet through", "came through"],
    ],
    with: ["ceiling", "lath plaster", "lath"],
    groups: ["plasterboard", "drywallscrew"],
  },
  // Rain pouring over a roof's edge has no gutter to catch it, or a failed one: gutter and its fittings.
  {
    when: ["pouring", "overflowing", "spilling", "running", "cascading", "dripping", "pour"],
    with: ["edge roof", "roof edge", "eaves", "fascia", "shed roof", "shed", "summerhouse", "greenhouse", "log cabin"],
    groups: ["gutter", "rainwaterfitting", "gutterunion"],
  },
  // A water stain on a ceiling: job-phrases-symptoms.ts (a stain-blocking primer).
  // A loft or top floor too hot in summer is insulated as a cold one is (the heat comes through the roof).
  {
    when: ["hot", "baking", "boiling", "roasting", "sweltering", "overheating", "stuffy"],
    with: ["loft", "attic", "upstair", "top floor", "loft conversion", "garden room", "bedroom"],
    groups: ["mineralwool", "multifoil"],
  },
  // Storage in a loft is boarded, over the insulation on loft legs so the boards do not squash it. ("boarding out"
  // is left to the verb's reading: read here, sets 8 and 11 fell.)
  {
    when: ["storage", "storing", "box", "boxe", "squash", "squashing", "compress", "crush"],
    with: ["loft", "attic"],
    groups: ["loftleg", "floorchipboard"],
  },
  // Privacy in a garden is a boundary: fence panels, trellis on top.
  {
    when: [
      ...["privacy", "private", "overlooked", "screening", "screen", "see in", "seeing", "nosy", "looking in"],
      ...["prying eyes"],
    ],
    with: ["garden", "back garden", "patio", "yard", "decking", "boundary", "neighbour"],
    groups: ["fencepanel", "trellis"],
  },
  // A drive, path or patio that sinks or dips has lost its base: it is re-laid on compacted sub-base and sharp sand
  // (after the household table, where block paving and flags that sink are re-bedded alone).
  {
    when: ["sinking", "sunk", "sunken", "dipping", "dipped", "dip", "dips", "hollow", "settled"],
    with: ["drive", "driveway", "path", "patio", "hardstanding", "tarmac", "parking area"],
    groups: ["subbase", "sharpsand"],
  },
  // An empty property's windows and doors are boarded up in OSB or plywood.
  {
    when: ["board up", "boarding up", "boarded up", "cover", "covering", "empty", "vacant", "secure", "broken"],
    with: ["window", "shopfront", "door opening"],
    groups: ["osb", "plywood"],
    taskOnly: true,
  },
];

/** The damage's words never rank ("blown down" is no product's). */
export const FABRIC_JOB_PHRASES: readonly JobPhrase[] = FABRIC.map((entry) => ({ ...entry, quiet: true }));
