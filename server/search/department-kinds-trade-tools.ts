/**
 * Session 24: a trade's tools ("decorating tools", "plastering equipment", "bricklaying kit", "builders gear"): the
 * hand tools that trade works with and the sundries it uses up beside them, never its main product nor another
 * trade's tool that happens to share a word (a sealant gun is no decorating tool; a plasterer's tools are no bag of
 * plaster). Read as one word by the query reader, as a trade's sundries are (parse-search-query.ts reads
 * department-kinds-sundries.ts tradeSundriesWord, which asks tradeToolsWord): "decorating" + "tools" becomes
 * "decoratingtool", whose kinds department-words.ts asks for like any department's.
 *
 * TRADE_TOOLS: per trade word (canonical, singular; the trade, its work and its person), every kind a buyer of its
 * tools means, commonest first; the first `everyday` of them rank first. Every value is a group key of
 * trade-synonyms*.ts (department-kinds-trade-tools.test.ts checks). Extend trade by trade from the trade, never per
 * query. Only the trades whose tools the vocabulary names (not plumbing's: no pipe cutter or blowtorch group yet): a trade with no entry keeps the old reading (the tool word
 * read by the synonym list, "building tools" the hand tools). "Kit" after a kind that is bought as a kit ("decking
 * kit", "shed kit") is that kind's kit, so only a trade listed here reads it as tools.
 */
interface TradeTools {
  /** Every kind a buyer of the trade's tools means, commonest first. */
  readonly kinds: readonly string[];
  /** How many of `kinds`, from the first, rank before the rest. */
  readonly everyday: number;
}

// Brushes and rollers first, then what a decorator uses up preparing and protecting: tape, sheets, abrasives, filler.
const DECORATING: TradeTools = {
  kinds: ["painttool", "maskingtape", "dustsheet", "sandpaper", "interiorfiller", "sugarsoap", "whitespirit"],
  everyday: 1,
};
// Trowels, floats and hawks, then the bucket, paddle and beads a plasterer works with.
const PLASTERING: TradeTools = { kinds: ["plastertrowel", "handtool", "scrimtape", "anglebead"], everyday: 2 };
// Brick and pointing trowels, levels and lines (hand tools), the club hammer and bolster for cutting.
const BRICKLAYING: TradeTools = { kinds: ["handtool", "clubhammer", "bolster", "ppe"], everyday: 3 };
// A builder's or labourer's tools: the hand tools, hammer and bolster, then gloves, masks, glasses and the gun.
const BUILDING: TradeTools = { kinds: ["handtool", "clubhammer", "bolster", "ppe", "sealantgun"], everyday: 3 };
// Saws, chisels, hammers and tapes: the hand tools; the carpenter's fixings are its sundries, not its tools.
const CARPENTRY: TradeTools = { kinds: ["handtool", "clubhammer", "sealantgun"], everyday: 1 };

// Safety or protective gear, kit and equipment: gloves, masks, glasses and ear defenders (the PPE group).
const SAFETY: TradeTools = { kinds: ["ppe"], everyday: 1 };

const TRADE_TOOLS: Readonly<Record<string, TradeTools>> = {
  decorating: DECORATING,
  decorator: DECORATING,
  painting: DECORATING,
  painter: DECORATING,
  plastering: PLASTERING,
  plasterer: PLASTERING,
  drylining: PLASTERING,
  rendering: PLASTERING,
  bricklaying: BRICKLAYING,
  bricklayer: BRICKLAYING,
  brickwork: BRICKLAYING,
  blockwork: BRICKLAYING,
  pointing: BRICKLAYING,
  building: BUILDING,
  builder: BUILDING,
  labourer: BUILDING,
  carpentry: CARPENTRY,
  carpenter: CARPENTRY,
  joinery: CARPENTRY,
  joiner: CARPENTRY,
  woodwork: CARPENTRY,
  safety: SAFETY,
  protective: SAFETY,
};

/** The words that, after a trade word, ask for its tools (canonical: "tools" is "tool"). */
const TOOL_WORDS: ReadonlySet<string> = new Set(["tool", "kit", "equipment", "gear"]);

const SUFFIX = "tool";

/** The one word a trade word and a tool word after it are read as ("decorating" + "tools"), else null. */
export function tradeToolsWord(trade: string | undefined, token: string): string | null {
  return trade !== undefined && TOOL_WORDS.has(token) && TRADE_TOOLS[trade] ? `${trade}${SUFFIX}` : null;
}

/** Each trade's tools word with the kinds it asks for (department-words.ts DEPARTMENT_KINDS). */
export const TOOLS_DEPARTMENT_KINDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(TRADE_TOOLS).map(([trade, t]) => [`${trade}${SUFFIX}`, t.kinds]),
);

/** Each trade's tools word with the kinds ranked first (department-words.ts EVERYDAY_KINDS). */
export const TOOLS_EVERYDAY_KINDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(TRADE_TOOLS).map(([trade, t]) => [`${trade}${SUFFIX}`, t.kinds.slice(0, t.everyday)]),
);
