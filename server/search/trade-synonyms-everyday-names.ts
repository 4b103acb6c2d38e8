import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Session 24: everyday and shop-floor names for trade kinds, and the shop's short forms typed as words, written
 * family by family over the catalogue's shelves (paving, insulation, rainwater, plastering beads, walling sundries,
 * roofing and flashing, plumbing sundries, fixings, sheet and board grades, finishes) from what a DIYer or a
 * tradesman says at the counter rather than what the merchant prints: "outdoor porcelain" for porcelain paving,
 * "bubble foil insulation" for multifoil, "drop outlet" for a running outlet, "sticky back foil" for foil tape,
 * "fr board" for fire-resistant plasterboard, "bzp"/"zp" for zinc plated, "c/s screws" for countersunk screws.
 * Merged by trade-synonyms.ts: the groups below are new kinds, the words one-way names for existing groups.
 *
 * Kept out: "s/s" (the importer reads "s s" as single socket: trade-abbreviations.ts), "se" (a word in too many
 * codes), bare "sealer", "seal", "outlet", "lead" and "foil" (each names several kinds), and anything that makes an
 * everyday word a kind's name on its own. Every word of a name becomes a word the reader knows, so each one here is
 * a phrase whose words a buyer types together. Edit freely: the search index records a hash of the list.
 */
export const EVERYDAY_NAME_GROUPS: readonly SynonymGroup[] = [
  // Bitumen gutter and roof sealant in a cartridge: not the brush-on roof coating. Still a sealant and nothing else
  // (an attribute, not a kind), so "sealants" keeps it among the sealants.
  {
    key: "guttersealant",
    attribute: true,
    terms: ["gutter sealant", "roof and gutter sealant", "gutter and roof sealant", "roof gutter sealant"],
    alsoFrom: [
      "black jack",
      "blackjack",
      "gutter sealer",
      "gutter seal",
      "gutter mastic",
      "gutter repair sealant",
      "gutter leak sealant",
      "gutter joint sealant",
      "roof and gutter sealer",
      "bitumen sealant",
      "bitumen mastic",
    ],
  },
  // Bright or yellow zinc plated fixings: a finish, not a kind (a "bzp coach bolt" is still a coach bolt).
  {
    key: "zincplated",
    attribute: true,
    terms: ["zinc plated", "bright zinc plated", "yellow zinc plated", "bright zinc", "yellow zinc", "zinc coated"],
    alsoFrom: ["bzp", "zp", "yzp", "zinc plate", "zinc passivated"],
  },
  // Stainless profiles screwed to an existing wall to tie a new one in.
  {
    key: "wallstarter",
    terms: ["wall starter kit", "wall starter", "wall extension kit", "wall starter profile", "wall extension profile"],
    alsoFrom: ["furfix", "wall profile", "wall connector kit", "wall tie starter", "tie in kit", "wall extension tie"],
  },
  // Porcelain paving named as tiles or by where it goes: the porcelain first, the other paving after it (pavingslab).
  // Index-only, as the stone colours are (trade-synonyms-outside-kinds.ts): a merchant's own title still reads word
  // by word.
  {
    key: "porcelainpaving",
    indexOnly: true,
    terms: ["porcelain paving slab", "porcelain slab", "porcelain patio slab"],
    alsoFrom: [
      "outdoor porcelain",
      "external porcelain",
      "exterior porcelain",
      "garden porcelain",
      "porcelain patio",
      "porcelain flag",
      "outdoor porcelain tile",
      "porcelain tile",
      "porcelain paver",
    ],
  },
  // A gutter's outlet to the downpipe by the counter's names for it: the outlet first, not every rainwater fitting.
  {
    key: "gutteroutlet",
    indexOnly: true,
    // Titles print "running outlet" (a rainwater fitting's term) or "outlet" alone: the word indexes them.
    terms: ["outlet", "gutter outlet piece"],
    alsoFrom: [
      "union outlet",
      "outlet union",
      "drop outlet",
      "gutter drop outlet",
      "outlet piece",
      "gutter union outlet",
    ],
  },
  // Moisture-resistant MDF by its colour and short form. Index-only: a merchant's title still reads as MDF, so an exact
  // name keeps MDF's neighbours (a full group split them, session 19); its products are no "green board" (mrboard).
  {
    key: "mrmdf",
    indexOnly: true,
    // Dotted "M.R." is joined to "mr" before the tables.
    terms: [
      "moisture resistant mdf",
      "mdf moisture resistant",
      "mdf board moisture resistant",
      "mdf board mr",
      "mdf mr",
    ],
    alsoFrom: ["green mdf", "green core mdf", "mr mdf", "water resistant mdf", "waterproof mdf", "mdf mr"],
  },
  // Insulated closers for a cavity's reveals.
  {
    key: "cavitycloser",
    terms: ["cavity closer", "insulated cavity closer", "cavity closure"],
    alsoFrom: ["cavicloser", "thermabate", "reveal closer", "window cavity closer", "door cavity closer"],
  },
];

export const EVERYDAY_NAME_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Paving: porcelain and flags named as tiles or by where they go.
  pavingslab: ["exterior tile", "external tile", "garden tile", "outdoor slab", "garden flag"],
  // Insulation: the foil quilts by how they look.
  multifoil: [
    "bubble foil insulation",
    "foil insulation roll",
    "multifoil roll",
    "bubble insulation",
    "foil bubble",
    "reflective foil",
    "silver foil insulation",
    "foil quilt insulation",
  ],
  foiltape: ["sticky back foil", "sticky foil", "self adhesive foil", "foil sticky tape", "silver foil tape"],
  // Rainwater: the running outlet by the names the counter hears.
  rainwaterfitting: ["gutter drop", "downpipe outlet"],
  // Plastering beads and boards by their short forms.
  anglebead: ["corner bead", "plaster corner bead", "external corner bead", "corner angle bead"],
  fireboard: ["fr board", "fr plasterboard", "fr pb", "fire board plasterboard"],
  // Walling and roofing.
  airbrick: ["hit and miss vent", "hit and miss air brick", "hit and miss airbrick"],
  roofcoating: ["liquid roofing", "liquid roof", "flat roof sealer"],
  flashingtape: ["lead alternative", "lead replacement", "lead substitute", "leadless flashing"],
  leadflashing: ["milled lead", "sheet lead", "lead sheeting"],
  rapidcement: ["high alumina cement"],
  // Grey cement named with its colour after it, as buyers type a kind then its colour.
  opc: ["portland cement grey", "grey portland cement", "cement grey", "portland grey", "grey opc"],
  // Plumbing sundries.
  ptfetape: ["gas tape", "yellow ptfe", "gas ptfe tape"],
  trap: ["waste valve", "self sealing waste valve"],
  // Fixings by the shop's short forms.
  woodscrew: ["c s screw", "cs screw", "csk screw", "countersunk wood screw", "zp screw", "bzp screw", "yzp screw"],
  wirenail: ["nail gun nails", "collated nails", "gun nails"],
  // Finishes.
  deckingoil: ["danish oil", "teak oil"],
};
