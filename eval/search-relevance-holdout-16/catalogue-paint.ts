/** Held-out set 16: emulsion, woodwork and masonry paint, wood treatments and decorating sundries. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const HU = "Huetholme";
const WL = "Woodlea";

const paint = (key: string, price: number, rest: Rest): Product => p("paint", key, price, { brand: HU, ...rest });
const wood = (key: string, price: number, rest: Rest): Product => p("paint", key, price, { brand: WL, ...rest });
const sundry = (key: string, price: number, rest: Rest): Product => p("paint", key, price, rest);

export const PAINT: readonly Product[] = [
  paint("paint-huetholme-scuffshield-matt-white-5", 32, {
    line: "Scuffshield",
    noun: "Durable Matt Emulsion",
    detail: "Brilliant White",
    pack: "5 Litre",
    use: "hallways, kitchens and busy walls you can wipe clean",
    reach: 4,
  }),
  paint("paint-huetholme-scuffshield-matt-magnolia-5", 32, {
    line: "Scuffshield",
    noun: "Durable Matt Emulsion",
    detail: "Magnolia",
    pack: "5 Litre",
    use: "hallways, kitchens and busy walls you can wipe clean",
  }),
  paint("paint-huetholme-scuffshield-silk-white-5", 33, {
    line: "Scuffshield",
    noun: "Silk Emulsion",
    detail: "Brilliant White",
    pack: "5 Litre",
    use: "walls that need a sheen and wipe clean",
  }),
  paint("paint-huetholme-trade-matt-white-10", 42, {
    line: "Trade",
    noun: "Vinyl Matt Emulsion",
    detail: "Brilliant White",
    pack: "10 Litre",
    use: "walls and ceilings in whole houses",
  }),
  paint("paint-huetholme-trade-matt-magnolia-10", 42, {
    line: "Trade",
    noun: "Vinyl Matt Emulsion",
    detail: "Magnolia",
    pack: "10 Litre",
    use: "walls and ceilings in rented and new homes",
  }),
  paint("paint-huetholme-contract-matt-white-10", 29, {
    line: "Contract",
    noun: "Matt Emulsion",
    detail: "Brilliant White",
    pack: "10 Litre",
    use: "new plaster and mist coats",
  }),
  paint("paint-huetholme-gloss-white-750", 11.5, {
    noun: "Gloss Paint",
    detail: "Brilliant White",
    pack: "750ml",
    use: "doors, skirting and window frames",
  }),
  paint("paint-huetholme-gloss-black-750", 11.5, {
    noun: "Gloss Paint",
    detail: "Black",
    pack: "750ml",
    use: "gates, railings and front doors",
  }),
  paint("paint-huetholme-satinwood-white-2-5", 29, {
    noun: "Satinwood Paint",
    detail: "Brilliant White",
    pack: "2.5 Litre",
    use: "doors, skirting and woodwork in a soft sheen",
  }),
  paint("paint-huetholme-undercoat-white-750", 10.5, {
    noun: "Undercoat",
    detail: "White",
    pack: "750ml",
    use: "under gloss and satin on woodwork",
  }),
  paint("paint-huetholme-rainveil-white-10", 39, {
    line: "Rainveil",
    noun: "Masonry Paint",
    detail: "Smooth White",
    pack: "10 Litre",
    use: "painting rendered and brick walls outside",
  }),
  paint("paint-huetholme-rainveil-sandstone-10", 39, {
    line: "Rainveil",
    noun: "Masonry Paint",
    detail: "Sandstone",
    pack: "10 Litre",
    use: "painting rendered and brick walls outside",
  }),
  paint("paint-huetholme-floor-grey-2-5", 34, {
    noun: "Floor Paint",
    detail: "Mid Grey",
    pack: "2.5 Litre",
    use: "garage floors, concrete and workshop floors",
  }),
  paint("paint-huetholme-stain-block-500", 12.9, {
    noun: "Stain Block Primer",
    detail: "White",
    pack: "500ml",
    use: "covering water marks, smoke and nicotine stains",
  }),
  wood("paint-woodlea-shed-fence-brown-5", 12, {
    noun: "Shed and Fence Treatment",
    detail: "Rich Brown",
    pack: "5 Litre",
    use: "colouring and protecting sheds and fences",
    reach: 4,
  }),
  wood("paint-woodlea-shed-fence-green-5", 12, {
    noun: "Shed and Fence Treatment",
    detail: "Forest Green",
    pack: "5 Litre",
    use: "colouring and protecting sheds and fences",
  }),
  wood("paint-woodlea-decking-oil-clear-2-5", 21, {
    noun: "Decking Oil",
    detail: "Natural Clear",
    pack: "2.5 Litre",
    use: "feeding and protecting timber decks",
  }),
  wood("paint-woodlea-preserver-clear-2-5", 17, {
    noun: "Wood Preserver",
    detail: "Clear",
    pack: "2.5 Litre",
    use: "protecting bare timber from rot and insects",
  }),
  wood("paint-woodlea-stain-dark-oak-750", 13.5, {
    noun: "Wood Stain",
    detail: "Dark Oak",
    pack: "750ml",
    use: "colouring doors, furniture and interior timber",
  }),
  sundry("paint-gen-masking-tape-25", 2.9, {
    noun: "Masking Tape",
    size: "25mm x 50m",
    use: "masking edges when painting",
  }),
  sundry("paint-gen-roller-set-9", 8.5, {
    noun: "Paint Roller and Tray Set",
    size: "9in",
    use: "painting walls and ceilings",
  }),
  sundry("paint-gen-brush-set-5", 7.9, {
    noun: "Paint Brush Set",
    detail: "Synthetic",
    pack: "Pack of 5",
    use: "cutting in, woodwork and general painting",
  }),
  sundry("paint-gen-dust-sheet", 9.5, {
    noun: "Cotton Twill Dust Sheet",
    size: "12ft x 9ft",
    use: "covering floors and furniture",
  }),
  sundry("paint-gen-white-spirit-2", 5.5, {
    noun: "White Spirit",
    pack: "2 Litre",
    use: "thinning oil paints and cleaning brushes",
  }),
  sundry("paint-gen-sugar-soap-1", 3.9, {
    noun: "Sugar Soap",
    detail: "Concentrate",
    pack: "1 Litre",
    use: "washing walls and woodwork before painting",
  }),
  sundry("paint-gen-filler-1", 6.5, {
    noun: "Multi Purpose Filler",
    detail: "Ready Mixed",
    pack: "1kg",
    use: "filling cracks and holes in walls before painting",
  }),
];
