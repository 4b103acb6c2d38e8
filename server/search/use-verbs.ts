import { BUILDING_VERBS } from "./use-verbs-building.ts";
import { DECORATING_VERBS } from "./use-verbs-decorating.ts";
import { PLUMBING_VERBS } from "./use-verbs-plumbing.ts";
import { WOODWORK_VERBS } from "./use-verbs-woodwork.ts";
import { TILING_VERBS } from "./use-verbs-tiling.ts";
import { DRYLINING_VERBS } from "./use-verbs-drylining.ts";
import { FIXING_VERBS } from "./use-verbs-fixings.ts";
import { OLD_MASONRY } from "./job-phrases-trades.ts";
import { EVERYDAY_VERBS } from "./everyday-verbs.ts";
import { withPartVerbs } from "./part-verbs.ts";

/**
 * A query that starts with what the buyer wants to do ("sealing a leaking gutter joint", "cutting bricks",
 * "filling gaps round window frames") asks for the product that does it: the verb also matches the groups, and
 * it is the one word a result must match; the words after it say where, so they rank (as context) rather than
 * filter. Only as the query's first word: after a noun it is part of a name ("gutter sealing strip").
 *
 * Kept as data beside use-words.ts, which reads it. Every group named here is a trade-synonym group
 * (trade-synonyms*.ts). Risk: a verb that is also a product's own word ("tile", "grout", "board" alone) would turn
 * a plain product query into a job; such verbs are listed only in their -ing form or with objects.
 */
export interface UseVerb {
  verbs: readonly string[];
  groups: readonly string[];
  /** Only with a clause saying where ("fixing battens to a wall"): alone, "fixings" is the product's own word. */
  clause?: true;
  /**
   * Only when one of these words follows the verb (canonical, singular): what the job is done to decides the
   * product ("stopping damp" → a damp-proof membrane, "stopping noise" → sound insulation). Entries with objects
   * are tried before the verb's plain entry, in this order.
   */
  objects?: readonly string[];
  /**
   * The verb also matches as typed (its stem: "sealing" finds "sealing strip"). Off for the jobs added with
   * objects: "stopping" found stop beads, "priming" primed boards, "fixing" the fixings a clause already ranks.
   */
  asTyped?: true;
  /**
   * Made from a part of the building and a job-verb family (part-verbs.ts): it yields to a kind the sentence names
   * ("fitting dry verge on the gable": the verge is bought, the gable is where), use-words.ts.
   */
  part?: true;
}

const TABLE: readonly UseVerb[] = [
  // Jobs named by what they keep out or level: the object says which product does it.
  {
    verbs: ["stop", "stopping", "prevent", "preventing", "keep", "keeping", "block", "blocking"],
    objects: ["damp", "moisture", "water", "rising"],
    groups: ["dpm", "dpc", "cavitytray"],
  },
  {
    verbs: ["stop", "stopping", "reduce", "reducing", "block", "blocking", "deaden", "deadening", "muffle"],
    objects: ["noise", "sound", "echo"],
    groups: ["acousticinsulation", "soundboard"],
  },
  // Leaks and draughts at a joint are sealed; rot is kept out by treated timber and a membrane under it.
  {
    verbs: ["stop", "stopping", "prevent", "preventing", "fix", "fixing", "cure", "curing"],
    objects: ["leak", "leaking", "leaky", "drip", "dripping", "draught", "draughty"],
    groups: ["sealant", "expandingfoam"],
  },
  {
    verbs: ["stop", "stopping", "prevent", "preventing", "keep", "keeping"],
    objects: ["rot", "rotting", "rotten", "decay", "decaying"],
    groups: ["treated", "dpm"],
  },
  // Masonry work named by the job: repointing is mortar, splitting a brick is a bolster, a cellar is tanked.
  // Old or soft masonry is repointed in lime, whatever else the query names (the period words: job-phrases-trades.ts).
  {
    verbs: ["repoint", "repointing", "pointing", "raking"],
    objects: OLD_MASONRY,
    groups: ["hydrauliclime", "hydratedlime", "buildingsand"],
  },
  {
    verbs: ["repoint", "repointing", "pointing", "raking"],
    objects: ["brick", "brickwork", "wall", "chimney", "stonework", "mortar", "joint"],
    groups: ["mortarmix", "buildingsand"],
  },
  { verbs: ["repoint", "repointing"], groups: ["mortarmix", "buildingsand"] },
  {
    verbs: ["split", "splitting", "chop", "chopping", "trim", "trimming", "break", "breaking"],
    objects: ["brick", "block", "slab", "paving", "kerb", "stone"],
    groups: ["bolster", "clubhammer"],
  },
  {
    verbs: ["waterproof", "waterproofing", "tanking", "damp proof", "damp proofing", "seal", "sealing"],
    objects: ["cellar", "basement", "underground", "vault", "wet room", "wetroom"],
    groups: ["tanking", "dpm"],
  },
  {
    verbs: ["ventilate", "ventilating", "vent", "venting"],
    objects: ["floor", "subfloor", "underfloor", "void", "suspended", "crawl space", "cavity"],
    groups: ["airbrick"],
  },
  // A shed or garden building is lined inside with OSB or plywood, not plasterboard.
  // "board" alone leads a product ("board for a shed floor"): as a verb only with the walls it lines.
  {
    verbs: ["boarding", "line", "lining", "clad", "cladding"],
    objects: ["shed", "summerhouse", "summer house", "workshop", "cabin", "log cabin", "playhouse", "outbuilding"],
    groups: ["osb", "plywood"],
  },
  {
    verbs: ["board"],
    objects: ["shed wall", "summerhouse wall", "workshop wall", "cabin wall", "outbuilding wall"],
    groups: ["osb", "plywood"],
  },
  // Plastering and drylining jobs: use-verbs-drylining.ts.
  ...DRYLINING_VERBS,
  // Tiles stuck or put up, tiling onto boards, grouting: use-verbs-tiling.ts.
  ...TILING_VERBS,
  // Timber frames, posts and joists.
  {
    verbs: ["tying", "strapping", "restrain", "restraining", "anchoring"],
    objects: ["joist", "wall", "floor", "rafter", "roof", "truss", "wall plate", "gable"],
    groups: ["restraintstrap", "joisthanger"],
  },
  {
    verbs: ["hang", "hanging", "support", "supporting", "carry", "carrying"],
    objects: ["joist"],
    groups: ["joisthanger", "restraintstrap"],
  },
  // Timber bolted or screwed to timber (a post to a frame, a beam to a post): coach bolts or coach screws.
  {
    verbs: ["bolt", "bolting", "fix", "fixing", "secure", "securing", "attach", "attaching", "fasten", "fastening"],
    objects: [
      ...["timber frame", "timber post", "wooden post", "timber beam", "wooden frame", "post frame", "post beam"],
      // Two timbers named together ("a ledger to a post", "two joists together"): the words anywhere after the verb.
      ...["ledger post", "ledger joist", "bearer post", "joist post", "rafter post", "beam joist", "rafter joist"],
      ...["beam together", "joist together", "timber together", "post together", "rafter together", "two beam"],
      ...["two joist", "two timber", "two post", "sleeper together", "purlin post"],
    ],
    groups: ["coachbolt", "coachscrew", "threadedrod"],
  },
  {
    verbs: ["bolting", "fixing", "anchoring", "secure", "securing", "mounting"],
    objects: ["post", "pergola", "carport", "gazebo"],
    groups: ["postsupport", "framefixing", "concretescrew"],
  },
  {
    verbs: ["set", "setting", "concreting", "erect", "erecting", "install", "installing", "put in"],
    objects: ["post", "fence post", "gate post", "clothes post"],
    // Post mix first; concrete or a rapid-set cement does the same job.
    groups: ["postfix", "concretemix", "rapidcement"],
  },
  {
    verbs: ["fixing", "screwing", "fasten", "fastening", "secure", "securing"],
    objects: ["decking", "deck", "decking board", "deck board"],
    groups: ["deckingscrew"],
  },
  // Building, laying, mixing and opening up: use-verbs-building.ts (split for length; this order is kept).
  ...BUILDING_VERBS,
  // Plumbing in a sink, a basin or a tap: use-verbs-plumbing.ts.
  ...PLUMBING_VERBS,
  // Decorating and garden upkeep: use-verbs-decorating.ts.
  ...DECORATING_VERBS,
  // Staining, varnishing and oiling wood: use-verbs-woodwork.ts.
  ...WOODWORK_VERBS,
  // Drainage and rainwater.
  {
    verbs: ["join", "joining", "connect", "connecting", "repair", "repairing", "fix", "fixing"],
    objects: ["gutter", "guttering"],
    groups: ["gutterunion"],
  },
  // A gutter run replaced or put up new is bought as its system: the gutter lengths first, then the downpipe and the
  // brackets, outlets, stop ends and clips that join them (a joint or a leak repaired is the union, above).
  {
    verbs: ["replace", "replacing", "renew", "renewing", "fit", "fitting", "install", "installing", "put", "putting"],
    objects: ["gutter", "guttering", "rainwater"],
    groups: ["gutter", "downpipe", "rainwaterfitting"],
  },
  {
    verbs: ["drain", "draining", "clear", "clearing", "channel", "channelling"],
    objects: ["drive", "driveway", "patio", "yard", "path", "surface water", "puddle", "standing water"],
    groups: ["channeldrain", "gully"],
  },
  // Protecting a room while working in it.
  {
    verbs: ["protect", "protecting", "cover", "covering", "mask", "masking"],
    objects: ["furniture", "sofa", "carpet", "floor", "room", "stair"],
    groups: ["dustsheet", "dpm", "hardboard"],
  },
  {
    verbs: ["lag", "lagging", "insulate", "insulating", "protect", "protecting", "wrap", "wrapping"],
    objects: ["pipe", "pipework", "tank", "cylinder", "freezing", "frozen"],
    groups: ["pipelagging"],
  },
  {
    verbs: ["box", "boxing", "box in", "boxing in", "hide", "hiding", "conceal", "concealing"],
    objects: ["pipe", "pipework", "boiler", "meter", "cable", "soil stack", "stack"],
    groups: ["mdf", "plywood"],
  },
  {
    verbs: ["build", "building", "make", "making", "erect", "erecting", "frame", "framing"],
    objects: ["stud wall", "stud", "partition", "studwork"],
    groups: ["cls", "sawn", "plasterboard"],
  },
  {
    verbs: ["build", "building", "make", "making"],
    objects: ["retaining", "raised bed", "planter", "border"],
    groups: ["sleeper", "concreteblock"],
  },
  {
    verbs: ["screed", "screeding", "rescreed", "rescreeding"],
    groups: ["sharpsand", "opc", "selflevelling"],
    asTyped: true,
  },
  // A timber floor is overlaid with hardboard or thin plywood before vinyl or tiles.
  {
    verbs: ["overlay", "overlaying", "overboard", "overboarding", "line", "lining"],
    objects: ["floor", "floorboard", "subfloor", "wooden floor", "old floor"],
    groups: ["hardboard", "plywood"],
  },
  {
    verbs: ["smooth", "smoothing", "flatten", "flattening", "even", "evening", "level out", "levelling out"],
    objects: ["floor", "subfloor", "concrete", "screed"],
    groups: ["selflevelling"],
  },
  {
    verbs: [
      ...["roof", "roofing", "cover", "covering", "reroof", "reroofing", "waterproof", "waterproofing"],
      // Re-covered or renewed whole (before the shed-roof entry below, whose "recover" is felt).
      ...["recover", "recovering", "renew", "renewing"],
    ],
    objects: ["flat roof", "flat"],
    groups: ["epdm", "roofingfelt"],
  },
  {
    verbs: ["flash", "flashing", "weatherproof", "weatherproofing", "seal", "sealing"],
    objects: ["chimney", "roof join", "upstand", "abutment", "flat roof", "roof edge"],
    groups: ["flashingtape", "leadflashing"],
  },
  { verbs: ["soundproof", "soundproofing"], groups: ["acousticinsulation", "soundboard"] },
  { verbs: ["damp proof", "damp proofing", "damproofing"], groups: ["dpm", "dpc"] },
  {
    verbs: ["level", "levelling", "leveling"],
    objects: ["floor", "subfloor", "concrete", "screed"],
    groups: ["selflevelling"],
  },
  { verbs: ["prime", "priming"], groups: ["pva", "sbr"] },
  { verbs: ["cap", "capping"], objects: ["wall", "brickwork", "pier", "pillar"], groups: ["coping"] },
  { verbs: ["finish", "finishing"], objects: ["gable", "verge"], groups: ["dryverge"] },
  {
    verbs: ["insulate", "insulating"],
    groups: ["mineralwool", "pir", "eps", "cavitybatt", "acousticinsulation"],
  },
  { verbs: ["lay", "laying"], objects: ["patio", "terrace"], groups: ["pavingslab"] },
  {
    verbs: ["join", "joining", "connect", "connecting"],
    objects: ["pipe", "copper", "pipework", "plumbing"],
    groups: ["pushfit", "compressionfitting"],
  },
  {
    verbs: ["protect", "protecting", "cover", "covering"],
    objects: ["floor", "carpet", "furniture"],
    groups: ["dpm", "hardboard"],
  },
  {
    verbs: ["cover", "covering", "recover", "recovering", "roof", "roofing", "reroof", "reroofing"],
    objects: ["shed", "roof", "garage", "outbuilding", "summerhouse", "summer house", "cabin", "playhouse"],
    groups: ["roofingfelt", "roofsheet", "cloutnail"],
    asTyped: true,
  },
  { verbs: ["glue", "gluing", "glueing"], objects: ["wood", "timber", "joint"], groups: ["pva"], asTyped: true },
  { verbs: ["seal", "sealing", "reseal", "resealing", "waterproofing"], groups: ["sealant"], asTyped: true },
  { verbs: ["fill", "filling"], groups: ["expandingfoam", "sealant", "caulk", "jointfiller"], asTyped: true },
  { verbs: ["stick", "sticking", "glue", "gluing", "glueing"], groups: ["grabadhesive", "dabadhesive"], asTyped: true },
  { verbs: ["cut", "cutting"], groups: ["bolster"], asTyped: true },
  // Fixing things to walls and framing: use-verbs-fixings.ts (split for length; last, as before).
  ...FIXING_VERBS,
];

const TABLE_VERBS = new Set(TABLE.flatMap((entry) => entry.verbs));

/**
 * The table, each entry's verbs with their everyday aliases (everyday-verbs.ts) that are no table verb themselves,
 * and the entries the parts of the building make with each job-verb family (part-verbs.ts) in each verb's place.
 */
export const USE_VERBS: readonly UseVerb[] = withPartVerbs(
  TABLE.map((entry) => {
    const aliases = entry.verbs.flatMap((verb) => (EVERYDAY_VERBS[verb] ?? []).filter((a) => !TABLE_VERBS.has(a)));
    return aliases.length > 0 ? { ...entry, verbs: [...entry.verbs, ...new Set(aliases)] } : entry;
  }),
);
