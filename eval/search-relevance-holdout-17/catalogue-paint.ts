/** Held-out set 17: emulsions, woodwork and masonry paint, wood treatments and decorating sundries. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const LY = "Lynford";
const GS = "Grainshield";

const paint = (key: string, price: number, rest: Rest): Product => p("paint", key, price, rest);
const lynford = (key: string, price: number, line: string | undefined, noun: string, detail: string, pack: string, use: string): Product =>
  paint(key, price, { brand: LY, line, noun, detail, pack, use });
const grain = (key: string, price: number, noun: string, detail: string, pack: string, use: string): Product =>
  paint(key, price, { brand: GS, noun, detail, pack, use });

const WALLS = "walls and ceilings";

export const PAINT: readonly Product[] = [
  lynford("paint-lynford-wickmere-matt-white-5", 29, "Wickmere", "Durable Matt Emulsion", "Pure Brilliant White", "5 Litre", `scrubbable ${WALLS} in halls and kitchens`),
  lynford("paint-lynford-wickmere-matt-white-2-5", 18, "Wickmere", "Durable Matt Emulsion", "Pure Brilliant White", "2.5 Litre", `scrubbable ${WALLS} in halls and kitchens`),
  lynford("paint-lynford-wickmere-matt-magnolia-5", 29, "Wickmere", "Durable Matt Emulsion", "Magnolia", "5 Litre", `scrubbable ${WALLS} in halls and kitchens`),
  lynford("paint-lynford-wickmere-silk-white-5", 29, "Wickmere", "Durable Silk Emulsion", "Pure Brilliant White", "5 Litre", `wipeable ${WALLS}`),
  lynford("paint-lynford-trade-matt-white-10", 44, "Trade", "Vinyl Matt Emulsion", "Brilliant White", "10 Litre", WALLS),
  lynford("paint-lynford-trade-matt-magnolia-10", 44, "Trade", "Vinyl Matt Emulsion", "Magnolia", "10 Litre", WALLS),
  lynford("paint-lynford-contract-matt-white-15", 39, "Contract", "Matt Emulsion", "Brilliant White", "15 Litre", `new plaster, ${WALLS} in rentals`),
  lynford("paint-lynford-gloss-white-750", 12.5, undefined, "Liquid Gloss", "Brilliant White", "750ml", "doors, skirting and window frames"),
  lynford("paint-lynford-gloss-white-2-5", 32, undefined, "Liquid Gloss", "Brilliant White", "2.5 Litre", "doors, skirting and window frames"),
  lynford("paint-lynford-satinwood-white-2-5", 34, undefined, "Satinwood", "Brilliant White", "2.5 Litre", "interior woodwork with a soft sheen"),
  lynford("paint-lynford-undercoat-white-750", 11.5, undefined, "Undercoat", "White", "750ml", "priming woodwork before gloss"),
  lynford("paint-lynford-weybourne-white-10", 42, "Weybourne", "Smooth Masonry Paint", "Pure Brilliant White", "10 Litre", "rendered and brick outside walls"),
  lynford("paint-lynford-weybourne-sandstone-10", 42, "Weybourne", "Smooth Masonry Paint", "Sandstone", "10 Litre", "rendered and brick outside walls"),
  lynford("paint-lynford-floor-grey-2-5", 36, undefined, "Floor Paint", "Mid Grey", "2.5 Litre", "garage floors and concrete"),
  lynford("paint-lynford-stain-block-400", 8.5, undefined, "Stain Block Spray", "White", "400ml", "covering water stains and nicotine on ceilings"),
  lynford("paint-lynford-metal-black-750", 16.5, undefined, "Direct to Metal Paint", "Black Satin", "750ml", "railings, gates and metalwork"),
  grain("paint-grainshield-shed-fence-brown-5", 9.5, "Shed and Fence Treatment", "Autumn Brown", "5 Litre", "colouring and protecting rough sawn fences and sheds"),
  grain("paint-grainshield-shed-fence-green-5", 9.5, "Shed and Fence Treatment", "Forest Green", "5 Litre", "colouring and protecting rough sawn fences and sheds"),
  grain("paint-grainshield-decking-oil-natural-2-5", 21, "Decking Oil", "Natural", "2.5 Litre", "feeding and protecting timber decks"),
  grain("paint-grainshield-preserver-clear-5", 24, "Wood Preserver", "Clear", "5 Litre", "stopping rot and insects in bare timber"),
  grain("paint-grainshield-stain-oak-750", 13.5, "Exterior Wood Stain", "Light Oak", "750ml", "doors, windows and garden furniture"),
  grain("paint-grainshield-varnish-satin-750", 14.5, "Interior Varnish", "Clear Satin", "750ml", "floors, doors and furniture"),
  paint("paint-gen-masking-tape-25", 2.2, { noun: "Masking Tape", detail: "General Purpose", size: "25mm x 50m", use: "masking edges when painting" }),
  paint("paint-gen-masking-tape-50", 3.9, { noun: "Masking Tape", detail: "General Purpose", size: "50mm x 50m", use: "masking edges when painting" }),
  paint("paint-gen-roller-set-9", 7.5, { noun: "Paint Roller and Tray Set", detail: "Medium Pile", size: "9in", use: "painting walls and ceilings" }),
  paint("paint-gen-brush-set-5", 8.9, { noun: "Paint Brush Set", detail: "Synthetic Bristle", pack: "Pack of 5", use: "cutting in and woodwork" }),
  paint("paint-gen-dust-sheet", 6.9, { noun: "Dust Sheet", detail: "Cotton Twill", size: "12 x 9ft", use: "covering floors and furniture" }),
  paint("paint-gen-white-spirit-2", 4.9, { noun: "White Spirit", pack: "2 Litre", use: "cleaning brushes and thinning oil paint" }),
  paint("paint-gen-sugar-soap-1", 3.9, { noun: "Sugar Soap", detail: "Liquid Concentrate", pack: "1 Litre", use: "washing walls before painting" }),
  paint("paint-gen-filler-ready-mixed", 4.5, { noun: "Ready Mixed Filler", detail: "Interior", pack: "600g", use: "filling cracks and holes in walls" }),
  paint("paint-gen-sandpaper-assorted", 3.5, { noun: "Sandpaper Sheets", detail: "Assorted Grit", pack: "Pack of 10", use: "rubbing down woodwork and filler" }),
];
