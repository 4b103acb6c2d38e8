/**
 * Held-out set 11: brands — one invented brand alone (every product of that brand 3), with a category word (the
 * brand's products of that kind 3, its others 1), or a range name (the range 3).
 */
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

const B = "brand";
const BRANDS_ALONE = [
  "Kestrum",
  "Chalkwater",
  "Gritmoor",
  "Varleigh",
  "Kilnworth",
  "Pumiset",
  "Terrastep",
  "Sawbury",
  "Deckmoor",
  "Ellerwood",
  "Strandara",
  "Halvercote",
  "Kinderley",
  "Gyplar",
  "Plastova",
  "Hearthwool",
  "Kelvatherm",
  "Slatecroft",
  "Feltara",
  "Flowmarsh",
  "Rainlyne",
  "Joynt",
  "Quicklok",
  "Torqset",
  "Plugmate",
  "Fixtrue",
  "Nailsby",
  "Caulkton",
  "Bondora",
  "Tintwell",
  "Weatherveil",
];

export const BRANDS: readonly JudgedQuery[] = [
  ...BRANDS_ALONE.map((b) => q(b.toLowerCase(), B, [3, brandKeys(b)])),
  q("kestrum mortar", B, [3, /^cement-kestrum-mortar-/], [1, brandKeys("Kestrum")]),
  q("gyplar fire board", B, [3, /^board-gyplar-flamegard-/], [1, brandKeys("Gyplar")]),
  q("sawbury c24", B, [3, /^timber-sawbury-c24-/], [1, brandKeys("Sawbury")]),
  q("halvercote plywood", B, [3, /^sheet-halvercote-/]),
  q(
    "bondora adhesive",
    B,
    [3, /^seal-bondora-(?:grab-adhesive|wall-tile-adhesive|floor-tile-adhesive)$/],
    [1, brandKeys("Bondora")],
  ),
  q("tintwell emulsion", B, [3, /^paint-tintwell-(?:matt|silk|contract)-/], [1, brandKeys("Tintwell")]),
  q("nailsby nails", B, [3, /^fix-nailsby-(?:round|clout|oval)-/], [1, brandKeys("Nailsby")]),
  q(
    "rainlyne guttering",
    B,
    [3, /^drain-rainlyne-gutter-/],
    [2, /^drain-rainlyne-(?:union|outlet|stop-end|bracket)-/],
    [1, brandKeys("Rainlyne")],
  ),
  q("varleigh facing bricks", B, [3, brandKeys("Varleigh")]),
  q("postfast", B, [3, "cement-kestrum-postfast"]),
  q("levelcoat", B, [3, "cement-kestrum-levelcoat"]),
  q("burtree bricks", B, [3, /^brick-varleigh-burtree-/]),
  q("glenshiel", B, [3, "brick-varleigh-glenshiel-buff"]),
  q("treadmark paving", B, [3, /^land-terrastep-treadmark-/]),
  q("woolcrest", B, [3, /^insul-hearthwool-woolcrest-/]),
  q("lapmore tiles", B, [3, /^roof-slatecroft-lapmore-/]),
  q("aquashed", B, [3, "board-gyplar-aquashed-12-5"]),
  q("flamegard", B, [3, /^board-gyplar-flamegard-/]),
  q("hushwall", B, [3, "board-gyplar-hushwall-15"]),
];
