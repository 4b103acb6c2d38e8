import { judge, mm, type JudgedQuery } from "./ndcg.ts";

/**
 * One judged query (or more) per rule added to decision 034 in its fourth "Amended" section (session 9): jobs
 * named by a verb and what it is done to ("stopping damp…", "stopping noise…", "priming…", "finishing a gable…",
 * "insulating a loft"), "below" starting a use clause with below-ground bricks, a two-word query whose last word
 * only says how it is sold ("dpc roll"), a typo of a word only the synonym list knows ("gutering"), trade words
 * (loft quilt), and a section that must hold when it is all that is left of a query ("roof window 78 x 98",
 * "garden shed 8x6": nothing). Graded from the catalogue and from what a UK trade buyer means, never from engine
 * output. Rules neither catalogue can show (titles with a trade phrase's words swapped, "no more nails", fixing
 * to masonry, push-fit and compression fittings, pointing a patio) are covered by unit tests.
 */

/** Over the demo feeds (data/feeds). */
export const DEMO_RULE_QUERIES_4: readonly JudgedQuery[] = [
  // a verb and its object name the job: damp from below is kept out by a membrane (a course in a wall)
  {
    q: "stopping damp coming up through a floor",
    class: "intent",
    judgments: [judge(3, /damp proof membrane/i), judge(2, /damp proof course/i)],
  },
  // noise through a wall: acoustic slabs and sound-rated plasterboard
  {
    q: "reducing noise through a stud wall",
    class: "intent",
    judgments: [judge(3, /acoustic insulation slab/i), judge(3, /soundbloc|soundshield/i), judge(1, /flexi slab/i)],
  },
  // a dusty wall is primed with PVA before plastering
  { q: "priming a dusty wall before plastering", class: "intent", judgments: [judge(3, /pva/i)] },
  // a gable finished without mortar is a dry verge
  { q: "finishing a gable end without mortar", class: "intent", judgments: [judge(3, /dry verge/i)] },
  {
    q: "insulating a loft",
    class: "intent",
    judgments: [judge(3, /loft (insulation )?roll/i), judge(1, /acoustic insulation slab|flexi slab|cavity slab/i)],
  },
  // "below" starts the use: bricks below ground are engineering bricks
  { q: "bricks below ground level", class: "intent", judgments: [judge(3, /engineering brick/i)] },
  // the last word only says how it is sold: the damp-proof course is the product
  {
    q: "dpc roll",
    class: "slang",
    judgments: [judge(3, /damp proof course/i), judge(1, /damp proof membrane/i)],
  },
  // a typo of "guttering", a word only the synonym list knows (titles say "gutter")
  { q: "gutering black", class: "misspelling", judgments: [judge(3, /gutter/i, /black/i), judge(1, /gutter/i)] },
  // a section that is all that is left of the query must hold: no such products
  { q: "roof window 78 x 98", class: "no-relevant", judgments: [] },
  { q: "garden shed 8x6", class: "no-relevant", judgments: [] },
];

/** Over the engine's holdout feeds (judged-queries-holdout.ts). */
export const HOLDOUT_RULE_QUERIES_4: readonly JudgedQuery[] = [
  { q: "bricks below ground", class: "intent", judgments: [judge(3, /engineering brick/i)] },
  {
    q: "stopping noise through a bedroom wall",
    class: "intent",
    judgments: [judge(3, /acoustic slab/i), judge(3, /soundbloc/i), judge(1, /flexi slab/i)],
  },
  { q: "insulating a loft", class: "intent", judgments: [judge(3, /loft roll/i), judge(1, /slab/i)] },
  {
    q: "loft quilt 200mm",
    class: "slang",
    judgments: [judge(3, /loft roll/i, mm(200)), judge(2, /loft roll/i)],
  },
  { q: "gutering", class: "misspelling", judgments: [judge(3, /gutter/i)] },
  { q: "garden shed 8x6", class: "no-relevant", judgments: [] },
];
