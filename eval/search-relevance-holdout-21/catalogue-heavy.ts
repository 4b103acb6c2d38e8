/** Held-out set 21: cements, limes and mortar additives, bulk and bagged aggregates. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const CA = "Capheaton";
const KH = "Kirkharle";
const WH = "Whalton";
const cem = (key: string, price: number, r: Omit<Rest, "brand">): Product =>
  p("cement", key, price, { brand: CA, ...r });
const add = (key: string, price: number, r: Omit<Rest, "brand">): Product =>
  p("cement", key, price, { brand: KH, ...r });
const bulk = (key: string, price: number, noun: string, use: string, detail?: string): Product =>
  p("agg", key, price, { noun, detail, pack: "Bulk Bag", use });
const bag = (key: string, price: number, noun: string, pack: string, use: string, detail?: string): Product =>
  p("agg", key, price, { brand: WH, noun, detail, pack, use });

export const HEAVY: readonly Product[] = [
  cem("cement-capheaton-opc-25", 6.6, {
    line: "General Purpose",
    noun: "Cement",
    pack: "25kg",
    reach: 4,
    use: "concrete, mortar and render",
  }),
  cem("cement-capheaton-white-25", 14.9, {
    line: "White Portland",
    noun: "Cement",
    pack: "25kg",
    use: "white mortar, render and pointing",
  }),
  cem("cement-capheaton-rapid-20", 12.4, {
    line: "Rapid Set",
    noun: "Cement",
    pack: "20kg",
    use: "fast repairs and bedding in a hurry",
  }),
  cem("cement-capheaton-masonry-25", 7.9, {
    line: "Masonry",
    noun: "Cement",
    detail: "Plasticised",
    pack: "25kg",
    use: "bricklaying mortar without plasticiser",
  }),
  cem("cement-capheaton-postmix-20", 7.2, {
    line: "Postfix",
    noun: "Fence Post Concrete",
    detail: "Rapid Setting",
    pack: "20kg",
    use: "setting fence posts without mixing",
  }),
  cem("cement-capheaton-mortar-20", 6.1, {
    line: "Ready Mixed",
    noun: "Mortar",
    detail: "General Purpose",
    pack: "20kg",
    use: "small bricklaying and pointing jobs",
  }),
  cem("cement-capheaton-concrete-20", 5.9, {
    line: "Ready Mixed",
    noun: "Concrete",
    detail: "Just Add Water",
    pack: "20kg",
    use: "small bases, paths and post holes",
  }),
  cem("cement-capheaton-screed-25", 6.8, {
    line: "Ready Mixed",
    noun: "Floor Screed",
    pack: "25kg",
    use: "levelling concrete floors before finishes",
  }),
  cem("cement-capheaton-selflevel-20", 17.5, {
    noun: "Self Levelling Compound",
    detail: "Fibre Reinforced",
    pack: "20kg",
    use: "smoothing uneven floors before tiles or vinyl",
  }),
  cem("cement-capheaton-render-25", 9.9, {
    noun: "One Coat Render",
    detail: "White",
    pack: "25kg",
    use: "rendering blockwork walls in one coat",
  }),
  cem("cement-capheaton-repair-5", 11.5, {
    noun: "Concrete Repair Mortar",
    detail: "Rapid Hardening",
    pack: "5kg",
    use: "patching spalled concrete steps and kerbs",
  }),
  add("cement-kirkharle-hydrated-25", 13.9, {
    noun: "Hydrated Lime",
    pack: "25kg",
    use: "lime mortar and render mixes",
  }),
  add("cement-kirkharle-nhl35-25", 21.5, {
    noun: "Natural Hydraulic Lime",
    detail: "NHL 3.5",
    pack: "25kg",
    use: "repointing old brick and stone walls",
  }),
  add("cement-kirkharle-plasticiser-5", 6.4, {
    noun: "Mortar Plasticiser",
    pack: "5 Litre",
    use: "workable mortar without lime",
  }),
  add("cement-kirkharle-sbr-5", 19.9, {
    noun: "SBR Bonding Agent",
    pack: "5 Litre",
    use: "priming and bonding render and screed",
  }),
  add("cement-kirkharle-sbr-1", 7.4, {
    noun: "SBR Bonding Agent",
    pack: "1 Litre",
    use: "priming and bonding render and screed",
  }),
  add("cement-kirkharle-waterproofer-5", 9.6, {
    noun: "Liquid Waterproofer",
    pack: "5 Litre",
    use: "waterproof render and mortar below DPC",
  }),
  add("cement-kirkharle-frostproofer-5", 8.9, {
    noun: "Frostproofer",
    detail: "Accelerator",
    pack: "5 Litre",
    use: "laying mortar and concrete in cold weather",
  }),
  add("cement-kirkharle-colour-black-1", 6.5, {
    noun: "Mortar Colour",
    detail: "Black",
    pack: "1kg",
    use: "dyeing mortar and pointing",
  }),
  bulk("agg-gen-building-sand-bulk", 54, "Building Sand", "bricklaying mortar", "Soft"),
  bulk("agg-gen-sharp-sand-bulk", 56, "Sharp Sand", "concrete, screeds and paving beds", "Washed"),
  bulk("agg-gen-ballast-bulk", 58, "All In Ballast", "mixing concrete", "20mm"),
  bulk("agg-gen-mot-bulk", 52, "MOT Type 1 Sub Base", "sub-bases under paths and drives"),
  bulk("agg-gen-gravel-20-bulk", 72, "Washed Gravel", "drainage and concrete", "20mm"),
  bulk("agg-gen-gravel-10-bulk", 74, "Washed Gravel", "paths and drainage", "10mm"),
  bulk("agg-gen-topsoil-bulk", 65, "Topsoil", "lawns and raised beds", "Screened"),
  bag("agg-whalton-building-sand-25", 4.2, "Building Sand", "25kg", "bricklaying mortar"),
  bag("agg-whalton-sharp-sand-25", 4.3, "Sharp Sand", "25kg", "concrete and paving beds"),
  bag("agg-whalton-ballast-25", 4.4, "All In Ballast", "25kg", "small concrete mixes"),
  bag("agg-whalton-mot-25", 4.1, "MOT Type 1 Sub Base", "25kg", "patching sub-bases"),
  bag("agg-whalton-kiln-dried-sand-20", 5.9, "Kiln Dried Sand", "20kg", "brushing into block paving joints"),
  bag("agg-whalton-play-sand-15", 4.8, "Play Sand", "15kg", "children's sandpits"),
  bag("agg-whalton-plastering-sand-25", 4.6, "Plastering Sand", "25kg", "sand and cement render"),
  bag("agg-whalton-pea-gravel-20", 5.2, "Pea Gravel", "20kg", "paths and drainage", "10mm"),
  bag("agg-whalton-cotswold-20", 6.9, "Decorative Chippings", "20kg", "garden borders and drives", "Cotswold Buff"),
  bag("agg-whalton-slate-20", 7.9, "Slate Chippings", "20kg", "garden borders", "Blue Grey 40mm"),
  bag("agg-whalton-granite-20", 7.5, "Granite Chippings", "20kg", "garden borders", "Silver Grey"),
  bag("agg-whalton-pebbles-20", 8.9, "Beach Pebbles", "20kg", "water features and borders", "20-40mm"),
];
