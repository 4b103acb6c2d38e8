/** Held-out set 18: sawn, regularised and planed timber, fencing, cladding and decking. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const SH = "Sawhollow";
const DK = "Dekhurst";

const timber = (key: string, price: number, rest: Rest): Product => p("timber", key, price, rest);
const section =
  (noun: string, detail: string | undefined, use: string, brand?: string) =>
  (key: string, price: number, dims: number[], nominal: string | undefined, length: number, reach?: number): Product =>
    timber(key, price, { brand, noun, detail, dims, form: "section", nominal, length, use, reach });
const sawn = section("Treated Sawn Timber", "C16", "stud walls, joists, rafters and garden framing", SH);
const c24 = section("Kiln Dried Regularised Timber", "C24", "floor joists, roof rafters and structural beams", SH);
const cls = section("CLS Studwork Timber", "Planed Rounded Edge", "internal stud partition walls", SH);
const batten = section("Treated Roofing Batten", "BS5534", "fixing roof tiles and slates");
const planed = section("Planed Square Edge Whitewood", undefined, "shelves, frames and joinery");
const post = section("Treated Fence Post", "Pointed", "fence posts and pergolas");
const deck = (key: string, price: number, rest: Rest): Product => p("deck", key, price, rest);
const grooved = (key: string, price: number, length: number): Product =>
  deck(key, price, {
    brand: DK,
    noun: "Grooved Deck Board",
    detail: "Treated Green",
    dims: [28, 144],
    form: "section",
    length,
    use: "building garden decking",
  });

export const TIMBER: readonly Product[] = [
  sawn("timber-sawhollow-c16-47x75-2400", 5.0, [47, 75], "3x2", 2400),
  sawn("timber-sawhollow-c16-47x75-3000", 6.3, [47, 75], "3x2", 3000),
  sawn("timber-sawhollow-c16-47x100-2400", 6.2, [47, 100], "4x2", 2400, 4),
  sawn("timber-sawhollow-c16-47x100-3000", 7.8, [47, 100], "4x2", 3000),
  sawn("timber-sawhollow-c16-47x100-3600", 9.4, [47, 100], "4x2", 3600),
  sawn("timber-sawhollow-c16-47x100-4800", 12.6, [47, 100], "4x2", 4800),
  sawn("timber-sawhollow-c16-47x150-3600", 14.2, [47, 150], "6x2", 3600),
  sawn("timber-sawhollow-c16-47x150-4800", 18.9, [47, 150], "6x2", 4800),
  c24("timber-sawhollow-c24-47x150-4800", 21.5, [47, 150], "6x2", 4800),
  c24("timber-sawhollow-c24-47x200-4800", 28.5, [47, 200], "8x2", 4800),
  c24("timber-sawhollow-c24-47x225-4800", 32.0, [47, 225], "9x2", 4800),
  cls("timber-sawhollow-cls-38x63-2400", 3.6, [38, 63], "3x2", 2400),
  cls("timber-sawhollow-cls-38x89-2400", 4.4, [38, 89], "4x2", 2400),
  cls("timber-sawhollow-cls-38x89-3000", 5.5, [38, 89], "4x2", 3000),
  batten("timber-gen-batten-25x38-3600", 3.1, [25, 38], undefined, 3600),
  batten("timber-gen-batten-25x50-3600", 3.9, [25, 50], "2x1", 3600),
  planed("timber-gen-planed-19x94-2400", 7.9, [19, 94], "4x1", 2400),
  planed("timber-gen-planed-44x44-2400", 6.4, [44, 44], "2x2", 2400),
  planed("timber-gen-planed-19x44-2400", 3.8, [19, 44], "2x1", 2400),
  post("timber-gen-fence-post-75x75-2400", 9.5, [75, 75], "3x3", 2400),
  post("timber-gen-fence-post-100x100-2400", 15.9, [100, 100], "4x4", 2400),
  timber("timber-gen-concrete-post-slotted-2400", 24, {
    noun: "Slotted Concrete Fence Post",
    size: "100 x 100mm",
    length: 2400,
    use: "holding fence panels and gravel boards",
  }),
  timber("timber-gen-gravel-board-concrete-1830", 15.5, {
    noun: "Concrete Gravel Board",
    size: "150 x 50mm",
    length: 1830,
    use: "the bottom of fence panels",
  }),
  timber("timber-gen-featheredge-11x125-1800", 1.9, {
    noun: "Treated Featheredge Board",
    dims: [11, 125],
    form: "section",
    length: 1800,
    use: "closeboard fencing and shed cladding",
  }),
  timber("timber-gen-panel-overlap-6x6", 34, {
    noun: "Overlap Fence Panel",
    detail: "Dip Treated",
    size: "6ft x 6ft",
    use: "garden boundary fencing",
  }),
  timber("timber-gen-panel-overlap-6x4", 29, {
    noun: "Overlap Fence Panel",
    detail: "Dip Treated",
    size: "6ft x 4ft",
    use: "low garden fencing",
  }),
  timber("timber-gen-panel-closeboard-6x6", 52, {
    noun: "Closeboard Fence Panel",
    detail: "Pressure Treated",
    size: "6ft x 6ft",
    use: "strong garden boundary fencing",
  }),
  timber("timber-gen-panel-trellis-6x1", 14, {
    noun: "Square Trellis Panel",
    detail: "Treated",
    size: "6ft x 1ft",
    use: "topping fences and climbing plants",
  }),
  timber("timber-gen-sleeper-200x100-2400", 27, {
    noun: "Garden Sleeper",
    detail: "Treated Green",
    dims: [100, 200],
    form: "section",
    length: 2400,
    use: "raised beds, steps and retaining edges",
  }),
  timber("timber-gen-shiplap-19x125-3600", 11.5, {
    noun: "Shiplap Cladding Board",
    detail: "Treated",
    dims: [19, 125],
    form: "section",
    length: 3600,
    use: "sheds and outbuilding cladding",
  }),
  timber("timber-gen-matchboard-12x94-2400", 5.6, {
    noun: "Matchboard",
    detail: "Tongue and Groove V Joint",
    dims: [12, 94],
    form: "section",
    length: 2400,
    use: "wall panelling and bath panels",
  }),
  grooved("deck-dekhurst-grooved-2400", 8.9, 2400),
  grooved("deck-dekhurst-grooved-3600", 13.2, 3600),
  grooved("deck-dekhurst-grooved-4800", 17.5, 4800),
  deck("deck-dekhurst-nawton-grey-3600", 39, {
    brand: DK,
    line: "Nawton",
    noun: "Composite Deck Board",
    detail: "Stone Grey",
    dims: [25, 140],
    form: "section",
    length: 3600,
    use: "low maintenance decking",
  }),
  deck("deck-dekhurst-nawton-brown-3600", 39, {
    brand: DK,
    line: "Nawton",
    noun: "Composite Deck Board",
    detail: "Walnut Brown",
    dims: [25, 140],
    form: "section",
    length: 3600,
    use: "low maintenance decking",
  }),
  deck("deck-dekhurst-joist-47x150-3600", 15.5, {
    brand: DK,
    noun: "Deck Joist",
    detail: "Treated Green",
    dims: [47, 150],
    form: "section",
    length: 3600,
    use: "the frame under deck boards",
  }),
  deck("deck-dekhurst-newel-82x82-1200", 13.5, {
    brand: DK,
    noun: "Deck Newel Post",
    detail: "Chamfered",
    dims: [82, 82],
    form: "section",
    length: 1200,
    use: "deck balustrade posts",
  }),
  deck("deck-dekhurst-spindle-32x32-900", 1.9, {
    brand: DK,
    noun: "Deck Spindle",
    detail: "Chamfered",
    dims: [32, 32],
    form: "section",
    length: 900,
    use: "deck balustrades",
  }),
  deck("deck-dekhurst-handrail-2400", 14, {
    brand: DK,
    noun: "Deck Handrail",
    detail: "Treated Green",
    length: 2400,
    use: "deck balustrade top rails",
  }),
];
