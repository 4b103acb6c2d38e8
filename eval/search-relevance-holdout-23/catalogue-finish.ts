/** Held-out set 23: sealants and adhesives, paints, wood care and decorating sundries. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const GW = "Gwithian";
const DU = "Duloe";
const LE = "Lelant";
const GO = "Gorran";
const seal = (key: string, price: number, r: Rest): Product => p("seal", key, price, r);
const paint = (key: string, price: number, r: Rest): Product => p("paint", key, price, r);
const tube = (key: string, price: number, noun: string, detail: string, use: string, brand = GW) =>
  seal(key, price, { brand, noun, detail, pack: "310ml", use });
const lelant = (key: string, price: number, r: Omit<Rest, "brand">): Product => paint(key, price, { brand: LE, ...r });
const gorran = (key: string, price: number, r: Omit<Rest, "brand">): Product => paint(key, price, { brand: GO, ...r });

export const FINISH: readonly Product[] = [
  tube("seal-gwithian-sanitary-white", 6.5, "Sanitary Silicone", "White", "baths, showers and basins"),
  tube("seal-gwithian-sanitary-clear", 6.5, "Sanitary Silicone", "Clear", "baths, showers and basins"),
  tube("seal-gwithian-general-silicone-clear", 4.9, "General Purpose Silicone", "Clear", "glazing and general sealing"),
  tube("seal-gwithian-frame-sealant-white", 5.5, "Window Frame Sealant", "White", "sealing round uPVC frames"),
  tube("seal-gwithian-caulk-white", 2.4, "Decorators Caulk", "White", "filling gaps before painting"),
  tube(
    "seal-gwithian-roof-sealant-black",
    5.9,
    "Roof & Gutter Sealant",
    "Black",
    "leaking gutter joints and flashings",
  ),
  tube("seal-gwithian-fire-sealant", 7.9, "Intumescent Fire Sealant", "White", "fire-stopping gaps round pipes"),
  seal("seal-gwithian-expanding-foam", 6.9, {
    brand: GW,
    noun: "Expanding Foam",
    detail: "Hand Held",
    pack: "750ml",
    use: "filling gaps round pipes and frames",
  }),
  seal("seal-gwithian-gun-foam", 8.9, {
    brand: GW,
    noun: "Expanding Foam",
    detail: "Gun Grade",
    pack: "750ml",
    use: "filling gaps with a foam gun",
  }),
  tube("seal-duloe-grab-adhesive", 5.9, "Grab Adhesive", "High Grab", "sticking skirting, coving and panels", DU),
  seal("seal-duloe-pva-5", 16.9, {
    brand: DU,
    noun: "PVA Adhesive & Sealer",
    pack: "5 Litre",
    use: "priming, sealing and bonding",
  }),
  seal("seal-duloe-pva-1", 5.9, {
    brand: DU,
    noun: "PVA Adhesive & Sealer",
    pack: "1 Litre",
    use: "priming, sealing and bonding",
  }),
  seal("seal-duloe-wood-glue-1", 9.9, {
    brand: DU,
    noun: "Wood Glue",
    detail: "D3 Waterproof",
    pack: "1 Litre",
    use: "joinery and outdoor woodwork",
  }),
  seal("seal-duloe-tile-adhesive-wall-10", 14.5, {
    brand: DU,
    noun: "Wall Tile Adhesive",
    detail: "Ready Mixed",
    pack: "10kg",
    use: "ceramic wall tiles",
  }),
  seal("seal-duloe-tile-adhesive-floor-20", 21.5, {
    brand: DU,
    noun: "Floor Tile Adhesive",
    detail: "Rapid Set Flexible Grey",
    pack: "20kg",
    use: "porcelain and stone floor tiles",
  }),
  seal("seal-duloe-grout-white-5", 9.9, {
    brand: DU,
    noun: "Wall & Floor Grout",
    detail: "White",
    pack: "5kg",
    use: "grouting tile joints",
  }),
  seal("seal-duloe-grout-grey-5", 9.9, {
    brand: DU,
    noun: "Wall & Floor Grout",
    detail: "Mid Grey",
    pack: "5kg",
    use: "grouting tile joints",
  }),
  seal("seal-gen-sealant-gun", 6.5, {
    noun: "Sealant Gun",
    detail: "Heavy Duty",
    use: "applying cartridge sealants and adhesives",
  }),

  lelant("paint-lelant-coverack-matt-white-5", 24, {
    line: "Coverack",
    noun: "Matt Emulsion",
    detail: "Pure Brilliant White",
    pack: "5 Litre",
    use: "walls and ceilings",
  }),
  lelant("paint-lelant-coverack-matt-white-2-5", 15, {
    line: "Coverack",
    noun: "Matt Emulsion",
    detail: "Pure Brilliant White",
    pack: "2.5 Litre",
    use: "walls and ceilings",
  }),
  lelant("paint-lelant-coverack-matt-magnolia-5", 24, {
    line: "Coverack",
    noun: "Matt Emulsion",
    detail: "Magnolia",
    pack: "5 Litre",
    use: "walls and ceilings",
  }),
  lelant("paint-lelant-coverack-silk-white-5", 26, {
    line: "Coverack",
    noun: "Silk Emulsion",
    detail: "Pure Brilliant White",
    pack: "5 Litre",
    use: "wipeable walls",
  }),
  lelant("paint-lelant-trade-vinyl-matt-white-10", 49, {
    line: "Trade",
    noun: "Vinyl Matt Emulsion",
    detail: "Brilliant White",
    pack: "10 Litre",
    use: "decorators' walls and ceilings",
  }),
  lelant("paint-lelant-contract-matt-white-10", 29, {
    line: "Contract",
    noun: "Matt Emulsion",
    detail: "White",
    pack: "10 Litre",
    use: "new plaster and rental refreshes",
  }),
  lelant("paint-lelant-gloss-white-750", 11.5, {
    noun: "Gloss Paint",
    detail: "Brilliant White",
    pack: "750ml",
    use: "interior and exterior woodwork",
  }),
  lelant("paint-lelant-gloss-black-750", 11.5, {
    noun: "Gloss Paint",
    detail: "Black",
    pack: "750ml",
    use: "railings, gates and woodwork",
  }),
  lelant("paint-lelant-satinwood-white-750", 13.5, {
    noun: "Satinwood Paint",
    detail: "Brilliant White",
    pack: "750ml",
    use: "interior woodwork with a soft sheen",
  }),
  lelant("paint-lelant-undercoat-white-750", 10.5, {
    noun: "Undercoat",
    detail: "White",
    pack: "750ml",
    use: "before gloss on bare and primed wood",
  }),
  lelant("paint-lelant-altarnun-white-5", 27, {
    line: "Altarnun",
    noun: "Smooth Masonry Paint",
    detail: "Pure Brilliant White",
    pack: "5 Litre",
    use: "rendered and brick outside walls",
  }),
  lelant("paint-lelant-altarnun-sandstone-5", 27, {
    line: "Altarnun",
    noun: "Smooth Masonry Paint",
    detail: "Sandstone",
    pack: "5 Litre",
    use: "rendered and brick outside walls",
  }),
  lelant("paint-lelant-floor-paint-grey-2-5", 29, {
    noun: "Floor Paint",
    detail: "Light Grey",
    pack: "2.5 Litre",
    use: "garage and concrete floors",
  }),
  lelant("paint-lelant-stain-block-1", 15.5, {
    noun: "Stain Block Primer",
    detail: "White",
    pack: "1 Litre",
    use: "covering water and smoke stains",
  }),
  lelant("paint-lelant-metal-paint-black-750", 16.5, {
    noun: "Direct to Metal Paint",
    detail: "Smooth Black",
    pack: "750ml",
    use: "gates, railings and metalwork",
  }),
  gorran("paint-gorran-shed-fence-brown-5", 9.9, {
    noun: "Shed & Fence Treatment",
    detail: "Rich Brown",
    pack: "5 Litre",
    use: "sheds and fences",
  }),
  gorran("paint-gorran-shed-fence-green-5", 9.9, {
    noun: "Shed & Fence Treatment",
    detail: "Forest Green",
    pack: "5 Litre",
    use: "sheds and fences",
  }),
  gorran("paint-gorran-decking-oil-2-5", 22, {
    noun: "Decking Oil",
    detail: "Natural",
    pack: "2.5 Litre",
    use: "protecting deck boards",
  }),
  gorran("paint-gorran-preserver-clear-5", 19.5, {
    noun: "Wood Preserver",
    detail: "Clear",
    pack: "5 Litre",
    use: "protecting bare timber against rot and insects",
  }),
  gorran("paint-gorran-woodstain-teak-750", 14.5, {
    noun: "Exterior Woodstain",
    detail: "Teak Satin",
    pack: "750ml",
    use: "doors, windows and garden furniture",
  }),
  gorran("paint-gorran-yacht-varnish-750", 15.5, {
    noun: "Yacht Varnish",
    detail: "Clear Gloss",
    pack: "750ml",
    use: "outdoor varnished wood",
  }),
  paint("paint-gen-masking-tape-25", 2.5, {
    noun: "Masking Tape",
    size: "25mm x 50m",
    use: "masking edges when painting",
  }),
  paint("paint-gen-roller-set-9", 8.9, {
    noun: "Paint Roller & Tray Set",
    size: "9in",
    use: "painting walls and ceilings",
  }),
  paint("paint-gen-brush-set-5", 9.5, {
    noun: "Paint Brush Set",
    detail: "Synthetic",
    pack: "Pack of 5",
    use: "woodwork and cutting in",
  }),
  paint("paint-gen-dust-sheet", 9.9, {
    noun: "Cotton Twill Dust Sheet",
    size: "12ft x 9ft",
    use: "protecting floors and furniture",
  }),
  paint("paint-gen-white-spirit-2", 5.5, {
    noun: "White Spirit",
    pack: "2 Litre",
    use: "thinning paint and cleaning brushes",
  }),
  paint("paint-gen-sugar-soap-1", 4.5, {
    noun: "Sugar Soap",
    detail: "Concentrate",
    pack: "1 Litre",
    use: "washing down before painting",
  }),
  paint("paint-gen-filler-1", 5.9, {
    noun: "Multi Purpose Filler",
    detail: "Ready Mixed",
    pack: "1kg",
    use: "holes and cracks in walls and wood",
  }),
  paint("paint-gen-sandpaper-10", 4.9, {
    noun: "Sanding Sheets",
    detail: "Assorted Grits",
    pack: "Pack of 10",
    use: "sanding before painting",
  }),
];
