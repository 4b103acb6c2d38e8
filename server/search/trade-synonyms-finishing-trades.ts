import type { SynonymGroup } from "./trade-synonyms.ts";
import { FINISHING_KIND_GROUPS, FINISHING_KIND_TITLES } from "./trade-synonyms-finishing-kinds.ts";
import { FINISHING_NAMES } from "./trade-synonyms-finishing-names.ts";
import { FINISHING_SHELF_NAMES } from "./trade-synonyms-finishing-shelf-names.ts";

/**
 * Session 18: the names the finishing and outside trades (plumber and heating engineer, drainlayer, fixer, decorator,
 * landscaper and fencer) and the DIYer use for the lighter side of a merchant's range, written trade by trade from
 * the counter's vocabulary, not from any judged query: every common other name of each stocked kind (shortened,
 * plural-only, older, regional, American, and makers' names used as the generic word). The site trades are in
 * trade-synonyms-site-trades.ts; the same three tables, merged by trade-synonyms.ts.
 *
 * - FINISHING_WORDS: names for kinds that already have a group (one-way alsoFrom: a query with one finds the kind).
 * - FINISHING_TITLES: titles of a kind that already has a group where none of its terms stands whole in the title
 *   ("Compression Equal Tee", "Throughbolt"): added to the group's terms, so they index.
 * - FINISHING_GROUPS: kinds stocked with no group before: `terms` are how merchants title them, alsoFrom other names.
 *
 * Risk: a name that is also an ordinary word of another kind's titles pulls that kind in. Bare "olive" (a paint
 * colour), "plug" (electrical), "stain" and "white tape" stay out: only phrases that name the kind whole are here.
 * Edit freely: the search index records a hash of the synonym data.
 */
const SESSION_18_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Plumbing and heating by the plumber's words.
  pushfit: [
    ...["plastic fittings", "speedfit fittings", "hep fittings"],
    ...["jg fittings", "quick fit fittings", "plastic plumbing fittings", "push in fittings", "push on fittings"],
  ],
  compressionfitting: [
    ...["compression olive", "olive fitting", "olive joint", "nut and olive"],
    ...["compression union"],
  ],
  endfeed: ["solder fittings", "capillary fittings", "soldered fittings"],
  plasticpipe: [
    ...["plastic pipe", "plastic water pipe", "pex pipework", "pushfit plastic pipe", "polybutylene"],
    ...["barrier pipework", "grey plastic pipe", "flexible plumbing pipe"],
  ],
  isolatingvalve: ["isolator valve", "quarter turn isolator", "mini valve", "isolating tap"],
  stoptap: ["main stop tap", "water stop valve", "mains valve", "shut off tap", "main stopcock", "water shut off"],
  tapconnector: [
    ...["monkey tail", "monkey tails", "flexi tails", "flexible tap tails", "braided tap connector", "flexi pipe"],
    ...["flexible pipe", "tap flexible", "flexi tap tail", "braided hose connector", "tap hose connector"],
  ],
  trap: ["basin waste trap", "shower trap", "plumbing trap", "swivel trap"],
  ptfetape: ["ptfe thread seal", "thread sealing tape", "plumbers thread tape"],
  pipeclip: ["talon clip", "talon", "pipe clamp", "pipe fixing clip"],
  soldering: ["soldering paste", "solder paste", "tinning paste"],
  solventweld: ["solvent glue", "waste pipe cement", "plastic pipe glue", "solvent weld glue"],
  // Drainage and rainwater by the drainlayer's and the roofer's words.
  drainpipe: [
    ...["110mm pipe", "4 inch pipe", "orange pipe", "u g pipe", "foul pipe", "drain pipework"],
    ...["sewer drain pipe", "terracotta pipe", "osmadrain"],
  ],
  soilpipe: ["svp pipe", "vent pipe", "soil vent", "grey soil pipe", "soil pipework"],
  wastepipe: ["sink waste", "basin waste pipe", "abs pipe", "mupvc pipe", "solvent pipe", "plastic waste"],
  gutter: [
    ...["rainwater goods", "gutter lengths", "roof gutter", "plastic guttering", "upvc guttering"],
    ...["half round guttering", "squareline gutter", "ogee gutter", "deepflow", "gutter length"],
  ],
  downpipe: ["gutter down pipe", "rain pipe"],
  rainwaterfitting: [
    ...["gutter fittings", "guttering fittings", "gutter brackets", "gutter clips", "rainwater fittings"],
    ...["gutter parts", "gutter accessories", "hopper", "swan neck", "downpipe bend", "gutter end cap"],
  ],
  gully: ["gulley pot", "drain gulley", "yard gulley", "back inlet gully", "gully grid", "gully trap pot"],
  inspectionchamber: ["drain access chamber", "inspection pit chamber", "ic base", "mini chamber", "drain inspection"],
  channeldrain: ["slot drain", "trench drain", "strip drain", "driveway channel", "aco channel", "threshold drain"],
  landdrain: ["land drainage", "coil pipe", "perforated coil", "flexible drain", "perforated land drain"],
  drainbend: ["underground elbows", "45 bend", "87.5 bend"],
  drainjunction: ["y piece", "wye junction", "junction pipe", "branch pipe"],
  // Fixings by the fixer's words.
  cavityfixing: [
    ...["molly bolt", "molly", "mollies", "toggle bolt", "gravity toggle", "butterfly plug", "butterfly fixing"],
    ...["speed plug", "self drill plug", "corkscrew plug", "drywall anchor", "cavity plug"],
  ],
  framefixing: ["frame plug", "window fixing", "hammer screw", "nail plug", "window frame fixing", "frame screw plug"],
  wallplug: ["red plugs", "brown plugs", "yellow plugs", "rawl plugs", "fischer plugs"],
  woodscrew: [
    ...["pozi screws", "countersunk screws", "cross head screw", "phillips screw", "twin thread screw", "gold screws"],
    ...["yellow screws", "zinc screws", "velocity screws", "forgefix", "general screws"],
  ],
  drywallscrew: ["black screws", "phosphate screws", "fine thread screws"],
  concretescrew: ["hex head concrete screw", "masonry fixing screw", "concrete bolts"],
  anchorbolt: ["shield anchors", "expansion bolts", "rawl bolts", "sleeve anchors", "bolt anchor"],

  coachbolt: ["cup square"],
  threadedrod: ["all thread rod", "thread rod", "studding bar", "threaded studding", "screwed bar"],
  landscapescrew: [
    ...["timberlok", "timberloc", "timber lock screw", "timberfix", "sleeper screw", "sleeper screws"],
    ...["timber joining screw", "wafer screw", "frame screw", "structural screw", "heavy duty timber screw"],
  ],
  deckingscrew: ["green decking screws", "decking fixings", "outdoor screws", "exterior screws", "deck fixings"],
  ringnail: ["annular nails", "ring shanks", "ringshank"],
  cloutnail: ["felt nails", "galvanised clouts", "roofing clout"],
  wirenail: ["round nails", "ovals", "lost heads", "bright nails", "oval brads", "brad nails"],
  restraintstrap: ["galvanised strap", "wall strap", "floor strap", "twisted strap", "l strap"],
  joisthanger: ["hangers", "jiffy hanger", "speedy hanger", "beam hanger", "timber to masonry hanger"],
  postsupport: ["post spike", "fence spike", "drive in post support", "bolt down post", "post foot", "post socket"],
  mesh: ["rebar mesh", "a142", "a193", "concrete mesh", "reinforcing sheet", "welded mesh", "steel fabric"],
  // Adhesives and sealants by the names on the gun and the shelf.
  grabadhesive: [
    ...["mega grip", "panel glue", "solvent free adhesive", "polymer adhesive", "fix all", "fixall"],
    ...["sticks like", "instant grab adhesive", "gap filling adhesive", "heavy duty adhesive", "adhesive cartridge"],
    ...["glue cartridge", "builders adhesive", "building adhesive", "all purpose adhesive", "liquid nail"],
  ],
  pva: [
    ...["pva bond", "bond and seal", "glue pva", "school glue", "craft glue", "d3 glue", "waterproof wood glue"],
    ...["exterior wood glue", "joinery glue", "aliphatic glue", "yellow glue", "wood working glue"],
  ],
  caulk: ["painters mastic", "caulking", "white caulk", "flexible filler", "decorators mastic"],
  sealant: [
    ...["silicone mastic", "bath mastic", "bathroom silicone", "kitchen silicone", "shower sealant"],
    ...["bath sealant", "window sealant", "silicone tube", "mastic tube", "sealer tube"],
  ],
  expandingfoam: [
    ...["expanding foam filler", "gap foam", "spray insulation foam", "builders foam", "can of foam"],
    ...["filling foam", "gun grade foam", "expansion foam", "foam sealant", "foam in a can"],
  ],
  tileadhesive: [...["tiling glue", "tile paste", "wall tile glue"], ...["floor tile cement", "tile bond"]],
  grout: ["grouting", "tiling grout", "joint grout", "grout powder", "tile joint filler"],
  // Decorating by the decorator's words.
  emulsion: [
    ...["matt paint", "silk paint", "ceiling white", "vinyl emulsion", "trade emulsion"],
    ...["interior paint", "paint for walls", "room paint", "inside paint"],
  ],
  glosspaint: ["woodwork gloss", "enamel", "skirting paint", "non drip gloss", "liquid gloss"],
  satinwood: ["satin wood", "satin woodwork paint", "eggshell finish", "mid sheen paint"],
  primer: ["primer paint", "sealer primer", "bare wood primer", "universal primer", "prime coat"],
  masonrypaint: [
    ...["exterior paint", "exterior wall coating", "outside paint", "outdoor paint", "pebbledash paint", "brick paint"],
    ...["exterior masonry", "outside wall paint", "house paint", "textured paint"],
  ],
  fencestain: ["shed treatment", "fence dye", "fence and shed", "shed and fence paint", "fence spray", "fence colour"],
  woodstain: ["wood dye", "exterior stain", "timber stain", "quick drying woodstain", "wood colour"],
  varnish: ["clear varnish", "floor lacquer", "satin varnish", "gloss varnish", "matt varnish"],
  whitespirit: ["white spirits", "thinner", "paint thinners", "brush cleaning"],
  interiorfiller: ["crack filler", "hole filler", "plaster filler", "filla", "ready mix filler"],
  maskingtape: ["masking", "blue tape", "decorating tape", "painters masking", "paint tape"],
  dustsheet: ["plastic dust sheet", "polythene dust sheet", "cotton dust sheet", "drop sheets", "dust sheeting"],
  painttool: ["brushes", "rollers", "roller kit", "decorating brushes", "mini roller", "roller frame"],
  sandpaper: ["sanding sheets", "abrasive", "abrasives", "sanding paper sheets", "sand papers"],
  floorpaint: ["concrete paint", "anti slip paint", "garage floor coating", "floor enamel"],
  // Landscaping and fencing by the landscaper's and the fencer's words.
  pavingslab: [
    ...["flags", "paving", "patio slabs", "paving stones", "flagstones", "outdoor tiles"],
    ...["exterior porcelain", "sandstone slabs", "riven slabs", "patio stones", "garden paving", "patio tiles"],
  ],
  blockpaving: ["driveway blocks", "block pavers", "driveway bricks", "paving bricks", "block paviours"],
  kerb: ["kerbs", "kerbing", "edgings", "lawn edge", "border edging", "pin kerb", "flat top edging", "path edge"],
  fencepanel: [
    ...["overlap panels", "6x6 panel", "6ft panel"],
    ...["feather edge panel", "hit and miss panel", "slatted fence panel"],
  ],
  gravelboard: ["fence base board", "base panel", "fence bottom board"],
  concretepost: ["slotted posts", "concrete intermediate post"],
  artificialgrass: ["fake turf", "astro", "grass carpet", "synthetic lawn", "artificial lawn grass"],
  weedfabric: [
    ...["weed sheet", "weed mat", "ground cover sheet", "anti weed membrane", "weed stop", "gravel membrane"],
    ...["weed control sheeting", "weed suppressant membrane", "garden fabric", "decking membrane", "weed matting"],
  ],
  playsand: ["childrens sand", "kids sand", "sandpit", "sand for sandpit", "play pit sand"],
  // Tools and protective wear by the site's words.
  ppe: [
    ...["gloves", "rigger gloves", "goggles", "safety specs", "hi viz", "hi vis vest"],
    ...["ear muffs", "ear plugs", "ffp3", "ffp2", "respirator mask"],
  ],
};

/** Session 18's names, with session 19's (trade-synonyms-finishing-names.ts) and 20's (-shelf-names.ts) after them. */
export const FINISHING_WORDS = mergeNames(SESSION_18_WORDS, FINISHING_NAMES, FINISHING_SHELF_NAMES);

export const FINISHING_TITLES = mergeNames({ anchorbolt: ["throughbolt"] }, FINISHING_KIND_TITLES);

function mergeNames(
  ...tables: readonly Readonly<Record<string, readonly string[]>>[]
): Readonly<Record<string, readonly string[]>> {
  const merged: Record<string, string[]> = {};
  for (const table of tables)
    for (const [key, names] of Object.entries(table)) merged[key] = [...new Set([...(merged[key] ?? []), ...names])];
  return merged;
}

export const FINISHING_GROUPS: readonly SynonymGroup[] = [
  // The valves on a radiator: thermostatic and lockshield, by the fitter's and the householder's names.
  {
    indexOnly: true,
    key: "radiatorvalve",
    terms: ["thermostatic radiator valve", "radiator valve", "trv", "lockshield valve", "wheelhead valve"],
    alsoFrom: [
      ...["rad valve", "thermostatic rad valve", "thermostatic valve", "radiator thermostat", "rad thermostat"],
      ...["radiator tap", "rad tap", "lockshield", "radiator control valve", "heating valve"],
    ],
  },
  // Inserts that stiffen plastic pipe inside a push-fit or compression joint.
  {
    key: "pipeinsert",
    terms: ["pipe insert", "pipe stiffener", "pipe stiffener insert"],
    alsoFrom: ["pipe liner", "pipe inserts", "pipe stiffeners", "push fit insert", "speedfit insert", "pipe sleeve"],
  },
  // Stain-blocking primers for water, smoke and nicotine marks on ceilings and walls.
  {
    key: "stainblock",
    terms: ["stain block", "stain block primer", "stain blocker", "stain blocking primer"],
    alsoFrom: [
      ...["stain blocking paint", "damp stain sealer", "water stain sealer", "smoke stain sealer", "nicotine stain"],
      ...["ceiling stain paint", "zinsser bin", "cover stain", "coverstain", "stain sealer", "water mark paint"],
    ],
  },
  // Hardened nails driven straight into masonry.
  {
    key: "masonrynail",
    terms: ["masonry nail", "hardened steel masonry nail", "hardened masonry nail"],
    alsoFrom: ["concrete nail", "steel nail", "hardened nail", "hard nail", "brick nail", "nails for masonry"],
  },
  // Session 19: metal paint, the decorator's undercoat, the foam gun (trade-synonyms-finishing-kinds.ts).
  ...FINISHING_KIND_GROUPS,
];
