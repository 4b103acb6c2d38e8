import type { BrandKey } from "./brands.ts";
import type { AddProduct } from "./catalogue-types.ts";

export function addBrickProducts(add: AddProduct): void {
  const brick = (
    id: string,
    brand: BrandKey | undefined,
    line: [string, string] | undefined,
    core: [string, string, string],
    leaf: string,
    each: number,
    packN: number,
    packPrice: number,
    image: string,
    desc: string,
  ) => {
    const base = {
      cat: "bricks" as const,
      type: ["Bricks & Blocks", leaf] as [string, string],
      brand,
      line,
      core,
      size: { t: "brick" as const, h: 65 },
      image,
    };
    add({ ...base, key: `brick-${id}-single`, single: true, price: each, desc: `${desc} Sold individually.` });
    add({
      ...base,
      key: `brick-${id}-pack-${packN}`,
      pack: packN,
      price: packPrice,
      desc: `${desc} Full pack of ${packN} bricks, delivered on a pallet.`,
    });
  };
  brick(
    "ibstock-calderstone-red-multi",
    "ibstock",
    ["Calderstone Red Multi", "Calderstone Red Multi"],
    ["Facing Brick", "Facing Brick", "Clay Facing Brick"],
    "Facing Bricks",
    1.05,
    500,
    495,
    "brick-red",
    "Red multi stock-effect clay facing brick, 215 x 102.5 x 65 mm, frost resistant (F2).",
  );
  brick(
    "ibstock-wealden-buff-stock",
    "ibstock",
    ["Wealden Buff Stock", "Wealden Buff"],
    ["Facing Brick", "Facing Brick", "Clay Facing Brick"],
    "Facing Bricks",
    1.15,
    500,
    540,
    "brick-buff",
    "Buff soft-mud stock clay facing brick, 215 x 102.5 x 65 mm.",
  );
  brick(
    "wienerberger-harlow-smooth-red",
    "wienerberger",
    ["Harlow Smooth Red", "Harlow Smooth Red"],
    ["Facing Brick", "Facing Brick", "Wirecut Facing Brick"],
    "Facing Bricks",
    0.98,
    500,
    455,
    "brick-red",
    "Smooth red wirecut clay facing brick, 215 x 102.5 x 65 mm, 10 hole.",
  );
  brick(
    "wienerberger-elmstead-yellow-multi",
    "wienerberger",
    ["Elmstead Yellow Multi", "Elmstead Yellow"],
    ["Facing Brick", "Facing Brick", "Clay Facing Brick"],
    "Facing Bricks",
    1.1,
    500,
    515,
    "brick-buff",
    "Yellow multi stock-effect clay facing brick, 215 x 102.5 x 65 mm.",
  );
  brick(
    "ibstock-class-a-blue-solid",
    "ibstock",
    undefined,
    ["Class A Engineering Brick Blue Solid", "Eng Brick Class A Blue Solid", "Solid Blue Engineering Brick Class A"],
    "Engineering Bricks",
    1.4,
    400,
    520,
    "brick-engineering",
    "Class A blue engineering brick, solid, 215 x 102.5 x 65 mm, low water absorption for damp-proof courses and manholes.",
  );
  brick(
    "forterra-class-b-red-perforated",
    "forterra",
    undefined,
    [
      "Class B Engineering Brick Red Perforated",
      "Eng Brick Class B Red Perf",
      "Perforated Red Engineering Brick Class B",
    ],
    "Engineering Bricks",
    0.78,
    400,
    295,
    "brick-engineering",
    "Class B red engineering brick, perforated, 215 x 102.5 x 65 mm, for below-ground work and retaining walls.",
  );
  brick(
    "forterra-lbc-common",
    "forterra",
    ["LBC Common", "LBC Common"],
    ["Brick", "Brick", "Fletton Common Brick"],
    "Common Bricks",
    0.85,
    500,
    398,
    "brick-red",
    "Pressed Fletton common brick with frog, 215 x 102.5 x 65 mm, for internal and rendered walls.",
  );
  brick(
    "common-65mm",
    undefined,
    undefined,
    ["Common Brick", "Common Brick", "Standard Common Brick"],
    "Common Bricks",
    0.62,
    500,
    285,
    "brick-red",
    "Standard clay common brick, 215 x 102.5 x 65 mm, for work that will be rendered or hidden.",
  );
}
