/** Held-out set 13: cements and mixes, lime and aggregates. */
import { p, type Product } from "./catalogue-types.ts";

const SC = "Stonacre";
const LW = "Limeward";
const GW = "Gritwell";

export const HEAVY: readonly Product[] = [
  p("cement", "cement-stonacre-opc-25", 7.4, {
    brand: SC,
    line: "General Purpose",
    noun: "Portland Cement",
    pack: "25kg",
    use: "mortar, concrete and general building work",
    reach: 4,
  }),
  p("cement", "cement-stonacre-opc-10", 4.6, {
    brand: SC,
    line: "General Purpose",
    noun: "Portland Cement",
    pack: "10kg",
    use: "small mortar and concrete jobs",
  }),
  p("cement", "cement-stonacre-rapid-set", 9.8, {
    brand: SC,
    noun: "Rapid Set Cement",
    pack: "20kg",
    use: "fast repairs and setting ironwork",
  }),
  p("cement", "cement-stonacre-postfix", 6.9, {
    brand: SC,
    noun: "Postfix",
    detail: "Fast Setting",
    pack: "20kg",
    use: "setting fence posts without mixing",
    reach: 3,
  }),
  p("cement", "cement-stonacre-mortar-grey", 6.2, {
    brand: SC,
    noun: "Ready Mixed Mortar",
    detail: "Grey",
    pack: "25kg",
    use: "bricklaying and repointing",
  }),
  p("cement", "cement-stonacre-concrete-mix", 6.8, {
    brand: SC,
    noun: "Ready Mixed Concrete",
    pack: "25kg",
    use: "shed bases, paths and fence posts",
  }),
  p("cement", "cement-stonacre-levelling", 14.5, {
    brand: SC,
    noun: "Self Levelling Compound",
    pack: "20kg",
    use: "smoothing uneven floors before tiling or flooring",
  }),
  p("cement", "cement-stonacre-render", 9.2, {
    brand: SC,
    noun: "One Coat Render",
    detail: "Grey",
    pack: "25kg",
    use: "rendering external walls",
  }),
  p("cement", "cement-stonacre-screed", 6.6, {
    brand: SC,
    noun: "Floor Screed",
    pack: "25kg",
    use: "laying a level floor over concrete",
  }),
  p("cement", "cement-limeward-hydrated", 11.9, {
    brand: LW,
    noun: "Hydrated Lime",
    pack: "25kg",
    use: "soft lime mortars and renders",
  }),
  p("cement", "cement-limeward-nhl35", 18.5, {
    brand: LW,
    noun: "Natural Hydraulic Lime",
    detail: "NHL 3.5",
    pack: "25kg",
    use: "repointing old stone and brick walls",
  }),
  p("cement", "cement-limeward-plasticiser", 5.4, {
    brand: LW,
    noun: "Mortar Plasticiser",
    pack: "5 Litre",
    use: "making mortar workable without lime",
  }),
  p("cement", "cement-limeward-sbr", 12.9, {
    brand: LW,
    noun: "SBR Bonding Agent",
    pack: "5 Litre",
    use: "priming before render and screed",
  }),
  p("cement", "cement-limeward-waterproofer", 6.5, {
    brand: LW,
    noun: "Liquid Waterproofer",
    pack: "5 Litre",
    use: "waterproofing render and mortar",
  }),
  p("agg", "agg-gen-building-sand-bulk", 52, {
    noun: "Building Sand",
    pack: "Bulk Bag",
    use: "bricklaying mortar",
    reach: 3,
  }),
  p("agg", "agg-gen-sharp-sand-bulk", 54, {
    noun: "Sharp Sand",
    pack: "Bulk Bag",
    use: "screeds, concrete and laying paving",
  }),
  p("agg", "agg-gen-ballast-bulk", 56, {
    noun: "All-in Ballast",
    pack: "Bulk Bag",
    use: "mixing concrete for bases and footings",
    reach: 3,
  }),
  p("agg", "agg-gen-mot-type1-bulk", 58, {
    noun: "MOT Type 1 Sub-base",
    pack: "Bulk Bag",
    use: "compacted sub-base under patios and drives",
  }),
  p("agg", "agg-gen-topsoil-bulk", 62, {
    noun: "Screened Topsoil",
    pack: "Bulk Bag",
    use: "lawns, borders and raised beds",
  }),
  p("agg", "agg-gritwell-building-sand-25", 4.1, {
    brand: GW,
    noun: "Building Sand",
    pack: "25kg",
    use: "small bricklaying jobs",
  }),
  p("agg", "agg-gritwell-sharp-sand-25", 4.3, {
    brand: GW,
    noun: "Sharp Sand",
    pack: "25kg",
    use: "small concrete and paving jobs",
  }),
  p("agg", "agg-gritwell-ballast-25", 4.4, { brand: GW, noun: "Ballast", pack: "25kg", use: "mixing concrete" }),
  p("agg", "agg-gritwell-kiln-dried-sand", 5.9, {
    brand: GW,
    noun: "Kiln Dried Sand",
    pack: "20kg",
    use: "brushing into block paving joints",
  }),
  p("agg", "agg-gritwell-pea-gravel-20", 5.2, {
    brand: GW,
    noun: "Pea Gravel",
    detail: "10mm",
    pack: "20kg",
    use: "paths and drainage around posts",
  }),
  p("agg", "agg-gritwell-slate-chippings-plum", 7.6, {
    brand: GW,
    noun: "Slate Chippings",
    detail: "Plum 40mm",
    pack: "20kg",
    use: "decorative borders and driveways",
  }),
  p("agg", "agg-gritwell-cotswold-chippings", 7.2, {
    brand: GW,
    noun: "Decorative Chippings",
    detail: "Cotswold Buff 20mm",
    pack: "20kg",
    use: "gravel gardens and paths",
  }),
  p("agg", "agg-gritwell-beach-pebbles", 8.4, {
    brand: GW,
    noun: "Beach Pebbles",
    detail: "Scottish 30-50mm",
    pack: "20kg",
    use: "water features and borders",
  }),
];
