/**
 * Where a DIY job is done: the home and its rooms, outbuildings and the garden ("repointing my house", "tiling
 * the bathroom", "insulating the garage"). General UK home vocabulary, not product words. A job's verb whose only
 * objects are such places still names the job (prepare-search.server.ts): the place says where the products go,
 * not that the job is about something the catalogue lacks ("sealing wax" is). Where to extend: more places a job
 * is done in, never a product or a material ("splashback": the wall behind a sink or hob, where tiles go). A word
 * also read as a product's own ("box", "front door") is no place word.
 */
const JOB_PLACES: ReadonlySet<string> = new Set(
  (
    "house houses home homes property flat bungalow cottage room rooms bathroom bathrooms kitchen kitchens bedroom " +
    "bedrooms lounge hall hallway landing stairs toilet cloakroom utility conservatory porch extension garage " +
    "garages shed sheds outbuilding workshop summerhouse loft lofts attic attics cellar basement garden gardens " +
    "yard driveway front back splashback " +
    // Rooms as they are named ("the dining room", "the en suite", "the box room"): the word before "room" too, else
    // "dining" was corrected to "lining" and "painting the dining room" read as an off-topic job (nothing shown).
    "dining living ensuite suite nursery playroom study office downstairs upstairs upstair loo wc annexe " +
    "outhouse boxroom snug pantry larder scullery stairwell alcove"
  ).split(" "),
);

/** The place words of four letters or more: reader words (reader-words.ts), never corrected into catalogue words. */
export const JOB_PLACE_WORDS: readonly string[] = [...JOB_PLACES].filter((w) => w.length >= 4);

/** A word naming where a job is done (the home, a room, an outbuilding, the garden). */
export function isJobPlace(word: string): boolean {
  return JOB_PLACES.has(word);
}
