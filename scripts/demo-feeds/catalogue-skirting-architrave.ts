import type { AddProduct } from "./catalogue-types.ts";
import { list, m1 } from "./number-format.ts";

export function addSkirtingArchitraveProducts(add: AddProduct): void {
  const widths: [number, number][] = [
    [94, 11.4],
    [119, 13.8],
    [144, 16.9],
    [169, 19.6],
  ];
  const profiles: [string, string, number][] = [
    ["Torus", "skirting-torus", 0],
    ["Ogee", "skirting-ogee", 0.5],
    ["Chamfered", "skirting-chamfered", -0.4],
  ];
  for (const [prof, image, delta] of profiles) {
    for (const [w, p] of widths) {
      add({
        key: `skirting-mdf-${prof.toLowerCase()}-${w}-4200`,
        cat: "skirting-architrave",
        type: ["Mouldings", "Skirting Boards"],
        core: [`Primed MDF ${prof} Skirting Board`, `MDF ${prof} Skirting`, `${prof} Skirting Board Primed MDF`],
        size: { t: "len", th: 18, w, len: 4200 },
        price: list(p + delta),
        image,
        desc: `Primed MDF skirting board, ${prof.toLowerCase()} profile, 18 x ${w} mm, 4.2 m. Ready to paint, no knots.`,
      });
    }
  }
  for (const [prof, w, len, p, wood] of [
    ["Torus", 119, 4200, 15.2, "pine"],
    ["Ogee", 144, 4200, 18.4, "pine"],
    ["Torus", 144, 2400, 48, "oak"],
    ["Ogee", 119, 2400, 39, "oak"],
  ] as const) {
    const woodName = wood === "pine" ? "Pine" : "Solid Oak";
    add({
      key: `skirting-${wood}-${prof.toLowerCase()}-${w}-${len}`,
      cat: "skirting-architrave",
      type: ["Mouldings", "Skirting Boards"],
      core: [
        `${woodName} ${prof} Skirting Board`,
        `${wood === "pine" ? "Pine" : "Oak"} ${prof} Skirting`,
        `${prof} Skirting Board ${wood === "pine" ? "Softwood Pine" : "Solid Oak"}`,
      ],
      size: { t: "len", th: wood === "pine" ? 19 : 20, w, len },
      price: p,
      image: `skirting-${prof.toLowerCase()}`,
      desc: `${woodName} skirting board, ${prof.toLowerCase()} profile, ${wood === "pine" ? 19 : 20} x ${w} mm, ${m1(len)} m. ${wood === "pine" ? "Knotty redwood, sand before finishing." : "Kiln dried solid oak, unfinished."}`,
    });
  }
  for (const [mat, prof, p] of [
    ["MDF", "Torus", 5.6],
    ["MDF", "Ogee", 5.6],
    ["MDF", "Chamfered", 5.2],
    ["Pine", "Torus", 7.1],
    ["Oak", "Torus", 16.4],
  ] as const) {
    const matName = mat === "MDF" ? "Primed MDF" : mat === "Pine" ? "Pine" : "Solid Oak";
    add({
      key: `architrave-${mat.toLowerCase()}-${prof.toLowerCase()}-69-2400`,
      cat: "skirting-architrave",
      type: ["Mouldings", "Architrave"],
      core: [`${matName} ${prof} Architrave`, `${mat} ${prof} Arch`, `${prof} Architrave ${matName}`],
      size: { t: "len", th: 18, w: 69, len: 2400 },
      price: p,
      image: "architrave",
      desc: `${matName} architrave, ${prof.toLowerCase()} profile, 18 x 69 mm, 2.4 m, for door linings.`,
    });
  }
}
