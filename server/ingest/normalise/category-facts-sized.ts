/**
 * Products whose identity is mostly their size: timber, sheets, plasterboard and
 * skirting/architrave (bricks and blocks: category-facts-masonry.ts). All sizes are a sorted mm triple.
 */
import { collectDims } from "./dimensions.ts";
import { type CategoryFacts, type FactContext, dimsFacts, dimsKey, packFacts, packSlot } from "./fact-context.ts";
import {
  BOARD_TYPES,
  MOISTURE,
  MOULDING_KINDS,
  MOULDING_MATERIALS,
  MOULDING_PROFILES,
  PLY_FACES,
  SHEET_GRADES,
  SHEET_MATERIALS,
  SQUARE_EDGE,
  TIMBER_GRADES,
  TIMBER_LINES,
  TONGUE_GROOVE,
  TREATED,
  UNTREATED_EXPLICIT,
  UNTREATED_IMPLIED,
  allTerms,
  firstTerm,
  term,
} from "./product-lines.ts";
import { PLANED_FINISHES, TIMBER_SPECIES } from "./product-lines-named.ts";

/** Explicit "untreated" beats "treated"; "treated" beats kiln-dried (KD timber is often then treated). */
export function treatmentOf(text: string): "treated" | "untreated" | null {
  if (firstTerm(text, UNTREATED_EXPLICIT)) return "untreated";
  if (firstTerm(text, TREATED)) return "treated";
  if (firstTerm(text, UNTREATED_IMPLIED)) return "untreated";
  return null;
}

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

export function timberFacts(ctx: FactContext): CategoryFacts {
  const line = firstTerm(ctx.text, TIMBER_LINES)?.value ?? "sawn-section";
  const cls = line === "cls";
  // CLS is kiln-dried regularised studwork: untreated and eased-edge unless it says otherwise.
  const treatment = treatmentOf(ctx.text) ?? (cls ? "untreated" : TREATED_BY_DEFAULT.has(line) ? "treated" : null);
  const finish = cls ? "cls" : (firstTerm(ctx.text, PLANED_FINISHES)?.value ?? "sawn");
  const species = firstTerm(ctx.text, TIMBER_SPECIES)?.value ?? null;
  const dims = collectDims(ctx.parsed, "timber", cls);
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
      ...dimsFacts(dims),
      ...packFacts(ctx.parsed),
    },
    brandPolicy: "excluded",
    specific: dims.length === 3,
    line,
  };
}

export function sheetFacts(ctx: FactContext): CategoryFacts {
  const material = firstTerm(ctx.text, SHEET_MATERIALS)?.value ?? null;
  const grade = firstTerm(ctx.text, SHEET_GRADES)?.value ?? (material === "osb" ? "osb3" : null);
  const face = material === "ply" ? (firstTerm(ctx.text, PLY_FACES)?.value ?? null) : null;
  // P5 chipboard is moisture-resistant by specification, whether or not the title says so.
  const moisture = firstTerm(ctx.text, MOISTURE) || grade === "p5" ? "mr" : null;
  const tg = firstTerm(ctx.text, TONGUE_GROOVE) ? "tg" : null;
  const dims = collectDims(ctx.parsed, "sheet-materials", false);
  return {
    slots: [
      ["material", material],
      ["grade", grade],
      ["face", face],
      ["moisture", moisture],
      ["edge", tg],
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(material ? { material } : {}),
      ...(grade ? { grade } : {}),
      ...(face ? { face } : {}),
      ...(moisture ? { moisture: "moisture resistant" } : {}),
      ...(tg ? { edge: "tongue and groove" } : {}),
      ...dimsFacts(dims),
      ...packFacts(ctx.parsed),
    },
    brandPolicy: "excluded",
    specific: !!material && dims.length === 3,
    line: material,
  };
}

/**
 * Edge policy: tapered edge is the default for wallboard-type boards and is what
 * merchants mean when they say nothing, so only an explicit "square edge"/"SE"
 * changes the key. This keeps the key deterministic per offer while still
 * separating the square-edge SKU.
 */
export function plasterboardFacts(ctx: FactContext): CategoryFacts {
  const flags = allTerms(ctx.text, BOARD_TYPES)
    .map((t) => t.value)
    .sort();
  const type = flags.length ? flags.join("+") : "standard";
  const edge = firstTerm(ctx.text, SQUARE_EDGE) ? "square" : "tapered";
  const dims = collectDims(ctx.parsed, "plasterboard", false);
  return {
    slots: [
      ["type", type],
      ["edge", edge],
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: { type, edge: `${edge} edge`, ...dimsFacts(dims), ...packFacts(ctx.parsed) },
    brandPolicy: "required",
    specific: dims.length === 3,
    line: type,
    defaultLine: !flags.length,
    rangeName: flags.length ? type : firstTerm(ctx.text, STANDARD_BOARD) ? "standard" : undefined,
  };
}

/** Words that name the standard board outright: a range of its own for range-name comparison. */
const STANDARD_BOARD = [term("standard", ["wallboard", "standard board", "standard plasterboard"])];

export function mouldingFacts(ctx: FactContext): CategoryFacts {
  const kind = firstTerm(ctx.text, MOULDING_KINDS)?.value ?? null;
  const profile = firstTerm(ctx.text, MOULDING_PROFILES)?.value ?? null;
  const material = firstTerm(ctx.text, MOULDING_MATERIALS)?.value ?? null;
  const species = firstTerm(ctx.text, TIMBER_SPECIES)?.value ?? null;
  const dims = collectDims(ctx.parsed, "skirting-architrave", false);
  return {
    slots: [
      ["kind", kind],
      ["profile", profile],
      ["material", material],
      ...(species ? ([["species", species]] as Array<[string, string | null]>) : []),
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(kind ? { kind } : {}),
      ...(profile ? { profile } : {}),
      ...(material ? { material } : {}),
      ...dimsFacts(dims),
      ...packFacts(ctx.parsed),
    },
    brandPolicy: "excluded",
    specific: !!kind && dims.length === 3,
    line: kind,
  };
}
