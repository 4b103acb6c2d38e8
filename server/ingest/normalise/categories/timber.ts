/**
 * Timber: a line (sawn section, CLS, post, decking), grade, treatment, finish and species, and the
 * section's size as a sorted mm triple. A commodity.
 */
import { collectDims } from "../dimensions.ts";
import { type FactContext, dimsFacts, dimsKey, packFacts, packSlot } from "../fact-context.ts";
import { TIMBER_GRADES, TIMBER_LINES } from "../product-lines.ts";
import { firstTerm } from "../term-tables.ts";
import { PLANED_FINISHES, TIMBER_SPECIES } from "../product-lines-named.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";
import { nominalSection } from "./nominal-section.ts";
import { treatmentOf } from "./shared-treatment.ts";

/**
 * Default grade policy: an ungraded sawn structural section (≥35 mm thick, ≥63 mm
 * wide) or CLS is sold as C16 in the UK; C24 is a premium that merchants always
 * state. Battens, posts and planed timber are not strength graded, so no default.
 */
function defaultGrade(line: string, finish: string, dims: number[]): string | null {
  if (line !== "sawn-section" && line !== "cls") return null;
  if (finish === "planed" || finish === "pse" || dims.length !== 3) return null;
  return dims[0]! >= 35 && dims[1]! >= 63 ? "C16" : null;
}

/** Softwood fencing and decking is only sold pressure treated in the UK; merchants often leave the word out. */
const TREATED_BY_DEFAULT = new Set(["fence-post", "decking", "featheredge", "gravel-board", "fence-rail"]);

function timberFacts(ctx: FactContext): BuiltFacts {
  const line = firstTerm(ctx.text, TIMBER_LINES)?.value ?? "sawn-section";
  const cls = line === "cls";
  // CLS is kiln-dried regularised studwork: untreated and eased-edge unless it says otherwise.
  const treatment = treatmentOf(ctx.text) ?? (cls ? "untreated" : TREATED_BY_DEFAULT.has(line) ? "treated" : null);
  const finish = cls ? "cls" : (firstTerm(ctx.text, PLANED_FINISHES)?.value ?? "sawn");
  const species = firstTerm(ctx.text, TIMBER_SPECIES)?.value ?? null;
  const planed = finish === "planed";
  const measured = collectDims(ctx.parsed, "timber", cls);
  // Keys compare nominal sections; the facts shown say what the merchant wrote.
  const dims = planed ? nominalSection(measured) : measured;
  // Treated timber is dyed green or brown by its preservative: two products, though most titles say neither.
  const dye = treatment === "treated" ? (["green", "brown"].find((c) => ctx.text.includes(` ${c} `)) ?? null) : null;
  const stated = firstTerm(ctx.text, TIMBER_GRADES)?.value ?? null;
  const grade = stated ?? defaultGrade(line, finish, dims);
  return {
    slots: [
      ["line", line],
      ["grade", grade],
      ["treatment", treatment],
      ["finish", finish],
      // Only when named: keys of unnamed (softwood) timber keep their shape.
      ...(species ? ([["species", species]] as Array<[string, string | null]>) : []),
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      line,
      ...(species ? { species } : {}),
      ...(grade ? { grade: stated ? grade : `${grade} (assumed)` } : {}),
      ...(treatment ? { treatment } : {}),
      finish,
      ...dimsFacts(measured),
      ...packFacts(ctx.parsed),
    },
    ...(dye ? { attributes: { colour: dye } } : {}),
    specific: dims.length === 3,
    line,
  };
}

export const timberProfile: CategoryProfile = {
  vocabulary: [
    ["timber", 3],
    ["cls", 6],
    ["c16", 4],
    ["c24", 4],
    ["sawn", 3],
    ["pse", 5],
    ["par", 3],
    ["planed", 3],
    ["batten", 4],
    ["carcassing", 5],
    ["joist", 4],
    ["studwork", 5],
    ["fence post", 5],
    ["post", 1],
    ["decking", 5],
    // Not aggregates: a gravel board is the treated plank under a fence panel.
    ["gravel board", 9],
    ["deck board", 5],
    ["sleeper", 4],
    ["featheredge", 5],
    ["treated", 1],
    ["tanalised", 2],
    ["kiln dried", 1],
    ["white wood", 2],
    ["redwood", 2],
    ["regularised", 2],
  ],
  codeRules: [],
  numbersByWeight: false,
  // Per m³ when a volume is stated, else per metre: a 2.4 m and a 4.8 m length of one section compare.
  unitPreference: ["m3", "m", "item"],
  areaFromFace: false,
  lengthFrom: "section",
  brandPolicy: "excluded",
  makerDefined: false,
  colourIsIdentity: false,
  flagSlots: [],
  facts: timberFacts,
};
