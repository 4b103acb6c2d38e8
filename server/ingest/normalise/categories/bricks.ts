/**
 * Bricks: type, class, colour, perforation and, for facing bricks, the maker's range name, make and
 * finish, with the size as a sorted mm triple (standard UK brick dims filled in). Facing bricks are
 * named products of one maker; engineering and common bricks are specs.
 */
import { collectDims, withBrickDefaults } from "../dimensions.ts";
import { type FactContext, colourSlot, dimsFacts, dimsKey, modelWords, packFacts, packSlot } from "../fact-context.ts";
import {
  BRICK_CLASSES,
  BRICK_FINISHES,
  BRICK_MAKES,
  BRICK_MATERIALS,
  BRICK_PERFORATION,
  BRICK_TYPES,
} from "../product-lines-masonry.ts";
import { firstTerm, term } from "../term-tables.ts";
import type { BuiltFacts, CategoryProfile, VocabularyReaders } from "./category-profile.ts";

/**
 * Brick type. "Facing" beats "fletton" and "common": fletton is a clay (Lower Oxford clay) used for London
 * Brick's commons and facings alike, so "Rustic Facing Brick Fletton" is a facing brick. Fletton alone is
 * a common brick unless a range name stands next to the maker ("London Brick Heather Fletton").
 */
function brickType(ctx: FactContext, klass: string | null, { rangeWords }: VocabularyReaders): string {
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

function brickFacts(ctx: FactContext, readers: VocabularyReaders): BuiltFacts {
  const klass = firstTerm(ctx.text, BRICK_CLASSES)?.value ?? null;
  const type = brickType(ctx, klass, readers);
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
    // A facing brick needs its range name ("Heather"), colour range ("Brindle") or how it is made ("Red Multi Stock").
    specific: !!type && (!facing || model.length > 0 || make !== null || colour !== null),
    line: type,
    // Its name is identity: "Heather" and "Brindle" of one maker and size are two bricks (see sameName).
    ...(facing && (model.length || colour)
      ? { attributes: { name: [...model, ...(colour ? [colour] : [])].join("-") } }
      : {}),
  };
}

export const bricksProfile: CategoryProfile = {
  vocabulary: [
    ["brick", 6],
    ["engineering brick", 8],
    ["facing brick", 8],
    ["common brick", 8],
    ["facing", 3],
    // Brick-only manufacturers: their titles often omit the word "brick".
    ["terca", 4],
    ["wienerberger", 3],
    ["ibstock", 3],
    ["michelmersh", 3],
    ["lbc", 4],
    ["london brick", 4],
  ],
  codeRules: [],
  numbersByWeight: false,
  unitPreference: ["item"],
  areaFromFace: false,
  lengthFrom: "none",
  // The kind is the brick type: facing bricks are named products of one maker; engineering and common bricks are specs.
  brandPolicy: (type) => (type === "facing" ? "required" : "excluded"),
  makerDefined: (type) => type === "facing",
  colourIsIdentity: false,
  flagSlots: [],
  facts: brickFacts,
};
