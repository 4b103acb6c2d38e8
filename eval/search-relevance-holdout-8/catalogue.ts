/** Held-out set 8's whole catalogue, in the order the feeds list it. */
import { FIXINGS } from "./catalogue-fixings.ts";
import { HEAVY } from "./catalogue-heavy.ts";
import { INTERIOR } from "./catalogue-interior.ts";
import { ROOF } from "./catalogue-roof.ts";
import { TIMBER } from "./catalogue-timber.ts";
import type { Product } from "./catalogue-types.ts";

export const CATALOGUE: readonly Product[] = [...HEAVY, ...TIMBER, ...INTERIOR, ...ROOF, ...FIXINGS];
