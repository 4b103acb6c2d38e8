import type { BrandKey } from "./brands.ts";
import type { AddProduct } from "./catalogue-types.ts";

export type AddPlasterboard = ReturnType<typeof plasterboardAdder>;

export function plasterboardAdder(add: AddProduct) {
  const TE: [string, string, string] = ["Plasterboard Tapered Edge", "Plasterboard TE", "Plasterboard (Tapered Edge)"];
  const SE: [string, string, string] = ["Plasterboard Square Edge", "Plasterboard SE", "Plasterboard (Square Edge)"];
  const pb = (
    brand: BrandKey,
    id: string,
    line: [string, string],
    edge: "TE" | "SE",
    th: number,
    l: number,
    w: number,
    price: number,
    image: string,
    what: string,
  ) =>
    add({
      key: `pb-${id}-${th}-${edge.toLowerCase()}-${l}x${w}`,
      cat: "plasterboard",
      type: ["Plasterboard & Drylining", "Plasterboard"],
      brand,
      line,
      core: edge === "TE" ? TE : SE,
      size: { t: "sheet", th, w, l },
      price,
      image,
      desc: `${what}, ${th} mm, ${l} x ${w} mm, ${edge === "TE" ? "tapered edges for jointing" : "square edges for skimming"}.`,
    });
  return pb;
}
