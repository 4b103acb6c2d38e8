import type { IndexedDocument } from "./search-index.ts";

/** Tests only: a visible document with one merchant in stock, no document text, sizes or prices. */
export function indexRow(productId: number): IndexedDocument {
  return {
    productId,
    document: "",
    nameKey: `name ${productId}`,
    sizes: [],
    category: "other",
    lowestPrice: null,
    lowestTotal: null,
    lowestUnitPrice: null,
    unitLabel: null,
    merchantCount: 1,
    inStockCount: 1,
    visible: true,
  };
}
