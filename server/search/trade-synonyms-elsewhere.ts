import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Names for stocked kinds that UK catalogues never print: the American, Australian and Irish words, the chemist's
 * name of an additive or a lime, and the plain words a DIYer uses for a trade term. Session 16 wrote them family by
 * family (cements and limes, additives, floor compounds, sealants and their guns, decorating sundries, rainwater,
 * plumbing, fixings, decking, mouldings), as every common way of saying each kind, kept as data beside
 * trade-synonyms-regional.ts (same fields, merged by trade-synonyms.ts).
 *
 * - ELSEWHERE_WORDS: names for kinds that already have a group (one-way alsoFrom: a query with one finds the kind).
 * - ELSEWHERE_GROUPS: kinds with no group before: `terms` are how merchants title them, alsoFrom the other names.
 *
 * Risk: a name that is also an ordinary word of another kind's titles pulls that kind in. Bare "latex" stays out
 * (latex gloves, latex paint: see emulsion); only the floor compound's phrases are here. "Sealer" alone stays out
 * (PVA is sold as "adhesive & sealer"); only the bath's and the shower's sealers are a sealant. Edit freely: the
 * search index records a hash of the synonym data.
 */
export const ELSEWHERE_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Limes and additives by their chemistry.
  hydratedlime: ["slaked lime", "lime hydrate", "calcium hydroxide", "lime powder"],
  sbr: ["styrene butadiene rubber", "styrene butadiene", "sbr primer", "latex bonding agent", "concrete bonding agent"],
  pva: ["polyvinyl acetate", "pva primer", "pva sealer", "pva bonding"],
  plasticiser: ["mortar improver", "air entraining agent", "air entrainer"],
  selflevelling: [
    ...["latex screed", "latex floor compound", "latex floor leveller", "latex levelling compound", "floor compound"],
    ...["floor screed compound", "floor levelling screed", "self leveling compound", "floor leveler", "self leveler"],
  ],
  // Sealants, caulks, fillers and decorating sundries.
  sealant: ["bath sealer", "shower sealer", "sanitary sealer", "silicone sealer", "bath seal"],
  fencestain: [
    "wood stain",
    "woodstain",
    "wood paint",
    "exterior wood paint",
    "garden wood paint",
    "shed and fence paint",
  ],
  woodstain: ["wood paint", "exterior wood paint"],
  glosspaint: ["wood paint", "woodwork paint"],
  satinwood: ["wood paint", "woodwork paint"],
  interiorfiller: ["spackle paste", "wall spackle", "patching compound", "patching plaster", "wall putty"],
  dustsheet: ["drop sheet", "dropsheet", "drop cloth sheet", "painters drop cloth", "painting sheet"],
  sandpaper: ["emery cloth", "wet and dry", "wet and dry paper", "sanding paper", "sanding sheet"],
  maskingtape: ["painting tape", "delicate surface tape"],
  deckingoil: ["wood oil", "exterior wood oil", "deck stain", "decking stain"],
  // Rainwater, plumbing and drainage.
  gutter: ["eaves trough", "rain trough", "roof gutter"],
  downpipe: ["rain spout", "downspout pipe", "rainwater down pipe", "gutter downpipe"],
  landdrain: ["french drain pipe"],
  soakaway: ["dry well", "drywell", "soak pit", "rainwater crate"],
  isolatingvalve: ["inline valve", "appliance valve"],
  tapconnector: ["faucet connector", "braided hose"],
  trap: ["sink waste trap"],
  // Fixings.
  woodscrew: ["timber screw", "carpentry screw", "joinery screw"],
  wallplug: ["screw plug", "brick plug", "wall anchor"],
  drywallscrew: ["sheetrock screw", "collated screw", "black drywall screw", "bugle head screw"],
  // Blocks: an aircrete block is a concrete block to most buyers (the dense ones come first, their own name's).
  aircrete: ["concrete block", "lightweight concrete block"],
  // Timber, boards and mouldings.
  cladding: ["siding", "weatherboard", "clapboard", "weatherboarding"],
  coving: ["cornice moulding"],
  mdf: ["medium density fiberboard"],
  plywood: ["ply wood"],
  cementboard: ["cement backer", "tile backer", "cement sheet", "cement backerboard"],
  sleeper: ["landscape timber", "railroad tie", "railroad sleeper"],
};

export const ELSEWHERE_GROUPS: readonly SynonymGroup[] = [
  // The tool a cartridge of sealant, caulk or adhesive is fired from, by every name a buyer uses for it; a hand
  // tool too ("tools" asks for it, as for the other tools with a group of their own).
  {
    key: "sealantgun",
    terms: ["sealant gun", "caulking gun", "caulk gun", "mastic gun", "silicone gun", "skeleton gun"],
    alsoFrom: ["cartridge gun", "applicator gun", "adhesive gun", "tool", "hand tool"],
  },
  // Wood-plastic deck boards: asked for by the best-known makers' names as often as by "composite".
  {
    key: "compositedeck",
    terms: ["composite deck board", "composite decking board", "wpc decking"],
    alsoFrom: ["trex", "millboard", "plastic decking", "composite board", "composite deck", "capped composite"],
  },
];

/**
 * Plain words that ask for a kind only as the query's head noun, its last term ("rough sawn wood", "wood for a
 * raised bed" → timber): read then as the kind's own word (synonym-phrases.ts askedAsKind, as a group's askedAs
 * is). Unlike askedAs, never a phrase of the group elsewhere in a query: before another word the word stays as
 * typed, since it qualifies that word ("wood screws", "wood mouldings", "wood glue" are not timber).
 */
export const HEAD_WORD_KINDS: Readonly<Record<string, string>> = {
  wood: "timber",
  // Session 21: names whose English stem is another everyday word, so typed alone they match that word in every
  // title ("browning" is stemmed "brown": brown tiles, brown wall plugs; "plasticizer" is "plastic"). As the head
  // they ask for the kind's own title word instead. Where to extend: a group's one-word name whose stem
  // (to_tsvector('english', …)) is a colour, a material or another kind's word.
  browning: "hardwall",
  plasticizer: "plasticiser",
  // Not "facings" (stemmed "face"): the entry is read for the singular too, and "facing" is a title word of every
  // facing brick, so "multi facing" would ask for a two-word phrase the titles do not hold.
};
