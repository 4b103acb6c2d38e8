import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Session 13's audit of the vocabulary family by family (cements, aggregates, bricks and blocks, landscaping,
 * timber, sheets, plaster, insulation, roofing, drainage, plumbing, fixings, sealants, paint), against what a UK
 * merchant's counter sells under each family rather than against any judged query. Kept as data beside
 * trade-synonyms.ts (which merges it) like trade-synonyms-yard.ts: COUNTER_WORDS are one-way names added to an
 * existing group's alsoFrom, COUNTER_GROUPS are kinds with no group before (`terms` as merchants title them,
 * alsoFrom the other names buyers use).
 *
 * Risk: a term is read in every product text. So a word another kind's titles also use stays a query-only name:
 * "undercoat" (hardwall undercoat plaster), "one coat" (one coat render), "insulation tape" (electrical tape),
 * "solder" alone (end-feed fittings' solder ring), "decking stain" (a stain is not an oil), and a quality before a kind ("galvanised clout", which would join the words of "galvanised clout nails" into one term). Edit freely: the
 * search index records a hash of the synonym data.
 */
export const COUNTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Hardcore is, strictly, broken brick and concrete: the crushed-concrete scalpings (sub-base answers it first).
  scalpings: ["hardcore", "broken concrete", "crushed rubble", "rubble"],
  multifinish: ["skim", "plaster skim", "skim finish"],
  mineralwool: ["glasswool", "rockwool roll"],
  lintel: ["lintels", "door lintel", "window lintel"],
  kerb: ["lawn edging", "garden edging", "rope top edging", "edging"],
  plasterboard: ["foil backed plasterboard", "vapour check plasterboard", "duplex plasterboard", "duplex board"],
};

export const COUNTER_GROUPS: readonly SynonymGroup[] = [
  // Cements and additives.
  {
    key: "masonrycement",
    terms: ["masonry cement", "plasticised masonry cement", "plasticised cement"],
  },
  {
    key: "sulphatecement",
    terms: ["sulphate resisting cement", "sulfate resisting cement", "sulphate resistant cement", "src cement"],
    alsoFrom: ["src"],
  },
  {
    key: "frostproofer",
    terms: ["frostproofer", "frost proofer", "mortar accelerator", "concrete accelerator", "set accelerator"],
    alsoFrom: ["accelerator", "anti freeze for mortar", "cold weather additive"],
  },
  {
    key: "mortarcolour",
    terms: ["mortar colour", "mortar dye", "cement dye", "cement colour", "mortar pigment", "cement pigment"],
    alsoFrom: ["mortar colouring", "cement colouring", "mortar tint"],
  },
  {
    key: "repairmortar",
    terms: ["repair mortar", "concrete repair mortar", "patch repair mortar", "concrete repair compound"],
    alsoFrom: ["concrete repair", "concrete patch", "concrete filler"],
  },
  {
    key: "onecoatplaster",
    terms: ["one coat plaster", "universal one coat plaster", "single coat plaster"],
    alsoFrom: ["one coat", "universal one coat", "thistle universal"],
  },
  // Aggregates and landscaping.
  {
    key: "pebble",
    terms: ["pebble", "beach pebble", "decorative pebble", "garden pebble", "cobble", "cobble stone"],
    alsoFrom: ["river pebble", "garden stone", "round stone"],
  },
  {
    key: "trellis",
    terms: ["trellis", "trellis panel", "square trellis", "diamond trellis"],
    alsoFrom: ["garden trellis", "fence topper", "trellis topper"],
  },
  {
    key: "concretepost",
    terms: ["concrete fence post", "concrete post", "slotted concrete post", "concrete slotted fence post"],
    alsoFrom: ["slotted fence post", "slotted post"],
  },
  // Bricks and blocks.
  {
    key: "padstone",
    terms: ["padstone", "pad stone", "concrete padstone"],
    alsoFrom: ["lintel pad", "bearing pad"],
  },
  {
    key: "coursingbrick",
    terms: ["coursing brick", "coursing block", "cut block"],
    alsoFrom: ["closer brick", "make up brick"],
  },
  // Roofing.
  {
    key: "roofcoating",
    terms: ["bitumen roof coating", "roof coating", "bitumen paint", "bituminous paint", "bitumen coating"],
    alsoFrom: ["black jack", "blackjack", "roof paint", "flat roof paint", "roof sealer", "aquaseal"],
  },
  {
    key: "soffit",
    terms: ["soffit", "soffit board", "upvc soffit", "vented soffit", "soffit panel"],
    alsoFrom: ["eaves soffit", "soffit cladding"],
  },
  // Plumbing.
  {
    key: "plasticpipe",
    terms: [
      "pex pipe",
      "pex barrier pipe",
      "barrier pipe",
      "polybutylene pipe",
      "plastic plumbing pipe",
      "push fit pipe",
    ],
    alsoFrom: ["hep2o pipe", "speedfit pipe", "hep pipe", "plastic water pipe", "pushfit pipe", "pex"],
  },
  {
    key: "tapconnector",
    terms: ["tap connector", "flexible tap connector", "flexi tap connector", "tap tail", "flexible hose"],
    alsoFrom: ["flexi hose", "tap flexi", "tap hose", "flexi connector"],
  },
  {
    key: "trap",
    terms: ["bottle trap", "p trap", "s trap", "sink trap", "basin trap", "bath trap", "waste trap", "tubular trap"],
    alsoFrom: ["u bend", "ubend", "sink u bend"],
  },
  {
    key: "overflowpipe",
    terms: ["overflow pipe", "overflow waste pipe"],
    alsoFrom: ["overflow", "tank overflow", "cistern overflow"],
  },
  {
    key: "solderwire",
    terms: ["solder wire", "lead free solder", "plumbers solder", "plumbing solder"],
    alsoFrom: ["solder", "solder reel"],
  },
  {
    key: "pipeclip",
    terms: ["pipe clip", "hinged pipe clip", "push in pipe clip", "munsen ring", "pipe bracket"],
    alsoFrom: ["pipe holder", "pipe saddle", "saddle clip"],
  },
  // Fixings.
  {
    key: "ringnail",
    terms: ["ring shank nail", "annular ring shank nail", "annular ring nail", "annular nail", "ring nail"],
    alsoFrom: ["ringshank nail", "ring shank"],
  },
  {
    key: "cloutnail",
    terms: ["clout nail", "felt nail", "roofing nail"],
    alsoFrom: ["clout", "clouts", "felt tack"],
  },
  {
    key: "wirenail",
    terms: ["round wire nail", "round head nail", "wire nail", "oval nail", "oval wire nail", "lost head nail"],
    alsoFrom: ["common nail", "framing nail", "round nail"],
  },
  {
    key: "anglebracket",
    terms: ["angle bracket", "corner bracket", "corner brace", "l bracket", "angle plate"],
    alsoFrom: ["right angle bracket", "metal corner bracket"],
  },
  {
    key: "coachbolt",
    terms: ["coach bolt", "carriage bolt", "cup square bolt"],
    alsoFrom: ["cup head bolt", "mushroom head bolt"],
  },
  {
    key: "selftapper",
    terms: ["self tapping screw", "self tapper", "self drilling screw", "tek screw"],
    alsoFrom: ["tek", "metal screw"],
  },
  // Drainage and water.
  {
    key: "drainjunction",
    terms: ["single junction", "y junction", "branch junction", "equal junction"],
    alsoFrom: ["drain junction", "wye"],
  },
  // Session 16: the underground run's bends, beside its junctions (a soil stack's bends are soil pipe fittings).
  // Not "drainage bend": titles also print "drainage" apart from "bend" ("… drainage 45° bend"), which a phrase term
  // would no longer find by its words.
  {
    key: "drainbend",
    terms: ["underground bend", "drain bend", "underground drain bend"],
    alsoFrom: ["drain elbow", "underground elbow"],
  },
  {
    key: "stoptap",
    terms: ["stop tap", "stopcock", "stop cock", "stop valve"],
    alsoFrom: ["water stop tap", "mains stop tap"],
  },
  // Sealants.
  {
    key: "firesealant",
    terms: ["intumescent sealant", "fire sealant", "fire rated sealant", "fire mastic", "intumescent mastic"],
    alsoFrom: ["fire caulk", "intumescent"],
  },
  // Insulation sundries.
  {
    key: "foiltape",
    terms: ["foil tape", "aluminium foil tape", "aluminium tape", "foil insulation tape"],
    alsoFrom: ["silver tape", "kingspan tape", "celotex tape", "foil joint tape"],
  },
  // Paint and decorating.
  {
    key: "glosspaint",
    terms: ["gloss paint", "high gloss paint", "high gloss", "oil based gloss", "water based gloss"],
    alsoFrom: ["enamel paint", "woodwork paint", "door paint", "trim paint"],
  },
  {
    key: "satinwood",
    terms: ["satinwood", "satin paint", "satinwood paint", "eggshell", "eggshell paint"],
    alsoFrom: ["satin", "semi gloss", "semi gloss paint", "satin finish paint"],
  },
  {
    key: "primer",
    terms: ["wood primer", "metal primer", "mdf primer", "multi surface primer", "acrylic primer", "primer undercoat"],
    alsoFrom: ["primer", "paint primer", "knotting"],
  },
  {
    key: "stabiliser",
    terms: ["stabilising solution", "masonry stabiliser", "stabilising primer", "stabiliser"],
    alsoFrom: ["stabilizer", "stabilizing solution", "masonry sealer"],
  },
  {
    key: "deckingoil",
    terms: ["decking oil", "deck oil", "decking treatment", "decking protector"],
    alsoFrom: ["deck treatment", "deck protector", "deck sealer"],
  },
  {
    key: "varnish",
    terms: ["varnish", "yacht varnish", "floor varnish", "wood varnish", "polyurethane varnish"],
    alsoFrom: ["lacquer", "clear coat"],
  },
  {
    key: "woodstain",
    terms: ["wood stain", "woodstain", "exterior wood stain", "wood preserver", "wood preservative", "wood treatment"],
    alsoFrom: ["timber treatment", "timber preserver"],
  },
  {
    key: "floorpaint",
    terms: ["floor paint", "garage floor paint", "concrete floor paint"],
    alsoFrom: ["garage paint", "floor coating"],
  },
];
