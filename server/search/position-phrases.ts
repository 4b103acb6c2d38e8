import { tokeniseQuery } from "./parse-search-query.ts";

/**
 * A product the buyer cannot name, asked for by where it goes ("what goes under slates", "something to go between
 * the rafters", "what sits behind wet-room tiles"): the layer or part the UK trade puts in that position. Read only
 * when the thing asked is unnamed (a question word or a placeholder such as "something", "stuff", "layer" before the
 * position word): "insulation under a floor" names its product and is read as before. The words after the position
 * word are the thing; the entry with the earliest phrase among the next four words decides.
 * Where to extend: a position and a thing with the layer that goes there; groups are synonym group keys
 * (trade-synonyms*.ts). Risk: a thing phrase that is also a product ("slab") reads a paving question; keep phrases
 * to the thing as buyers name it and order them longest first where one holds another.
 */
interface PositionPhrase {
  at: readonly string[];
  with: readonly string[];
  groups: readonly string[];
  /** The thing's words rank too: the product is made for that thing (a sanitary sealant names the bath). */
  thingRanks?: true;
}

const UNDER = ["under", "underneath", "beneath", "below"];
const BETWEEN = ["between", "in between"];

const POSITION_PHRASES: readonly PositionPhrase[] = [
  // A pitched roof's covering keeps the rain out over a breathable underlay (its battens are a later, lesser buy).
  {
    at: UNDER,
    with: ["roof tile", "roof slate", "roof", "tile roof", "slate", "slates", "pantile", "ridge tile"],
    groups: ["breathable", "roofunderlay"],
  },
  // A floor slab has a membrane and insulation beneath it.
  { at: UNDER, with: ["concrete floor", "floor slab", "screed", "new floor"], groups: ["dpm", "pir"] },
  // Paving is laid on a compacted sub-base and a sharp sand bed.
  {
    at: UNDER,
    with: ["patio", "paving", "slab", "flag", "flagstone", "block paving", "driveway", "drive", "path"],
    groups: ["subbase", "sharpsand"],
  },
  // Loose surfaces and decks go over a weed membrane.
  {
    at: UNDER,
    with: [
      "gravel",
      "chipping",
      "chippings",
      "bark",
      "pebble",
      "decking",
      "deck",
      "artificial grass",
      "slate chippings",
    ],
    groups: ["weedfabric"],
  },
  // The end of a beam or lintel bears on a padstone.
  {
    at: UNDER,
    with: ["steel beam", "beam", "rsj", "steel", "lintel", "end beam", "end steel"],
    groups: ["padstone"],
  },
  // A fence panel stands on a gravel board, off the soil.
  { at: UNDER, with: ["fence panel", "panel", "fence"], groups: ["gravelboard"] },
  // Wall tiles in a wet area go on cement or moisture-resistant board.
  {
    at: [...UNDER, "behind"],
    with: ["shower tile", "wall tile", "bathroom tile", "shower", "wet room", "tile", "tiles"],
    groups: ["cementboard", "mrboard"],
  },
  // Boards behind a gutter are fascias.
  { at: ["behind"], with: ["gutter", "guttering"], groups: ["fasciaboard", "soffit"] },
  // Between roof or floor timbers goes insulation; between slabs a jointing; between bricks mortar; tiles grout.
  {
    at: BETWEEN,
    with: ["rafter", "rafters", "joist", "joists", "stud", "studs", "studwork"],
    groups: ["mineralwool", "pir"],
  },
  { at: BETWEEN, with: ["slab", "paving", "patio", "flag", "block paving"], groups: ["pavingjoint", "kilndried"] },
  { at: BETWEEN, with: ["brick", "bricks", "block", "blocks"], groups: ["mortarmix", "buildingsand"] },
  // Between a bath, tray or basin and its tiles is a sealant joint, never grout (it moves as the bath fills).
  {
    at: BETWEEN,
    with: [...["bath tile", "tile bath", "shower tray", "tile shower tray", "basin tile", "tile basin", "tile sink"]],
    groups: ["sealant"],
    thingRanks: true,
  },
  {
    at: BETWEEN,
    with: ["bath", "bathtub", "basin", "sink", "worktop", "splashback"],
    groups: ["sealant"],
    thingRanks: true,
  },
  { at: BETWEEN, with: ["tile", "tiles"], groups: ["grout"] },
  { at: BETWEEN, with: ["fence post", "post", "posts"], groups: ["fencepanel"] },
  // The top of a garden wall is capped.
  { at: ["on top", "top"], with: ["wall", "garden wall", "brick wall", "pier", "pillar"], groups: ["coping"] },
];

/**
 * The things (canonical): reader words, never corrected into catalogue words. Not the question's verbs: "sitting"
 * beside "splitting" left "slitting" two reader words away, so uncorrected.
 */
export const POSITION_WORDS: readonly string[] = [
  ...new Set(POSITION_PHRASES.flatMap((entry) => entry.with.flatMap((p) => tokeniseQuery(p).words))),
];

/** Words that say the product is not named: the buyer asks for it by its position. */
const UNNAMED = /\b(?:what|which|something|stuff|anything|thing|things|layer|bit)\b/;

const ANY_POSITION = new RegExp(`\\b(?:${[...new Set(POSITION_PHRASES.flatMap((e) => e.at))].join("|")})\\b`);

interface CompiledPosition {
  at: RegExp;
  with: string[][];
  groups: readonly string[];
  thingRanks: boolean;
}

const COMPILED: readonly CompiledPosition[] = POSITION_PHRASES.map((entry) => ({
  at: new RegExp(`\\b(?:${entry.at.join("|")})\\b(.*)$`),
  with: entry.with.map((p) => tokeniseQuery(p).words).filter((w) => w.length > 0),
  groups: entry.groups,
  thingRanks: entry.thingRanks === true,
}));

export interface PositionReading {
  groups: readonly string[];
  /** The thing's words (canonical): they name the job, as a problem's thing does. */
  read: string[];
  /** The thing's words rank the products as well (PositionPhrase.thingRanks). */
  thingRanks: boolean;
}

/**
 * The layer the position names, when the product is unnamed before the position word; null otherwise. The thing
 * named first after the position word decides ("under gravel on a path" is under gravel); ties go to table order.
 */
export function positionPhraseOf(text: string): PositionReading | null {
  const lower = text.toLowerCase();
  if (!ANY_POSITION.test(lower) || !UNNAMED.test(lower)) return null;
  let best: { at: number; reading: PositionReading } | null = null;
  for (const entry of COMPILED) {
    const found = entry.at.exec(lower);
    if (!found || !UNNAMED.test(lower.slice(0, found.index))) continue;
    const after = tokeniseQuery(found[1]!).words.slice(0, 4);
    const things = entry.with.map((p) => ({ p, at: indexOf(after, p) })).filter((t) => t.at >= 0);
    if (things.length === 0) continue;
    const at = Math.min(...things.map((t) => t.at));
    if (best === null || at < best.at)
      best = {
        at,
        reading: {
          groups: entry.groups,
          read: [...new Set(things.flatMap((t) => t.p))],
          thingRanks: entry.thingRanks,
        },
      };
  }
  return best?.reading ?? null;
}

function indexOf(words: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= words.length; i += 1) if (phrase.every((w, j) => words[i + j] === w)) return i;
  return -1;
}
