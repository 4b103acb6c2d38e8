/** Held-out set 9: one invented brand alone, with its category word, or a range name. */
import { brandKeys, q, type JudgedQuery, type Tier } from "./judged-query-kit.ts";

const B = "brand";

/** A brand alone: every product of the brand is what was asked. */
const brand = (name: string): JudgedQuery => q(name, B, [3, brandKeys(name)]);

/** A brand with a category word: that brand's products of the category, then the rest of the brand. */
const brandAnd = (text: string, name: string, own: RegExp, ...more: Tier[]): JudgedQuery =>
  q(text, B, [3, own], [1, brandKeys(name)], ...more);

export const BRANDS: readonly JudgedQuery[] = [
  ...[
    "castrel",
    "halvergate",
    "stonebarrow",
    "ashlowe",
    "tarnby",
    "aerolith",
    "birchmoor",
    "decklane",
    "duratrim",
    "orbisheet",
    "ossington",
    "mardale",
    "gypston",
    "plastrel",
    "woolmere",
    "polarion",
    "rydale",
    "capshield",
    "brookflow",
    "rainhale",
    "torqwell",
    "fixlock",
    "nailwick",
    "caulkson",
    "bondara",
    "coverwell",
    "lumbrook",
    "cobbleton",
    "copperlea",
    "flowjoint",
  ].map(brand),
  brandAnd("castrel cement", "castrel", /^cement-castrel-(?:opc|extra-rapid)/),
  brandAnd("gypston plasterboard", "gypston", /^board-gypston-/, [2, "board-gen-te-12-5"]),
  brandAnd("birchmoor timber", "birchmoor", /^timber-birchmoor-/),
  brandAnd("lumbrook paint", "lumbrook", /^paint-lumbrook-(?:masonry|gloss|satin|undercoat|wood-primer|floor)/),
  brandAnd("torqwell screws", "torqwell", /^fix-torqwell-/),
  brandAnd("caulkson silicone", "caulkson", /^seal-caulkson-sanitary-/),
  brandAnd("stonebarrow chippings", "stonebarrow", /^agg-stonebarrow-(?:flint|slate)-chips$/),
  q("fairholm roof tiles", B, [3, /^roof-rydale-fairholm-/], [1, "roof-rydale-plain-red"]),
  q("thermaroll", B, [3, /^insul-woolmere-loft-/]),
  q("wetguard", B, [3, "board-gypston-wetguard-12-5"]),
  q("flameline", B, [3, /^board-gypston-flameline-/]),
  q("levelfast", B, [3, "cement-castrel-levelfast"]),
  q("hushline", B, [3, "board-gypston-hushline-15"]),
];
