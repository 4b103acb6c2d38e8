/**
 * Product vocabulary as data. Each table is ordered: the first matching term wins,
 * so more specific phrases go first ("bottle gully" before "gully", "postcrete"
 * before "postfix" because Postcrete is marketed as a "post fix concrete").
 * A term's `family` names the brand family the line belongs to, so an offer that
 * says only "Multicem" still keys with Hanson.
 */
import { term as t } from "./term-tables.ts";

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
    // The only cement named by sulfate is the resisting one: a title that shortens or drops "resisting" still names it.
    "sulfate",
    "sulphate",
  ]),
  t("white", ["white cement", "white"]),
  // Natural hydraulic lime is sold by its NHL strength class: NHL 2, 3.5 and 5 are three products.
  t("nhl-2", ["nhl 2", "nhl2"]),
  t("nhl-3.5", ["nhl 3.5", "nhl3.5"]),
  t("nhl-5", ["nhl 5", "nhl5"]),
  // Hydrated (builders') lime is sold beside cement, by the cement makers (Tarmac Limbux).
  t("hydrated-lime", ["hydrated lime", "builders lime", "limbux"]),
  // Masonry (plasticised) cement is a bag of its own beside the maker's general-purpose one, never the same product.
  t("masonry", ["masonry cement", "masonry"]),
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
  // A fence-post mix by its description ("Fence post concrete mix, fast setting") is no plain concrete.
  t("postmix", ["postmix", "fence post mix", "fence post concrete", "post concrete mix"]),
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
  // Paint and fitting colours: a magnolia emulsion is no brilliant white one, a chrome valve no white one.
  "magnolia",
  "ivory",
  "beige",
  "gold",
  "bronze",
  "chrome",
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
