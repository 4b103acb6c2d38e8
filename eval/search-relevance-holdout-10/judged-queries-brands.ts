/** Held-out set 10: one invented brand alone, with its category word, or a range name. */
import { brandKeys, q, type JudgedQuery, type Tier } from "./judged-query-kit.ts";

const B = "brand";

/** A brand alone: every product of the brand is what was asked. */
const brand = (name: string): JudgedQuery => q(name, B, [3, brandKeys(name)]);

/** A brand with a category word: that brand's products of the category, then the rest of the brand. */
const brandAnd = (text: string, name: string, own: RegExp, ...more: Tier[]): JudgedQuery =>
  q(text, B, [3, own], [1, brandKeys(name)], ...more);

export const BRANDS: readonly JudgedQuery[] = [
  ...[
    "grantholm",
    "ebbercombe",
    "pebblemere",
    "hollinsby",
    "densmoor",
    "lumicrete",
    "flagstead",
    "fellgarth",
    "boardwick",
    "mouldale",
    "strandley",
    "veneera",
    "medwyn",
    "lathbury",
    "skimora",
    "heatherdown",
    "kalithane",
    "tregarrow",
    "stormlap",
    "sumpford",
    "raincourse",
    "brassmark",
    "snapflo",
    "gripton",
    "wickenby",
    "pinnacott",
    "gunnell",
    "adhera",
    "pennow",
    "fernlow",
  ].map(brand),
  brandAnd("grantholm mortar", "grantholm", /^cement-grantholm-mortar-/),
  brandAnd("hollinsby facing bricks", "hollinsby", /^brick-hollinsby-/),
  brandAnd("fellgarth cls", "fellgarth", /^timber-fellgarth-cls-/),
  brandAnd("veneera plywood", "veneera", /^sheet-veneera-/),
  brandAnd("lathbury boards", "lathbury", /^board-lathbury-/, [2, "board-gen-te-12-5", "board-gen-mr-12-5"]),
  brandAnd("kalithane insulation", "kalithane", /^insul-kalithane-pir-/),
  brandAnd("gripton screws", "gripton", /^fix-gripton-/),
  brandAnd("fernlow masonry", "fernlow", /^paint-fernlow-masonry-/),
  brandAnd("adhera tile adhesive", "adhera", /^seal-adhera-(?:wall|floor)-tile-adhesive$/, [2, /^seal-adhera-grout-/]),
  q("abbeystone", B, [3, /^brick-hollinsby-abbeystone-/]),
  q("smoothlay", B, [3, "cement-grantholm-smoothlay"]),
  q("fastcast", B, [3, "cement-grantholm-fastcast"]),
  q("aquaveil", B, [3, "board-lathbury-aquaveil-12-5"]),
  q("blazeguard", B, [3, /^board-lathbury-blazeguard-/]),
  q("quietwall", B, [3, "board-lathbury-quietwall-15"]),
  q("thermaback", B, [3, "board-lathbury-thermaback-42-5"]),
  q("cosyroll", B, [3, /^insul-heatherdown-cosyroll-/]),
  q("porthcarn tiles", B, [3, /^roof-tregarrow-porthcarn-/], [1, "roof-tregarrow-ridge-brown"]),
];
