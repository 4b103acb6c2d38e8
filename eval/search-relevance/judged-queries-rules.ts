import { judge, metres, mm, section, type JudgedQuery } from "./ndcg.ts";

/**
 * One judged query (or more) per ranking rule added for issue 17 after decision 034 (see its "Amended" section),
 * over the two suite catalogues, so no rule can silently regress. Graded from the catalogue and from what a UK
 * trade buyer means by the query, never from engine output. The use-word table (server/search/use-words.ts), the
 * trade-synonym entries, typo correction beside a trade phrase, unitless lengths and near sizes each have one.
 * Rules whose products neither catalogue stocks (caulk, grab adhesive, cavity fixings) are covered by unit tests.
 */
const POST_MIX = /post ?(mix|crete|fix)|postcrete/i;
const TIMBER_47X100 = section(47, 100);

/** Over the demo feeds (data/feeds). */
export const DEMO_RULE_QUERIES: readonly JudgedQuery[] = [
  // use-word table: the use names the product ("for fence posts" → post mix), the head word is only its family
  {
    q: "cement for fence posts",
    class: "intent",
    judgments: [judge(3, POST_MIX), judge(1, /cement/i)],
  },
  {
    q: "sand for laying bricks",
    class: "intent",
    judgments: [judge(3, /building sand/i), judge(2, /mortar mix/i), judge(1, /sharp sand/i)],
  },
  {
    q: "blocks for foundations",
    class: "intent",
    judgments: [judge(3, /trench ?block|foundation block/i), judge(2, /dense concrete block/i)],
  },
  {
    q: "sand for block paving",
    class: "intent",
    judgments: [judge(3, /kiln dried sand/i), judge(1, /sharp sand/i)],
  },
  // trade synonyms
  { q: "downspout", class: "slang", judgments: [judge(3, /downpipe/i), judge(1, /gutter/i)] },
  {
    q: "roof underlay",
    class: "slang",
    judgments: [judge(3, /breathable roof(ing)? membrane/i), judge(1, /felt/i)],
  },
  {
    q: "loft boards",
    class: "slang",
    judgments: [judge(3, /chipboard flooring/i), judge(1, /osb/i, /t&g|tongue/i)],
  },
  {
    q: "sound insulation plasterboard",
    class: "intent",
    judgments: [judge(3, /soundbloc/i), judge(1, /acoustic/i), judge(1, /plasterboard/i)],
  },
  {
    q: "celcon blocks",
    class: "brand",
    judgments: [judge(3, /celcon/i), judge(2, /aircrete/i)],
  },
  {
    q: "mineral wool insulation",
    class: "slang",
    judgments: [judge(3, /earthwool|rockwool|mineral wool|dritherm|flexi slab/i)],
  },
  {
    q: "cavity wall insulation",
    class: "intent",
    judgments: [judge(3, /cavity (wall )?(slab|batt|board|insulation)/i), judge(1, /insulation/i)],
  },
  // typo beside its trade phrase's other word
  { q: "sharp sans", class: "misspelling", judgments: [judge(3, /sharp sand/i), judge(1, /sand/i)] },
  {
    q: "guttering blak",
    class: "misspelling",
    judgments: [judge(3, /gutter/i, /black/i), judge(2, /gutter/i)],
  },
  // sizes: a unitless length in metres, the same section in other lengths after the exact one, a bag after a weight
  {
    q: "47 x 100 x 4.8",
    class: "size",
    judgments: [judge(3, TIMBER_47X100, metres(4.8)), judge(2, TIMBER_47X100)],
  },
  {
    q: "100 x 47 x 3.6m",
    class: "size",
    judgments: [judge(3, TIMBER_47X100, metres(3.6)), judge(2, TIMBER_47X100)],
  },
  {
    q: "25kg bag",
    class: "size",
    judgments: [{ grade: 3, name: [/25\s*kg/i], notName: [/bulk|jumbo/i] }],
  },
  {
    q: "100mm cavity wall insulation",
    class: "intent",
    judgments: [judge(3, /cavity/i, mm(100)), judge(2, /cavity (wall )?(slab|batt|board)/i), judge(1, mm(100))],
  },
];

/** Over the holdout feeds (eval/matching-holdout-4 and -1). */
export const HOLDOUT_RULE_QUERIES: readonly JudgedQuery[] = [
  { q: "cement for fence posts", class: "intent", judgments: [judge(3, POST_MIX), judge(1, /cement/i)] },
  { q: "downspout", class: "slang", judgments: [judge(3, /downpipe/i), judge(1, /gutter/i)] },
  { q: "loft boards", class: "slang", judgments: [judge(3, /chipboard flooring/i)] },
  {
    q: "sound insulation plasterboard",
    class: "intent",
    judgments: [judge(3, /soundbloc/i), judge(1, /acoustic/i), judge(1, /plasterboard/i)],
  },
  {
    q: "roof underlay",
    class: "slang",
    judgments: [judge(3, /breathable roofing membrane/i), judge(1, /felt/i)],
  },
  {
    q: "sand for laying bricks",
    class: "intent",
    judgments: [judge(3, /building sand/i), judge(2, /mortar/i), judge(1, /sharp sand/i)],
  },
  {
    q: "47 x 100 x 4.8",
    class: "size",
    judgments: [judge(3, TIMBER_47X100, metres(4.8)), judge(2, TIMBER_47X100)],
  },
  { q: "sharp sans", class: "misspelling", judgments: [judge(3, /sharp sand/i), judge(1, /sand/i)] },
  { q: "celcon blocks", class: "brand", judgments: [judge(3, /celcon/i), judge(2, /aircrete/i)] },
  {
    q: "gravel for driveway",
    class: "intent",
    judgments: [judge(3, /gravel|chippings/i, mm(20)), judge(2, /gravel|chippings/i)],
  },
];
