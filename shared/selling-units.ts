/*
 * Kept apart from shared/projects.ts so that the 'Add to project' button, which is on every product card and the
 * product page, can label its quantity without loading the projects' rules (those load on the first press).
 */
/**
 * "3 bags", "1 sheet", "12 items": a quantity in a product's selling unit for labels and announcements. Units are
 * stored singular (shared/basket.ts's unitLabel); "each" and an unknown unit read as items.
 */
export function quantityInUnits(quantity: number, unitLabel?: string | null): string {
  const unit = !unitLabel || unitLabel === "each" || unitLabel === "item" ? "item" : unitLabel;
  if (quantity === 1) return `1 ${unit}`;
  const plural = /(s|x|z|ch|sh)$/.test(unit) ? `${unit}es` : `${unit}s`;
  return `${quantity.toLocaleString("en-GB")} ${plural}`;
}
