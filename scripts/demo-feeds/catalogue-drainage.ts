import type { BrandKey } from "./brands.ts";
import type { AddProduct } from "./catalogue-types.ts";
import { list } from "./number-format.ts";

export function addDrainageProducts(add: AddProduct): void {
  const T: [string, string] = ["Drainage", "Underground Drainage"];
  const brandsUG: [BrandKey, [string, string] | undefined, number][] = [
    ["floplast", undefined, 1],
    ["wavin", ["OsmaDrain", "Osma"], 1.06],
    ["polypipe", undefined, 0.98],
  ];
  for (const [brand, line, f] of brandsUG) {
    const b = brand;
    for (const [len, p] of [
      [3000, 25.8],
      [6000, 46.5],
    ] as const) {
      add({
        key: `drain-${b}-110-pipe-plain-${len}`,
        cat: "drainage",
        type: T,
        brand,
        line,
        core: ["Underground Drainage Pipe Plain Ended", "UG Pipe Plain End", "Underground Drain Pipe (Plain End)"],
        size: { t: "pipe", dia: 110, len },
        price: list(p * f),
        image: "drain-pipe",
        desc: `110 mm PVC-U underground drainage pipe, plain ended, ${len / 1000} m, terracotta colour. For foul and surface water drains.`,
      });
    }
    for (const [angle, p] of [
      [87.5, 10.9],
      [45, 10.2],
    ] as const) {
      add({
        key: `drain-${b}-110-bend-${angle}-ds`,
        cat: "drainage",
        type: T,
        brand,
        line,
        core: ["Underground Bend Double Socket", "UG Bend D/S", "Underground Drainage Bend (Double Socket)"],
        size: { t: "fit", dia: 110, angle },
        price: list(p * f),
        image: "drain-bend",
        desc: `110 mm underground drainage bend, ${angle} degree, double socket with ring seals.`,
      });
    }
    add({
      key: `drain-${b}-110-coupler-ds`,
      cat: "drainage",
      type: T,
      brand,
      line,
      core: ["Underground Pipe Coupler Double Socket", "UG Coupler D/S", "Underground Drainage Coupling"],
      size: { t: "fit", dia: 110 },
      price: list(6.8 * f),
      image: "drain-pipe",
      desc: "110 mm double socket pipe coupler for joining plain-ended underground drainage pipe.",
    });
  }
  add({
    key: "drain-floplast-110-pipe-single-socket-3000",
    cat: "drainage",
    type: T,
    brand: "floplast",
    core: ["Underground Drainage Pipe Single Socket", "UG Pipe S/S", "Underground Drain Pipe (Single Socket)"],
    size: { t: "pipe", dia: 110, len: 3000 },
    price: 27.4,
    image: "drain-pipe",
    desc: "110 mm PVC-U underground drainage pipe with one socket end, 3 m.",
  });
  add({
    key: "drain-floplast-bottle-gully",
    cat: "drainage",
    type: T,
    brand: "floplast",
    core: ["Bottle Gully with Grid", "Bottle Gully", "Underground Bottle Gully Trap"],
    size: { t: "fit", dia: 110 },
    price: 32.5,
    image: "gully",
    desc: "Bottle gully with square hopper and grid, 110 mm outlet, for collecting surface and waste water.",
  });
  add({
    key: "drain-wavin-110-rest-bend",
    cat: "drainage",
    type: T,
    brand: "wavin",
    line: ["OsmaDrain", "Osma"],
    core: ["Rest Bend 87.5 Degree", "Rest Bend", "Underground Long Radius Rest Bend"],
    size: { t: "fit", dia: 110, angle: 87.5 },
    price: 19.4,
    image: "drain-bend",
    desc: "110 mm long radius rest bend for the foot of a soil stack, 87.5 degree, socket and spigot.",
  });
  add({
    key: "drain-polypipe-inspection-chamber-320",
    cat: "drainage",
    type: T,
    brand: "polypipe",
    core: ["Inspection Chamber Base 320mm", "Insp Chamber Base 320mm", "Shallow Inspection Chamber Base (320mm)"],
    size: { t: "fit", dia: 110 },
    price: 48,
    image: "inspection-chamber",
    desc: "320 mm diameter shallow inspection chamber base with five 110 mm inlets/outlets, for depths up to 600 mm.",
  });
  add({
    key: "drain-floplast-inspection-chamber-450",
    cat: "drainage",
    type: T,
    brand: "floplast",
    core: ["Inspection Chamber Base 450mm", "Insp Chamber Base 450mm", "Inspection Chamber Base (450mm)"],
    size: { t: "fit", dia: 110 },
    price: 74,
    image: "inspection-chamber",
    desc: "450 mm diameter inspection chamber base with 110 mm inlets, for depths up to 1.2 m with raising pieces.",
  });
  add({
    key: "rainwater-floplast-downpipe-68-2500-black",
    cat: "drainage",
    type: ["Drainage", "Rainwater"],
    brand: "floplast",
    core: ["Round Downpipe Black", "Downpipe Black", "Rainwater Round Downpipe (Black)"],
    size: { t: "pipe", dia: 68, len: 2500 },
    price: 10.2,
    image: "rainwater",
    desc: "68 mm round PVC-U rainwater downpipe, black, 2.5 m length.",
  });
  add({
    key: "rainwater-polypipe-downpipe-68-2500-black",
    cat: "drainage",
    type: ["Drainage", "Rainwater"],
    brand: "polypipe",
    core: ["Round Downpipe Black", "Downpipe Black", "Rainwater Round Downpipe (Black)"],
    size: { t: "pipe", dia: 68, len: 2500 },
    price: 9.8,
    image: "rainwater",
    desc: "68 mm round PVC-U downpipe, black, 2.5 m length.",
  });
  add({
    key: "rainwater-floplast-gutter-112-4000-black",
    cat: "drainage",
    type: ["Drainage", "Rainwater"],
    brand: "floplast",
    core: ["Half Round Gutter Black", "HR Gutter Black", "Half Round Guttering (Black)"],
    size: { t: "pipe", dia: 112, len: 4000 },
    price: 13.6,
    image: "rainwater",
    desc: "112 mm half round PVC-U gutter, black, 4 m length.",
  });
  add({
    key: "rainwater-polypipe-gutter-112-4000-black",
    cat: "drainage",
    type: ["Drainage", "Rainwater"],
    brand: "polypipe",
    core: ["Half Round Gutter Black", "HR Gutter Black", "Half Round Guttering (Black)"],
    size: { t: "pipe", dia: 112, len: 4000 },
    price: 12.9,
    image: "rainwater",
    desc: "112 mm half round PVC-U gutter, black, 4 m length.",
  });
}
