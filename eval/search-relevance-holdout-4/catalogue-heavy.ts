/** Held-out set 4 catalogue, heavy side: cement and mixes, sands and aggregates, plaster, bricks and blocks. */
import { p, type Product } from "./catalogue-types.ts";

const bag = (kg: number) => `${kg}kg`;

export const CEMENT: Product[] = [
  p("cement", "cem-marlcrest-general-25", 7.4, {
    brand: "Marlcrest",
    noun: "General Purpose Cement",
    pack: bag(25),
    nounBy: { fenmoor: "GP CEMENT", ryeford: "Portland cement, general purpose" },
    reach: 5,
  }),
  p("cement", "cem-marlcrest-rapid-20", 9.9, { brand: "Marlcrest", noun: "Rapid Set Cement", pack: bag(20) }),
  p("cement", "cem-marlcrest-mortar-20", 6.8, {
    brand: "Marlcrest",
    noun: "Ready Mixed Mortar",
    pack: bag(20),
    nounBy: { ryeford: "Bricklaying mortar mix" },
    reach: 4,
  }),
  p("cement", "cem-marlcrest-concrete-20", 6.2, {
    brand: "Marlcrest",
    noun: "Ready Mixed Concrete",
    pack: bag(20),
    nounBy: { caldmoor: "Concrete Mix" },
  }),
  p("cement", "cem-marlcrest-postmix-20", 7.1, {
    brand: "Marlcrest",
    noun: "Fence Post Mix",
    pack: bag(20),
    nounBy: { fenmoor: "POST FIX CONC" },
    reach: 4,
  }),
  p("cement", "cem-tennick-portland-25", 7.0, { brand: "Tennick", noun: "Portland Cement", pack: bag(25), reach: 4 }),
  p("cement", "cem-tennick-masonry-25", 8.2, { brand: "Tennick", noun: "Masonry Cement", pack: bag(25) }),
  p("cement", "cem-tennick-white-25", 14.5, { brand: "Tennick", noun: "White Cement", pack: bag(25), reach: 2 }),
  p("cement", "cem-tennick-postfix-20", 7.6, {
    brand: "Tennick",
    noun: "Rapid Post Fix",
    pack: bag(20),
    nounBy: { ryeford: "Fast setting fence post concrete" },
  }),
  p("cement", "cem-gen-opc-25", 6.3, {
    noun: "Ordinary Portland Cement",
    pack: bag(25),
    nounBy: { fenmoor: "OPC CEMENT" },
    reach: 3,
  }),
  p("cement", "cem-gen-lime-25", 12.9, { noun: "Hydrated Lime", pack: bag(25), reach: 3 }),
];

export const AGGREGATE: Product[] = [
  p("aggregate", "agg-gen-sharp-bulk", 62, {
    noun: "Sharp Sand",
    pack: "Bulk Bag",
    nounBy: { fenmoor: "GRIT SAND", ryeford: "Sharp sand (concreting / screeding)" },
    reach: 5,
  }),
  p("aggregate", "agg-gen-sharp-25", 4.6, { noun: "Sharp Sand", pack: bag(25), reach: 4 }),
  p("aggregate", "agg-gen-building-bulk", 58, {
    noun: "Building Sand",
    pack: "Bulk Bag",
    nounBy: { ryeford: "Soft sand for mortar" },
    reach: 5,
  }),
  p("aggregate", "agg-gen-building-25", 4.3, { noun: "Building Sand", pack: bag(25), reach: 4 }),
  p("aggregate", "agg-gen-paving-20", 6.9, {
    noun: "Kiln Dried Paving Sand",
    pack: bag(20),
    nounBy: { fenmoor: "KILN DRIED SAND" },
  }),
  p("aggregate", "agg-gen-ballast-bulk", 64, {
    noun: "All-in Ballast",
    pack: "Bulk Bag",
    nounBy: { fenmoor: "20MM ALL IN AGG", ryeford: "Combined aggregate 0-20mm", caldmoor: "Ballast" },
    reach: 5,
  }),
  p("aggregate", "agg-gen-ballast-25", 4.9, { noun: "All-in Ballast", pack: bag(25), reach: 4 }),
  p("aggregate", "agg-gen-type1-bulk", 60, {
    noun: "Type 1 Sub-Base",
    pack: "Bulk Bag",
    nounBy: { fenmoor: "MOT TYPE 1", wychbury: "MOT Type 1 Crushed Stone Sub-Base" },
    reach: 4,
  }),
  p("aggregate", "agg-gen-type1-25", 4.7, { noun: "Type 1 Sub-Base", pack: bag(25) }),
  p("aggregate", "agg-gen-pea-10-bulk", 66, { form: "single", noun: "Pea Gravel", dims: [10], pack: "Bulk Bag" }),
  p("aggregate", "agg-gen-gravel-20-bulk", 65, {
    form: "single",
    noun: "Washed Gravel",
    dims: [20],
    pack: "Bulk Bag",
    nounBy: { ryeford: "Shingle, washed" },
  }),
  p("aggregate", "agg-gen-gravel-20-25", 5.2, { form: "single", noun: "Washed Gravel", dims: [20], pack: bag(25) }),
  p("aggregate", "agg-dunstow-golden-20", 6.5, {
    form: "single",
    brand: "Dunstow",
    noun: "Golden Chippings",
    dims: [20],
    pack: bag(20),
  }),
  p("aggregate", "agg-dunstow-plum-40", 7.9, {
    form: "single",
    brand: "Dunstow",
    noun: "Plum Slate Chippings",
    dims: [40],
    pack: bag(20),
    reach: 2,
  }),
];

export const PLASTER: Product[] = [
  p("plaster", "pla-gypsana-multi-25", 11.9, {
    brand: "Gypsana",
    noun: "Multi-Finish Plaster",
    pack: bag(25),
    reach: 5,
  }),
  p("plaster", "pla-gypsana-multi-10", 7.4, {
    brand: "Gypsana",
    noun: "Multi-Finish Plaster",
    pack: bag(10),
    reach: 2,
  }),
  p("plaster", "pla-gypsana-board-25", 12.2, { brand: "Gypsana", noun: "Board Finish Plaster", pack: bag(25) }),
  p("plaster", "pla-gypsana-bonding-25", 13.4, {
    brand: "Gypsana",
    noun: "Bonding Coat Undercoat Plaster",
    pack: bag(25),
  }),
  p("plaster", "pla-gypsana-hardwall-25", 12.8, {
    brand: "Gypsana",
    noun: "Hardwall Undercoat Plaster",
    pack: bag(25),
  }),
  p("plaster", "pla-skimwell-onecoat-25", 14.9, { brand: "Skimwell", noun: "One Coat Plaster", pack: bag(25) }),
  p("plaster", "pla-skimwell-multi-25", 11.2, { brand: "Skimwell", noun: "Multi Finish Plaster", pack: bag(25) }),
];

const BRICK = [215, 102.5, 65];

export const MASONRY: Product[] = [
  p("brick", "bri-brindlecote-redmulti", 0.78, {
    form: "masonry",
    brand: "Brindlecote",
    noun: "Facing Brick",
    detail: "Red Multi",
    dims: BRICK,
    reach: 4,
  }),
  p("brick", "bri-brindlecote-buff", 0.84, {
    form: "masonry",
    brand: "Brindlecote",
    noun: "Facing Brick",
    detail: "Buff",
    dims: BRICK,
  }),
  p("brick", "bri-brindlecote-stock", 0.95, {
    form: "masonry",
    brand: "Brindlecote",
    noun: "Stock Facing Brick",
    detail: "Antique Red",
    dims: BRICK,
  }),
  p("brick", "bri-redhythe-classb", 0.72, {
    form: "masonry",
    brand: "Redhythe",
    noun: "Class B Engineering Brick",
    detail: "Red Solid",
    dims: BRICK,
    reach: 4,
  }),
  p("brick", "bri-redhythe-classa", 0.98, {
    form: "masonry",
    brand: "Redhythe",
    noun: "Class A Engineering Brick",
    detail: "Blue Perforated",
    dims: BRICK,
  }),
  p("brick", "bri-redhythe-facing-73", 0.88, {
    form: "masonry",
    brand: "Redhythe",
    noun: "Facing Brick",
    detail: "Smooth Red",
    dims: [215, 102.5, 73],
    reach: 2,
  }),
  p("brick", "bri-gen-common", 0.55, {
    form: "masonry",
    noun: "Common Brick",
    dims: BRICK,
    nounBy: { ryeford: "Fletton common brick" },
  }),
  p("block", "blo-gen-dense-100", 1.65, {
    form: "masonry",
    noun: "Dense Concrete Block",
    detail: "7.3N",
    dims: [440, 215, 100],
    nounBy: { fenmoor: "DENSE SOLID BLOCK" },
    reach: 5,
  }),
  p("block", "blo-gen-dense-140", 2.45, {
    form: "masonry",
    noun: "Dense Concrete Block",
    detail: "7.3N",
    dims: [440, 215, 140],
    reach: 4,
  }),
  p("block", "blo-gen-dense-215", 3.9, {
    form: "masonry",
    noun: "Dense Concrete Block",
    detail: "7.3N",
    dims: [440, 215, 215],
  }),
  p("block", "blo-gen-hollow-215", 3.2, {
    form: "masonry",
    noun: "Hollow Concrete Block",
    dims: [440, 215, 215],
    reach: 2,
  }),
  p("block", "blo-airvex-std-100", 2.1, {
    form: "masonry",
    brand: "Airvex",
    noun: "Aircrete Block",
    detail: "3.6N",
    dims: [440, 215, 100],
    nounBy: { ryeford: "Lightweight aerated block" },
    reach: 4,
  }),
  p("block", "blo-airvex-std-140", 2.95, {
    form: "masonry",
    brand: "Airvex",
    noun: "Aircrete Block",
    detail: "3.6N",
    dims: [440, 215, 140],
  }),
  p("block", "blo-airvex-trench-275", 6.4, {
    form: "masonry",
    brand: "Airvex",
    noun: "Aircrete Trench Block",
    dims: [440, 215, 275],
  }),
  p("block", "blo-cindrex-light-100", 1.95, {
    form: "masonry",
    brand: "Cindrex",
    noun: "Lightweight Concrete Block",
    detail: "7N",
    dims: [440, 215, 100],
  }),
  p("block", "blo-gen-lintel-1200", 14.5, {
    form: "section",
    noun: "Prestressed Concrete Lintel",
    dims: [100, 140],
    length: 1200,
  }),
];
