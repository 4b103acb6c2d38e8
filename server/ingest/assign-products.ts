import type { ProductFacts } from "./normalise/index.ts";

/** Who owns which identity key now: positive ids are stored products, negative ids are products this import creates. */
export interface KeyOwnership {
  byKey: Map<string, number>;
  gtinByProduct: Map<number, string>;
}

export interface Assignment {
  productId: number;
  reason: string;
}

export interface AssignResult {
  assignments: Assignment[];
  /** Index into the input rows of the row that founded each new product, by temporary (negative) id. */
  newProducts: Map<number, number>;
  /** Keys to store: key → product id (temporary ids for new products). */
  newKeys: Map<string, number>;
}

const KIND_LABEL = { gtin: "same GTIN", mpn: "same brand + MPN", attributes: "same attributes" } as const;

/**
 * Puts each offer on a product: the product owning its strongest key wins; a product
 * with a different GTIN never takes an offer by a weaker key (two GTINs are two products).
 * Rows are processed in order, so an offer can join a product created by an earlier row.
 */
export function assignProducts(rows: readonly ProductFacts[], ownership: KeyOwnership): AssignResult {
  const assignments: Assignment[] = [];
  const newProducts = new Map<number, number>();
  const newKeys = new Map<string, number>();
  let nextTemporaryId = -1;

  rows.forEach((facts, rowIndex) => {
    let chosen: Assignment | null = null;
    for (const key of facts.keys) {
      const owner = ownership.byKey.get(key.value);
      if (owner === undefined) continue;
      const ownerGtin = ownership.gtinByProduct.get(owner);
      if (key.kind !== "gtin" && facts.gtin14 && ownerGtin && ownerGtin !== facts.gtin14) continue;
      chosen = { productId: owner, reason: `${KIND_LABEL[key.kind]} ${key.value}` };
      break;
    }
    if (!chosen) {
      const id = nextTemporaryId--;
      newProducts.set(id, rowIndex);
      const described = facts.keys.map((k) => k.value).join(", ") || "no identity keys";
      chosen = { productId: id, reason: `new product (${described})` };
    }
    if (facts.gtin14 && !ownership.gtinByProduct.has(chosen.productId)) {
      ownership.gtinByProduct.set(chosen.productId, facts.gtin14);
    }
    for (const key of facts.keys) {
      if (ownership.byKey.has(key.value)) continue;
      ownership.byKey.set(key.value, chosen.productId);
      newKeys.set(key.value, chosen.productId);
    }
    assignments.push(chosen);
  });

  return { assignments, newProducts, newKeys };
}
