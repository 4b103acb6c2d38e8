import type { AddProduct } from "./catalogue-types.ts";

export function addSheetMaterialProducts(add: AddProduct): void {
  for (const [th, p] of [
    [9, 16.5],
    [11, 19.2],
    [18, 30.5],
  ] as const) {
    add({
      key: `sheet-osb3-${th}-2440x1220`,
      cat: "sheet-materials",
      type: ["Sheet Materials", "OSB"],
      brand: "sterling",
      line: ["SterlingOSB Zero", "SterlingOSB Zero"],
      core: ["OSB3 Board", "OSB3", "Oriented Strand Board OSB/3"],
      size: { t: "sheet", th, w: 1220, l: 2440 },
      price: p,
      image: "osb",
      desc: `OSB/3 oriented strand board with no added formaldehyde, ${th} mm, 2440 x 1220 mm, square edge. Structural use in humid conditions: sheathing, roofing and hoarding.`,
    });
  }
  add({
    key: "sheet-osb3-tg-18-2400x600",
    cat: "sheet-materials",
    type: ["Sheet Materials", "OSB"],
    brand: "sterling",
    line: ["SterlingOSB Zero", "SterlingOSB Zero"],
    core: ["OSB3 Tongue & Groove Flooring", "OSB3 T&G", "Oriented Strand Board T&G Flooring Panel"],
    size: { t: "sheet", th: 18, w: 600, l: 2400 },
    price: 14.9,
    image: "osb",
    desc: "Tongue and groove OSB/3 flooring panel, 18 mm, 2400 x 600 mm, for floors and loft boarding over joists.",
  });
  for (const [th, p] of [
    [9, 28.5],
    [12, 36],
    [18, 48],
    [25, 66],
  ] as const) {
    add({
      key: `sheet-ply-hardwood-${th}-2440x1220`,
      cat: "sheet-materials",
      type: ["Sheet Materials", "Plywood"],
      core: ["Hardwood Faced Plywood", "Hardwood Ply", "Far Eastern Hardwood Plywood"],
      size: { t: "sheet", th, w: 1220, l: 2440 },
      price: p,
      image: "plywood",
      desc: `Hardwood faced plywood, ${th} mm, 2440 x 1220 mm, EN 314 class 2 bond. General joinery and lining.`,
    });
  }
  for (const [th, p] of [
    [9, 24],
    [12, 28.5],
    [18, 39],
    [25, 55],
  ] as const) {
    add({
      key: `sheet-ply-spruce-${th}-2440x1220`,
      cat: "sheet-materials",
      type: ["Sheet Materials", "Plywood"],
      brand: "metsa",
      core: ["Spruce Plywood", "Softwood Ply", "Softwood Spruce Plywood"],
      size: { t: "sheet", th, w: 1220, l: 2440 },
      price: p,
      image: "plywood",
      desc: `Nordic spruce softwood plywood, ${th} mm, 2440 x 1220 mm, exterior bond, sanded. For sheathing, flooring and packaging.`,
    });
  }
  for (const [th, p] of [
    [6, 14.2],
    [12, 22.5],
    [18, 29.8],
    [25, 41],
  ] as const) {
    add({
      key: `sheet-mdf-${th}-2440x1220`,
      cat: "sheet-materials",
      type: ["Sheet Materials", "MDF"],
      brand: "medite",
      core: ["MDF Board", "MDF", "Medium Density Fibreboard"],
      size: { t: "sheet", th, w: 1220, l: 2440 },
      price: p,
      image: "mdf",
      desc: `Standard medium density fibreboard, ${th} mm, 2440 x 1220 mm. Smooth faces for painting, shelving and furniture.`,
    });
  }
  add({
    key: "sheet-mdf-mr-18-2440x1220",
    cat: "sheet-materials",
    type: ["Sheet Materials", "MDF"],
    brand: "medite",
    core: ["Moisture Resistant MDF Board", "MR MDF", "Moisture Resistant Medium Density Fibreboard"],
    size: { t: "sheet", th: 18, w: 1220, l: 2440 },
    price: 36.5,
    image: "mdf",
    desc: "Moisture resistant MDF, 18 mm, 2440 x 1220 mm, green core. For kitchens, bathrooms and window boards.",
  });
  for (const [th, p] of [
    [18, 12.8],
    [22, 15.6],
  ] as const) {
    add({
      key: `sheet-chipboard-p5-tg-${th}-2400x600`,
      cat: "sheet-materials",
      type: ["Sheet Materials", "Chipboard Flooring"],
      core: [
        "P5 Chipboard Flooring T&G",
        "P5 Chipboard T&G",
        "Moisture Resistant P5 Chipboard Flooring Tongue & Groove",
      ],
      size: { t: "sheet", th, w: 600, l: 2400 },
      price: p,
      image: "chipboard-flooring",
      desc: `P5 moisture resistant chipboard flooring, tongue and groove on four edges, ${th} mm, 2400 x 600 mm.`,
    });
  }
  add({
    key: "sheet-hardboard-3.2-2440x1220",
    cat: "sheet-materials",
    type: ["Sheet Materials", "Hardboard"],
    core: ["Hardboard Sheet", "Hardboard", "Standard Hardboard"],
    size: { t: "sheet", th: 3.2, w: 1220, l: 2440 },
    price: 9.4,
    image: "hardboard",
    desc: "Standard hardboard, 3.2 mm, 2440 x 1220 mm, one smooth face. For floor overlay, protection and backing panels.",
  });
}
