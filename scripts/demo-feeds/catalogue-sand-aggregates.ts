import type { AddProduct } from "./catalogue-types.ts";

export function addSandAggregateProducts(add: AddProduct): void {
  const sand = (
    id: string,
    core: [string, string, string],
    price25: number,
    priceBulk: number | undefined,
    desc: string,
    bagKg = 25,
    mini?: number,
  ) => {
    add({
      key: `sand-${id}-${bagKg}kg`,
      cat: "sand",
      type: ["Sand & Aggregates", "Sand"],
      core,
      size: { t: "kg", kg: bagKg },
      price: price25,
      image: "sand-bag",
      desc,
    });
    if (priceBulk !== undefined)
      add({
        key: `sand-${id}-bulk-850kg`,
        cat: "sand",
        type: ["Sand & Aggregates", "Sand"],
        core,
        size: { t: "bulk", kg: 850 },
        price: priceBulk,
        image: "bulk-bag",
        desc: `${desc} Supplied in a bulk bag of approximately 850 kg, delivered by crane-offload lorry.`,
      });
    if (mini !== undefined)
      add({
        key: `sand-${id}-mini-bag-400kg`,
        cat: "sand",
        type: ["Sand & Aggregates", "Sand"],
        core,
        size: { t: "bulk", kg: 400 },
        price: mini,
        image: "bulk-bag",
        desc: `${desc} Supplied in a mini bulk bag of approximately 400 kg for smaller jobs.`,
      });
  };
  sand(
    "building",
    ["Building Sand", "Building Sand", "Soft Building Sand"],
    4.95,
    62,
    "Washed soft building sand for bricklaying mortar and general building work.",
    25,
    42,
  );
  sand(
    "sharp",
    ["Sharp Sand", "Sharp Sand", "Concreting Sharp Sand"],
    4.95,
    64,
    "Coarse washed sharp sand for screeds, concrete and laying paving.",
    25,
    44,
  );
  sand(
    "plastering",
    ["Plastering Sand", "Plastering Sand", "Fine Plastering and Rendering Sand"],
    5.4,
    72,
    "Fine washed sand graded for render and plaster backing coats.",
  );
  sand(
    "kiln-dried",
    ["Kiln Dried Sand", "Kiln Dried Sand", "Kiln Dried Paving Jointing Sand"],
    6.95,
    undefined,
    "Fine kiln dried sand for brushing into block paving joints.",
  );
  sand(
    "silver",
    ["Silver Sand", "Silver Sand", "Washed Silver Sand"],
    7.5,
    undefined,
    "Pale, fine washed silver sand for pointing, grouting and horticultural use.",
  );
  sand(
    "play",
    ["Washed Play Sand", "Play Sand", "Children's Play Sand"],
    5.95,
    undefined,
    "Washed, non-staining play sand, tested for use in sandpits.",
    15,
  );

  const agg = (
    id: string,
    core: [string, string, string],
    bagKg: number,
    priceBag: number,
    priceBulk: number,
    desc: string,
  ) => {
    add({
      key: `agg-${id}-${bagKg}kg`,
      cat: "aggregates",
      type: ["Sand & Aggregates", "Aggregates"],
      core,
      size: { t: "kg", kg: bagKg },
      price: priceBag,
      image: "aggregate-bag",
      desc,
    });
    add({
      key: `agg-${id}-bulk-850kg`,
      cat: "aggregates",
      type: ["Sand & Aggregates", "Aggregates"],
      core,
      size: { t: "bulk", kg: 850 },
      price: priceBulk,
      image: "bulk-bag",
      desc: `${desc} Supplied in a bulk bag of approximately 850 kg.`,
    });
  };
  agg(
    "ballast",
    ["All-in Ballast", "Ballast", "All-in Ballast (20mm to dust)"],
    25,
    5.25,
    66,
    "Mix of sharp sand and 20 mm gravel for making concrete with cement.",
  );
  agg(
    "mot-type-1",
    ["MOT Type 1 Sub-base", "MOT Type 1", "Type 1 Crushed Stone Sub-base"],
    25,
    4.8,
    58,
    "Crushed stone sub-base graded 40 mm to dust, compacts firmly under paving, drives and bases.",
  );
  agg(
    "shingle-10mm",
    ["10mm Shingle", "10mm Shingle", "10mm Washed Gravel Shingle"],
    25,
    5.6,
    72,
    "Washed 10 mm rounded shingle for concrete, drainage and paths.",
  );
  agg(
    "gravel-20mm",
    ["20mm Gravel", "20mm Gravel", "20mm Washed Gravel"],
    25,
    5.6,
    72,
    "Washed 20 mm gravel for concrete, soakaways and pipe bedding.",
  );
  agg(
    "limestone-chippings-20mm",
    ["20mm Limestone Chippings", "20mm Limestone Chips", "Limestone Chippings 20mm"],
    25,
    6.1,
    82,
    "Angular 20 mm limestone chippings for drives and decorative borders.",
  );
  agg(
    "cotswold-chippings-20mm",
    ["20mm Cotswold Chippings", "Cotswold Chips 20mm", "Cotswold Buff Chippings 20mm"],
    25,
    8.2,
    128,
    "Warm honey-coloured 20 mm Cotswold stone chippings for drives and gardens.",
  );
  agg(
    "pea-gravel-6mm",
    ["6mm Pea Gravel", "6mm Pea Gravel", "Pea Gravel 6mm"],
    25,
    6.4,
    88,
    "Small rounded 6 mm pea gravel for paths, pipe bedding and planters.",
  );
  agg(
    "slate-chippings-40mm",
    ["Blue Slate Chippings 40mm", "Slate Chippings 40mm", "Blue-Grey Slate Chippings 40mm"],
    20,
    9.5,
    185,
    "Flat blue-grey Welsh-style slate chippings, 40 mm, for decorative areas.",
  );
  agg(
    "scottish-pebbles-20-40mm",
    ["Scottish Pebbles 20-40mm", "Scottish Pebbles", "Scottish Beach Pebbles 20-40mm"],
    20,
    10.95,
    198,
    "Rounded multicoloured pebbles, 20 to 40 mm, for borders and water features.",
  );
}
