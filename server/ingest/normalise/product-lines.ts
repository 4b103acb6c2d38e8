/**
 * Product vocabulary as data. Each table is ordered: the first matching term wins,
 * so more specific phrases go first ("bottle gully" before "gully", "postcrete"
 * before "postfix" because Postcrete is marketed as a "post fix concrete").
 * A term's `family` names the brand family the line belongs to, so an offer that
 * says only "Multicem" still keys with Hanson.
 */
import { phraseInfo, textWords } from "./text.ts";

export interface Term {
  value: string;
  phrases: string[];
  family?: string;
}

// firstTerm/allTerms test hasPhrase(text, p) for every phrase in table order, with each phrase's canonical
// form compiled once and a phrase skipped unless its first word is a token of the text.

export function firstTerm(text: string, terms: readonly Term[]): Term | undefined {
  const { padded, first, termOf } = compileTable(terms);
  const words = textWords(text);
  for (let i = 0; i < padded.length; i++) {
    if (padded[i] && words.has(first[i]!) && text.includes(padded[i]!)) return terms[termOf[i]!];
  }
  return undefined;
}

export function allTerms(text: string, terms: readonly Term[]): Term[] {
  const { padded, first, termOf } = compileTable(terms);
  const words = textWords(text);
  const found: Term[] = [];
  let last = -1;
  for (let i = 0; i < padded.length; i++) {
    const t = termOf[i]!;
    if (t !== last && padded[i] && words.has(first[i]!) && text.includes(padded[i]!)) found.push(terms[(last = t)]!);
  }
  return found;
}

/** A table's phrases, canonical and padded in table order ("" when empty), indexed by their first word. */
interface CompiledTable {
  size: number;
  padded: string[];
  first: string[];
  /** The index of the term each phrase belongs to. */
  termOf: number[];
  byFirstWord: Map<string, number[]>;
}

const compiledTables = new WeakMap<readonly Term[], CompiledTable>();

function compileTable(table: readonly Term[]): CompiledTable {
  let c = compiledTables.get(table);
  if (c === undefined || c.size !== table.length) {
    const padded: string[] = [];
    const first: string[] = [];
    const termOf: number[] = [];
    const byFirstWord = new Map<string, number[]>();
    for (const [ti, t] of table.entries()) {
      for (const p of t.phrases) {
        const info = phraseInfo(p);
        const i = padded.push(info.padded) - 1;
        first.push(info.first);
        termOf.push(ti);
        if (!info.padded) continue;
        let list = byFirstWord.get(info.first);
        if (!list) byFirstWord.set(info.first, (list = []));
        list.push(i);
      }
    }
    c = { size: table.length, padded, first, termOf, byFirstWord };
    compiledTables.set(table, c);
  }
  return c;
}

const ascending = (a: number, b: number) => a - b;

export function stripTerms(text: string, ...tables: ReadonlyArray<readonly Term[]>): string {
  // Same as removePhrase(s, p) for every phrase of every table in order, but only for phrases whose first
  // word is a token of the text: removing a phrase never adds a token, so the others would remove nothing.
  const words = [...textWords(text)];
  let s = text;
  for (const table of tables) {
    const { padded, byFirstWord } = compileTable(table);
    const hits: number[] = [];
    for (const w of words) {
      const list = byFirstWord.get(w);
      if (list) for (const i of list) hits.push(i);
    }
    if (hits.length > 1) hits.sort(ascending);
    for (const i of hits) {
      const p = padded[i]!;
      if (s.includes(p)) s = s.split(p).join(" ");
    }
  }
  return s;
}

export const term = (value: string, phrases: string[], family?: string): Term => ({ value, phrases, family });
const t = term;

// ------------------------------------------------------------------ timber
export const TIMBER_LINES = [
  t("cls", ["cls", "studwork"]),
  t("fence-post", ["fence post", "post"]),
  t("decking", ["decking", "deck board"]),
  t("sleeper", ["sleeper"]),
  t("featheredge", ["featheredge", "feather edge"]),
  t("gravel-board", ["gravel board"]),
  t("fence-rail", ["arris rail", "fence rail"]),
  t("batten", ["batten"]),
];
export const TIMBER_GRADES = [
  t("C14", ["c14"]),
  t("C16", ["c16"]),
  t("C18", ["c18"]),
  t("C24", ["c24"]),
  t("C27", ["c27"]),
  t("TR26", ["tr26"]),
];
export const UNTREATED_EXPLICIT = [t("untreated", ["untreated", "non treated", "not treated"])];
export const TREATED = [
  t("treated", [
    "pressure treated",
    "green treated",
    "brown treated",
    "treated",
    "tanalised",
    "tanalith",
    "pt",
    "preserved",
    "vac vac",
    // BS 8417 use classes: UC3 (out of ground) and UC4 (ground contact) exist only for treated timber.
    "uc4",
    "uc3",
  ]),
];
export const UNTREATED_IMPLIED = [t("untreated", ["kiln dried", "white wood", "whitewood", "dry"])];
export const PLANED = [t("planed", ["planed square edge", "planed all round", "pse", "par", "planed", "prepared"])];

// --------------------------------------------------------- sheet materials
export const SHEET_MATERIALS = [
  t("osb", ["osb", "osb3", "osb2", "sterlingosb", "oriented strand board", "orientated strand board"]),
  t("mdf", ["mdf", "fibreboard"]),
  t("chipboard", ["chipboard", "particle board"]),
  t("hardboard", ["hardboard"]),
  t("cement-board", ["cement board", "cement backer board", "backer board", "hardie backer", "hardiebacker"]),
  t("ply", ["ply"]),
];
export const SHEET_GRADES = [
  t("osb3", ["osb3"]),
  t("osb2", ["osb2"]),
  t("p5", ["p5"]),
  t("p4", ["p4"]),
  t("p3", ["p3"]),
];
export const PLY_FACES = [
  t("shuttering", ["shuttering"]),
  t("marine", ["marine"]),
  t("birch", ["birch"]),
  t("hardwood", ["hardwood"]),
  t("softwood", ["softwood", "spruce", "pine"]),
];
export const MOISTURE = [t("mr", ["moisture resistant", "moisture", "mr"])];
export const TONGUE_GROOVE = [t("tg", ["tg"])];
export const SHEET_SURFACES = [t("protected", ["protect", "peel clean", "peel and clean", "caberdek", "cabershield"])];

// ------------------------------------------------------------ plasterboard
/** Board performance flags; a board can carry several ("fire and moisture"). */
export const BOARD_TYPES = [
  t("moisture", [
    "moisture resistant",
    "moisture",
    "mr",
    "green board",
    "moisture board",
    "moisture panel",
    "aquaboard",
    // Gyproc MoistureShield, Siniat GTEC Moisture Board, Knauf Moisture Panel.
    "moistureshield",
    "moisture shield",
  ]),
  t("fire", ["fireline", "fire", "fr", "pink", "fire panel", "fire board"]),
  // Siniat's acoustic board is the "dB Board".
  t("acoustic", ["soundbloc", "acoustic", "sound", "soundshield", "dboard", "db board", "sound panel"]),
  t("impact", ["duraline", "dura line", "impact", "habito"]),
  t("thermal", ["thermal laminate", "thermaline", "therma line", "thermal"]),
  t("vapour", ["duplex", "vapour", "foil backed"]),
  t("plank", ["plank", "coreboard"]),
];
export const SQUARE_EDGE = [t("square", ["square edge", "se"])];

// ------------------------------------------------------------------ plaster
export const PLASTER_LINES = [
  t("multi-finish", ["multi finish", "multi purpose finish", "mf"], "british-gypsum"),
  t("board-finish", ["board finish"], "british-gypsum"),
  t("dura-finish", ["durafinish", "dura finish"], "british-gypsum"),
  t("bonding", ["bonding coat", "bondingcoat", "bonding"], "british-gypsum"),
  t("hardwall", ["hardwall"], "british-gypsum"),
  t("tough-coat", ["tough coat", "toughcoat"], "british-gypsum"),
  t("dri-coat", ["dri coat", "dricoat"], "british-gypsum"),
  t("one-coat", ["universal one coat", "universalonecoat", "one coat", "single coat"]),
  t("browning", ["browning"]),
  t("finish", ["finishing plaster", "finish"]),
];

// ------------------------------------------------------------------- cement
export const CEMENT_LINES = [
  t("multicem", ["multicem", "multi cem"], "hanson"),
  t("mastercrete", ["mastercrete"], "tarmac"),
  t("snowcrete", ["snowcrete"], "tarmac"),
  t("rapid-set", ["rapid set", "rapid setting", "rapid hardening", "extra rapid", "rapid"]),
  t("sulfate-resisting", [
    "sulfate resisting",
    "sulphate resisting",
    "sulfate resistant",
    "sulphate resistant",
    "sr",
    "src",
  ]),
  t("white", ["white cement", "white"]),
  // Natural hydraulic lime is sold by its NHL strength class: NHL 2, 3.5 and 5 are three products.
  t("nhl-2", ["nhl 2", "nhl2"]),
  t("nhl-3.5", ["nhl 3.5", "nhl3.5"]),
  t("nhl-5", ["nhl 5", "nhl5"]),
  // Hydrated (builders') lime is sold beside cement, by the cement makers (Tarmac Limbux).
  t("hydrated-lime", ["hydrated lime", "builders lime", "limbux"]),
  // A maker's premium (higher-strength) bag sits beside its general-purpose one: two products.
  t("premium", ["premium"]),
  t("high-strength", ["high strength"]),
  // Ordinary Portland (OPC, CEM I) is sold as each maker's general-purpose bag: one product family, so one line.
  t("general-purpose", ["general purpose", "gp", "ordinary portland", "portland", "opc", "cem i"]),
];
export const PLASTIC_PACKAGING = [
  t("plastic", ["plastic bag", "plastic", "weatherproof", "weather proof", "poly bag", "polythene bag"]),
];

// ---------------------------------------------------------- concrete/mortar
export const CONCRETE_MORTAR_LINES = [
  t("postcrete", ["postcrete"], "hanson"),
  t("postfix", ["postfix"], "tarmac"),
  t("postmix", ["postmix"]),
  t("screed", ["screed"]),
  t("render", ["render"]),
  // Paving jointing compound (Weatherpoint, Azpects EasyJoint) is a mortar sold in tubs, by colour.
  t("paving-jointing", ["paving jointing", "jointing compound paving", "paving joint", "weatherpoint", "easyjoint"]),
  t("mortar", ["mortar mix", "mortar"]),
  // A high-strength mix (C30 and up) is sold beside the standard one and costs more.
  t("high-strength-concrete", ["high strength concrete", "high strength"]),
  t("concrete", ["concrete mix", "ready mix", "concrete"]),
];

// --------------------------------------------------------- sand/aggregates
export const SAND_TYPES = [
  t("plastering", ["plastering sand", "plasterer sand", "rendering sand", "plastering", "rendering"]),
  t("silver", ["silver sand", "silver"]),
  t("play", ["play sand"]),
  // Block paving sand is kiln-dried sand brushed into joints; that is how merchants sell it.
  t("kiln-dried", ["kiln dried sand", "kiln dried", "block paving sand", "jointing sand"]),
  // Horticultural (lawn) grit sand is coarser than concreting sharp sand: kept apart, a miss costs less than a wrong merge.
  t("grit", ["horticultural grit", "lawn grit", "grit sand"]),
  t("sharp", ["sharp sand", "concreting sand", "sharp"]),
  t("building", ["building sand", "soft sand", "bricklaying sand", "builders sand", "soft", "building"]),
];
export const AGGREGATE_TYPES = [
  // Ballast by its other trade names: sand and gravel sold mixed for concrete.
  t("ballast", [
    "allin ballast",
    "ballast",
    "allin",
    "combined aggregate",
    "concreting aggregate",
    "concrete aggregate",
    "mixed aggregate",
  ]),
  // Recycled (crushed concrete) sub-base is a different, cheaper product from quarried MOT Type 1.
  t("recycled-type-1", [
    "recycled type 1",
    "type 1 recycled",
    "recycled mot",
    "crushed concrete type 1",
    "recycled subbase",
  ]),
  t("mot-type-1", ["mot type 1", "type 1", "mot", "subbase"]),
  t("pea-gravel", ["pea gravel", "pea shingle"]),
  t("limestone", ["limestone"]),
  t("granite", ["granite"]),
  t("scalpings", ["scalping"]),
  t("hardcore", ["hardcore", "crushed concrete"]),
  t("gravel", ["gravel", "shingle"]),
  // Decorative stone is named by its stone/source ("Cotswold", "Scottish", "slate"): see aggregateFacts.
  t("decorative", ["chipping", "pebble", "cobble", "decorative aggregate", "decorative stone"]),
];
/** Grading quoted by default when a merchant omits it (all-in ballast is 0–20 mm). */
export const DEFAULT_GRADING_MM: Record<string, number> = { ballast: 20 };

// ------------------------------------------------------------ bricks/blocks
export const BRICK_TYPES = [
  t("engineering", ["engineering"]),
  t("common", ["common", "fletton"]),
  t("facing", ["facing", "face brick", "stock", "wirecut", "handmade"]),
];
/** How a facing brick is made: a maker's red multi stock and red multi wirecut are two products. */
export const BRICK_MAKES = [
  t("stock", ["stock"]),
  t("wirecut", ["wirecut", "wire cut"]),
  t("handmade", ["handmade", "hand made"]),
  t("soft-mud", ["soft mud", "softmud"]),
];
/**
 * A facing brick's face finish: "Red Multi Rustic" and "Red Multi Smooth" of one range are two bricks.
 * Kept out of the model words (London Brick "Rustic" is a range name in its own right).
 */
export const BRICK_FINISHES = [
  t("rustic", ["rustic"]),
  t("sandfaced", ["sandfaced", "sand faced"]),
  t("smooth", ["smooth"]),
];
/** Material words merchants add or drop freely ("Clay Facing Brick"): never part of a brick's model name. */
export const BRICK_MATERIALS = [t("material", ["clay", "concrete", "calcium silicate"])];
export const BRICK_CLASSES = [t("A", ["class a"]), t("B", ["class b"])];
export const BRICK_PERFORATION = [
  t("solid", ["solid"]),
  t("frogged", ["frogged"]),
  t("perforated", ["perforated", "3 hole", "holed"]),
];
export const BLOCK_TYPES = [
  t("aircrete", ["aircrete", "aerated", "aac", "thermalite", "celcon"]),
  t("lightweight", ["lightweight"]),
  t("medium-dense", ["medium dense", "medium density"]),
  t("dense", ["dense", "concrete block", "breeze block", "concrete"]),
];
export const HOLLOW = [t("hollow", ["hollow", "cellular"])];
/** Named strength grades: "Hi-Strength 7" is the 7.3 N/mm² class. */
export const BLOCK_STRENGTH_LINES = [
  t("10.4", ["high strength 10", "hi10"]),
  t("7.3", ["high strength 7", "high strength", "hi7"]),
  t("3.6", ["standard grade", "shield"]),
  // Thermalite Turbo and Celcon Solar Grade are the 2.9 N/mm² thermal grades.
  t("2.9", ["turbo", "solar grade", "celcon solar"]),
];
/**
 * Strength classes are written loosely ("7N" for 7.3 N/mm², "10N" for 10.4); map the
 * shorthand onto the declared class so both spellings key the same.
 */
export const BLOCK_STRENGTH_ALIASES: Record<string, number> = { "7": 7.3, "10": 10.4, "3.5": 3.6, "22": 22.5 };
/** Compressive strength assumed when unstated: the grade each block type is sold as by default. */
export const DEFAULT_BLOCK_STRENGTH_N: Record<string, number> = {
  dense: 7.3,
  "medium-dense": 7.3,
  aircrete: 3.6,
  lightweight: 3.6,
};

/** Colour words that define a brick or tile; texture words (smooth, granular) do not. */
export const COLOURS = [
  "red",
  "buff",
  "blue",
  "brown",
  "grey",
  "anthracite",
  "black",
  "white",
  "yellow",
  "orange",
  "multi",
  "brindle",
  "cream",
  "terracotta",
  "green",
  "charcoal",
  "dark",
  "light",
  "plum",
  "purple",
  "silver",
  "clear",
].map((c) => t(c, [c]));

// ------------------------------------------------------- skirting/architrave
export const MOULDING_KINDS = [
  t("architrave", ["architrave", "arch"]),
  t("window-board", ["window board"]),
  t("skirting", ["skirting"]),
];
export const MOULDING_PROFILES = [
  t("dual-purpose", ["dual purpose", "torus ogee", "torus and ogee"]),
  t("torus", ["torus"]),
  t("ogee", ["ogee"]),
  t("pencil-round", ["pencil round", "pencil"]),
  // "Chamfered" and "Chamfered & Rounded" are both sold as profiles of their own: kept apart.
  t("chamfered-rounded", ["chamfered and rounded", "chamfered rounded", "chamfer and round"]),
  t("chamfered", ["chamfered", "chamfer"]),
  t("colonial", ["colonial"]),
  t("victorian", ["victorian"]),
  t("edwardian", ["edwardian"]),
  t("bullnose", ["bullnose"]),
  t("lambs-tongue", ["lambs tongue"]),
  t("square", ["square edge", "square"]),
];
export const MOULDING_MATERIALS = [
  t("oak-veneer", ["oak veneered", "oak veneer"]),
  t("mdf", ["mdf"]),
  t("oak", ["oak"]),
  // Finger-jointed redwood is a product of its own, not the plain softwood (pine) moulding.
  t("fj-redwood", ["finger jointed redwood", "finger jointed", "fj redwood"]),
  t("softwood", ["pine", "softwood", "redwood", "white wood"]),
  t("hardwood", ["hardwood", "sapele"]),
];
