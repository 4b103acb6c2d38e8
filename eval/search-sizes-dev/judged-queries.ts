/**
 * A fresh dev set of dimension queries (session 13, sizes lane), written and graded before its first run, over the
 * catalogues of spent held-out sets 5 and 6. Phrased as UK buyers and trade counters type sizes: abbreviations
 * ("PB", "MR MDF", "PAR", "CLS"), sizes stuck to words or units, length ranges, counts after a size, gauges and
 * diameters, weights, volumes and areas. Grades: 3 the product asked for, 2 the same product in a near size (other
 * length, other brand of the same size), 1 the same kind in another size. Products not listed grade 0.
 */
export interface SizeDevQuery {
  set: 5 | 6;
  q: string;
  grades: Record<string, number>;
}

const c16x100 = (set: 5 | 6, best: number[], lengths: number[]) => {
  const key = set === 5 ? "timber-gen-c16-47x100-" : "timber-gen-treated-47x100-";
  return Object.fromEntries(lengths.map((l) => [`${key}${l}`, best.includes(l) ? 3 : 2]));
};

export const SIZE_DEV_QUERIES: SizeDevQuery[] = [
  // Trade-counter abbreviations
  {
    set: 5,
    q: "12.5mm PB",
    grades: {
      "plasterboard-alabast-standard-te-12.5": 3,
      "plasterboard-corlith-wallboard-te-12.5": 3,
      "plasterboard-alabast-standard-se-12.5-1800": 3,
      "plasterboard-alabast-moisture-shield-12.5": 2,
      "plasterboard-alabast-firecore-12.5": 2,
      "plasterboard-corlith-aquaboard-12.5": 2,
      "plasterboard-corlith-fireboard-12.5": 2,
      "plasterboard-alabast-standard-te-9.5": 1,
      "plasterboard-alabast-standard-te-15": 1,
      "plasterboard-corlith-wallboard-se-9.5": 1,
    },
  },
  {
    set: 5,
    q: "18mm MR MDF",
    grades: { "sheet-evenmill-mr-mdf-18": 3, "sheet-evenmill-mdf-18": 2, "sheet-evenmill-mdf-12": 1 },
  },
  {
    set: 6,
    q: "18mm mr mdf 8x4",
    grades: { "sheet-fibrelle-mdf-mr-18": 3, "sheet-fibrelle-mdf-18": 2, "sheet-fibrelle-mdf-12": 1 },
  },
  {
    set: 5,
    q: "PAR 18x94",
    grades: { "timber-gen-par-18x94-2400": 3, "timber-gen-par-18x144-2400": 1, "timber-gen-par-18x44-2400": 1 },
  },
  {
    set: 6,
    q: "2.4 CLS",
    grades: {
      "timber-skogvale-cls-38x63-2400": 3,
      "timber-skogvale-cls-38x89-2400": 3,
      "timber-skogvale-cls-38x89-3000": 2,
    },
  },
  {
    set: 5,
    q: "3m CLS 38x89",
    grades: { "timber-gen-cls-38x89-3000": 3, "timber-gen-cls-38x89-2400": 2, "timber-gen-cls-38x63-3000": 1 },
  },
  {
    set: 6,
    q: "9mm osb 8x4",
    grades: { "sheet-strandex-osb3-9": 3, "sheet-strandex-osb3-11": 1, "sheet-strandex-osb3-18": 1 },
  },
  {
    set: 5,
    q: "15mm fire board",
    grades: {
      "plasterboard-alabast-firecore-15": 3,
      "plasterboard-alabast-firecore-12.5": 2,
      "plasterboard-corlith-fireboard-12.5": 2,
    },
  },
  // Sizes stuck to words or to each other
  {
    set: 5,
    q: "38x89mmx2.4m cls",
    grades: { "timber-gen-cls-38x89-2400": 3, "timber-gen-cls-38x89-3000": 2, "timber-gen-cls-38x63-2400": 1 },
  },
  {
    set: 5,
    q: "47x100mmx4.8m",
    grades: { ...c16x100(5, [4800], [2400, 3000, 3600, 4800]), "timber-vasstorp-c24-47x100-4800": 3 },
  },
  {
    set: 5,
    q: "100mmPIR",
    grades: {
      "insulation-kelvix-pir-100": 3,
      "insulation-frostline-pir-100": 3,
      "insulation-kelvix-pir-120": 1,
      "insulation-kelvix-pir-75": 1,
      "insulation-kelvix-pir-50": 1,
      "insulation-frostline-pir-50": 1,
    },
  },
  {
    set: 6,
    q: "50mmpir board",
    grades: {
      "insul-polarex-pir-50": 3,
      "insul-polarex-pir-25": 1,
      "insul-polarex-pir-75": 1,
      "insul-polarex-pir-100": 1,
    },
  },
  {
    set: 6,
    q: "18mmply",
    grades: {
      "sheet-kalmora-hardwood-ply-18": 3,
      "sheet-gen-shuttering-ply-18": 3,
      "sheet-gen-marine-ply-18": 3,
      "sheet-kalmora-hardwood-ply-12": 1,
      "sheet-gen-softwood-ply-12": 1,
    },
  },
  // Length ranges
  {
    set: 5,
    q: "4x2 3-3.6m",
    grades: { ...c16x100(5, [3000, 3600], [2400, 3000, 3600, 4800]), "timber-vasstorp-c24-47x100-4800": 2 },
  },
  {
    set: 6,
    q: "47x100 treated 8-12ft",
    grades: {
      ...c16x100(6, [2400, 3000, 3600], [2400, 3000, 3600, 4800]),
      "timber-skogvale-c24-47x100-3600": 2,
    },
  },
  {
    set: 5,
    q: "cls 2.4-3m 38x63",
    grades: { "timber-gen-cls-38x63-2400": 3, "timber-gen-cls-38x63-3000": 3, "timber-gen-cls-38x89-2400": 1 },
  },
  // A count after a size
  {
    set: 5,
    q: "4x40 x200 wood screws",
    grades: { "fixings-gripstar-wood-4x40": 3, "fixings-gripstar-wood-4x30": 1, "fixings-gripstar-wood-4x50": 1 },
  },
  {
    set: 5,
    q: "drywall screws 3.5x25 x1000",
    grades: { "fixings-gripstar-drywall-3.5x25": 3, "fixings-gripstar-drywall-3.5x35": 1 },
  },
  {
    set: 5,
    q: "5x60 screws box 100",
    grades: { "fixings-gripstar-wood-5x60": 3, "fixings-gripstar-decking-4.5x60": 1, "fixings-gripstar-wood-5x80": 1 },
  },
  // Gauges and diameters
  {
    set: 5,
    q: "M10 throughbolt",
    grades: { "fixings-dowlex-throughbolt-m10x100": 3 },
  },
  {
    set: 5,
    q: "m10 x 100 bolts",
    grades: { "fixings-dowlex-throughbolt-m10x100": 3, "fixings-dowlex-frame-fixing-10x100": 1 },
  },
  {
    set: 6,
    q: "110mm dia drain pipe 3m",
    grades: {
      "drain-drainwell-pipe-110-3000": 3,
      "drain-vantora-soil-110-3000": 1,
      "drain-drainwell-pipe-160-3000": 1,
    },
  },
  {
    set: 5,
    q: "Ø110 underground pipe 6m",
    grades: { "drainage-kellerby-ug-pipe-110-6000": 3, "drainage-kellerby-ug-pipe-110-3000": 2 },
  },
  {
    set: 6,
    q: "40mm waste pipe 3mtr",
    grades: { "drain-vantora-waste-40-3000": 3, "drain-vantora-waste-32-3000": 1 },
  },
  {
    set: 5,
    q: "1200g dpm",
    grades: { "damp-damptek-dpm-1200g": 3 },
  },
  // Weights and volumes
  {
    set: 5,
    q: "pva 5ltr",
    grades: { "adhesive-fixabond-pva-5l": 3, "adhesive-fixabond-pva-1l": 1 },
  },
  {
    set: 6,
    q: "plasticiser 5 lt",
    grades: { "cement-portwell-plasticiser-5": 3 },
  },
  {
    set: 5,
    q: "25kg sharp sand",
    grades: { "aggregate-gen-sharp-sand-25kg": 3, "aggregate-gen-sharp-sand-bulk": 1 },
  },
  {
    set: 6,
    q: "800kg ballast",
    grades: { "agg-gen-ballast-bulk": 3, "agg-gen-ballast-25": 1 },
  },
  {
    set: 5,
    q: "850kg bag 20mm gravel",
    grades: {
      "aggregate-gen-gravel-20mm-bulk": 3,
      "aggregate-gen-gravel-10mm-bulk": 1,
      "aggregate-gen-gravel-20mm-25kg": 1,
    },
  },
  {
    set: 5,
    q: "20mm gravel 25 kilo",
    grades: { "aggregate-gen-gravel-20mm-25kg": 3, "aggregate-gen-gravel-20mm-bulk": 1 },
  },
  {
    set: 5,
    q: "12.5 kilo jointing compound",
    grades: { "plaster-kalkstone-jointing-12.5kg": 3 },
  },
  // Sizes in feet and inches, sheets by name
  {
    set: 6,
    q: "6ft x 3ft plasterboard 12.5",
    grades: {
      "board-calcara-standard-te-12.5-1800": 3,
      "board-calcara-standard-te-12.5": 1,
      "board-whitcliffe-standard-te-12.5": 1,
    },
  },
  {
    set: 6,
    q: "8ft 4x4 post",
    grades: { "fence-gen-post-100-2400": 3, "fence-gen-post-75-2400": 1 },
  },
  {
    set: 5,
    q: "3x3 fence post 6ft",
    grades: {
      "timber-gen-fence-post-75x75-1800": 3,
      "timber-gen-fence-post-75x75-2400": 2,
      "timber-gen-fence-post-100x100-2400": 1,
    },
  },
  {
    set: 5,
    q: "4ft spirit level",
    grades: { "tool-hardell-spirit-level-1200": 3, "tool-hardell-spirit-level-600": 1 },
  },
  // Sizes only in a thickness or size column form
  {
    set: 5,
    q: "loft roll 170",
    grades: {
      "insulation-warmnest-loft-roll-170": 3,
      "insulation-warmnest-loft-roll-150": 1,
      "insulation-warmnest-loft-roll-200": 1,
      "insulation-warmnest-loft-roll-100": 1,
    },
  },
  {
    set: 6,
    q: "22mm chipboard flooring",
    grades: { "sheet-planko-p5-22": 3, "sheet-planko-p5-18": 1 },
  },
  {
    set: 5,
    q: "lead 150mm code 4",
    grades: { "roofing-gen-lead-code4-150": 3, "roofing-gen-lead-code4-300": 1 },
  },
];
