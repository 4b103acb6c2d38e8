import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Session 22: the outside kinds a buyer names by what they look like rather than by the merchant's title word —
 * a decorative stone by its colour ("golden gravel"), a drain by its shape ("linear drain"), a lintel by the wall it
 * spans or the feature it has ("cavity tray lintel", "internal wall lintel"), a composite board by what it is made
 * of ("plastic wood decking") — and the masonry parts known by one trade word ("weep holes"). Written kind by kind
 * over the catalogue's landscaping, walling and drainage shelves from a landscaper's, bricklayer's and
 * groundworker's vocabulary; merged by trade-synonyms.ts.
 *
 * The colour names are split per stone so the colour ranks the stone that has it: "golden gravel" is the Cotswold
 * buff, "purple gravel" the plum slate, "silver gravel" the granite, "white gravel" the marble or spar. Each stone's
 * group also keeps its place in the broad chippings group (trade-synonyms-aggregates.ts), which still answers
 * "gravel" and "chippings" alone.
 *
 * Kept out: bare colour words and "gold" (a finish of handles and taps); "grey gravel" (phrases match greedily, and
 * "grey gravel board" is a fencing board), "white stone" (paving), "white marble" and "cotswold buff" (tile and
 * paving colours), "blue slate" (a roof slate), "brown pipe" (every colour of pipe), "insulated lintel" alone beside
 * "insulated plasterboard". Every word of a name becomes a word the reader knows (synonym-phrases.ts isPhraseWord),
 * so a no-match query made of known words stops counting as unmatchable: names bringing in "below", "buried",
 * "cast", "hat", "leaf", "skin", "section", "maintenance", "honey", "paddle" or "tarmac" were kept out for that.
 * Edit freely: the search index records a hash of the list.
 */
/**
 * A stone's colour names in both orders: "golden gravel" and "gravel golden" (a buyer often types the kind, then
 * the colour). One phrase either way, so the colour never stands alone as a word no title prints. Only colours the
 * merchants' titles do not print: "buff chippings", "plum slate chippings" are their own titles, read word by word
 * so an exact name keeps the broad group's neighbours.
 */
function colourNames(colours: readonly string[], kinds: readonly string[]): string[] {
  return colours.flatMap((colour) => kinds.flatMap((kind) => [`${colour} ${kind}`, `${kind} ${colour}`]));
}

// Not "stones": "white stone", "buff stone" are paving colours ("buff stone paving"), and phrases match greedily.
const STONE_KINDS = ["gravel", "chipping", "stone chipping"];

export const OUTSIDE_GROUPS: readonly SynonymGroup[] = [
  // Decorative stone by its colour. Index-only: a merchant's own title ("plum slate chippings 40mm") is still read
  // word by word, so an exact name keeps the broad group's neighbours; the colour names ask for the stone.
  {
    key: "cotswoldchippings",
    indexOnly: true,
    terms: ["cotswold chipping", "cotswold buff chipping", "cotswold stone chipping"],
    alsoFrom: [...colourNames(["golden", "yellow"], STONE_KINDS), "cotswold gravel"],
  },
  {
    key: "slatechippings",
    indexOnly: true,
    // Not bare "slate chipping": the broad chippings group's own term.
    terms: ["plum slate chipping", "slate chipping plum", "blue slate chipping", "slate chipping blue"],
    alsoFrom: [
      ...colourNames(["purple"], [...STONE_KINDS, "slate", "slate chipping"]),
      "slate gravel",
      "welsh slate chipping",
    ],
  },
  {
    key: "granitechippings",
    indexOnly: true,
    terms: [
      "granite chipping",
      "silver grey granite chipping",
      "grey granite chipping",
      "granite chipping silver grey",
    ],
    alsoFrom: [...colourNames(["silver"], STONE_KINDS), "granite gravel"],
  },
  {
    key: "marblechippings",
    indexOnly: true,
    terms: ["marble chipping", "white marble chipping", "white spar", "spar chipping"],
    alsoFrom: [...colourNames(["white"], STONE_KINDS), "marble gravel"],
  },
  // Masonry parts known by one trade word.
  {
    key: "weepvent",
    indexOnly: true,
    terms: ["weep vent", "cavity weep vent", "cavity weep", "weepvent"],
    alsoFrom: ["weep hole", "weephole", "weep hole vent", "perp vent", "perpend vent", "cavity weep hole"],
  },
  // Lintels by the wall they span and the feature they have.
  {
    key: "cavitylintel",
    indexOnly: true,
    terms: ["steel cavity lintel", "cavity lintel"],
    alsoFrom: [
      "cavity wall lintel",
      "cavity tray lintel",
      "lintel with cavity tray",
      "insulated cavity lintel",
      "cavity steel lintel",
      "external wall lintel",
      "outside wall lintel",
    ],
  },
  {
    key: "boxlintel",
    indexOnly: true,
    terms: ["steel box lintel", "box lintel"],
    alsoFrom: ["solid wall lintel", "internal wall lintel", "internal lintel", "partition wall lintel"],
  },
  {
    key: "concretelintel",
    indexOnly: true,
    terms: ["prestressed concrete lintel", "concrete lintel", "prestressed lintel"],
    alsoFrom: [
      "pre stressed lintel",
      "pre stressed concrete lintel",
      "precast lintel",
      "precast concrete lintel",
      "concrete beam",
      "pcc lintel",
    ],
  },
];

/** One-way names for kinds that already have a group. */
export const OUTSIDE_WORDS: Readonly<Record<string, readonly string[]>> = {
  // A drain by its shape: the straight slot across a drive or a patio door.
  // "linear drain" is also a term, but the group is index-only (read from use words), so it is asked here too.
  channeldrain: [
    "linear drain",
    "linear channel",
    "linear channel drain",
    "linear drainage",
    "slot channel",
    "surface water channel",
    "drive channel",
    "patio channel",
    "patio drain",
    "grated channel",
  ],
  // Composite boards by what they are made of.
  compositedeck: [
    "plastic wood decking",
    "plastic wood",
    "wood plastic decking",
    "wood plastic composite",
    "recycled plastic decking",
    "fake wood decking",
  ],
  // Groundworks, roofing and drainage names found missing when writing out each kind's names (session 22).
  sharpsand: ["washed sand"],
  subbase: ["hoggin"],
  scalpings: ["road planings", "road plainings"],
  dpm: ["builders plastic", "builders plastic sheet"],
  dryverge: ["verge trim", "verge trims"],
  soilpipe: ["soil stack", "stack pipe"],
  downpipe: ["rain water pipe", "rain water downpipe"],
  // Underground pipe called by the soil stack's name, with where it runs either side.
  drainpipe: ["underground soil pipe", "soil pipe underground", "underground waste pipe", "underground sewer pipe"],
  // Session 23: a short trellis fixed along a fence panel's top is named by where it goes.
  trellis: ["topper", "trellis topper", "fence topper", "panel topper", "fence top trellis"],
};
