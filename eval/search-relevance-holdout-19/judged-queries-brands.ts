/**
 * Brands: one invented brand alone (28, some in capitals or with "products", "stockists", "near me", "trade" or a
 * shopping word), a brand with its category word (9), or a range name alone (8). A brand or range alone gives every
 * product of it 3; with a category word, the products of that category 3 and the brand's others 1.
 */
import * as G from "./judged-query-kit.ts";
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

const B = "brand";
const all = (brand: string) => [3, brandKeys(brand)] as [3, RegExp];

export const BRANDS: readonly JudgedQuery[] = [
  q("rudston", B, all("Rudston")),
  q("Langtoft", B, all("Langtoft")),
  q("carnaby products", B, all("Carnaby")),
  q("WHARRAM", B, all("Wharram")),
  q("wharram bricks stockists", B, all("Wharram")),
  q("bempton", B, all("Bempton")),
  q("harpham", B, all("Harpham")),
  q("hovingham paving near me", B, all("Hovingham")),
  q("Millington", B, all("Millington")),
  q("millington timber trade", B, all("Millington")),
  q("kirkham", B, all("Kirkham")),
  q("Welburn", B, all("Welburn")),
  q("crayke", B, all("Crayke")),
  q("OULSTON", B, all("Oulston")),
  q("pockley", B, all("Pockley")),
  q("wombleton", B, all("Wombleton")),
  q("sinnington", B, all("Sinnington")),
  q("Brawby", B, all("Brawby")),
  q("habton", B, all("Habton")),
  q("ryton", B, all("Ryton")),
  q("scalby", B, all("Scalby")),
  q("Cloughton", B, all("Cloughton")),
  q("burniston", B, all("Burniston")),
  q("silpho", B, all("Silpho")),
  q("HACKNESS", B, all("Hackness")),
  q("buy hackness paint", B, all("Hackness")),
  q("lockton", B, all("Lockton")),
  q("cheap lockton", B, all("Lockton")),
  q("rudston cement", B, [3, G.CEMENTS], [2, G.MIXES], [1, /^cement-rudston-/]),
  q("carnaby sand", B, [3, /^agg-carnaby-(?:building|sharp|kiln-dried|play)-sand-/], [1, G.BAGGED]),
  q("wharram brick", B, [3, G.FACING]),
  q("bempton blocks", B, [3, G.BLOCKS], [1, "block-bempton-padstone-440"]),
  q("crayke ply", B, [3, G.PLY], [1, /^sheet-crayke-/]),
  q("oulston plaster", B, [3, G.PLASTERS], [2, /^plaster-oulston-/], [1, /^board-oulston-/]),
  q("scalby nails", B, [3, G.NAILS], [1, G.SCREWS]),
  q("burniston sealant", B, [3, G.SEALANTS], [1, G.FOAM]),
  q("hackness gloss", B, [3, /^paint-hackness-gloss-/], [2, G.WOODWORK_PAINT], [1, /^paint-hackness-/]),
  q("sledmere", B, [3, G.SLEDMERE]),
  q("Duggleby", B, [3, "brick-wharram-duggleby-blue-500"]),
  q("speeton", B, [3, /^block-bempton-speeton-/]),
  q("ganthorpe", B, [3, G.PORCELAIN]),
  q("westow", B, [3, G.COMPOSITE]),
  q("yearsley", B, [3, G.PLASTERS]),
  q("Fadmoor", B, [3, G.PIR]),
  q("troutsdale", B, [3, /^paint-hackness-troutsdale-/]),
];
