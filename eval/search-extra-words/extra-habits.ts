/**
 * Since session 23, nine more extra-word habits for the extra-words stress set, one unknown word (or two) beside a
 * kind the catalogue stocks, written product group by product group from how UK trades and DIYers talk at the
 * counter (never from a held-out query): a maker's name used for the whole kind, a slang prefix, a shape letter, a
 * material adjective, a container, a "half / full / small" size word, a pair of pack adjectives, "instead of …"
 * and a second kind joined by "and". Each applies only to a query naming a group it fits (a container beside a
 * paste, a shape letter beside a fitting), so the set reads as real queries. Deterministic, as extra-words.ts.
 */
import { hash } from "../search-typo-stress/misspell.ts";

export type ExtraHabit =
  | "brand-generic"
  | "slang-prefix"
  | "shape-letter"
  | "material"
  | "container"
  | "size-word"
  | "pack-pair"
  | "instead-of"
  | "and-kind";

export const EXTRA_HABITS: readonly ExtraHabit[] = [
  "brand-generic",
  "slang-prefix",
  "shape-letter",
  "material",
  "container",
  "size-word",
  "pack-pair",
  "instead-of",
  "and-kind",
];

/** A product group's words (as typed, singular or plural) and the extra words the habit adds for it. */
type GroupWords = readonly [RegExp, readonly string[]];

/** UK makers whose name the trade uses for the whole kind (none of them a maker these catalogues print). */
const BRAND_AS_KIND: readonly GroupWords[] = [
  [/\b(plasterboards?|drywall|plaster board)\b/, ["gyproc", "british gypsum"]],
  [/\b(insulation|polystyrene|eps|pir|celotex)\b/, ["jablite", "celotex", "kingspan", "rockwool"]],
  [/\b(fillers?|caulk)\b/, ["polyfilla", "toupret"]],
  [/\b(plugs?|wall plugs?)\b/, ["rawlplug"]],
  [/\b(lintels?)\b/, ["catnic", "ig"]],
  [/\b(blocks?|aircrete)\b/, ["thermalite", "celcon"]],
  [/\b(membrane|dpm|dpc|polythene|sheeting)\b/, ["visqueen"]],
  [/\b(sealants?|silicone|adhesives?|grab)\b/, ["unibond", "sikaflex", "evostik"]],
  [/\b(paint|emulsion|gloss|undercoat)\b/, ["dulux", "crown"]],
  [/\b(stain|preserver|treatment|wood ?care|oil)\b/, ["ronseal", "cuprinol"]],
  [/\b(pipe|fittings?|elbows?|tees?|push ?fit|connectors?)\b/, ["speedfit", "hep2o"]],
  [/\b(screws?)\b/, ["spax", "turbo"]],
  [/\b(tape)\b/, ["gorilla", "duck"]],
  [/\b(grout|tile adhesive)\b/, ["mapei", "bal"]],
  [/\b(paving|slabs?|flags?)\b/, ["marshalls"]],
  [/\b(roof tiles?|slates?|ridge)\b/, ["marley", "redland"]],
  [/\b(gutter|guttering|downpipe|drainage|drain)\b/, ["floplast", "osma"]],
  [/\b(knife|blades?)\b/, ["stanley"]],
  [/\b(pva|glue|wood glue)\b/, ["evostik", "unibond"]],
  [/\b(hangers?|straps?|brackets?)\b/, ["simpson"]],
];

/** Slang and shop prefixes said before a kind ("flexi", "mini", "super"): no title prints them. */
const SLANG_PREFIXES = ["flexi", "mini", "super", "multi", "quick", "easy", "speedy", "jumbo", "handy", "mega"];

/** Kinds sold in shapes named by a letter ("y junction", "t piece", "l bracket", "u channel", "h section"). */
const SHAPED_KINDS =
  /\b(junctions?|branch|bends?|pieces?|brackets?|channels?|sections?|profiles?|beads?|trims?|straps?|hooks?|bolts?|angles?|joints?|connectors?|tees?|plates?)\b/;
const SHAPE_LETTERS = ["y", "t", "l", "u", "h", "z", "d", "j"];

/** Materials said before the kind, per group (a paste as "acrylic", a fixing as "galvanised"). */
const MATERIALS: readonly GroupWords[] = [
  [/\b(fillers?|sealants?|caulk|paint|primer|adhesives?)\b/, ["acrylic", "water based", "polymer"]],
  [/\b(pipe|gutter|guttering|downpipe|waste|drain|fittings?|elbows?|bends?|junctions?)\b/, ["plastic", "pvc", "upvc"]],
  [
    /\b(brackets?|hangers?|straps?|nails?|screws?|bolts?|ties?|hinges?|plates?)\b/,
    ["galvanised", "steel", "stainless"],
  ],
  [/\b(boards?|sheets?|panels?|posts?|rails?|battens?|decking)\b/, ["timber", "wooden", "softwood"]],
  [/\b(tiles?|slabs?|paving|blocks?|kerbs?|edging)\b/, ["concrete", "stone", "clay"]],
];

/** A container said after the kind: pastes and liquids come in tubes and tins, dry goods in sacks and tubs. */
const CONTAINERS: readonly GroupWords[] = [
  [/\b(fillers?|sealants?|caulk|silicone|adhesives?|glue|foam|mastic|grab)\b/, ["tube", "cartridge", "tub"]],
  [/\b(paint|emulsion|gloss|primer|stain|preserver|treatment|oil|varnish|undercoat)\b/, ["tin", "can", "tub"]],
  [
    /\b(grout|plaster|mortar|render|screed|lime|cement|sand|gravel|ballast|chippings|aggregate)\b/,
    ["sack", "tub", "bucket"],
  ],
  [/\b(cleaner|remover|bleach|spirit|wash)\b/, ["bottle", "can", "spray"]],
];

/** A size word: sheet goods by the half or full sheet, lengths by the full or short length, the rest small or large. */
const SIZE_WORDS: readonly GroupWords[] = [
  [
    /\b(plasterboards?|boards?|sheets?|plywood|ply|osb|mdf|chipboard|hardboard|drywall)\b/,
    ["half size", "half sheet", "full sheet", "full size"],
  ],
  [
    /\b(timber|pipe|battens?|skirting|architrave|gutter|guttering|downpipe|rails?|posts?|lengths?|joists?|studs?)\b/,
    ["full length", "short length", "half length", "long length"],
  ],
];
const OTHER_SIZE_WORDS = ["small size", "large size", "standard size", "mini", "trade size"];

/** Pack adjectives said in pairs or as one run word: how a mix or a cut good comes from the yard. */
const PACK_PAIRS: readonly GroupWords[] = [
  [
    /\b(mortar|concrete|plaster|render|screed|grout|adhesive|filler|postcrete|mix)\b/,
    ["premixed bagged", "ready mixed", "pre mixed", "bagged up", "ready to use"],
  ],
  [
    /\b(boards?|sheets?|timber|battens?|plywood|osb|mdf|posts?|rails?)\b/,
    ["pre cut", "precut", "cut to size", "machined"],
  ],
];
const OTHER_PACK_PAIRS = ["boxed", "pre packed", "prepacked", "bagged", "loose packed"];

/** "… instead of …": the thing the buyer will not use or the job they skip, none of them the query's own words. */
const INSTEAD_OF = [
  "instead of screws",
  "instead of nails",
  "instead of cement",
  "instead of skimming",
  "instead of the old one",
  "instead of timber",
  "instead of plastering",
  "instead of painting",
  "instead of concrete",
  "instead of glue",
];

const pick = <T>(list: readonly T[], h: number): T => list[h % list.length]!;

function groupWord(q: string, table: readonly GroupWords[], h: number): string | null {
  const fits = table.filter(([re]) => re.test(q)).flatMap(([, words]) => words);
  return fits.length > 0 ? pick(fits, h) : null;
}

/**
 * The query with one habit's words, or null when it does not fit the query's group. `other` is another kind of the
 * same catalogue (a title cut to its kind words), the second kind "and" joins.
 */
export function addExtraHabit(q: string, habit: ExtraHabit, other: string | null): string | null {
  const h = hash(`${habit}:${q}`);
  const lower = q.toLowerCase();
  const words = lower.split(/\s+/);
  switch (habit) {
    case "brand-generic": {
      const brand = groupWord(lower, BRAND_AS_KIND, h);
      return brand && !lower.includes(brand) ? `${brand} ${q}` : null;
    }
    case "slang-prefix":
      return `${pick(SLANG_PREFIXES, h)} ${q}`;
    case "shape-letter": {
      const match = SHAPED_KINDS.exec(lower);
      if (!match) return null;
      return `${lower.slice(0, match.index)}${pick(SHAPE_LETTERS, h)} ${lower.slice(match.index)}`;
    }
    case "material": {
      const material = groupWord(lower, MATERIALS, h);
      if (!material || words.includes(material.split(" ")[0]!)) return null;
      // First, as a buyer says it ("galvanised joist hanger"): between a compound's words it would split the kind.
      return `${material} ${q}`;
    }
    case "container": {
      const container = groupWord(lower, CONTAINERS, h);
      return container && !words.includes(container) ? `${q} ${container}` : null;
    }
    case "size-word":
      return `${q} ${groupWord(lower, SIZE_WORDS, h) ?? pick(OTHER_SIZE_WORDS, h)}`;
    case "pack-pair":
      return `${groupWord(lower, PACK_PAIRS, h) ?? pick(OTHER_PACK_PAIRS, h)} ${q}`;
    case "instead-of": {
      const free = INSTEAD_OF.filter((p) => !words.includes(p.split(" ").at(-1)!));
      return `${q} ${pick(free, h)}`;
    }
    case "and-kind": {
      if (!other || words.length > 5) return null;
      const head = other.split(" ").at(-1)!;
      return words.includes(head) ? null : `${q} and ${head}`;
    }
  }
}
