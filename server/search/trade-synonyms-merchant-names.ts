/**
 * Session 21: the other names still missing after sessions 18–20's trade lists, found by writing out, group by
 * group over the catalogue's kinds (cement and concrete, walling, sheets, tiling backers, landscaping), what a
 * builder, groundworker, tiler or DIYer asks a merchant's counter for, and checking each against the phrase table:
 * most were already there; these were not. One-way names (alsoFrom) for kinds that have a group, merged by
 * trade-synonyms.ts.
 *
 * - How fast it sets, in the "-ing" forms people type ("quick setting", "fast setting") beside the makers' "rapid
 *   set": for cement that is the rapid-hardening cement, for concrete the post mix (which every merchant sells as
 *   the quick-setting bag).
 * - Joined spellings, American and tiler's names.
 * - A system's name (a push-fit maker's, "rainwater goods", "roofline") for each kind the system is sold as, and
 *   "<system> fittings" for that system's fittings (drain, soil, waste).
 *
 * Kept out: "breezer" (one letter from "freezer", a no-match word the corrector would bend), "rsj" and "steel beam"
 * (the job tables read them as what a padstone carries), "pebbledash" and "roughcast" as render (the decorating
 * job tables read them as the wall being painted), "door frame" (it would swallow "door frame sealant"), bare
 * "olive" (a colour), bare "latex" (gloves, paint). Every word of a name becomes a word the reader knows
 * (synonym-phrases.ts isPhraseWord), so a query of known words no longer counts as unmatchable: "copper fittings"
 * made the no-match "copper pipe 15mm" find drainage pipe on catalogues with no copper, and "reclaimed brick",
 * "second hand brick", "below ground fittings" and "roofline products" would do the same for "reclaimed",
 * "second", "below" and "product": all kept out. Edit freely: the search index records a hash of the list.
 */
// Hep2O and Polyplumb are known by their barrier pipe as much as by their fittings; "speedfit" and "john guest"
// are said of the fittings (a pipe is "speedfit pipe": trade-synonyms-sundries.ts), so they stay the fittings'.
const PUSH_FIT_SYSTEMS = ["hep2o", "hep 2o", "polyplumb"];
// The fittings of each pipe system by the system's name ("drain fittings" are no push-fit elbows).
const BALUSTRADE = ["balustrade", "balustrading", "balustrade kit", "deck balustrade", "decking balustrade"];
const UNDERGROUND_FITTINGS = [
  "drain fittings",
  "drainage fittings",
  "drain pipe fittings",
  "underground fittings",
  "underground drain fittings",
  "underground drainage fittings",
];

// "goods" and "products" are noise words (noise-words.ts): typed with them, "rainwater" is what is left.
const RAINWATER_SYSTEM = ["rainwater", "rainwater goods", "rainwater system"];

export const MERCHANT_WORDS: Readonly<Record<string, readonly string[]>> = {
  rapidcement: ["quick setting cement", "fast setting cement", "quick hardening cement", "fast hardening cement"],
  postfix: [
    "quick setting concrete",
    "fast setting concrete",
    "rapid setting concrete",
    "quick setting concrete mix",
    "fast setting concrete mix",
    "rapid setting concrete mix",
    "quick setting post mix",
    "fast setting post mix",
    "rapid setting post mix",
    "quick setting postcrete",
  ],
  // Walling: the block's joined spelling.
  concreteblock: ["breezeblock"],
  aircrete: ["breezeblock"],
  // Sheets: the American name for OSB, and the everyday name for plywood.
  osb: ["flakeboard"],
  plywood: ["plyboard"],
  // Tile backer boards by the foam-cored maker's name and the tiler's words.
  cementboard: ["wedi board", "wedi", "tile backing board", "tilebacker"],
  // What a beam or a lintel bears on at the top of a pier.
  padstone: ["pier pad", "beam pad"],
  // A system's name asks for every part of it: the push-fit makers' names for their barrier pipe and inserts as
  // well as the fittings (trade-synonyms-sundries.ts), rainwater goods for the downpipes and fittings as well as the
  // gutters, roofline for the soffits as well as the fascias.
  plasticpipe: PUSH_FIT_SYSTEMS,
  pipeinsert: PUSH_FIT_SYSTEMS,
  gutter: ["rainwater", "rainwater system"],
  downpipe: RAINWATER_SYSTEM,
  rainwaterfitting: RAINWATER_SYSTEM,
  soffit: ["roofline", "upvc roofline"],
  drainbend: UNDERGROUND_FITTINGS,
  drainjunction: UNDERGROUND_FITTINGS,
  gully: UNDERGROUND_FITTINGS,
  inspectionchamber: UNDERGROUND_FITTINGS,
  // A balustrade is sold as its parts: spindles, newels and the handrail.
  spindle: BALUSTRADE,
  newel: BALUSTRADE,
  handrail: BALUSTRADE,
  // Dry lining is walls boarded with plasterboard (not a door lining).
  plasterboard: ["dry lining", "drylining", "dry lining sheet", "dry liner board"],
  soilpipe: ["soil fittings", "soil pipe fittings", "svp fittings", "soil and vent fittings"],
  // Not bare "waste fittings": relaxed-matches.test.ts reads it word by word (a sized waste pipe, then any fitting).
  wastepipe: ["waste pipe fittings", "solvent weld fittings", "push fit waste fittings"],
};
