/**
 * Held-out set 12: brands — one invented brand alone (every product of that brand 3), with a category word (the
 * brand's products of that kind 3, its others 1), or a range name (the range 3).
 */
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

const B = "brand";
const BRANDS_ALONE = [
  "Morvane",
  "limeholt",
  "Quarrow",
  "Brickmere",
  "blockhurst",
  "Kilnhay",
  "Pavecroft",
  "northrip",
  "Deckwell",
  "Trimhurst",
  "plyvance",
  "Cobbleford",
  "Drylinx",
  "finora",
  "Loftura",
  "Heatvault",
  "tilecrest",
  "Roofhide",
  "Soakwell",
  "rainmoor",
  "Brasslok",
  "Swiftjoin",
  "Drivetite",
  "wallgrip",
  "Nailcraft",
  "Sealcroft",
  "Tackmore",
  "colourmere",
  "Stormcoat",
];

export const BRANDS: readonly JudgedQuery[] = [
  ...BRANDS_ALONE.map((b) => q(b, B, [3, brandKeys(b)])),
  q("morvane mortar", B, [3, /^cement-morvane-mortar-/], [1, brandKeys("morvane")]),
  q(
    "quarrow gravel",
    B,
    [3, /^agg-quarrow-(?:pea-gravel|granite-chippings|slate-blue|cobbles)$/],
    [1, brandKeys("quarrow")],
  ),
  q("northrip cls", B, [3, /^timber-northrip-cls-/], [1, brandKeys("northrip")]),
  q("plyvance ply", B, [3, /^sheet-plyvance-[a-z]+-ply-/], [1, brandKeys("plyvance")]),
  q("drylinx boards", B, [3, brandKeys("drylinx")]),
  q("sealcroft silicone", B, [3, /^seal-sealcroft-silicone-/], [1, brandKeys("sealcroft")]),
  q("drivetite decking screws", B, [3, "fix-drivetite-deck-4-5x60"], [1, brandKeys("drivetite")]),
  q("stormcoat masonry", B, [3, /^paint-stormcoat-masonry-/], [1, brandKeys("stormcoat")]),
  q("Kelmarsh", B, [3, /^brick-brickmere-kelmarsh-/]),
  q("tollesby", B, [3, "brick-brickmere-tollesby-buff"]),
  q("Wragby", B, [3, "brick-brickmere-wragby-yellow"]),
  q("setright", B, [3, "cement-morvane-setright"]),
  q("Flowflat", B, [3, "cement-morvane-flowflat"]),
  q("loftura loft roll", B, [3, /^insul-loftura-roll-/], [1, brandKeys("loftura")]),
  q("colourmere gloss", B, [3, "paint-colourmere-gloss-white"], [1, brandKeys("colourmere")]),
  q("stanage", B, [3, /^roof-tilecrest-stanage-/]),
];
