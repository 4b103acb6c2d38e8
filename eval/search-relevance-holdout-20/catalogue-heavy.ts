/** Held-out set 20: cements, limes and mortar additives, bulk and bagged aggregates. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const MI = "Minsterley";
const LY = "Lydham";
const SN = "Snailbeach";
const cem = (key: string, price: number, r: Omit<Rest, "brand">): Product =>
  p("cement", key, price, { brand: MI, ...r });
const lime = (key: string, price: number, r: Omit<Rest, "brand">): Product =>
  p("cement", key, price, { brand: LY, ...r });
const bulk = (key: string, price: number, noun: string, use: string, detail?: string): Product =>
  p("agg", key, price, { noun, detail, pack: "Bulk Bag", use });
const bag = (key: string, price: number, noun: string, pack: string, use: string, detail?: string): Product =>
  p("agg", key, price, { brand: SN, noun, detail, pack, use });

export const HEAVY: readonly Product[] = [
  cem("cement-minsterley-opc-25", 6.4, {
    line: "General Purpose",
    noun: "Cement",
    pack: "25kg",
    reach: 4,
    use: "concrete, mortar and render",
  }),
  cem("cement-minsterley-white-25", 14.5, {
    line: "White Portland",
    noun: "Cement",
    pack: "25kg",
    use: "white mortar, render and pointing",
  }),
  cem("cement-minsterley-rapid-20", 11.9, {
    line: "Rapid Set",
    noun: "Cement",
    pack: "20kg",
    use: "fast repairs and setting posts",
  }),
  cem("cement-minsterley-sulfate-25", 9.8, {
    line: "Sulfate Resisting",
    noun: "Cement",
    pack: "25kg",
    use: "foundations and groundworks in sulfate-bearing soil",
  }),
  cem("cement-minsterley-masonry-25", 8.2, {
    line: "Masonry",
    noun: "Cement",
    pack: "25kg",
    use: "bricklaying mortar without added plasticiser",
  }),
  cem("cement-minsterley-postmix-20", 7.5, {
    noun: "Fence Post Mix",
    detail: "Rapid Setting",
    pack: "20kg",
    use: "setting fence posts and washing line poles",
  }),
  cem("cement-minsterley-mortar-20", 6.9, {
    noun: "Ready Mixed Mortar",
    detail: "Just Add Water",
    pack: "20kg",
    use: "bricklaying, pointing and small repairs",
  }),
  cem("cement-minsterley-concrete-20", 6.6, {
    noun: "Ready Mixed Concrete",
    detail: "Just Add Water",
    pack: "20kg",
    use: "bases, paths and post holes",
  }),
  cem("cement-minsterley-screed-25", 7.9, {
    noun: "Floor Screed",
    detail: "Sand & Cement",
    pack: "25kg",
    use: "levelling concrete floors before flooring",
  }),
  cem("cement-minsterley-selflevel-20", 19.5, {
    noun: "Self Levelling Compound",
    detail: "Flexible",
    pack: "20kg",
    use: "smoothing uneven floors before tiles, vinyl or laminate",
  }),
  cem("cement-minsterley-render-25", 12.4, {
    noun: "One Coat Render",
    detail: "White",
    pack: "25kg",
    use: "rendering block and brick walls",
  }),
  cem("cement-minsterley-repair-10", 15.2, {
    noun: "Rapid Repair Mortar",
    detail: "Fibre Reinforced",
    pack: "10kg",
    use: "patching concrete steps, kerbs and floors",
  }),
  lime("cement-lydham-hydrated-25", 11.5, {
    noun: "Hydrated Lime",
    pack: "25kg",
    use: "softer, workable mortar and render",
  }),
  lime("cement-lydham-nhl35-25", 24.0, {
    noun: "Natural Hydraulic Lime",
    detail: "NHL 3.5",
    pack: "25kg",
    use: "breathable mortar for old stone and brick",
  }),
  lime("cement-lydham-plasticiser-5", 8.9, {
    noun: "Mortar Plasticiser",
    pack: "5 Litre",
    use: "workable bricklaying mortar in place of lime",
  }),
  lime("cement-lydham-sbr-5", 21.0, {
    noun: "SBR Bonding Agent",
    pack: "5 Litre",
    use: "priming and bonding screeds, render and concrete repairs",
  }),
  lime("cement-lydham-sbr-1", 7.8, {
    noun: "SBR Bonding Agent",
    pack: "1 Litre",
    use: "priming and bonding screeds, render and concrete repairs",
  }),
  lime("cement-lydham-waterproofer-5", 9.5, {
    noun: "Liquid Waterproofer",
    pack: "5 Litre",
    use: "waterproof render, mortar and concrete",
  }),
  lime("cement-lydham-frostproofer-5", 9.9, {
    noun: "Frostproofer & Accelerator",
    pack: "5 Litre",
    use: "laying mortar and concrete in cold weather",
  }),
  lime("cement-lydham-colour-black-1", 6.2, {
    noun: "Mortar Colour",
    detail: "Black",
    pack: "1kg",
    use: "tinting mortar and pointing",
  }),
  lime("cement-lydham-colour-red-1", 6.2, {
    noun: "Mortar Colour",
    detail: "Brick Red",
    pack: "1kg",
    use: "tinting mortar and pointing",
  }),
  bulk("agg-gen-building-sand-bulk", 52, "Building Sand", "bricklaying mortar", "Soft"),
  bulk("agg-gen-sharp-sand-bulk", 55, "Sharp Sand", "screeds, concrete and laying paving"),
  bulk("agg-gen-plastering-sand-bulk", 58, "Plastering Sand", "sand and cement render"),
  bulk("agg-gen-ballast-bulk", 54, "All-in Ballast", "mixing concrete for bases and footings", "20mm"),
  bulk("agg-gen-mot-bulk", 49, "MOT Type 1 Sub Base", "a compacted base under paths, patios and drives"),
  bulk("agg-gen-topsoil-bulk", 62, "Topsoil", "lawns, beds and raised borders", "Screened"),
  bulk("agg-gen-gravel-20-bulk", 68, "Washed Gravel", "drives, paths and drainage", "20mm"),
  bulk("agg-gen-gravel-10-bulk", 70, "Washed Gravel", "paths, borders and pipe bedding", "10mm"),
  bulk("agg-gen-scalpings-bulk", 45, "Limestone Scalpings", "a hard-wearing base for paths, tracks and sheds"),
  bag("agg-snailbeach-building-sand-25", 4.1, "Building Sand", "25kg", "bricklaying mortar"),
  bag("agg-snailbeach-sharp-sand-25", 4.1, "Sharp Sand", "25kg", "screeds, concrete and laying paving"),
  bag("agg-snailbeach-kiln-dried-sand-20", 5.6, "Kiln Dried Sand", "20kg", "brushing into block paving joints"),
  bag("agg-snailbeach-play-sand-15", 4.8, "Play Sand", "15kg", "children's sandpits", "Washed"),
  bag("agg-snailbeach-ballast-25", 4.3, "All-in Ballast", "25kg", "mixing concrete for small jobs"),
  bag("agg-snailbeach-mot-25", 4.4, "MOT Type 1 Sub Base", "25kg", "a compacted base for small paths and bases"),
  bag("agg-snailbeach-pea-gravel-20", 5.2, "Pea Gravel", "20kg", "paths, borders and drainage"),
  bag("agg-snailbeach-cotswold-20", 6.8, "Cotswold Chippings", "20kg", "drives, paths and garden borders"),
  bag("agg-snailbeach-slate-20", 7.4, "Plum Slate Chippings", "20kg", "decorative borders and pots", "40mm"),
  bag(
    "agg-snailbeach-granite-20",
    6.9,
    "Silver Grey Granite Chippings",
    "20kg",
    "decorative paths and borders",
    "14mm",
  ),
  bag("agg-snailbeach-marble-20", 8.2, "White Marble Chippings", "20kg", "decorative borders and rockeries", "20mm"),
  bag("agg-snailbeach-pebbles-20", 8.9, "Beach Pebbles", "20kg", "water features and borders", "30-50mm"),
];
