/** Held-out set 4: the whole catalogue, one entry per real-world product. */
import { AGGREGATE, CEMENT, MASONRY, PLASTER } from "./catalogue-heavy.ts";
import { INSULATION, PLASTERBOARD, ROOFING } from "./catalogue-boards.ts";
import { ADHESIVE, DRAINAGE, FIXINGS, SKIRTING, TOOLS } from "./catalogue-sundries.ts";
import { SHEET, TIMBER } from "./catalogue-timber.ts";
import type { Product } from "./catalogue-types.ts";

export const CATALOGUE: readonly Product[] = [
  ...CEMENT,
  ...AGGREGATE,
  ...TIMBER,
  ...SHEET,
  ...PLASTERBOARD,
  ...PLASTER,
  ...MASONRY,
  ...INSULATION,
  ...ROOFING,
  ...DRAINAGE,
  ...FIXINGS,
  ...SKIRTING,
  ...ADHESIVE,
  ...TOOLS,
];
