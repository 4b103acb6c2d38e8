/** Held-out set 5's whole catalogue: every real-world product the five merchants' feeds describe. */
import { BOARDS } from "./catalogue-boards.ts";
import { FINISHING } from "./catalogue-finishing.ts";
import { HEAVY } from "./catalogue-heavy.ts";
import { MASONRY } from "./catalogue-masonry.ts";
import { ROOFING } from "./catalogue-roofing.ts";
import { SUNDRIES } from "./catalogue-sundries.ts";
import { TIMBER } from "./catalogue-timber.ts";
import type { Product } from "./catalogue-types.ts";

// Order matters only for feed item ids (each merchant numbers its rows in catalogue order).
export const CATALOGUE: readonly Product[] = [
  ...HEAVY,
  ...MASONRY,
  ...TIMBER,
  ...BOARDS,
  ...ROOFING,
  ...SUNDRIES,
  ...FINISHING,
];
