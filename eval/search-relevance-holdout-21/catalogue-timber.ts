/** Held-out set 21: structural and sawn timber, fencing, cladding and decking. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const HB = "Hartburn";
const SW = "Swarland";
const t = (key: string, price: number, r: Rest): Product => p("timber", key, price, r);
const d = (key: string, price: number, r: Rest): Product => p("deck", key, price, { brand: SW, ...r });
const sec = (thick: number, wide: number, length?: number) => ({
  dims: [thick, wide],
  form: "section" as const,
  length,
});
const c16 = (w: number, length: number, nominal: string, price: number, reach?: number): Product =>
  t(`timber-hartburn-c16-47x${w}-${length}`, price, {
    brand: HB,
    noun: "Treated Sawn Timber",
    detail: "C16",
    ...sec(47, w, length),
    nominal,
    reach,
    use: "joists, rafters, stud walls and garden structures",
  });
const c24 = (w: number, nominal: string, price: number): Product =>
  t(`timber-hartburn-c24-47x${w}-4800`, price, {
    brand: HB,
    noun: "Regularised Timber",
    detail: "C24 Kiln Dried",
    ...sec(47, w, 4800),
    nominal,
    use: "floor joists, roof timbers and structural spans",
  });
const cls = (w: number, length: number, nominal: string, price: number): Product =>
  t(`timber-hartburn-cls-38x${w}-${length}`, price, {
    brand: HB,
    noun: "CLS Timber",
    detail: "Planed Kiln Dried",
    ...sec(38, w, length),
    nominal,
    use: "internal stud partitions",
  });
const planed = (th: number, w: number, nominal: string, price: number): Product =>
  t(`timber-gen-planed-${th}x${w}-2400`, price, {
    noun: "Planed Timber",
    detail: "PSE Whitewood",
    ...sec(th, w, 2400),
    nominal,
    use: "shelving, framing and joinery",
  });

export const TIMBER: readonly Product[] = [
  c16(75, 2400, "3x2", 5.4),
  c16(75, 3600, "3x2", 7.9),
  c16(100, 2400, "4x2", 6.9, 4),
  c16(100, 3600, "4x2", 10.2),
  c16(100, 4800, "4x2", 13.6),
  c16(150, 3600, "6x2", 15.4),
  c16(150, 4800, "6x2", 20.5),
  c16(200, 4800, "8x2", 27.9),
  c24(150, "6x2", 23.5),
  c24(200, "8x2", 31.9),
  c24(225, "9x2", 36.5),
  cls(63, 2400, "3x2", 4.6),
  cls(89, 2400, "4x2", 5.8),
  cls(89, 3000, "4x2", 7.2),
  t("timber-gen-batten-25x38-4800", 4.3, {
    noun: "Roofing Batten",
    detail: "Treated BS5534",
    ...sec(25, 38, 4800),
    use: "hanging roof tiles and slates",
  }),
  t("timber-gen-batten-25x50-4800", 5.6, {
    noun: "Roofing Batten",
    detail: "Treated BS5534",
    ...sec(25, 50, 4800),
    use: "hanging roof tiles and counter battening",
  }),
  planed(18, 94, "4x1", 7.4),
  planed(44, 44, "2x2", 6.9),
  planed(18, 44, "2x1", 3.6),
  t("timber-hartburn-fence-post-75x75-1800", 9.5, {
    brand: HB,
    noun: "Fence Post",
    detail: "Treated",
    ...sec(75, 75, 1800),
    nominal: "3x3",
    use: "low fences and gates",
  }),
  t("timber-hartburn-fence-post-100x100-2400", 16.9, {
    brand: HB,
    noun: "Fence Post",
    detail: "Treated",
    ...sec(100, 100, 2400),
    nominal: "4x4",
    use: "6ft fences and gate posts",
  }),
  t("timber-gen-concrete-post-slotted-2400", 22, {
    noun: "Concrete Fence Post",
    detail: "Slotted Intermediate",
    size: "100 x 100mm",
    length: 2400,
    use: "holding fence panels and gravel boards",
  }),
  t("timber-gen-gravel-board-concrete", 14, {
    noun: "Concrete Gravel Board",
    size: "1830 x 150 x 50mm",
    use: "keeping fence panels off the ground",
  }),
  t("timber-gen-featheredge-11x125-1800", 1.9, {
    noun: "Featheredge Board",
    detail: "Treated",
    ...sec(11, 125, 1800),
    use: "closeboard fences",
  }),
  t("timber-hartburn-panel-overlap-6x6", 29, {
    brand: HB,
    noun: "Overlap Fence Panel",
    detail: "Dip Treated",
    size: "1.83m x 1.83m",
    use: "garden boundaries",
  }),
  t("timber-hartburn-panel-overlap-6x4", 25, {
    brand: HB,
    noun: "Overlap Fence Panel",
    detail: "Dip Treated",
    size: "1.83m x 1.22m",
    use: "garden boundaries",
  }),
  t("timber-hartburn-panel-closeboard-6x6", 49, {
    brand: HB,
    noun: "Closeboard Fence Panel",
    detail: "Pressure Treated",
    size: "1.83m x 1.83m",
    use: "strong garden boundaries",
  }),
  t("timber-hartburn-panel-trellis-6x1", 14, {
    brand: HB,
    noun: "Square Trellis Panel",
    detail: "Treated",
    size: "1.83m x 0.3m",
    use: "topping fences and climbing plants",
  }),
  t("timber-gen-sleeper-2400", 29.5, {
    noun: "Railway Sleeper",
    detail: "Treated Softwood",
    ...sec(100, 200, 2400),
    use: "raised beds, steps and edging",
  }),
  t("timber-gen-shiplap-19x125-3600", 8.9, {
    noun: "Shiplap Cladding",
    detail: "Treated",
    ...sec(19, 125, 3600),
    use: "sheds and exterior walls",
  }),
  t("timber-gen-tg-12x95-2400", 4.9, {
    noun: "Tongue and Groove Matchboard",
    detail: "PSE Whitewood",
    ...sec(12, 95, 2400),
    use: "panelling walls and ceilings",
  }),
  d("deck-swarland-board-28x144-2400", 9.6, {
    noun: "Grooved Deck Board",
    detail: "Treated Green",
    ...sec(28, 144, 2400),
    use: "garden decks",
  }),
  d("deck-swarland-board-28x144-3600", 13.9, {
    noun: "Grooved Deck Board",
    detail: "Treated Green",
    ...sec(28, 144, 3600),
    use: "garden decks",
  }),
  d("deck-swarland-board-28x144-4800", 18.5, {
    noun: "Grooved Deck Board",
    detail: "Treated Green",
    ...sec(28, 144, 4800),
    use: "garden decks",
  }),
  d("deck-swarland-pawston-grey-3600", 39.5, {
    line: "Pawston",
    noun: "Composite Deck Board",
    detail: "Stone Grey",
    ...sec(23, 140, 3600),
    use: "low-maintenance decks",
  }),
  d("deck-swarland-pawston-walnut-3600", 39.5, {
    line: "Pawston",
    noun: "Composite Deck Board",
    detail: "Walnut",
    ...sec(23, 140, 3600),
    use: "low-maintenance decks",
  }),
  d("deck-swarland-joist-47x150-3600", 14.9, {
    noun: "Deck Joist",
    detail: "Treated C16",
    ...sec(47, 150, 3600),
    use: "framing deck sub-frames",
  }),
  d("deck-swarland-newel-82x82-1200", 12.5, {
    noun: "Deck Newel Post",
    detail: "Chamfered",
    ...sec(82, 82, 1200),
    use: "deck balustrades",
  }),
  d("deck-swarland-spindle-32x32-900", 1.9, {
    noun: "Deck Spindle",
    detail: "Square",
    ...sec(32, 32, 900),
    use: "deck balustrades",
  }),
  d("deck-swarland-handrail-2400", 14.5, {
    noun: "Deck Handrail",
    detail: "Treated",
    size: "68mm",
    length: 2400,
    use: "deck balustrades",
  }),
];
