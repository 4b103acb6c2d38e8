/**
 * Session 23: kinds named by how they come rather than what they are: the mixes sold ready to use ("premixed",
 * where titles print "ready mixed"), and the decorator's caulk named as the filler it is used as ("acrylic filler",
 * "gap filler": a flexible filler in a cartridge). One-way alsoFrom names for kinds that have a group, merged by
 * trade-synonyms.ts. Beside the kind's own phrase ("premixed bagged mortar") a word the catalogue does not print
 * is left out (maker-names-beside-kinds.ts), so the pack word no longer empties the search.
 *
 * Kept out: "bagged" and "ready to use" alone (every bagged aggregate and every paint), "tub" and "tube" (pack
 * words: pack-and-tier-words.ts).
 * Edit freely: the search index records a hash of the synonym data.
 */
export const PACK_NAME_WORDS: Readonly<Record<string, readonly string[]>> = {
  mortarmix: ["premixed", "pre mixed", "premix"],
  concretemix: ["premixed", "pre mixed", "premix"],
  caulk: ["acrylic filler", "decorators acrylic filler", "gap filler", "flexible filler", "caulking"],
  expandingfoam: ["gap filler"],
};
