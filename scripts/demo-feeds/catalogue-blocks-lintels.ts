import type { BrandKey } from "./brands.ts";
import type { AddProduct } from "./catalogue-types.ts";

export function addBlockLintelProducts(add: AddProduct): void {
  for (const [n, th, p] of [
    ["3.6N", 100, 2.1],
    ["7.3N", 100, 2.45],
    ["3.6N", 140, 3.2],
    ["7.3N", 140, 3.6],
    ["3.6N", 215, 5.1],
    ["7.3N", 215, 5.8],
  ] as const) {
    const short = n === "7.3N" ? "7N" : "3.6N";
    add({
      key: `block-dense-${n.toLowerCase()}-${th}`,
      cat: "blocks",
      type: ["Bricks & Blocks", "Concrete Blocks"],
      core: [`Dense Concrete Block ${n}`, `Dense Block ${short}`, `Solid Dense Concrete Block ${n}`],
      size: { t: "block", th },
      single: true,
      price: p,
      image: "block-dense",
      desc: `Solid dense aggregate concrete block, ${n}/mm² compressive strength, 440 x 215 x ${th} mm. For foundations, load-bearing and party walls.`,
    });
  }
  const air = (
    key: string,
    brand: BrandKey,
    line: [string, string],
    core: [string, string, string],
    th: number,
    p: number,
    desc: string,
  ) =>
    add({
      key,
      cat: "blocks",
      type: ["Bricks & Blocks", "Aircrete Blocks"],
      brand,
      line,
      core,
      size: { t: "block", th },
      single: true,
      price: p,
      image: "block-aircrete",
      desc,
    });
  air(
    "block-thermalite-shield-100",
    "thermalite",
    ["Shield 2000", "Shield"],
    ["Aircrete Block 3.6N", "Aircrete Block 3.6N", "Lightweight Aircrete Block 3.6N"],
    100,
    3.1,
    "Lightweight aircrete block, 3.6 N/mm², 440 x 215 x 100 mm, good thermal performance for cavity wall inner leaves.",
  );
  air(
    "block-thermalite-hi-strength-7-100",
    "thermalite",
    ["Hi-Strength 7", "Hi-Str 7"],
    ["Aircrete Block 7.3N", "Aircrete Block 7N", "High Strength Aircrete Block 7.3N"],
    100,
    3.6,
    "High strength aircrete block, 7.3 N/mm², 440 x 215 x 100 mm.",
  );
  air(
    "block-thermalite-trenchblock-300",
    "thermalite",
    ["Trenchblock", "Trenchblock"],
    ["Foundation Block", "Foundation Block", "Aircrete Foundation Trench Block"],
    300,
    14.8,
    "Aircrete foundation block, 440 x 215 x 300 mm, laid flat to build foundations quickly below DPC.",
  );
  air(
    "block-celcon-standard-100",
    "hh",
    ["Celcon Standard Grade", "Celcon Std"],
    ["Aircrete Block 3.6N", "Aircrete Block 3.6N", "Lightweight Aircrete Block 3.6N"],
    100,
    3.05,
    "Standard grade aircrete block, 3.6 N/mm², 440 x 215 x 100 mm.",
  );
  air(
    "block-celcon-standard-140",
    "hh",
    ["Celcon Standard Grade", "Celcon Std"],
    ["Aircrete Block 3.6N", "Aircrete Block 3.6N", "Lightweight Aircrete Block 3.6N"],
    140,
    4.3,
    "Standard grade aircrete block, 3.6 N/mm², 440 x 215 x 140 mm.",
  );
  air(
    "block-celcon-high-strength-100",
    "hh",
    ["Celcon High Strength", "Celcon HS"],
    ["Aircrete Block 7.3N", "Aircrete Block 7N", "High Strength Aircrete Block 7.3N"],
    100,
    3.55,
    "High strength aircrete block, 7.3 N/mm², 440 x 215 x 100 mm.",
  );
  air(
    "block-celcon-foundation-300",
    "hh",
    ["Celcon Foundation Block", "Celcon Foundation"],
    ["Aircrete Block", "Aircrete Block", "Aircrete Foundation Block"],
    300,
    14.4,
    "Aircrete foundation block, 440 x 215 x 300 mm, laid flat in strip foundations.",
  );
  for (const [w, h, len, p] of [
    [100, 65, 1200, 10.5],
    [100, 65, 1500, 13.4],
    [100, 65, 1800, 16.2],
    [140, 100, 1200, 15.8],
  ] as const) {
    add({
      key: `lintel-prestressed-${w}x${h}-${len}`,
      cat: "blocks",
      type: ["Bricks & Blocks", "Lintels"],
      core: ["Prestressed Concrete Lintel", "Concrete Lintel", "Pre-Stressed Concrete Lintel"],
      size: { t: "len", th: h, w, len },
      single: true,
      price: p,
      image: "lintel",
      desc: `Prestressed concrete lintel, ${w} mm wide x ${h} mm deep, ${len} mm long, for openings in block or brick walls.`,
    });
  }
}
