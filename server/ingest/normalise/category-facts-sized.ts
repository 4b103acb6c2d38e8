/**
 * Products whose identity is mostly their size: timber, sheets, plasterboard,
 * bricks, blocks, skirting/architrave. All sizes are a sorted mm triple.
 */
import { collectDims, formatMm, withBlockDefaults, withBrickDefaults } from "./dimensions.ts";
import {
  type CategoryFacts,
  type FactContext,
  colourSlot,
  dimsFacts,
  dimsKey,
  modelWords,
  packFacts,
  packSlot,
} from "./fact-context.ts";
import {
  BLOCK_STRENGTH_ALIASES,
  BLOCK_STRENGTH_LINES,
  BLOCK_TYPES,
  BOARD_TYPES,
  BRICK_CLASSES,
  BRICK_FINISHES,
  BRICK_MAKES,
  BRICK_MATERIALS,
  BRICK_PERFORATION,
  BRICK_TYPES,
  DEFAULT_BLOCK_STRENGTH_N,
  HOLLOW,
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
import { rangeWords } from "./range-words.ts";

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

/**
 * Brick type. "Facing" beats "fletton" and "common": fletton is a clay (Lower Oxford clay) used for London
 * Brick's commons and facings alike, so "Rustic Facing Brick Fletton" is a facing brick. Fletton alone is
 * a common brick unless a range name stands next to the maker ("London Brick Heather Fletton").
 */
function brickType(ctx: FactContext, klass: string | null): string {
  const stated = firstTerm(ctx.text, BRICK_TYPES)?.value;
  if (stated === "common" && firstTerm(ctx.text, FACING_WORDS)) return "facing";
  // A face finish ("London Brick Rustic Fletton") names a facing brick as much as a range word does.
  if (
    stated === "common" &&
    !firstTerm(ctx.text, COMMON_WORDS) &&
    (rangeWords(ctx).length || firstTerm(ctx.text, BRICK_FINISHES))
  )
    return "facing";
  // Engineering and common bricks are always sold under those words; an unqualified
  // brick ("Terca Oakwood Red Multi 65mm") is a facing brick.
  return stated ?? (klass ? "engineering" : "facing");
}
const FACING_WORDS = [term("facing", ["facing", "face brick"])];
const COMMON_WORDS = [term("common", ["common"])];

export function brickFacts(ctx: FactContext): CategoryFacts {
  const klass = firstTerm(ctx.text, BRICK_CLASSES)?.value ?? null;
  const type = brickType(ctx, klass);
  // Engineering bricks sold without a class are class B (class A is always advertised).
  const brickClass = type === "engineering" ? (klass ?? "B") : null;
  const colour = colourSlot(ctx.text);
  const perforation = firstTerm(ctx.text, BRICK_PERFORATION)?.value ?? "perforated";
  const { dims, defaulted } = withBrickDefaults(collectDims(ctx.parsed, "bricks", false));
  const facing = type === "facing";
  const make = facing ? (firstTerm(ctx.text, BRICK_MAKES)?.value ?? null) : null;
  const finish = facing ? (firstTerm(ctx.text, BRICK_FINISHES)?.value ?? null) : null;
  const model = facing
    ? modelWords(ctx, BRICK_TYPES, BRICK_MAKES, BRICK_CLASSES, BRICK_PERFORATION, BRICK_MATERIALS)
    : [];
  return {
    slots: [
      ["type", type],
      ["class", brickClass],
      ["colour", colour],
      ["perforation", perforation],
      ["model", model.length ? model.join("-") : null],
      ["make", make],
      ...(finish ? ([["finish", finish]] as Array<[string, string | null]>) : []),
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(type ? { type } : {}),
      ...(make ? { make } : {}),
      ...(finish ? { finish } : {}),
      ...(brickClass ? { class: `class ${brickClass}` } : {}),
      ...(colour ? { colour } : {}),
      perforation,
      ...(model.length ? { model: model.join(" ") } : {}),
      ...dimsFacts(dims, ["height", "depth", "length"]),
      ...(defaulted ? { size: "standard UK brick (assumed)" } : {}),
      ...packFacts(ctx.parsed),
    },
    // Facing bricks are named products of one maker; engineering and common bricks are specs.
    brandPolicy: facing ? "required" : "excluded",
    // A facing brick needs its range name ("Heather"), colour range ("Brindle") or how it is made ("Red Multi Stock").
    specific: !!type && (!facing || model.length > 0 || make !== null || colour !== null),
    line: type,
    // Its name is identity: "Heather" and "Brindle" of one maker and size are two bricks (see sameName).
    ...(facing && (model.length || colour)
      ? { attributes: { name: [...model, ...(colour ? [colour] : [])].join("-") } }
      : {}),
  };
}

export function blockFacts(ctx: FactContext): CategoryFacts {
  const type = firstTerm(ctx.text, BLOCK_TYPES)?.value ?? "dense";
  const rawN = ctx.parsed.strengthsN[0];
  const lineN = firstTerm(ctx.text, BLOCK_STRENGTH_LINES)?.value;
  const statedN =
    rawN !== undefined
      ? (BLOCK_STRENGTH_ALIASES[String(rawN)] ?? rawN)
      : lineN !== undefined
        ? Number(lineN)
        : undefined;
  const strength = statedN ?? DEFAULT_BLOCK_STRENGTH_N[type] ?? null;
  const hollow = firstTerm(ctx.text, HOLLOW) ? "hollow" : "solid";
  const { dims, defaulted } = withBlockDefaults(collectDims(ctx.parsed, "blocks", false));
  const strengthSlot = strength !== null ? `${formatMm(strength)}n` : null;
  return {
    slots: [
      ["type", type],
      ["strength", strengthSlot],
      ["core", hollow],
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      type,
      ...(strength !== null
        ? { strength: `${formatMm(strength)} N/mm²${statedN === undefined ? " (assumed)" : ""}` }
        : {}),
      core: hollow,
      ...dimsFacts(dims, ["thickness", "height", "length"]),
      ...(defaulted ? { face: "440 x 215 mm (assumed)" } : {}),
      ...packFacts(ctx.parsed),
    },
    // Aircrete blocks differ by maker (thermal/strength data); dense blocks are a spec.
    brandPolicy: type === "aircrete" ? "required" : "excluded",
    specific: dims.length === 3,
    line: type,
  };
}

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
