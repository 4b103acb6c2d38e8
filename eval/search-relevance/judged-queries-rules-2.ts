import { judge, mm, type JudgedQuery } from "./ndcg.ts";

/**
 * One judged query (or more) per rule added to decision 034 in its second "Amended" section (session 7): a
 * generic word that names a kind only when asked for it ("drywall"), sound insulation and undercoat plaster as
 * trade words, crusher run after type 1, a brand spelt as it sounds, "to" starting a use clause, an unknown
 * qualifier dropped beside a use, a loose word before the term naming its own group, and a query that mostly
 * misses the catalogue returning nothing rather than its one shared word. Graded from the catalogue and from what
 * a UK trade buyer means, never from engine output. Rules whose products neither catalogue stocks (drywall
 * screws, underslating felt titled apart, frame fixings) are covered by unit tests.
 */
const STANDARD_BOARD = /wallboard|standard board/i;

/** Over the demo feeds (data/feeds). */
export const DEMO_RULE_QUERIES_2: readonly JudgedQuery[] = [
  // askedAs: as the thing wanted, "drywall" asks for plasterboard (the demo set judges "drywall" alone too); the
  // plaster whose title says "Knauf Drywall" is not it
  {
    q: "drywall 12.5mm",
    class: "size",
    judgments: [judge(3, STANDARD_BOARD, mm(12.5)), judge(2, /plasterboard/i, mm(12.5)), judge(1, /plasterboard/i)],
  },
  // alsoFrom: "wallboard" finds its own boards, then the other standard boards
  {
    q: "wallboard",
    class: "slang",
    judgments: [judge(3, /wallboard/i), judge(2, /standard board/i), judge(1, /plasterboard/i)],
  },
  // trade words: sound insulation (an acoustic slab first, an acoustic board after), undercoat plaster
  {
    q: "sound insulation for stud walls",
    class: "intent",
    judgments: [judge(3, /acoustic insulation/i), judge(2, /soundbloc|soundshield/i), judge(1, /flexi slab/i)],
  },
  {
    q: "undercoat plaster for block walls",
    class: "intent",
    judgments: [judge(3, /hardwall|browning/i), judge(2, /bonding/i)],
  },
  // crusher run: its own products first, then the sub-base bought for the same job
  { q: "crusher run", class: "slang", judgments: [judge(3, /type 1/i)] },
  // a brand spelt as it sounds (three edits away)
  { q: "thermalight blocks", class: "misspelling", judgments: [judge(3, /thermalite/i), judge(1, /aircrete/i)] },
  // "to" after two words starts the use: "acoustic slab" is what is wanted
  {
    q: "acoustic slab to line stud walls",
    class: "intent",
    judgments: [judge(3, /acoustic insulation slab/i), judge(1, /flexi slab/i)],
  },
  // use-word table: concrete for a path or a base is a bagged mix or ballast to mix it from
  {
    q: "concrete for shed base",
    class: "intent",
    judgments: [judge(3, /concrete mix|ready to use concrete|readymix .*concrete/i), judge(2, /ballast/i)],
  },
  // PAR and PSE are one ask, narrower than "planed"
  { q: "par timber", class: "slang", judgments: [judge(3, /planed all round|planed square edge|pse/i)] },
  // mostly words the catalogue lacks: no relaxed match on the one shared word
  { q: "soft close toilet seat", class: "no-relevant", judgments: [] },
];

/** Over the holdout feeds (eval/search-relevance-holdout/feeds). */
export const HOLDOUT_RULE_QUERIES_2: readonly JudgedQuery[] = [
  {
    q: "drywall for bathroom",
    class: "intent",
    judgments: [judge(3, /moisture/i, /plasterboard/i), judge(1, /plasterboard/i)],
  },
  { q: "undercoat plaster", class: "slang", judgments: [judge(3, /hardwall/i), judge(2, /bonding/i)] },
  {
    q: "sound insulation",
    class: "slang",
    judgments: [judge(3, /acoustic slab|rwa45/i), judge(2, /soundbloc/i), judge(1, /flexi slab/i)],
  },
  { q: "crusher run", class: "slang", judgments: [judge(3, /type 1/i)] },
  {
    q: "thermalight 100mm",
    class: "misspelling",
    judgments: [judge(3, /thermalite/i, mm(100)), judge(2, /thermalite/i), judge(1, /aircrete/i, mm(100))],
  },
  // a loose word before the term naming its group narrows: the WallBoard first, other 15 mm boards after
  {
    q: "gyproc wallboard plasterboard 15mm",
    class: "exact",
    judgments: [
      judge(3, /gyproc wallboard/i, mm(15)),
      judge(2, /gyproc wallboard/i),
      judge(1, /plasterboard/i, mm(15)),
    ],
  },
  {
    q: "concrete mix for paths",
    class: "intent",
    judgments: [judge(3, /concrete mix|ready mixed concrete/i), judge(2, /ballast/i)],
  },
  { q: "pse softwood", class: "slang", judgments: [judge(3, /pse/i)] },
  { q: "soft close toilet seat", class: "no-relevant", judgments: [] },
];
