import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * The third part of the trade-synonym data (trade-synonyms.ts explains the fields): plumbing fittings, anchors,
 * screws, finishing compounds and the roof and wall details that have a trade name of their own. Split only for
 * length; TRADE_SYNONYMS keeps this order. Each group is also a product kind the use verbs in use-words.ts ask
 * for ("joining copper pipe" → push-fit and compression fittings), so keep the phrases to the product's own name.
 */
export const SUNDRY_SYNONYMS: readonly SynonymGroup[] = [
  // Plumbing: push-fit and compression fittings join pipe without solder; PTFE tape seals the threads.
  {
    key: "pushfit",
    terms: ["push fit", "pushfit", "push fit fitting", "push fit elbow", "push fit tee", "push fit coupler"],
    // Makers' names people use for any push-fit fitting.
    alsoFrom: ["speedfit", "speed fit", "hep2o", "hepworth"],
  },
  {
    key: "compressionfitting",
    terms: ["compression fitting", "compression coupler", "compression elbow", "compression tee", "compression joint"],
  },
  {
    key: "ptfetape",
    terms: [
      "ptfe tape",
      "ptfe",
      "thread seal tape",
      "thread tape",
      "plumbers tape",
      "plumber tape",
      "pipe thread tape",
    ],
  },
  // Wood screws, the commonest fixing (a fixings department's first kind).
  {
    key: "woodscrew",
    terms: [
      "wood screw",
      "woodscrew",
      "multi purpose screw",
      "multipurpose screw",
      "general purpose screw",
      "chipboard screw",
      "pozi screw",
      "countersunk screw",
    ],
  },
  // Fixings that have a name of their own.
  {
    key: "resinanchor",
    terms: ["resin anchor", "chemical anchor", "chemical fixing", "anchor resin", "polyester resin", "chemical resin"],
  },
  {
    key: "concretescrew",
    terms: ["concrete screw", "masonry screw", "concrete bolt", "masonry bolt", "multi monti"],
  },
  {
    key: "drywallscrew",
    terms: ["drywall screw", "plasterboard screw", "dry wall screw", "gypsum screw"],
  },
  // Floors and walls: compounds and details.
  {
    key: "selflevelling",
    terms: [
      "self levelling compound",
      "self levelling",
      "self leveling",
      "levelling compound",
      "leveling compound",
      "floor levelling compound",
      "floor leveller",
      "self leveller",
    ],
  },
  // Brushed into the joints of a patio; "jointing compound" alone is plasterboard's (jointfiller).
  {
    key: "pavingjoint",
    terms: [
      "paving jointing compound",
      "patio jointing compound",
      "paving joint compound",
      "patio joint compound",
      "paving grout",
      "patio grout",
      "jointing mortar",
    ],
  },
  { key: "coping", terms: ["coping", "coping stone", "wall coping", "brick coping", "coping brick"] },
  { key: "cavitytray", terms: ["cavity tray", "cavity trays", "stepped cavity tray"] },
  { key: "dryverge", terms: ["dry verge", "dryverge", "dry verge unit", "verge cap"] },
  // The painter's tools a decorating department sells beside its paints.
  {
    key: "painttool",
    terms: [
      "paint brush",
      "paintbrush",
      "brush set",
      "paint roller",
      "roller set",
      "roller and tray",
      "roller tray",
      "paint tray",
      "roller sleeve",
      "paint pad",
      "paint kettle",
      "scuttle",
    ],
  },
  // The rainwater system's parts beside the gutter and the downpipe.
  {
    key: "rainwaterfitting",
    terms: [
      "running outlet",
      "gutter outlet",
      "stop end",
      "gutter stop end",
      "fascia bracket",
      "gutter bracket",
      "downpipe clip",
      "downpipe bracket",
      "pipe shoe",
      "downpipe shoe",
      "offset bend",
      "gutter angle",
      "hopper head",
    ],
  },
];
