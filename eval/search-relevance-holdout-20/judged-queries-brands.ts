/**
 * Brands: one invented brand alone (some in capitals or with "products", "stockists", "near me", "trade" or a
 * shopping word), a brand with its category word, or a range name alone. A brand or range alone gives every
 * product of it 3; a brand with a category word gives that category 3 and the brand's other products 1.
 */
import * as K from "./judged-query-kit.ts";
import { brandKeys, type JudgedQuery, q } from "./judged-query-kit.ts";

const B = "brand" as const;
const all = (text: string, brand: string): JudgedQuery => q(text, B, [3, brandKeys(brand)]);

export const BRANDS: readonly JudgedQuery[] = [
  all("minsterley", "Minsterley"),
  all("Lydham", "Lydham"),
  all("snailbeach", "Snailbeach"),
  all("BROMLOW", "Bromlow"),
  all("chirbury", "Chirbury"),
  all("priestweston", "Priestweston"),
  all("Asterton", "Asterton"),
  all("habberley", "Habberley"),
  all("hemford", "Hemford"),
  all("edgton", "Edgton"),
  all("Wentnor", "Wentnor"),
  all("plealey", "Plealey"),
  all("onibury", "Onibury"),
  all("munslow", "Munslow"),
  all("Clungunford", "Clungunford"),
  all("bedstone", "Bedstone"),
  all("purslow", "Purslow"),
  all("clunton", "Clunton"),
  all("HOBARRIS", "Hobarris"),
  all("obley", "Obley"),
  all("skyborry", "Skyborry"),
  all("Selley", "Selley"),
  all("adforton", "Adforton"),
  all("leinthall", "Leinthall"),
  all("minsterley products", "Minsterley"),
  all("wentnor stockists", "Wentnor"),
  all("skyborry near me", "Skyborry"),
  all("adforton trade", "Adforton"),
  q("minsterley cement", B, [3, K.CEMENTS], [2, K.MIXES, K.FLOOR_MIXES], [1, /^cement-minsterley-/]),
  q("snailbeach aggregates", B, [3, K.BAGGED]),
  q("wentnor plywood", B, [3, K.PLY], [1, /^sheet-wentnor-/]),
  q("plealey plaster", B, [3, K.PLASTERS], [2, /^plaster-plealey-/], [1, /^board-plealey-/]),
  q("onibury insulation", B, [3, /^insul-onibury-/]),
  q("hobarris screws", B, [3, K.SCREWS], [1, K.NAILS]),
  q("skyborry sealant", B, [3, K.SEALANTS], [1, K.FOAM]),
  q("adforton emulsion", B, [3, K.EMULSION], [1, /^paint-adforton-/]),
  q("leinthall wood treatment", B, [3, K.WOOD_CARE]),
  q("corndon", B, [3, K.CORNDON]),
  q("Rorrington", B, [3, /^block-chirbury-rorrington-/]),
  q("myndtown", B, [3, K.PATIO_PACKS]),
  q("ritton", B, [3, K.PORCELAIN]),
  q("picklescott", B, [3, K.COMPOSITE]),
  q("annscroft", B, [3, K.PLASTERS]),
  q("culmington", B, [3, K.PIR]),
  q("paytoe", B, [3, /^paint-adforton-paytoe-/]),
];
