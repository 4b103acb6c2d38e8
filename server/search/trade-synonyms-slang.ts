import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Session 15's family-by-family pass over the site slang, American and older trade names buyers type for kinds the
 * merchants stock, kept as data beside trade-synonyms-regional.ts (same fields, merged by trade-synonyms.ts).
 * Written per family of product (planed timber, fence timber, wall ties and straps, mortar and its additives,
 * decorative stone, paints, plasterboard and its tape, plumbing, decking, roofing), every name of each that a UK
 * counter hears, not the names of any judged query.
 *
 * - SLANG_WORDS: names for kinds that already have a group (one-way alsoFrom: a query with one finds the kind).
 * - SLANG_GROUPS: kinds with no group before: `terms` are how merchants title them, alsoFrom the other names.
 *
 * Risk: a name that is also an ordinary word of another kind's titles pulls that kind in; "muck" and "compo" are
 * mortar only on a building site, and "shingle" alone stays pea gravel (trade-synonyms-regional.ts): only the
 * roof's shingle is a tile. Edit freely: the search index records a hash of the synonym data.
 */
export const SLANG_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Planed timber: dressed all round (DAR) is PAR's Scottish and Irish name, S4S the American.
  dressed: ["dar", "dressed all round", "dressed timber", "s4s", "surfaced four sides", "planed all round timber"],
  arrisrail: ["triangular rail", "triangle rail", "triangular fence rail", "arris fence rail", "fence arris"],
  featheredge: ["feather board", "featherboard", "feather edged board", "feather edge fence board"],
  decking: ["decking plank", "deck plank", "deck planking"],
  walltie: [
    "butterfly tie",
    "butterfly wall tie",
    "wire wall tie",
    "masonry tie",
    "frame tie",
    "timber frame tie",
    "helical tie",
    "remedial wall tie",
  ],
  restraintstrap: ["hurricane strap", "hurricane tie", "strap tie", "rafter strap", "truss strap", "gable strap"],
  mortarmix: ["muck", "compo", "brickies muck", "sand and cement mix", "bricklaying mortar", "pointing mortar"],
  plasticiser: [
    "mortar additive",
    "mortar mix additive",
    "mix additive",
    "mortar admix",
    "admixture",
    "cement additive",
  ],
  chippings: ["slate mulch", "stone mulch", "gravel mulch", "garden chippings", "stone chippings", "slate chips"],
  pavingslab: ["indian stone", "indian sandstone slab", "yorkstone", "york stone", "riven slab"],
  emulsion: ["mist coat", "new plaster emulsion", "bare plaster paint", "wall paint"],
  plasterboard: ["drywall panel", "gypsum panel", "sheetrock panel", "gypsum wallboard"],
  scrimtape: ["joint tape", "drywall tape", "drywall joint tape", "plasterboard joint tape", "paper tape", "fibatape"],
  skirting: ["base trim", "baseboard trim", "skirting trim", "floor trim"],
  pushfit: ["plastic plumbing", "push fit plumbing", "pushfit plumbing", "plastic fitting"],
  rooftile: ["roof shingle", "roofing shingle"],
  slate: ["roof shingle", "slate shingle"],
};

export const SLANG_GROUPS: readonly SynonymGroup[] = [
  // Legs that lift loft boards over the insulation.
  {
    key: "loftleg",
    terms: ["loft leg", "loft boarding leg", "loft board leg", "loft stilt", "loft riser", "loft board riser"],
    alsoFrom: ["loft raiser", "loft board support", "loft support leg", "loftzone", "loft stand"],
  },
];
