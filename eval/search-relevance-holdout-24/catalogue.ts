/** Held-out set 24's whole catalogue, in the order the feeds list it. */
import type { Product } from "./catalogue-types.ts";
import { FINISH } from "./catalogue-finish.ts";
import { HEAVY } from "./catalogue-heavy.ts";
import { INTERIOR } from "./catalogue-interior.ts";
import { SERVICES } from "./catalogue-services.ts";
import { TIMBER } from "./catalogue-timber.ts";

export const CATALOGUE: readonly Product[] = [...HEAVY, ...TIMBER, ...INTERIOR, ...SERVICES, ...FINISH];
