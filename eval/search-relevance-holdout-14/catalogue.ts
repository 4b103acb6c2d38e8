/** Held-out set 14's whole catalogue, in the order the feeds list it. */
import { FINISH } from "./catalogue-finish.ts";
import { HEAVY } from "./catalogue-heavy.ts";
import { INSULATION } from "./catalogue-insulation.ts";
import { INTERIOR } from "./catalogue-interior.ts";
import { JOINERY } from "./catalogue-joinery.ts";
import { MASONRY } from "./catalogue-masonry.ts";
import { PAINT } from "./catalogue-paint.ts";
import { PLUMBING } from "./catalogue-plumbing.ts";
import { SERVICES } from "./catalogue-services.ts";
import { TIMBER } from "./catalogue-timber.ts";
import type { Product } from "./catalogue-types.ts";

export const CATALOGUE: readonly Product[] = [
  ...HEAVY,
  ...MASONRY,
  ...TIMBER,
  ...JOINERY,
  ...INTERIOR,
  ...INSULATION,
  ...SERVICES,
  ...PLUMBING,
  ...FINISH,
  ...PAINT,
];
