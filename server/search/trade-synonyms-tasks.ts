import type { SynonymGroup } from "./trade-synonyms.ts";
import { JOB_GRADE_SYNONYMS } from "./trade-synonyms-job-grades.ts";

/**
 * The fourth part of the trade-synonym data (trade-synonyms.ts explains the fields): the product kinds a DIY task
 * names only by what it does ("protecting plaster corners" → angle bead, "tying joists into the wall" → restraint
 * straps, "tiling a wall" → tile adhesive and grout). Each group is a kind the use verbs in use-words.ts ask for;
 * the phrases are the kinds' own names as merchants print them. Split only for length; TRADE_SYNONYMS keeps this
 * order. Every group here is indexOnly: a query typing a kind's own name ("decking screws", "tile adhesive") reads
 * it word by word as before; only a use, a job or an alsoFrom word asks for the group. Risk: a phrase that is also part of another kind's name widens that kind ("strap" alone would pull
 * strapping tape), so keep them two words or a name no other product uses.
 */
export const TASK_SYNONYMS: readonly SynonymGroup[] = [
  // Plastering and drylining sundries.
  { indexOnly: true, key: "anglebead", terms: ["angle bead", "corner bead", "plaster angle bead", "arris bead"] },
  { indexOnly: true, key: "stopbead", terms: ["stop bead", "plaster stop bead", "render stop bead", "edge bead"] },
  {
    indexOnly: true,
    key: "scrimtape",
    terms: ["scrim tape", "scrim", "jointing tape", "joint tape", "plasterboard tape", "drywall tape", "mesh tape"],
  },
  // Tiling.
  {
    indexOnly: true,
    key: "tileadhesive",
    terms: ["tile adhesive", "wall tile adhesive", "floor tile adhesive", "tiling adhesive"],
  },
  { indexOnly: true, key: "grout", terms: ["grout", "tile grout", "wall grout", "floor grout"] },
  // Below-ground and wet-room waterproofing: a cementitious slurry or membrane applied to the wall itself.
  {
    indexOnly: true,
    key: "tanking",
    terms: ["tanking", "tanking slurry", "tanking membrane", "tanking kit", "cellar tanking", "basement tanking"],
  },
  // Mortar and concrete additives.
  {
    indexOnly: true,
    key: "plasticiser",
    terms: ["plasticiser", "plasticizer", "mortar plasticiser", "mortar plasticizer", "liquid plasticiser"],
  },
  {
    indexOnly: true,
    key: "waterproofer",
    terms: ["waterproofer", "integral waterproofer", "waterproofing additive", "waterproofing liquid"],
  },
  // Structural timber connectors.
  {
    indexOnly: true,
    key: "restraintstrap",
    terms: ["restraint strap", "lateral restraint strap", "lateral restraint", "tension strap", "joist strap"],
  },
  { indexOnly: true, key: "joisthanger", terms: ["joist hanger", "timber hanger", "joist hangers", "masonry hanger"] },
  {
    indexOnly: true,
    key: "postsupport",
    terms: ["post support", "post anchor", "post base", "post shoe", "post holder", "bolt down post support"],
    alsoFrom: ["post spike", "metposts", "metpost"],
  },
  // Surface water: a channel across a drive or patio, a gully at a downpipe.
  {
    indexOnly: true,
    key: "channeldrain",
    terms: ["channel drain", "drainage channel", "linear drain", "driveway drain", "channel drainage"],
    alsoFrom: ["aco drain", "aco"],
  },
  { indexOnly: true, key: "gully", terms: ["gully", "bottle gully", "yard gully", "trapped gully", "gully trap"] },
  {
    indexOnly: true,
    key: "gutterunion",
    terms: ["gutter union", "union bracket", "gutter joint", "gutter connector", "gutter union bracket"],
  },
  // Hand tools: "<maker> tools" and "tools" ask for them; no title calls itself a tool. Named tools only: a bare
  // "hammer" or "level" would pull hammer fixings and self-levelling compound. The tools with a group of their own
  // (club hammer, bolster, plastering trowel: trade-synonyms-envelope.ts; sealant gun: -elsewhere.ts) take the same
  // alsoFrom words there.
  {
    indexOnly: true,
    key: "handtool",
    terms: [
      "brick trowel",
      "pointing trowel",
      "gauging trowel",
      "margin trowel",
      "claw hammer",
      "handsaw",
      "hand saw",
      "hacksaw",
      "spirit level",
      "tape measure",
      "utility knife",
      "stanley knife",
      "wood chisel",
      "cold chisel",
      "plasterers hawk",
      "plastering float",
      "builders bucket",
      "mixing bucket",
      "mixing paddle",
      "shovel",
      "spade",
      "wheelbarrow",
      "crowbar",
      "wrecking bar",
      "pry bar",
      "rubber mallet",
      "screwdriver",
      "string line",
      "brick line",
    ],
    alsoFrom: ["tool", "hand tool", "builders tool", "building tool", "trade tool"],
  },
  // Decorating and site protection.
  {
    indexOnly: true,
    key: "dustsheet",
    terms: ["dust sheet", "dust cover", "drop cloth", "decorators dust sheet", "dust sheeting"],
  },
  {
    indexOnly: true,
    key: "ppe",
    terms: [
      "dust mask",
      "face mask",
      "work glove",
      "safety glove",
      "safety glasses",
      "safety goggles",
      "safety spectacles",
      "hard hat",
      "safety helmet",
      "ear defender",
      "hi vis",
      "respirator",
    ],
    alsoFrom: ["ppe", "safety gear", "protective equipment", "personal protective equipment", "workwear"],
  },
  { indexOnly: true, key: "deckingscrew", terms: ["decking screw", "deck screw", "decking screws"] },
  {
    indexOnly: true,
    key: "pipelagging",
    terms: ["pipe lagging", "pipe insulation", "lagging", "foam pipe insulation", "pipe wrap"],
  },
  {
    indexOnly: true,
    key: "flashingtape",
    terms: ["flashing tape", "self adhesive flashing", "flashing strip"],
    alsoFrom: ["flashband"],
  },
  {
    indexOnly: true,
    key: "leadflashing",
    terms: ["lead flashing", "code 3 lead", "code 4 lead", "code 5 lead", "lead roll"],
  },
  { indexOnly: true, key: "epdm", terms: ["epdm", "rubber roofing", "rubber roof", "epdm membrane", "epdm roofing"] },
  // Grades a job is bought by (hydraulic lime, C24 timber): trade-synonyms-job-grades.ts.
  ...JOB_GRADE_SYNONYMS,
];
