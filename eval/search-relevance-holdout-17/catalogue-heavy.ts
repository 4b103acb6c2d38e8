/** Held-out set 17: cement, lime and additives, bulk and bagged aggregates. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const OR = "Orsdale";
const KB = "Kettleburgh";
const PB = "Pebworth";

const cement = (key: string, price: number, rest: Rest): Product => p("cement", key, price, rest);
const agg = (key: string, price: number, rest: Rest): Product => p("agg", key, price, rest);
const bulk = (key: string, price: number, noun: string, use: string, size?: string): Product =>
  agg(key, price, { noun, size, pack: "Bulk Bag", use });
const bagged = (key: string, price: number, noun: string, pack: string, use: string, size?: string): Product =>
  agg(key, price, { brand: PB, noun, size, pack, use });

export const HEAVY: readonly Product[] = [
  cement("cement-orsdale-opc-25", 7.4, {
    brand: OR,
    line: "General Purpose",
    noun: "Cement",
    pack: "25kg",
    use: "mortar, concrete and rendering",
    reach: 4,
  }),
  cement("cement-orsdale-white-25", 14.9, {
    brand: OR,
    line: "White Portland",
    noun: "Cement",
    pack: "25kg",
    use: "white mortar, pointing and render",
  }),
  cement("cement-orsdale-rapid-25", 11.5, {
    brand: OR,
    line: "Rapid Setting",
    noun: "Cement",
    pack: "25kg",
    use: "quick repairs and cold weather concreting",
  }),
  cement("cement-orsdale-sulfate-25", 10.8, {
    brand: OR,
    line: "Sulfate Resisting",
    noun: "Cement",
    pack: "25kg",
    use: "foundations and below ground concrete in clay soils",
  }),
  cement("cement-orsdale-postmix-20", 6.9, {
    brand: OR,
    noun: "Fence Post Concrete Mix",
    detail: "Fast Setting",
    pack: "20kg",
    use: "setting fence posts and washing line poles",
  }),
  cement("cement-orsdale-mortar-20", 6.2, {
    brand: OR,
    noun: "Ready Mixed Mortar",
    pack: "20kg",
    use: "bricklaying and repointing small jobs",
  }),
  cement("cement-orsdale-concrete-20", 5.9, {
    brand: OR,
    noun: "Ready Mixed Concrete",
    pack: "20kg",
    use: "bases, paths and post holes",
  }),
  cement("cement-orsdale-screed-25", 6.6, {
    brand: OR,
    noun: "Floor Screed",
    detail: "Sand and Cement",
    pack: "25kg",
    use: "levelling concrete floors before tiling",
  }),
  cement("cement-orsdale-selflevel-20", 17.5, {
    brand: OR,
    noun: "Self Levelling Compound",
    pack: "20kg",
    use: "smoothing uneven floors before vinyl or laminate",
  }),
  cement("cement-orsdale-render-25", 12.4, {
    brand: OR,
    noun: "One Coat Render",
    detail: "White",
    pack: "25kg",
    use: "rendering blockwork and external walls",
  }),
  cement("cement-kettleburgh-hydrated-25", 11.9, {
    brand: KB,
    noun: "Hydrated Lime",
    pack: "25kg",
    use: "lime mortar and softer bricklaying mixes",
  }),
  cement("cement-kettleburgh-nhl35-25", 24.5, {
    brand: KB,
    noun: "Natural Hydraulic Lime",
    detail: "NHL 3.5",
    pack: "25kg",
    use: "breathable mortar and render for old stone and brick",
  }),
  cement("cement-kettleburgh-plasticiser-5", 7.8, {
    brand: KB,
    noun: "Mortar Plasticiser",
    pack: "5 Litre",
    use: "a workable mortar mix in place of lime or washing up liquid",
  }),
  cement("cement-kettleburgh-sbr-5", 16.5, {
    brand: KB,
    noun: "SBR Bonding Agent",
    pack: "5 Litre",
    use: "priming and bonding render, screed and patch repairs",
  }),
  cement("cement-kettleburgh-waterproofer-5", 9.9, {
    brand: KB,
    noun: "Liquid Waterproofer",
    pack: "5 Litre",
    use: "waterproof render and basement concrete",
  }),
  cement("cement-kettleburgh-frostproofer-5", 9.4, {
    brand: KB,
    noun: "Frost Proofer",
    detail: "Mortar and Concrete",
    pack: "5 Litre",
    use: "laying bricks and concrete in cold weather",
  }),
  bulk("agg-gen-building-sand-bulk", 58, "Building Sand", "bricklaying mortar"),
  bulk("agg-gen-sharp-sand-bulk", 62, "Sharp Sand", "concrete, screeds and laying paving"),
  bulk("agg-gen-ballast-bulk", 64, "All-in Ballast", "mixing concrete for bases and footings"),
  bulk("agg-gen-mot-bulk", 66, "MOT Type 1 Sub-base", "a compacted base under patios, paths and drives"),
  bulk("agg-gen-topsoil-bulk", 72, "Screened Topsoil", "new lawns, raised beds and borders"),
  bulk("agg-gen-gravel-20-bulk", 79, "Washed Gravel", "driveways, drainage and paths", "20mm"),
  bulk("agg-gen-scalpings-bulk", 61, "Limestone Scalpings", "a cheap hard standing and path base"),
  bagged("agg-pebworth-building-sand-25", 3.6, "Building Sand", "25kg", "bricklaying mortar"),
  bagged("agg-pebworth-sharp-sand-25", 3.7, "Sharp Sand", "25kg", "concrete, screeds and laying paving"),
  bagged("agg-pebworth-ballast-25", 3.8, "All-in Ballast", "25kg", "mixing concrete for bases and footings"),
  bagged("agg-pebworth-kiln-dried-sand-20", 5.2, "Kiln Dried Paving Sand", "20kg", "brushing into block paving joints"),
  bagged("agg-pebworth-play-sand-15", 4.5, "Play Sand", "15kg", "children's sandpits"),
  bagged("agg-pebworth-pea-gravel-10", 4.9, "Pea Gravel", "25kg", "paths and drainage round posts", "10mm"),
  bagged("agg-pebworth-cotswold-20", 6.8, "Cotswold Chippings", "25kg", "decorative driveways and borders", "20mm"),
  bagged("agg-pebworth-slate-40", 7.9, "Plum Slate Chippings", "20kg", "decorative borders and mulching", "40mm"),
  bagged("agg-pebworth-granite-14", 6.4, "Grey Granite Chippings", "25kg", "paths and decorative gravel", "14mm"),
  bagged("agg-pebworth-mot-25", 4.1, "MOT Type 1 Sub-base", "25kg", "a compacted base under small patios and sheds"),
];
