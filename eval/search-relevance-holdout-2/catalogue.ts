/** The whole evaluator catalogue, in the order the feeds list it. */
import type { Product } from "./catalogue-types.ts";
import { DRY } from "./catalogue-dry.ts";
import { HEAVY } from "./catalogue-heavy.ts";
import { TIMBER } from "./catalogue-timber.ts";

export const CATALOGUE: readonly Product[] = [...HEAVY, ...TIMBER, ...DRY];
