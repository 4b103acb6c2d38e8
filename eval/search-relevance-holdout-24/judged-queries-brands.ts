/**
 * Brands: one invented brand alone (some in capitals or with "products", "stockists", "near me" or "trade"), a
 * brand with its category word, or a range name alone. A brand alone gives every product of it 3.
 */
import * as G from "./judged-query-kit.ts";
import { brandKeys, kind, type JudgedQuery } from "./judged-query-kit.ts";

const b = kind("brand");
const all = (brand: string): JudgedQuery => b(brand.toLowerCase(), [3, brandKeys(brand)]);

export const BRANDS: readonly JudgedQuery[] = [
  all("Torridon"),
  b("Shieldaig", [3, brandKeys("Shieldaig")]),
  all("Applecross"),
  b("achnasheen stockists", [3, brandKeys("Achnasheen")]),
  all("Diabaig"),
  b("ATTADALE", [3, brandKeys("Attadale")]),
  all("Poolewe"),
  b("gairloch near me", [3, brandKeys("Gairloch")]),
  all("Ullapool"),
  b("scourie products", [3, brandKeys("Scourie")]),
  all("Lochinver"),
  b("DURNESS", [3, brandKeys("Durness")]),
  all("Drumbeg"),
  b("melvich trade", [3, brandKeys("Melvich")]),
  all("Bettyhill"),
  all("Helmsdale"),
  b("Lairg", [3, brandKeys("Lairg")]),
  all("Strontian"),
  b("mallaig stockists", [3, brandKeys("Mallaig")]),
  all("Morar"),
  all("Arisaig"),
  b("Glenelg products", [3, brandKeys("Glenelg")]),
  all("Ardgay"),
  b("KISHORN", [3, brandKeys("Kishorn")]),
  all("Laxford"),
  b("torridon near me", [3, brandKeys("Torridon")]),
  b("kishorn trade", [3, brandKeys("Kishorn")]),
  b("helmsdale products", [3, brandKeys("Helmsdale")]),
  b(
    "torridon cement",
    [3, G.CEMENTS],
    [2, G.MIXES, G.FLOOR_MIXES, "cement-torridon-render-25", "cement-torridon-repair-5"],
  ),
  b("gairloch fencing", [3, G.TIMBER_POSTS, G.PANELS], [1, G.SAWN, G.CLS]),
  b("lochinver plywood", [3, G.PLY], [1, G.OSB, G.MDF]),
  b("durness plasterboard", [3, /^board-durness-(?:te|se)-/], [2, G.SPECIAL_BOARDS], [1, "board-gen-te-12-5-2400"]),
  b("drumbeg plaster", [3, G.PLASTERS], [2, "plaster-drumbeg-joint-compound-10", "plaster-drumbeg-adhesive-25"]),
  b("morar screws", [3, G.SCREWS], [1, G.NAILS]),
  b("glenelg silicone", [3, G.SILICONE], [1, G.SEALANTS]),
  b("laxford wood stain", [3, "paint-laxford-woodstain-dark-oak-750"], [2, G.WOOD_CARE]),
  b("diabaig blocks", [3, G.BLOCKS, "block-diabaig-trench-275"], [1, "block-diabaig-padstone-440"]),
  b("balnakeil", [3, G.BALNAKEIL]),
  b("clachtoll", [3, "brick-achnasheen-clachtoll-1"]),
  b("inverpolly", [3, /^block-diabaig-(?:inverpolly|trench)-/]),
  b("achmelvich", [3, G.SANDSTONE]),
  b("Clashnessie", [3, G.PORCELAIN]),
  b("badachro", [3, G.COMPOSITE]),
  b("talmine", [3, G.PIR]),
  b("armadale", [3, /^paint-kishorn-armadale-/]),
];
