import { judge, metres, mm, section, type JudgedQuery } from "./ndcg.ts";

/**
 * One judged query (or more) per rule added to decision 034 in its third "Amended" section (session 8): a section
 * and a stock length typed apart ("two by four 3.6", "150 x 47 4.8"), a word typed joined ("peashingle") or split
 * ("hard wood") unlike the catalogue, a phrase holding a joining word ("dot and dab"), trade words (drainpipe,
 * gun foam), a query that starts with what is done ("filling gaps…", "sealing…", after a vague lead-in such as
 * "what to use for"), a clause word that only asks for
 * a group ("for bathroom"), stone for a base and boards for a floor. Graded from the catalogue and from what a UK
 * trade buyer means, never from engine output.
 * Trade words neither catalogue stocks (lump hammer, brick chisel, rawlplugs) are covered by unit tests.
 */

/** Over the demo feeds (data/feeds). */
export const DEMO_RULE_QUERIES_3: readonly JudgedQuery[] = [
  // a nominal section and a unitless stock length: that length first, the section's other lengths after
  {
    q: "two by four 3.6",
    class: "size",
    judgments: [judge(3, section(47, 100), metres(3.6)), judge(2, section(47, 100))],
  },
  // a joined word split into the catalogue's two words; "shingle" alone is the same stone
  { q: "peashingle", class: "misspelling", judgments: [judge(3, /pea gravel/i), judge(2, /shingle/i)] },
  // two typed words joined into the catalogue's one ("hard" alone is not a catalogue word: never "hand")
  { q: "hard wood ply", class: "misspelling", judgments: [judge(3, /hardwood/i), judge(1, /plywood/i)] },
  // householders' word for a downpipe
  { q: "drainpipe 68mm", class: "slang", judgments: [judge(3, /downpipe/i, mm(68)), judge(2, /downpipe/i)] },
  { q: "gun foam", class: "slang", judgments: [judge(3, /expanding foam/i)] },
  // what is done asks for the product that does it
  {
    q: "filling gaps around a door frame",
    class: "intent",
    judgments: [judge(3, /expanding foam/i), judge(2, /silicone|sealant/i)],
  },
  { q: "sealing round a bath", class: "intent", judgments: [judge(3, /sanitary silicone/i)] },
  // a vague lead-in is dropped: the verb after it is the query
  { q: "what to use for sealing round a bath", class: "intent", judgments: [judge(3, /sanitary silicone/i)] },
  // a clause word that only asks for a group ranks it: moisture-resistant boards for a bathroom
  {
    q: "plasterboard for bathroom walls",
    class: "intent",
    judgments: [judge(3, /moisture (resistant|board|panel)/i, /plasterboard/i), judge(1, /plasterboard/i)],
  },
  // stone for a base is a graded sub-base; boards for a shed floor are OSB or chipboard flooring
  { q: "stone for driveway base", class: "intent", judgments: [judge(3, /type 1/i)] },
  {
    q: "boards for a shed floor",
    class: "intent",
    judgments: [judge(3, /osb/i, mm(18)), judge(3, /chipboard flooring/i), judge(2, /osb/i)],
  },
];

/** Over the engine's holdout feeds (judged-queries-holdout.ts). */
export const HOLDOUT_RULE_QUERIES_3: readonly JudgedQuery[] = [
  // a millimetre section written large side first, then a unitless length
  {
    q: "100 x 47 4.8",
    class: "size",
    judgments: [judge(3, section(47, 100), metres(4.8)), judge(2, section(47, 100))],
  },
  { q: "drainpipe", class: "slang", judgments: [judge(3, /downpipe/i)] },
  { q: "hard wood plywood", class: "misspelling", judgments: [judge(3, /hardwood/i), judge(1, /plywood/i)] },
  { q: "stone for a shed base", class: "intent", judgments: [judge(3, /type 1/i)] },
  {
    q: "boards for loft floor",
    class: "intent",
    judgments: [judge(3, /chipboard flooring/i), judge(2, /osb/i, /t&g|tongue/i), judge(1, /osb/i)],
  },
];
