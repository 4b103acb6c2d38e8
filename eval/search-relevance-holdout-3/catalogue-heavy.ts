/**
 * Heavy-side products: cement, aggregates, bricks, blocks, roofing. Every brand here is invented (Corvane,
 * Kelburn, Tealstone, Hollins, Weldon, Aerolite, Featherstone, Stanmore, Serrano, Skyfelt).
 */
import { p, type Product } from "./catalogue-types.ts";

const cement: Product[] = [
  p("cement", "cem-corvane-gp-25kg", 7.2, {
    brand: "Corvane",
    line: "General Purpose",
    noun: "Cement",
    pack: "25kg",
    reach: 5,
  }),
  p("cement", "cem-corvane-rapid-10kg", 8.9, { brand: "Corvane", line: "Rapid Set", noun: "Cement", pack: "10kg" }),
  p("cement", "cem-corvane-sr-25kg", 11.5, {
    brand: "Corvane",
    line: "Sulphate Resisting",
    noun: "Cement",
    pack: "25kg",
  }),
  p("cement", "cem-corvane-white-25kg", 16.4, { brand: "Corvane", noun: "White Cement", pack: "25kg", reach: 2 }),
  p("cement", "cem-gen-opc-25kg", 6.6, { noun: "Ordinary Portland Cement", pack: "25kg", reach: 4 }),
  p("cement", "cem-kelburn-postfix-20kg", 7.8, {
    brand: "Kelburn",
    line: "PostFix",
    noun: "Fence Post Concrete Mix",
    pack: "20kg",
    reach: 4,
  }),
  p("cement", "cem-kelburn-mortar-20kg", 6.9, { brand: "Kelburn", noun: "Ready Mixed Mortar", pack: "20kg" }),
  p("cement", "cem-kelburn-concrete-20kg", 6.5, { brand: "Kelburn", noun: "Ready Mixed Concrete", pack: "20kg" }),
  p("cement", "cem-kelburn-lime-25kg", 12.9, { brand: "Kelburn", noun: "Hydrated Lime", pack: "25kg", reach: 2 }),
];

const aggregate: Product[] = [
  p("aggregate", "agg-sharp-sand-bulk", 62, { noun: "Sharp Sand", pack: "Bulk Bag", reach: 5 }),
  p("aggregate", "agg-sharp-sand-25kg", 4.2, { noun: "Sharp Sand", pack: "25kg Bag", reach: 3 }),
  p("aggregate", "agg-building-sand-bulk", 58, {
    noun: "Building Sand",
    pack: "Bulk Bag",
    nounBy: { pennine: "SOFT SAND" },
    reach: 5,
  }),
  p("aggregate", "agg-building-sand-25kg", 4, { noun: "Building Sand", pack: "25kg Bag" }),
  p("aggregate", "agg-plastering-sand-bulk", 66, { noun: "Plastering Sand", pack: "Bulk Bag", reach: 2 }),
  p("aggregate", "agg-ballast-bulk", 60, {
    noun: "All-in Ballast",
    detail: "20mm",
    pack: "Bulk Bag",
    nounBy: { pennine: "ALL-IN AGGREGATE", kestrel: "Concreting aggregate" },
    reach: 5,
  }),
  p("aggregate", "agg-ballast-25kg", 4.3, { noun: "All-in Ballast", detail: "20mm", pack: "25kg Bag" }),
  p("aggregate", "agg-type1-bulk", 55, {
    noun: "MOT Type 1 Sub-base",
    pack: "Bulk Bag",
    nounBy: { tolworth: "Type 1 Hardcore Sub Base" },
    reach: 4,
  }),
  p("aggregate", "agg-pea-gravel-10mm-bulk", 72, { noun: "Pea Gravel", detail: "10mm", pack: "Bulk Bag" }),
  p("aggregate", "agg-gravel-20mm-bulk", 70, { noun: "Gravel", detail: "20mm", pack: "Bulk Bag", reach: 2 }),
  p("aggregate", "agg-tealstone-paving-sand-20kg", 6.8, {
    brand: "Tealstone",
    noun: "Kiln Dried Paving Sand",
    pack: "20kg",
  }),
  p("aggregate", "agg-tealstone-cotswold-20mm-bulk", 119, {
    brand: "Tealstone",
    noun: "Cotswold Chippings",
    detail: "20mm",
    pack: "Bulk Bag",
    reach: 2,
  }),
];

const brick: Product[] = [
  p("brick", "brk-hollins-red-multi-65", 0.92, {
    brand: "Hollins",
    line: "Red Multi Stock",
    noun: "Facing Brick",
    detail: "65mm",
    reach: 4,
  }),
  p("brick", "brk-hollins-smooth-red-65", 0.85, {
    brand: "Hollins",
    line: "Smooth Red",
    noun: "Facing Brick",
    detail: "65mm",
  }),
  p("brick", "brk-hollins-buff-multi-65", 0.98, {
    brand: "Hollins",
    line: "Buff Multi",
    noun: "Facing Brick",
    detail: "65mm",
  }),
  p("brick", "brk-weldon-heritage-65", 1.05, {
    brand: "Weldon",
    line: "Heritage Blend",
    noun: "Facing Brick",
    detail: "65mm",
  }),
  p("brick", "brk-weldon-antique-73", 1.22, {
    brand: "Weldon",
    line: "Antique Red",
    noun: "Facing Brick",
    detail: "73mm",
    reach: 2,
  }),
  p("brick", "brk-gen-engineering-b-65", 0.78, {
    noun: "Class B Engineering Brick",
    detail: "Red Solid 65mm",
    reach: 4,
  }),
  p("brick", "brk-gen-common-65", 0.62, { noun: "Common Brick", detail: "Solid 65mm", reach: 3 }),
];

const block: Product[] = [
  p("block", "blk-gen-dense-7n-100", 2.35, {
    noun: "Dense Concrete Block",
    detail: "7.3N",
    dims: [440, 215, 100],
    nounBy: { pennine: "DENSE BLOCK SOLID" },
    reach: 5,
  }),
  p("block", "blk-gen-dense-7n-140", 3.6, { noun: "Dense Concrete Block", detail: "7.3N", dims: [440, 215, 140] }),
  p("block", "blk-gen-hollow-215", 4.9, {
    noun: "Hollow Concrete Block",
    detail: "7.3N",
    dims: [440, 215, 215],
    reach: 2,
  }),
  p("block", "blk-aerolite-std-100", 2.6, {
    brand: "Aerolite",
    line: "Standard",
    noun: "Aircrete Block",
    detail: "3.6N",
    dims: [440, 215, 100],
    reach: 4,
  }),
  p("block", "blk-aerolite-hs-100", 3.1, {
    brand: "Aerolite",
    line: "High Strength",
    noun: "Aircrete Block",
    detail: "7.3N",
    dims: [440, 215, 100],
  }),
  p("block", "blk-aerolite-std-140", 3.9, {
    brand: "Aerolite",
    line: "Standard",
    noun: "Aircrete Block",
    detail: "3.6N",
    dims: [440, 215, 140],
  }),
  p("block", "blk-featherstone-lw-100", 2.45, {
    brand: "Featherstone",
    noun: "Lightweight Concrete Block",
    detail: "3.6N",
    dims: [440, 215, 100],
  }),
  p("block", "blk-gen-padstone-100", 7.5, { noun: "Concrete Padstone", dims: [440, 215, 100], reach: 2 }),
];

const roofing: Product[] = [
  p("roofing", "roof-stanmore-droman-grey", 1.65, {
    brand: "Stanmore",
    line: "Double Roman",
    noun: "Concrete Roof Tile",
    detail: "Slate Grey",
    reach: 4,
  }),
  p("roofing", "roof-stanmore-droman-brown", 1.65, {
    brand: "Stanmore",
    line: "Double Roman",
    noun: "Concrete Roof Tile",
    detail: "Antique Brown",
  }),
  p("roofing", "roof-stanmore-plain-red", 0.72, {
    brand: "Stanmore",
    line: "Plain",
    noun: "Concrete Roof Tile",
    detail: "Red",
    dims: [265, 165],
  }),
  p("roofing", "roof-stanmore-flat-grey", 1.9, {
    brand: "Stanmore",
    line: "Flatline",
    noun: "Interlocking Roof Tile",
    detail: "Smooth Grey",
  }),
  p("roofing", "roof-stanmore-ridge-red", 6.4, {
    brand: "Stanmore",
    noun: "Half Round Ridge Tile",
    detail: "Red",
    reach: 2,
  }),
  p("roofing", "roof-serrano-slate-500x250", 1.55, {
    brand: "Serrano",
    noun: "Spanish Natural Roof Slate",
    dims: [500, 250],
    reach: 4,
  }),
  p("roofing", "roof-serrano-slate-600x300", 2.3, {
    brand: "Serrano",
    noun: "Spanish Natural Roof Slate",
    dims: [600, 300],
  }),
  p("roofing", "roof-gen-fibre-slate-600x300", 2.05, {
    noun: "Fibre Cement Roof Slate",
    detail: "Blue Black",
    dims: [600, 300],
  }),
  p("roofing", "roof-skyfelt-shed-10m", 24, {
    brand: "Skyfelt",
    noun: "Green Mineral Shed Felt",
    pack: "10m x 1m Roll",
    reach: 4,
  }),
  p("roofing", "roof-skyfelt-underlay-20m", 32, {
    brand: "Skyfelt",
    noun: "Roofing Underlay Felt 1F",
    pack: "20m x 1m Roll",
  }),
  p("roofing", "roof-skyfelt-membrane-50m", 58, {
    brand: "Skyfelt",
    line: "Vapourflow",
    noun: "Breathable Roofing Membrane",
    pack: "50m x 1m Roll",
  }),
  p("roofing", "roof-gen-batten-25x38", 4.4, {
    noun: "Treated Roofing Batten",
    dims: [25, 38],
    length: 4800,
    reach: 4,
  }),
  p("roofing", "roof-gen-batten-25x50", 5.6, { noun: "Treated Roofing Batten", dims: [25, 50], length: 4800 }),
  p("roofing", "roof-gen-lead-code4-150", 52, { noun: "Code 4 Lead Flashing", dims: [150], length: 3000 }),
  p("roofing", "roof-gen-lead-code4-240", 79, { noun: "Code 4 Lead Flashing", dims: [240], length: 3000, reach: 2 }),
];

export const HEAVY: Product[] = [...cement, ...aggregate, ...brick, ...block, ...roofing];
