import { canonPhrase } from "../ingest/normalise/phrase-match.ts";
import { isPackWordAsTyped } from "./pack-and-tier-words.ts";
import {
  BUILDING_DEPARTMENT_KINDS,
  BUILDING_EVERYDAY_KINDS,
  BUILDING_NAMED_SHELVES,
} from "./department-kinds-building.ts";
import { FINISHING_DEPARTMENT_KINDS, FINISHING_EVERYDAY_KINDS, NAMED_SHELVES } from "./department-kinds-finishing.ts";
import { SUNDRIES_DEPARTMENT_KINDS, SUNDRIES_EVERYDAY_KINDS } from "./department-kinds-sundries.ts";
import { TOOLS_DEPARTMENT_KINDS, TOOLS_EVERYDAY_KINDS } from "./department-kinds-trade-tools.ts";
import { WHOLE_TRADE_DEPARTMENT_KINDS, WHOLE_TRADE_EVERYDAY_KINDS } from "./department-kinds-whole-trade.ts";
import { familyGroupsOf } from "./synonym-kind-heads.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

/**
 * A trade or department typed as one word ("fencing", "roofing", "decorating", "plumbing", "drainage"): the
 * kinds a merchant's department of that name sells. Read from the synonym list, not written per word: the
 * groups any of whose names (equivalent terms or the loose words that ask for them) holds a word made from the
 * same stem ("fence panel", "fence post", "fence board" and "fence rail" for "fencing"; "decorators caulk",
 * "decorators tape" and "decorators dust sheet" for "decorating"). Only an activity noun ("-ing", or "-age" as in
 * drainage) whose stem is four letters or more, that is no group's own name ("decking", "guttering", "render"),
 * and that two groups or more share. Qualities (treated, sawn) are no kind.
 */
export function departmentGroupsOf(typed: string): readonly string[] {
  const word = TRADE_PEOPLE[typed] ?? typed;
  let keys = DEPARTMENTS.get(word);
  if (keys === undefined) {
    keys = [...new Set([...(DEPARTMENT_KINDS[word] ?? []), ...findDepartment(word)])];
    if (DEPARTMENTS.size < 1000) DEPARTMENTS.set(word, keys);
  }
  return keys;
}

/**
 * A bare kind word's family (the groups it heads: synonym-phrases.ts), or else the trade it names; a word that is
 * both ("fixings": frame and cavity fixings head it, and it names a department) asks for both, its family first.
 */
export function kindFamilyOf(word: string): readonly string[] {
  const family = familyGroupsOf(word);
  const department = DEPARTMENT_KINDS[word];
  if (family.length > 0) return department ? [...new Set([...family, ...department])] : family;
  return departmentGroupsOf(word);
}

/**
 * The kinds a lone trade word ("roofing", "plastering bits", "fencing supplies") wants on its first page: the
 * everyday ones a buyer of that trade's whole range means, which rank before the department's other kinds and
 * before the kinds merely named after it (roofing battens are timber, fence stain is paint, "decorators caulk" a
 * sealant). EVERYDAY_KINDS lists them per trade word; a trade without a list ranks as before.
 */
export function everydayKindsOf(words: readonly string[]): readonly string[] | undefined {
  return words.length === 1 ? EVERYDAY_KINDS[TRADE_PEOPLE[words[0]!] ?? words[0]!] : undefined;
}

/**
 * A shelf word that is also a group's own name ("sealant", "paint", "decking", "guttering"): typed alone it asks for
 * that group and the rest of its shelf (family-terms.ts asFamily). Both sides' lists, merged.
 */
export function isNamedShelf(word: string): boolean {
  // Session 22: a whole trade's word that a synonym also names ("blockwork": concrete blocks) asks for its whole range.
  return NAMED_SHELVES.has(word) || NAMED_YARD_SHELVES.has(word) || WHOLE_TRADE_DEPARTMENT_KINDS[word] !== undefined;
}

/**
 * Session 23: a word that names a whole department or trade and no kind ("garden", "landscaping", "diy",
 * "decorating"): two typed side by side ("garden landscaping products") ask for either's range
 * (coordinated-terms.ts), as "A and B" does. A group's own name ("decking", "guttering") and a shelf word ("tools",
 * "boards") name kinds, so "decking boards" and "garden tools" stay one kind read by its neighbour.
 */
export function isDepartmentWord(word: string): boolean {
  // A pack's stem ("sheeting") names a form, not a department to stand beside another (session 24).
  const trade = /^[a-z]{4,}(?:ing|age)$/.test(word) && !isPackWordAsTyped(word.slice(0, -3));
  const department = WHOLE_TRADE_DEPARTMENT_KINDS[word] !== undefined || trade;
  return (
    department && !GROUP_NAMES.has(word) && familyGroupsOf(word).length === 0 && departmentGroupsOf(word).length > 0
  );
}

const NAMED_YARD_SHELVES: ReadonlySet<string> = new Set(BUILDING_NAMED_SHELVES);

/**
 * Session 20: the tradesperson typed for their trade ("sundries for decorators", "plasterers supplies"): the trade's
 * department and everyday kinds. A trade phrase that holds the word ("decorators caulk") is read before, as its kind.
 */
const TRADE_PEOPLE: Readonly<Record<string, string>> = {
  decorator: "decorating",
  plasterer: "plastering",
  roofer: "roofing",
  fencer: "fencing",
  plumber: "plumbing",
  landscaper: "landscaping",
  drainlayer: "drainage",
  // Session 22: a builder's supplies are the merchant's staples (department-kinds-whole-trade.ts).
  builder: "building",
  bricklayer: "brickwork",
  joiner: "joinery",
  carpenter: "carpentry",
  landscape: "landscaping",
};

const FIXINGS = [
  "woodscrew",
  "wallplug",
  "framefixing",
  "cavityfixing",
  "concretescrew",
  "drywallscrew",
  "deckingscrew",
  "coachscrew",
  "coachbolt",
  "anchorbolt",
  "resinanchor",
  "threadedrod",
  "selftapper",
  "wirenail",
  "ringnail",
  "cloutnail",
];
const RAINWATER = ["gutter", "downpipe", "gutterunion", "rainwaterfitting"];
const DRAINAGE = [
  "drainpipe",
  "drainbend",
  "drainjunction",
  "inspectionchamber",
  "gully",
  "channeldrain",
  "soakaway",
  "landdrain",
  "soilpipe",
];
const ROOF_COVERINGS = [
  "rooftile",
  "plaintile",
  "slate",
  "ridgetile",
  "roofingfelt",
  "capsheet",
  "breathable",
  "roofsheet",
  "epdm",
  "leadflashing",
  "flashingtape",
  "dryverge",
];
const PLUMBING = [
  "pushfit",
  "compressionfitting",
  "endfeed",
  "plasticpipe",
  "isolatingvalve",
  "stoptap",
  "tapconnector",
];
const MOULDINGS = ["skirting", "architrave", "dadorail", "scotia", "picturerail", "coving"];
const FENCING = ["fencepanel", "fencepost", "featheredge", "arrisrail", "gravelboard", "concretepost", "trellis"];
const INSULATION = [
  "mineralwool",
  "pir",
  "eps",
  "cavitybatt",
  "acousticinsulation",
  "insulatedplasterboard",
  "xps",
  "multifoil",
];

/** Trade knowledge, per trade word (canonical): see everydayKindsOf. Every key is a group (department-words.test.ts). */
const EVERYDAY_KINDS: Readonly<Record<string, readonly string[]>> = {
  decorating: ["painttool", "maskingtape", "dustsheet", "interiorfiller", "sugarsoap", "sandpaper", "whitespirit"],
  roofing: ROOF_COVERINGS,
  fencing: FENCING,
  drainage: DRAINAGE,
  drain: DRAINAGE,
  landscaping: ["pavingslab", "blockpaving", "chippings", "peagravel", "sleeper", "kerb"],
  fixing: ["woodscrew", "wallplug", "framefixing", "cavityfixing", "concretescrew", "drywallscrew"],
  fastener: ["woodscrew", "wallplug", "framefixing", "cavityfixing", "concretescrew", "drywallscrew"],
  ironmongery: ["woodscrew", "wallplug", "framefixing", "cavityfixing", "concretescrew", "drywallscrew"],
  guttering: ["gutter", "downpipe"],
  insulation: ["mineralwool", "pir"],
  plumbing: PLUMBING,
  painting: ["emulsion", "glosspaint", "satinwood", "masonrypaint", "primer", "painttool", "maskingtape", "dustsheet"],
  plastering: ["multifinish", "bondingplaster", "hardwall", "onecoatplaster", "anglebead", "stopbead", "scrimtape"],
  // A kind word that is also loosely the commonest kind's name ("paint" asks for emulsion) is read as its typed word
  // and that kind: the everyday kind then comes before titles merely holding the word (gloss paint is still
  // paint, after the emulsions). Not "gravel": buyers' gravel is pea gravel, sub-base and chippings alike.
  paint: ["emulsion"],
  // Session 17: trims are the mouldings every room has (skirting and architrave) before the rails, beads and coving.
  // Not "moulding": typed alone it is as often the small profiles (scotia, quadrant) whose titles print the word.
  trim: ["skirting", "architrave"],
  // Session 19: the heavy side's bare category words (department-kinds-building.ts); session 20 the finishing side's.
  ...BUILDING_EVERYDAY_KINDS,
  ...FINISHING_EVERYDAY_KINDS,
  // Session 22: the merchant, the DIY aisle, a trade's work, a timber class, the garden.
  ...WHOLE_TRADE_EVERYDAY_KINDS,
  // Session 23: a trade's sundries ("brickwork sundries": ties, DPC, trays; never the bricks).
  ...SUNDRIES_EVERYDAY_KINDS,
  // Session 24: a trade's tools ("decorating tools": brushes and rollers, then tape, sheets and abrasives).
  ...TOOLS_EVERYDAY_KINDS,
};

/**
 * Trade knowledge: the kinds a UK builders' merchant's department sells whose titles never carry the
 * department's own word, so the stem rule below cannot find them (a roller set is no "decorating" product by
 * name, a paving slab no "landscaping" one). Keyed by the canonical (singular) word; every key is a group of
 * trade-synonyms*.ts (department-words.test.ts checks). Commonest kinds first. Extend per department, not per query.
 */
const DEPARTMENT_KINDS: Readonly<Record<string, readonly string[]>> = {
  decorating: [
    "emulsion",
    "glosspaint",
    "satinwood",
    "masonrypaint",
    "primer",
    "painttool",
    "maskingtape",
    "dustsheet",
    "caulk",
    "interiorfiller",
    "sugarsoap",
    "whitespirit",
    "sandpaper",
    "woodstain",
    "varnish",
    "stabiliser",
    "floorpaint",
  ],
  landscaping: [
    "pavingslab",
    "blockpaving",
    "kerb",
    "pavingjoint",
    "chippings",
    "peagravel",
    "pebble",
    "sleeper",
    "weedfabric",
    "topsoil",
    "artificialgrass",
    "geotextile",
    "subbase",
  ],
  fixing: FIXINGS,
  fastener: FIXINGS,
  // Session 21: a merchant's ironmongery counter, as a DIYer names it: the fixings shelf.
  ironmongery: FIXINGS,
  guttering: RAINWATER,
  rainwater: RAINWATER,
  // Session 16: the trades whose everyday kinds (EVERYDAY_KINDS) their stem does not find, or not all of.
  roofing: [...ROOF_COVERINGS, "fasciaboard", "soffit", "roofcoating"],
  fencing: [...FENCING, "postsupport"],
  drain: DRAINAGE,
  insulation: INSULATION,
  plumbing: [...PLUMBING, "trap", "wastepipe", "ptfetape", "plumbjointing"],
  plastering: ["anglebead", "stopbead", "scrimtape"],
  // Session 17: the joiner's mouldings by the trade's two words for the whole range ("mouldings", "trims").
  moulding: MOULDINGS,
  trim: MOULDINGS,
  ...BUILDING_DEPARTMENT_KINDS,
  ...FINISHING_DEPARTMENT_KINDS,
  ...WHOLE_TRADE_DEPARTMENT_KINDS,
  ...SUNDRIES_DEPARTMENT_KINDS,
  ...TOOLS_DEPARTMENT_KINDS,
};

const DEPARTMENTS = new Map<string, readonly string[]>();

/** Every canonical word of each group's names, and whether a group's own name is the whole word. */
const GROUP_WORDS = TRADE_SYNONYMS.filter((g) => !g.attribute).map((g) => ({
  key: g.key,
  words: new Set([...g.terms, ...(g.alsoFrom ?? [])].flatMap((t) => canonPhrase(t).split(" "))),
}));
const GROUP_NAMES = new Set(
  TRADE_SYNONYMS.flatMap((g) => [...g.terms, ...(g.alsoFrom ?? [])].map((t) => canonPhrase(t))),
);
/**
 * A word made from the stem: the stem with a noun's or a verb's ending ("fenc" → "fence", "fencing"; "decorat" →
 * "decorator", not the adjective "decorative": decorative chippings are no decorating product).
 */
const ENDINGS = new Set(["", "e", "er", "or", "ing", "age", "ion"]);

function findDepartment(word: string): readonly string[] {
  const stem = /^[a-z]+(?:ing|age)$/.test(word) ? word.slice(0, -3) : null;
  // A pack's stem ("sheeting", "tubing", "boxing") names how things are sold, or the stuff itself, not a trade.
  if (stem === null || stem.length < 4 || GROUP_NAMES.has(word) || isPackWordAsTyped(stem)) return [];
  const keys = GROUP_WORDS.filter((g) =>
    [...g.words].some((w) => w.startsWith(stem) && ENDINGS.has(w.slice(stem.length))),
  ).map((g) => g.key);
  return keys.length >= 2 ? keys : [];
}
