import type { BrandKey } from "./brands.ts";
import type { AddProduct } from "./catalogue-types.ts";

export function addCementProducts(add: AddProduct): void {
  const T: [string, string] = ["Cement & Concrete", "Cement"];
  const c = (
    key: string,
    brand: BrandKey,
    line: [string, string] | undefined,
    core: [string, string, string],
    kg: number,
    price: number,
    desc: string,
  ) => add({ key, cat: "cement", type: T, brand, line, core, size: { t: "kg", kg }, price, image: "cement-bag", desc });
  c(
    "cement-bc-general-purpose-25",
    "tarmac",
    ["Blue Circle General Purpose", "Blue Circle GP"],
    ["Cement", "Cement", "Portland Cement"],
    25,
    8.95,
    "General purpose Portland cement (CEM II) in a paper sack, for mortars, renders and concrete. Store off the ground and keep dry.",
  );
  c(
    "cement-bc-general-purpose-plastic-25",
    "tarmac",
    ["Blue Circle General Purpose", "Blue Circle GP"],
    ["Cement in Weatherproof Plastic Bag", "Cement Plastic Bag", "Portland Cement (Plastic Sack)"],
    25,
    10.25,
    "General purpose Portland cement in a weatherproof plastic sack that can be stored outside for up to three months.",
  );
  c(
    "cement-bc-mastercrete-25",
    "tarmac",
    ["Blue Circle Mastercrete", "Blue Circle Mastercrete"],
    ["Cement", "Cement", "Original Portland Cement"],
    25,
    9.75,
    "Premium Portland cement for high-strength concrete and mortars with good early strength and workability.",
  );
  c(
    "cement-bc-snowcrete-25",
    "tarmac",
    ["Blue Circle Snowcrete", "Blue Circle Snowcrete"],
    ["White Cement", "White Cement", "White Portland Cement"],
    25,
    17.4,
    "Bright white Portland cement for decorative renders, pointing and cast stone where a clean colour matters.",
  );
  c(
    "cement-bc-sulfate-resisting-25",
    "tarmac",
    ["Blue Circle Sulfate Resisting", "Blue Circle SR"],
    ["Cement", "Cement", "Sulphate Resisting Portland Cement"],
    25,
    14.6,
    "Sulfate resisting Portland cement for foundations and below-ground work in sulfate-bearing soils.",
  );
  c(
    "cement-hanson-multicem-25",
    "hanson",
    ["Multicem", "Multicem"],
    ["Cement", "Cement", "Portland Limestone Cement"],
    25,
    8.45,
    "Multi-purpose Portland limestone cement for general building work: bricklaying mortar, concrete and render.",
  );
  c(
    "cement-hanson-rapid-set-20",
    "hanson",
    ["Rapid Set", "Rapid Set"],
    ["Cement", "Cement", "Fast Setting Cement"],
    20,
    13.2,
    "Fast-setting cement for urgent repairs and fixing, reaching initial set in about 15 minutes.",
  );
  c(
    "cement-cemex-portland-25",
    "cemex",
    undefined,
    ["Ordinary Portland Cement", "OPC", "Portland Cement CEM I"],
    25,
    8.25,
    "Ordinary Portland cement (CEM I 42.5N) for concrete, mortar and render mixes.",
  );
}
