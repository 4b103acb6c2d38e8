import type { BrandKey } from "./brands.ts";
import type { AddProduct } from "./catalogue-types.ts";

export function addConcreteMortarProducts(add: AddProduct): void {
  const c = (
    key: string,
    brand: BrandKey,
    line: [string, string] | undefined,
    core: [string, string, string],
    kg: number,
    price: number,
    leaf: string,
    image: string,
    desc: string,
  ) =>
    add({
      key,
      cat: "concrete-mortar",
      type: ["Cement & Concrete", leaf],
      brand,
      line,
      core,
      size: { t: "kg", kg },
      price,
      image,
      desc,
    });
  c(
    "postcrete-bc-20",
    "tarmac",
    ["Blue Circle Postcrete", "Blue Circle Postcrete"],
    ["Fence Post Concrete", "Post Mix", "Rapid Setting Post Fix Concrete"],
    20,
    8.4,
    "Post Mix",
    "concrete-bag",
    "Rapid-setting concrete for fence posts: pour dry into the hole, add water, and the post is firm in 5 to 10 minutes.",
  );
  c(
    "postmix-hanson-20",
    "hanson",
    ["Post Mix", "Post Mix"],
    ["Fence Post Concrete", "Post Mix", "Fast Setting Post Concrete"],
    20,
    7.6,
    "Post Mix",
    "concrete-bag",
    "Fast-setting post concrete for fence, gate and washing line posts. No mixing needed.",
  );
  c(
    "mortar-bc-ready-mix-20",
    "tarmac",
    ["Blue Circle", "Blue Circle"],
    ["Ready to Use Mortar Mix", "Mortar Mix", "Ready Mixed Mortar"],
    20,
    7.2,
    "Mortar",
    "mortar-bag",
    "Pre-blended sand and cement mortar for bricklaying, pointing and repairs. Just add water.",
  );
  c(
    "mortar-hanson-mix-20",
    "hanson",
    undefined,
    ["Mortar Mix", "Mortar Mix", "Ready Mixed Mortar"],
    20,
    6.95,
    "Mortar",
    "mortar-bag",
    "General purpose bricklaying mortar, pre-blended; add clean water and mix to a workable consistency.",
  );
  c(
    "mortar-cemex-mix-25",
    "cemex",
    undefined,
    ["Mortar Mix", "Mortar Mix", "Ready Mixed Bricklaying Mortar"],
    25,
    7.4,
    "Mortar",
    "mortar-bag",
    "Ready blended mortar mix for brick and block laying in small jobs and repairs.",
  );
  c(
    "mortar-hanson-coloured-buff-25",
    "hanson",
    ["Coloured Mortar", "Col. Mortar"],
    ["Buff", "Buff", "Buff Bricklaying Mortar"],
    25,
    9.4,
    "Mortar",
    "mortar-bag",
    "Factory-coloured buff bricklaying mortar for a consistent joint colour across the job.",
  );
  c(
    "concrete-bc-mix-20",
    "tarmac",
    ["Blue Circle", "Blue Circle"],
    ["Ready to Use Concrete Mix", "Concrete Mix", "Ready Mixed Concrete"],
    20,
    7.5,
    "Concrete Mix",
    "concrete-bag",
    "Pre-blended concrete mix with cement, sand and aggregate for paths, bases and post holes. Add water only.",
  );
  c(
    "concrete-hanson-mix-20",
    "hanson",
    undefined,
    ["Concrete Mix", "Concrete Mix", "Ready Mixed Concrete"],
    20,
    7.2,
    "Concrete Mix",
    "concrete-bag",
    "General purpose concrete mix for small bases, footings and repairs.",
  );
  c(
    "concrete-cemex-readymix-25",
    "cemex",
    ["Readymix", "Readymix"],
    ["General Purpose Concrete", "Concrete", "Ready Mixed Concrete"],
    25,
    7.6,
    "Concrete Mix",
    "concrete-bag",
    "Bagged general purpose concrete, blended for consistent strength on patios, shed bases and steps.",
  );
  c(
    "concrete-cemex-rapid-set-20",
    "cemex",
    ["Rapid Set", "Rapid Set"],
    ["Concrete", "Concrete", "Fast Setting Concrete"],
    20,
    11.2,
    "Concrete Mix",
    "concrete-bag",
    "Rapid-setting concrete that can take foot traffic after about an hour; for urgent repairs and posts.",
  );
}
