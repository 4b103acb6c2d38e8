// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Per-category vocabulary: nouns, taxonomy labels, description sentences and
// marketplace search keywords.

export const CATEGORIES = [
  "cement",
  "concrete-mortar",
  "sand",
  "aggregates",
  "timber",
  "sheet-materials",
  "plasterboard",
  "plaster",
  "bricks",
  "blocks",
  "skirting-architrave",
  "insulation",
  "roofing",
  "drainage",
  "other",
];

export interface CatInfo {
  noun: string; // leading noun for catalogue-code style titles
  dept: string; // top-level department
  leaf: string; // leaf category label
  use: string[]; // "use" clauses for descriptions
  keywords: string[]; // marketplace search words
}

export const CAT: Record<string, CatInfo> = {
  cement: {
    noun: "Cement",
    dept: "Building Materials",
    leaf: "Cement & Lime",
    use: [
      "for concrete, mortar, screed and render mixes",
      "for general building work on site",
      "for bricklaying mortars and concreting",
    ],
    keywords: ["Portland Cement", "Concrete Mortar Render", "Builders Cement"],
  },
  "concrete-mortar": {
    noun: "Concrete & Mortar",
    dept: "Building Materials",
    leaf: "Concrete, Mortar & Admixtures",
    use: [
      "for concrete and mortar work on site",
      "for new build, repair and landscaping jobs",
      "for trade and DIY concreting and bricklaying",
    ],
    keywords: ["Concrete Mix", "Mortar", "Building Repair"],
  },
  sand: {
    noun: "Sand",
    dept: "Building Materials",
    leaf: "Sand",
    use: [
      "for general building and landscaping work",
      "for builders and landscapers",
      "for use on site and in the garden",
    ],
    keywords: ["Builders Sand", "Mortar Sand", "Landscaping"],
  },
  aggregates: {
    noun: "Aggregate",
    dept: "Building Materials",
    leaf: "Aggregates & Gravel",
    use: [
      "for building and landscaping projects",
      "for groundworks, paths and gardens",
      "for trade and DIY outdoor projects",
    ],
    keywords: ["Gravel", "Aggregate", "Driveway Garden Landscaping"],
  },
  timber: {
    noun: "Timber",
    dept: "Timber & Joinery",
    leaf: "Structural & Carcassing Timber",
    use: [
      "for building, carpentry and joinery work",
      "for trade and DIY timber projects",
      "for construction and general carpentry",
    ],
    keywords: ["Timber", "Wood", "Carpentry Framing"],
  },
  "sheet-materials": {
    noun: "Sheet",
    dept: "Timber & Joinery",
    leaf: "Sheet Materials",
    use: [
      "for construction, joinery and DIY projects",
      "for building and fit-out work",
      "for trade and DIY board applications",
    ],
    keywords: ["Board", "Sheet Material", "Flooring Roofing DIY"],
  },
  plasterboard: {
    noun: "Plasterboard",
    dept: "Drylining & Plastering",
    leaf: "Plasterboard",
    use: [
      "for lining walls and ceilings in drylining systems",
      "for partitions and ceilings",
      "for internal walls and ceilings",
    ],
    keywords: ["Plasterboard", "Drywall Board", "Ceiling Partition"],
  },
  plaster: {
    noun: "Plaster",
    dept: "Drylining & Plastering",
    leaf: "Plaster & Jointing",
    use: [
      "for internal walls and ceilings",
      "for plastering and drylining work",
      "for professional plasterers and DIY users",
    ],
    keywords: ["Plaster", "Skim Coat", "Wall Ceiling"],
  },
  bricks: {
    noun: "Brick",
    dept: "Bricks & Blocks",
    leaf: "Bricks",
    use: [
      "for walls, extensions and general brickwork",
      "for new build and extension brickwork",
      "for use with standard mortar joints",
    ],
    keywords: ["Brick", "Clay Brick", "Wall Extension"],
  },
  blocks: {
    noun: "Block",
    dept: "Bricks & Blocks",
    leaf: "Concrete & Aircrete Blocks",
    use: [
      "for masonry walls in new build and extensions",
      "for blockwork on site",
      "for use with standard mortar joints",
    ],
    keywords: ["Building Block", "Concrete Block", "Masonry Wall"],
  },
  "skirting-architrave": {
    noun: "Skirting & Architrave",
    dept: "Timber & Joinery",
    leaf: "Skirting & Architrave",
    use: [
      "for finishing walls and door openings",
      "for a neat finish around rooms and doorways",
      "for interior joinery and refurbishment",
    ],
    keywords: ["Skirting Board", "Architrave", "Moulding Trim"],
  },
  insulation: {
    noun: "Insulation",
    dept: "Insulation",
    leaf: "Insulation Boards & Rolls",
    use: [
      "for insulating new and existing buildings",
      "for thermal and acoustic upgrades",
      "for new build and refurbishment projects",
    ],
    keywords: ["Insulation", "Thermal Acoustic", "Loft Wall Roof"],
  },
  roofing: {
    noun: "Roofing",
    dept: "Roofing",
    leaf: "Roofing Tiles, Sheets & Flashing",
    use: [
      "for roofing work on new build and refurbishment",
      "for roofers and builders",
      "for roof repairs and new roofs",
    ],
    keywords: ["Roofing", "Roof", "Shed Outbuilding"],
  },
  drainage: {
    noun: "Drainage",
    dept: "Drainage & Rainwater",
    leaf: "Underground Drainage & Rainwater",
    use: [
      "for domestic drainage and rainwater installations",
      "for new build and repair drainage work",
      "for use with matching fittings from the same system",
    ],
    keywords: ["Drainage", "Pipe Fitting", "Rainwater Gutter"],
  },
  other: {
    noun: "Building Sundries",
    dept: "Fixings & Sundries",
    leaf: "Fixings, Sealants & Membranes",
    use: ["for trade and DIY building work", "for building and renovation projects", "for everyday use on site"],
    keywords: ["Building Supplies", "Trade", "Construction"],
  },
};
