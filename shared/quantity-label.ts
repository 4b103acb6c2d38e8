/*
 * Kept apart from shared/projects.ts so that the 'Add to project' button, which is on every product card and the
 * product page, can label its quantity without loading the projects' rules.
 */

function plural(word: string): string {
  return /(s|x|z|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;
}

/**
 * "3 bags", "1 sheet", "2 packs of 10", "4 bulk bags", "12 items": a quantity in a product's selling unit
 * (shared/basket.ts's unitLabel, written singular) for labels and announcements. "each" and no unit read as items.
 */
export function quantityInUnits(quantity: number, unitLabel?: string | null): string {
  const unit = !unitLabel || unitLabel === "each" || unitLabel === "item" ? "item" : unitLabel;
  if (quantity === 1) return `1 ${unit}`;
  // "pack of 10 bags": the pack is what is counted; "bulk bag": the last word is.
  const of = unit.indexOf(" of ");
  const units = of > 0 ? `${plural(unit.slice(0, of))}${unit.slice(of)}` : unit.replace(/(\S+)$/, (w) => plural(w));
  return `${quantity.toLocaleString("en-GB")} ${units}`;
}

/** The unit alone, as it reads after a quantity box holding `quantity`: "bags", "sheet", "packs of 10". */
export function unitAfterQuantity(quantity: number, unitLabel?: string | null): string {
  return quantityInUnits(quantity, unitLabel).replace(/^[\d,]+ /, "");
}
