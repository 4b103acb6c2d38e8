import type { AddProduct } from "./catalogue-types.ts";
import { list, m1 } from "./number-format.ts";

export function addTimberProducts(add: AddProduct): void {
  const perM: Record<string, number> = { "47x75": 2.1, "47x100": 2.75, "47x150": 4.2, "47x200": 5.8 };
  for (const dims of ["47x75", "47x100", "47x150", "47x200"]) {
    const [th, w] = dims.split("x").map(Number) as [number, number];
    for (const len of [2400, 3000, 3600, 4200, 4800]) {
      add({
        key: `timber-c16-treated-${dims}-${len}`,
        cat: "timber",
        type: ["Timber", "Treated Timber"],
        core: ["Treated Sawn Timber C16", "C16 Treated Sawn", "Tanalised C16 Carcassing"],
        size: { t: "len", th, w, len },
        price: list((perM[dims] ?? 3) * (len / 1000) * (len >= 4200 ? 1.06 : 1)),
        image: "timber-treated",
        desc: `Pressure treated (UC3) C16 strength-graded sawn softwood, ${th} x ${w} mm, ${m1(len)} m long. For joists, rafters, studwork and general construction. Cut ends should be re-treated.`,
      });
    }
  }
  for (const dims of ["47x100", "47x150", "47x200"]) {
    const [th, w] = dims.split("x").map(Number) as [number, number];
    for (const len of [3600, 4800]) {
      add({
        key: `timber-c24-treated-${dims}-${len}`,
        cat: "timber",
        type: ["Timber", "Treated Timber"],
        core: ["Treated Sawn Timber C24", "C24 Treated Sawn", "Tanalised C24 Carcassing"],
        size: { t: "len", th, w, len },
        price: list((perM[dims] ?? 3) * 1.2 * (len / 1000)),
        image: "timber-treated",
        desc: `Pressure treated C24 strength-graded sawn softwood, ${th} x ${w} mm, ${m1(len)} m. Higher grade for longer spans in floors and roofs.`,
      });
    }
  }
  for (const [th, w, pm] of [
    [38, 63, 1.55],
    [38, 89, 2.15],
  ] as const) {
    for (const len of [2400, 3000, 3600]) {
      add({
        key: `timber-cls-${th}x${w}-${len}`,
        cat: "timber",
        type: ["Timber", "CLS Studwork"],
        core: ["CLS Studwork Timber", "CLS Stud KD", "Kiln Dried CLS Stud"],
        size: { t: "len", th, w, len },
        price: list(pm * (len / 1000)),
        image: "timber-cls",
        desc: `Kiln dried, planed CLS studwork timber with rounded arrises, ${th} x ${w} mm, ${m1(len)} m. For internal stud walls and framing.`,
      });
    }
  }
  for (const [th, w, p] of [
    [18, 44, 5.2],
    [18, 69, 7.4],
    [44, 44, 8.6],
    [44, 69, 11.8],
  ] as const) {
    add({
      key: `timber-pse-${th}x${w}-2400`,
      cat: "timber",
      type: ["Timber", "Planed Timber"],
      core: ["Planed Square Edge Redwood", "PSE Redwood", "Planed All Round Redwood (PSE)"],
      size: { t: "len", th, w, len: 2400 },
      price: p,
      image: "timber-planed",
      desc: `Smooth planed square edge redwood, finished size ${th} x ${w} mm, 2.4 m. Kiln dried joinery quality for interior work.`,
    });
  }
  for (const [th, w, pm] of [
    [25, 38, 0.95],
    [25, 50, 1.2],
  ] as const) {
    for (const len of [2400, 3600]) {
      add({
        key: `timber-batten-treated-${th}x${w}-${len}`,
        cat: "timber",
        type: ["Timber", "Battens"],
        core: ["Treated Timber Batten", "Treated Batten", "Pressure Treated Sawn Batten"],
        size: { t: "len", th, w, len },
        price: list(pm * (len / 1000) + 0.4),
        image: "timber-batten",
        desc: `Pressure treated sawn batten, ${th} x ${w} mm, ${m1(len)} m. For counter battens, framing and cladding supports. Not graded for roofing.`,
      });
    }
  }
  for (const len of [2400, 3600, 4800]) {
    add({
      key: `timber-decking-28x144-${len}`,
      cat: "timber",
      type: ["Timber", "Decking"],
      core: ["Treated Decking Board", "Deck Board Grooved", "Pressure Treated Reeded Decking Board"],
      size: { t: "len", th: 28, w: 144, len },
      price: list(2.6 * (len / 1000)),
      image: "decking",
      desc: `Pressure treated softwood decking board with a grooved (reeded) face and smooth reverse, 28 x 144 mm, ${m1(len)} m.`,
    });
  }
  for (const [s, len, p] of [
    [75, 1800, 8.4],
    [75, 2400, 10.9],
    [100, 2400, 17.5],
    [100, 3000, 21.9],
  ] as const) {
    add({
      key: `timber-fence-post-${s}x${s}-${len}`,
      cat: "timber",
      type: ["Timber", "Fence Posts"],
      core: ["Treated Fence Post", "Fence Post UC4", "Pressure Treated Fence Post (UC4)"],
      size: { t: "len", th: s, w: s, len },
      price: p,
      image: "fence-post",
      desc: `Square sawn fence post treated to UC4 for ground contact, ${s} x ${s} mm, ${m1(len)} m.`,
    });
  }
  for (const [len, p] of [
    [3000, 19.5],
    [3900, 24.9],
  ] as const) {
    add({
      key: `timber-scaffold-board-38x225-${len}`,
      cat: "timber",
      type: ["Timber", "Scaffold Boards"],
      core: ["Scaffold Board", "Scaffold Board Banded", "Timber Scaffold Board with Banded Ends"],
      size: { t: "len", th: 38, w: 225, len },
      price: p,
      image: "scaffold-board",
      desc: `Timber scaffold board with galvanised banded ends, 38 x 225 mm, ${m1(len)} m. Popular for raised beds, shelving and site walkways.`,
    });
  }
}
