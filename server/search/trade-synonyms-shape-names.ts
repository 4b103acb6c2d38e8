import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Session 23: fittings named by the letter their shape makes, as the plumber and the drainlayer say them ("a 15mm
 * T piece", "a Y branch"), and the titles of underground junctions that print neither shape nor
 * "single" ("Underground Junction 45 Degree Equal 110mm"). Same fields as trade-synonyms-site-trades.ts, merged
 * by trade-synonyms.ts. Where to extend: a shape letter or a shape word ("swept", "knuckle") and the fitting it
 * names; a title form of a grouped fitting that no term holds whole.
 *
 * - SHAPE_GROUPS: the tee, whichever system (compression, push-fit, end-feed, solvent weld), by its letter. An
 *   attribute (a shape, not a kind), so a tee stays the system's fitting it is, and index-only, so "tee" typed
 *   ranks as before.
 * - SHAPE_WORDS: letter and shape names of fittings that already have a group (one-way alsoFrom).
 * - SHAPE_TITLES: how catalogues title a grouped fitting, indexed as the group's terms.
 *
 * Kept out: "t junction" (a plumber's tee or a drainlayer's 87.5° junction: the letter alone does not say which),
 * "l piece" and "l bend" (few say them; "l bracket" is an angle bracket already).
 * Edit freely: the search index records a hash of the synonym data.
 */
export const SHAPE_GROUPS: readonly SynonymGroup[] = [
  {
    key: "pipetee",
    attribute: true,
    // Index-only: "tee" typed stays the word it is ("tee 15mm push fit" keeps its literal ranking); the letter names
    // ask for the group.
    indexOnly: true,
    terms: ["tee"],
    alsoFrom: ["t piece", "tee piece", "t fitting", "tee fitting", "t joint", "tee joint", "t connector"],
  },
];

export const SHAPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  drainjunction: ["y branch", "y fitting", "y pipe junction", "45 degree junction", "45 junction", "branch drain"],
  drainbend: ["swept bend", "long radius bend", "knuckle bend", "rest bend", "long tail bend"],
  // Not "s bend" or "p bend": the single letter is no indexed word, so titles' "bend" alone (an underground bend)
  // would match them as typed, above any trap.
  trap: ["trap bend"],
};

export const SHAPE_TITLES: Readonly<Record<string, readonly string[]>> = {
  drainjunction: ["underground junction", "drain junction", "drainage junction", "underground single junction"],
};
