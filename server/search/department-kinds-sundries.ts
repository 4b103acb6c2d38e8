import { tradeToolsWord } from "./department-kinds-trade-tools.ts";

/**
 * Session 23: a trade's sundries ("brickwork sundries", "plastering accessories", "plumbing consumables"): the small
 * things bought beside that trade's main product, not the product itself. A bricklayer's sundries are the ties, DPC,
 * cavity trays, air bricks and weep vents, never the bricks; a plasterer's are the beads, scrim and PVA, never the
 * plaster. Read as one word by the query reader (parse-search-query.ts: the trade word and the sundries word become
 * `tradeSundriesWord`), whose kinds department-words.ts asks for like any department's.
 *
 * TRADE_SUNDRIES: per trade word (canonical, singular; the trade, its work and its person), every kind of its
 * sundries; the first SUNDRIES_EVERYDAY of them rank first (the commonest). Every value is a group key of
 * trade-synonyms*.ts (department-kinds-sundries.test.ts checks). Extend trade by trade, never per query; a trade
 * with no entry keeps the old reading (the sundries word is noise and the trade's whole range answers). Not the
 * decorator's: "decorating sundries" is a trade phrase of the synonym list already (painttool, dust sheets, masking
 * tape, sandpaper), and a wider list here lost on an unread check set.
 */
interface Sundries {
  /** Every kind of the trade's sundries, commonest first. */
  readonly kinds: readonly string[];
  /** How many of `kinds`, from the first, rank before the rest. */
  readonly everyday: number;
}

const BRICKLAYING: Sundries = {
  kinds: ["walltie", "dpc", "cavitytray", "airbrick", "weepvent", "plasticiser", "mortarcolour", "frostproofer"],
  everyday: 5,
};
const PLASTERING: Sundries = {
  kinds: ["anglebead", "stopbead", "scrimtape", "pva", "sbr", "plastertrowel", "handtool"],
  everyday: 4,
};
const DRYLINING: Sundries = {
  kinds: ["drywallscrew", "scrimtape", "jointfiller", "dabadhesive", "anglebead"],
  everyday: 4,
};
const ROOFING: Sundries = {
  kinds: ["dryverge", "flashingtape", "cloutnail", "breathable", "batten", "leadflashing", "roofingfelt"],
  everyday: 4,
};
const PLUMBING: Sundries = {
  kinds: ["ptfetape", "plumbjointing", "pipeclip", "pipeinsert", "solderwire", "soldering", "tapconnector"],
  everyday: 4,
};
const TILING: Sundries = { kinds: ["grout", "sealant", "tanking", "tileadhesive"], everyday: 1 };
const FENCING: Sundries = { kinds: ["postfix", "postsupport", "gravelboard", "arrisrail", "trellis"], everyday: 3 };
const DECKING: Sundries = {
  kinds: ["deckingscrew", "spindle", "newel", "handrail", "deckingoil", "joisthanger"],
  everyday: 4,
};
const PAVING: Sundries = { kinds: ["pavingjoint", "kilndried", "weedfabric", "kerb", "geotextile"], everyday: 3 };
const DRAINAGE: Sundries = { kinds: ["drainbend", "drainjunction", "gully", "inspectionchamber"], everyday: 3 };
const RAINWATER: Sundries = { kinds: ["gutterunion", "rainwaterfitting"], everyday: 2 };
const INSULATION: Sundries = { kinds: ["foiltape", "loftleg", "pipelagging"], everyday: 2 };
const CONCRETING: Sundries = { kinds: ["rebar", "mesh", "dpm", "waterproofer", "frostproofer"], everyday: 3 };
// A builder's sundries: the membranes, ties, foams, sealants and additives every job uses.
const BUILDING: Sundries = {
  kinds: ["dpm", "dpc", "walltie", "expandingfoam", "sealant", "pva", "sbr", "plasticiser"],
  everyday: 5,
};
const CARPENTRY: Sundries = {
  kinds: ["joisthanger", "restraintstrap", "anglebracket", "woodscrew", "wirenail", "coachbolt"],
  everyday: 3,
};

const TRADE_SUNDRIES: Readonly<Record<string, Sundries>> = {
  brickwork: BRICKLAYING,
  bricklaying: BRICKLAYING,
  bricklayer: BRICKLAYING,
  brick: BRICKLAYING,
  blockwork: BRICKLAYING,
  masonry: BRICKLAYING,
  plastering: PLASTERING,
  plasterer: PLASTERING,
  plaster: PLASTERING,
  drylining: DRYLINING,
  plasterboard: DRYLINING,
  roofing: ROOFING,
  roofer: ROOFING,
  roof: ROOFING,
  plumbing: PLUMBING,
  plumber: PLUMBING,
  tiling: TILING,
  tiler: TILING,
  fencing: FENCING,
  fence: FENCING,
  decking: DECKING,
  deck: DECKING,
  paving: PAVING,
  patio: PAVING,
  landscaping: PAVING,
  drainage: DRAINAGE,
  drain: DRAINAGE,
  guttering: RAINWATER,
  gutter: RAINWATER,
  rainwater: RAINWATER,
  insulation: INSULATION,
  concrete: CONCRETING,
  concreting: CONCRETING,
  building: BUILDING,
  builder: BUILDING,
  carpentry: CARPENTRY,
  timber: CARPENTRY,
  joinery: CARPENTRY,
  carpenter: CARPENTRY,
};

/** The words that, after a trade word, ask for its sundries (canonical: "sundries" is "sundry"). */
const SUNDRIES_WORDS: ReadonlySet<string> = new Set(["sundry", "accessory", "consumable"]);

const SUFFIX = "sundry";

/**
 * The one word a trade word and a sundries word after it are read as ("brickwork" + "sundries"), else null. Session
 * 24: or a tool word after it ("decorating tools": department-kinds-trade-tools.ts).
 */
export function tradeSundriesWord(trade: string | undefined, token: string): string | null {
  if (trade !== undefined && token === "care" && CARED_FOR.has(trade)) return "woodcare";
  const tools = tradeToolsWord(trade, token);
  if (tools !== null) return tools;
  return trade !== undefined && SUNDRIES_WORDS.has(token) && TRADE_SUNDRIES[trade] ? `${trade}${SUFFIX}` : null;
}

/**
 * The wood-care aisle by what it cares for ("timber care", "decking care", "shed care"): the stains, treatments and
 * oils of department-kinds-finishing.ts "woodcare", which a run-together "woodcare" already reads as.
 */
const CARED_FOR: ReadonlySet<string> = new Set(["wood", "timber", "deck", "decking", "fence", "fencing", "shed"]);

/** Each trade's sundries word with the kinds it asks for (department-words.ts DEPARTMENT_KINDS). */
export const SUNDRIES_DEPARTMENT_KINDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(TRADE_SUNDRIES).map(([trade, s]) => [`${trade}${SUFFIX}`, s.kinds]),
);

/** Each trade's sundries word with the kinds ranked first (department-words.ts EVERYDAY_KINDS). */
export const SUNDRIES_EVERYDAY_KINDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(TRADE_SUNDRIES).map(([trade, s]) => [`${trade}${SUFFIX}`, s.kinds.slice(0, s.everyday)]),
);
