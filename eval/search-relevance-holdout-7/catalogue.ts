/** Held-out set 7's whole catalogue, in a fixed order (the feeds' row order and item ids follow it). */
import type { Product } from "./catalogue-types.ts";
import { BOARDS } from "./catalogue-boards.ts";
import { DRAINAGE } from "./catalogue-drainage.ts";
import { FIXINGS } from "./catalogue-fixings.ts";
import { MASONRY } from "./catalogue-masonry.ts";
import { MIXES } from "./catalogue-mixes.ts";
import { ROOFING } from "./catalogue-roofing.ts";
import { SHEET } from "./catalogue-sheet.ts";
import { SUNDRIES } from "./catalogue-sundries.ts";
import { TIMBER } from "./catalogue-timber.ts";

export const CATALOGUE: readonly Product[] = [
  ...MIXES,
  ...MASONRY,
  ...TIMBER,
  ...SHEET,
  ...BOARDS,
  ...ROOFING,
  ...DRAINAGE,
  ...FIXINGS,
  ...SUNDRIES,
];
