/** Held-out set 6's whole catalogue, in a fixed order (feed rows follow it). */
import { HEAVY } from "./catalogue-heavy.ts";
import { INTERIOR } from "./catalogue-interior.ts";
import { SUNDRIES } from "./catalogue-sundries.ts";
import { TIMBER } from "./catalogue-timber.ts";
import type { Product } from "./catalogue-types.ts";

export const CATALOGUE: readonly Product[] = [...HEAVY, ...TIMBER, ...INTERIOR, ...SUNDRIES];
