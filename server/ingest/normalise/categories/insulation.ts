/**
 * Insulation: the maker's range code or named roll (Kingspan TP10, Loft Roll 44) or else the material,
 * roll or board, and the thickness (rolls) or full size (boards). A maker's product.
 */
import { collectDims, formatMm } from "../dimensions.ts";
import { type FactContext, dimsFacts, dimsKey, packFacts, packSlot } from "../fact-context.ts";
import { firstTerm } from "../term-tables.ts";
import { INSULATION_TYPES, ROLL_WORDS } from "../product-lines-named.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";

/** Insulation range codes: Kingspan TP10/K108, Celotex GA4100, Rockwool RWA45. */
const MODEL_CODE_RE = / ((?!bs|en|iso)[a-z]{1,4}\d{2,4}) /;
/** Celotex encodes thickness in the code (GA4100 = GA4000 range, 100 mm); the range is the identity. */
const CELOTEX_SERIES_RE = /^(ga|xr|cw|tb|fr|cg|pl|tuff)([45])\d{3}$/;
const NAMED_ROLL_RE = / (loft roll|dritherm|frametherm|spacesaver) (\d\d) /;
const CODE_FAMILIES: Array<[RegExp, string]> = [
  [/^(tp|tw|tf|tr|tt|k)\d+$/, "kingspan"],
  [CELOTEX_SERIES_RE, "celotex"],
];

function insulationFacts(ctx: FactContext): BuiltFacts {
  const rawCode = MODEL_CODE_RE.exec(ctx.text)?.[1] ?? null;
  const code = rawCode?.replace(CELOTEX_SERIES_RE, "$1$2000") ?? null;
  const named = NAMED_ROLL_RE.exec(ctx.text);
  const namedLine = named ? `${named[1]!.replace(" ", "-")}-${named[2]}` : null;
  const type = firstTerm(ctx.text, INSULATION_TYPES)?.value ?? null;
  const line = code ?? namedLine ?? type;
  const roll = !!namedLine || !!firstTerm(ctx.text, ROLL_WORDS);
  const all = collectDims(ctx.parsed, "insulation", false);
  // Rolls and slabs are identified by thickness; their length/area follows from the range.
  const dims = roll ? all.slice(0, 1) : all;
  const lineFamily = code ? CODE_FAMILIES.find(([re]) => re.test(code))?.[1] : undefined;
  return {
    slots: [
      ["line", line],
      ["form", roll ? "roll" : "board"],
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(line ? { line } : {}),
      form: roll ? "roll/slab" : "board",
      ...(roll && dims[0] ? { thickness: `${formatMm(dims[0])} mm` } : dimsFacts(dims)),
      ...(ctx.parsed.areasM2[0] ? { area: `${ctx.parsed.areasM2[0]} m²` } : {}),
      ...packFacts(ctx.parsed),
    },
    specific: !!line && (roll ? dims.length === 1 : dims.length === 3),
    lineFamily,
    line,
  };
}

export const insulationProfile: CategoryProfile = {
  vocabulary: [
    ["insulation", 5],
    ["pir", 5],
    ["kingspan", 3],
    ["celotex", 4],
    ["loft roll", 7],
    ["partition roll", 7],
    ["acoustic roll", 7],
    ["mineral wool", 6],
    ["eps", 4],
    ["xps", 4],
    ["earthwool", 5],
    ["rockwool", 4],
    ["tp10", 5],
    ["cavity wall batt", 7],
    ["cavity batt", 7],
    ["isover", 4],
    ["recticel", 4],
    ["ecotherm", 4],
    ["xtratherm", 4],
    ["dritherm", 6],
  ],
  // EPS/XPS grades (EN 13163: "EPS70 BOARD") are insulation.
  codeRules: [[/ (?:eps|xps) ?\d{2,3} /, 5]],
  numbersByWeight: false,
  unitPreference: ["m3", "m2", "item"],
  areaFromFace: true,
  lengthFrom: "none",
  brandPolicy: "optional",
  makerDefined: true,
  colourIsIdentity: false,
  flagSlots: [],
  facts: insulationFacts,
};
