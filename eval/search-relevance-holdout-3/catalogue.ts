/** The whole held-out catalogue: every real product once; merchants.ts decides how each shop titles it. */
import { BOARDS } from "./catalogue-boards.ts";
import { HEAVY } from "./catalogue-heavy.ts";
import { SUNDRIES } from "./catalogue-sundries.ts";
import { TIMBER } from "./catalogue-timber.ts";
import type { Product } from "./catalogue-types.ts";

export const CATALOGUE: readonly Product[] = [...HEAVY, ...BOARDS, ...TIMBER, ...SUNDRIES];
