/**
 * Vocabulary for bricks and blocks (see product-lines.ts for the ordering rule: first matching term wins, so
 * specific phrases go first).
 */
import { term as t } from "./term-tables.ts";

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
