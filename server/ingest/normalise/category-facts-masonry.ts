/**
 * Bricks and blocks: identity is size plus type, class or strength, make and finish.
 * All sizes are a sorted mm triple, with the standard coursing defaults filled in.
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
  BRICK_CLASSES,
  BRICK_FINISHES,
  BRICK_MAKES,
  BRICK_MATERIALS,
  BRICK_PERFORATION,
  BRICK_TYPES,
  DEFAULT_BLOCK_STRENGTH_N,
  HOLLOW,
  firstTerm,
  term,
} from "./product-lines.ts";
import { rangeWords } from "./range-words.ts";

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
