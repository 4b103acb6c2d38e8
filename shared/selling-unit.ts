/**
 * The selling unit: what one quantity of a product buys (a bag, a sheet, a length, a pack of 10…), shown next to
 * the quantity on the project list and in /api/basket's `unitLabel`. It is read from the facts the matcher parsed
 * (`products.facts`, server/ingest/normalise/categories/) and the product's category, never from its name. When
 * neither says what one unit is, the answer is "item": nothing is guessed.
 *
 * Where to extend: a new category or fact that names its selling unit gets a branch here and a test.
 */

/** A pack count the matcher wrote: `pack: "10 pack"` (packFacts) or `count: "10 bags"` (bagCountFacts). */
/** The matcher's pack count ("10 pack"), or null when the facts state none. */
export function packSize(facts: Readonly<Record<string, string>>): number | null {
  const pack = /^(\d+) pack$/.exec(facts.pack ?? "");
  return pack ? Number(pack[1]) : null;
}

function packOf(facts: Readonly<Record<string, string>>): string | null {
  const count = /^(\d+) bags$/.exec(facts.count ?? "");
  if (count && Number(count[1]) > 1) return `pack of ${count[1]} bags`;
  const pack = packSize(facts);
  if (pack !== null && pack > 1) return `pack of ${pack}`;
  return null;
}

/** Bagged goods: bagFacts writes `pack` as "25 kg", "bulk bag 850 kg", "mini bag…" or "handy bag…". */
function bagOf(facts: Readonly<Record<string, string>>): string | null {
  const pack = facts.pack ?? "";
  if (pack.startsWith("bulk bag")) return "bulk bag";
  if (pack.startsWith("mini bag")) return "mini bag";
  if (pack.startsWith("handy bag") || /^\d+(\.\d+)? kg$/.test(pack)) return "bag";
  return null;
}

const BAGGED = new Set(["cement", "concrete-mortar", "sand", "aggregates", "plaster"]);
const BY_CATEGORY: Readonly<Record<string, string>> = {
  plasterboard: "sheet",
  "sheet-materials": "sheet",
  timber: "length",
  "skirting-architrave": "length",
  bricks: "brick",
  blocks: "block",
};

export function sellingUnitLabel(category: string, facts: Readonly<Record<string, string>>): string {
  const pack = packOf(facts);
  if (pack) return pack;
  if (BAGGED.has(category)) return bagOf(facts) ?? "item";
  if (category === "insulation") {
    // insulationFacts writes form "board" or "roll/slab": a slab is sold by the pack, a roll by the roll.
    if (facts.form === "board") return "board";
    if (facts.form === "roll/slab") return "roll or slab pack";
    return "item";
  }
  return BY_CATEGORY[category] ?? "item";
}
