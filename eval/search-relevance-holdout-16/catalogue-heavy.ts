/** Held-out set 16: cements, limes, mortar additives, bulk and bagged aggregates and decorative stone. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const BR = "Brantingham";
const LM = "Limmerby";
const SH = "Shingleford";

const cement = (key: string, price: number, rest: Rest): Product => p("cement", key, price, rest);
const bagged = (key: string, price: number, rest: Rest): Product => p("agg", key, price, { brand: SH, ...rest });
const bulk = (key: string, price: number, noun: string, use: string, extra: Partial<Rest> = {}): Product =>
  p("agg", key, price, { noun, pack: "Bulk Bag", use, ...extra });

export const HEAVY: readonly Product[] = [
  cement("cement-brantingham-opc-25", 7.2, {
    brand: BR,
    line: "General Purpose",
    noun: "Cement",
    pack: "25kg",
    use: "mortar, concrete and general building work",
    reach: 4,
  }),
  cement("cement-brantingham-white-25", 14.5, {
    brand: BR,
    line: "White Portland",
    noun: "Cement",
    pack: "25kg",
    use: "white pointing, render and decorative concrete",
  }),
  cement("cement-brantingham-rapid-25", 11.8, {
    brand: BR,
    line: "Rapid Hardening",
    noun: "Cement",
    pack: "25kg",
    use: "repairs and cold weather concreting",
  }),
  cement("cement-brantingham-postmix-20", 6.9, {
    brand: BR,
    noun: "Fence Post Concrete Mix",
    detail: "Rapid Setting",
    pack: "20kg",
    use: "setting fence posts, washing line poles and gate posts without mixing",
  }),
  cement("cement-brantingham-mortar-20", 6.4, {
    brand: BR,
    noun: "Ready Mixed Mortar",
    pack: "20kg",
    use: "bricklaying, pointing and small masonry repairs",
  }),
  cement("cement-brantingham-concrete-20", 6.1, {
    brand: BR,
    noun: "Ready Mixed Concrete",
    pack: "20kg",
    use: "bases, footings and small concrete pads",
  }),
  cement("cement-brantingham-screed-25", 6.8, {
    brand: BR,
    noun: "Sand and Cement Floor Screed",
    pack: "25kg",
    use: "screeding floors over concrete before the finish goes down",
  }),
  cement("cement-brantingham-selflevel-20", 17.9, {
    brand: BR,
    noun: "Self Levelling Compound",
    detail: "Fibre Reinforced",
    pack: "20kg",
    use: "levelling uneven floors before tiles, vinyl or laminate",
  }),
  cement("cement-brantingham-render-25", 12.4, {
    brand: BR,
    noun: "One Coat Render",
    detail: "Grey",
    pack: "25kg",
    use: "rendering block and brick walls outside",
  }),
  cement("cement-limmerby-hydrated-25", 13.2, {
    brand: LM,
    noun: "Hydrated Lime",
    pack: "25kg",
    use: "lime mortar, render and soil stabilising",
  }),
  cement("cement-limmerby-nhl35-25", 24.5, {
    brand: LM,
    noun: "Natural Hydraulic Lime",
    detail: "NHL 3.5",
    pack: "25kg",
    use: "repointing old stone and brick buildings",
  }),
  cement("cement-limmerby-plasticiser-5", 6.3, {
    brand: LM,
    noun: "Mortar Plasticiser",
    pack: "5 Litre",
    use: "making mortar workable instead of adding washing up liquid",
  }),
  cement("cement-limmerby-sbr-5", 18.9, {
    brand: LM,
    noun: "SBR Bonding Agent",
    pack: "5 Litre",
    use: "priming and bonding screeds, renders and plaster",
  }),
  cement("cement-limmerby-waterproofer-5", 9.8, {
    brand: LM,
    noun: "Liquid Waterproofer",
    pack: "5 Litre",
    use: "waterproofing renders, screeds and mortar below ground",
  }),
  bulk("agg-gen-building-sand-bulk", 58, "Building Sand", "bricklaying mortar and rendering", { reach: 4 }),
  bulk("agg-gen-sharp-sand-bulk", 60, "Sharp Sand", "screeds, concrete and laying paving"),
  bulk("agg-gen-ballast-bulk", 62, "All-in Ballast", "mixing concrete for bases and footings"),
  bulk("agg-gen-mot-bulk", 55, "MOT Type 1 Sub-base", "compacted sub-base under paths, patios and drives"),
  bulk("agg-gen-topsoil-bulk", 68, "Screened Topsoil", "new lawns, raised beds and levelling the garden"),
  bulk("agg-gen-gravel-20-bulk", 74, "Washed Shingle", "drives, paths and drainage", { dims: [20], form: "single" }),
  bagged("agg-shingleford-building-sand-25", 3.4, {
    noun: "Building Sand",
    pack: "25kg",
    use: "small mortar jobs and pointing",
  }),
  bagged("agg-shingleford-sharp-sand-25", 3.5, {
    noun: "Sharp Sand",
    pack: "25kg",
    use: "small screeds, concrete and bedding slabs",
  }),
  bagged("agg-shingleford-ballast-25", 3.6, {
    noun: "All-in Ballast",
    pack: "25kg",
    use: "mixing small amounts of concrete",
  }),
  bagged("agg-shingleford-kiln-dried-sand-20", 5.2, {
    noun: "Kiln Dried Paving Sand",
    pack: "20kg",
    use: "brushing into block paving joints",
  }),
  bagged("agg-shingleford-silver-sand-25", 4.8, {
    noun: "Silver Sand",
    detail: "Washed",
    pack: "25kg",
    use: "sandpits, lawn dressing and fine mortar",
  }),
  bagged("agg-shingleford-pea-gravel-20", 4.9, {
    noun: "Pea Gravel",
    dims: [10],
    form: "single",
    pack: "20kg",
    use: "paths, borders and around plants",
  }),
  bagged("agg-shingleford-cotswold-20", 6.9, {
    noun: "Cotswold Chippings",
    detail: "Buff",
    dims: [20],
    form: "single",
    pack: "20kg",
    use: "decorative drives, paths and borders",
  }),
  bagged("agg-shingleford-slate-chippings-20", 7.4, {
    noun: "Slate Chippings",
    detail: "Blue Grey",
    dims: [40],
    form: "single",
    pack: "20kg",
    use: "decorative borders and water features",
  }),
  bagged("agg-shingleford-granite-chippings-20", 6.6, {
    noun: "Granite Chippings",
    detail: "Silver Grey",
    dims: [14],
    form: "single",
    pack: "20kg",
    use: "decorative paths and rockeries",
  }),
];
