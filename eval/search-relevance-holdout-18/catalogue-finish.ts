/** Held-out set 18: screws, nails and fixings, sealants, foams, adhesives and grout. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const DW = "Drivewell";
const EB = "Ebberston";
const SM = "Sealmoor";
const GM = "Gluemark";

const fix = (key: string, price: number, rest: Rest): Product => p("fix", key, price, rest);
const screws =
  (noun: string, detail: string | undefined, use: string) =>
  (key: string, price: number, dims: number[], pack: string, reach?: number): Product =>
    fix(key, price, { brand: DW, noun, detail, dims, form: "screw", pack, use, reach });
const wood = screws("Wood Screws", "Pozi Countersunk", "general woodwork and joinery");
const nails = (key: string, price: number, noun: string, detail: string, length: number, use: string): Product =>
  fix(key, price, { brand: DW, noun, detail, size: `${length}mm`, pack: "1kg", use });
const seal = (key: string, price: number, rest: Rest): Product => p("seal", key, price, rest);
const cart = (key: string, price: number, noun: string, detail: string, use: string, reach?: number): Product =>
  seal(key, price, { brand: SM, noun, detail, pack: "310ml", use, reach });

export const FINISH: readonly Product[] = [
  wood("fix-drivewell-wood-4x40-200", 5.9, [4, 40], "Box of 200", 4),
  wood("fix-drivewell-wood-4x50-200", 6.9, [4, 50], "Box of 200"),
  wood("fix-drivewell-wood-3-5x30-200", 4.5, [3.5, 30], "Box of 200"),
  wood("fix-drivewell-wood-5x70-100", 8.5, [5, 70], "Box of 100"),
  screws("Decking Screws", "Green Coated", "fixing deck boards to joists")(
    "fix-drivewell-decking-4-5x60-250",
    14.9,
    [4.5, 60],
    "Tub of 250",
  ),
  screws("Drywall Screws", "Black Phosphate Coarse Thread", "fixing plasterboard to timber studs")(
    "fix-drivewell-drywall-3-5x35-1000",
    11.5,
    [3.5, 35],
    "Box of 1000",
  ),
  screws("Concrete Screws", "Hex Head", "fixing into concrete, brick and block without plugs")(
    "fix-drivewell-concrete-7-5x100-50",
    16.5,
    [7.5, 100],
    "Box of 50",
  ),
  screws("Structural Timber Screws", "Wafer Head", "landscaping timbers and sleepers")(
    "fix-drivewell-timber-7x150-50",
    21,
    [7, 150],
    "Box of 50",
  ),
  nails("fix-drivewell-nails-round-75", 3.9, "Round Wire Nails", "Bright", 75, "carcassing and general joinery"),
  nails("fix-drivewell-nails-oval-50", 4.2, "Oval Wire Nails", "Bright", 50, "joinery where the head should hide"),
  nails("fix-drivewell-nails-clout-30", 4.8, "Clout Nails", "Galvanised", 30, "roofing felt and plasterboard"),
  fix("fix-ebberston-plugs-red-100", 1.9, {
    brand: EB,
    noun: "Wall Plugs",
    detail: "Red",
    size: "6mm",
    pack: "Pack of 100",
    use: "screws into brick and block",
  }),
  fix("fix-ebberston-plugs-brown-100", 2.1, {
    brand: EB,
    noun: "Wall Plugs",
    detail: "Brown",
    size: "7mm",
    pack: "Pack of 100",
    use: "heavier screws into brick and block",
  }),
  fix("fix-ebberston-frame-10x100-50", 12.5, {
    brand: EB,
    noun: "Frame Fixings",
    detail: "Zinc Plated",
    dims: [10, 100],
    form: "screw",
    pack: "Box of 50",
    use: "fixing door and window frames to masonry",
  }),
  fix("fix-ebberston-cavity-anchor-m5-10", 4.9, {
    brand: EB,
    noun: "Hollow Wall Anchors",
    detail: "M5 x 52mm",
    pack: "Pack of 10",
    use: "hanging shelves and cupboards on plasterboard",
  }),
  fix("fix-ebberston-plasterboard-fixings-100", 9.5, {
    brand: EB,
    noun: "Self Drill Plasterboard Fixings",
    detail: "Metal",
    pack: "Pack of 100",
    use: "light fixings on plasterboard walls",
  }),
  fix("fix-gen-joist-hanger-47x150", 2.8, {
    noun: "Joist Hanger",
    detail: "Galvanised",
    size: "47 x 150mm",
    use: "hanging joists off a wall or beam",
  }),
  fix("fix-gen-restraint-strap-1000", 4.2, {
    noun: "Restraint Strap",
    detail: "Galvanised Heavy Duty",
    length: 1000,
    use: "tying joists and wall plates to walls",
  }),
  fix("fix-gen-coach-bolts-m10x100-10", 6.5, {
    noun: "Coach Bolts",
    detail: "Zinc Plated with Nuts",
    size: "M10 x 100mm",
    pack: "Pack of 10",
    use: "bolting timber posts and beams",
  }),
  fix("fix-gen-threaded-rod-m10-1000", 2.9, {
    noun: "Threaded Rod",
    detail: "Zinc Plated",
    size: "M10",
    length: 1000,
    use: "resin anchors and hanging brackets",
  }),
  cart("seal-sealmoor-sanitary-white", 6.5, "Sanitary Silicone Sealant", "White", "baths, showers and basins", 4),
  cart("seal-sealmoor-sanitary-clear", 6.5, "Sanitary Silicone Sealant", "Clear", "baths, showers and basins"),
  cart(
    "seal-sealmoor-general-silicone-clear",
    4.9,
    "General Purpose Silicone Sealant",
    "Clear",
    "general sealing indoors and out",
  ),
  cart(
    "seal-sealmoor-frame-sealant-white",
    5.2,
    "Window Frame Sealant",
    "White",
    "sealing round window and door frames",
  ),
  cart("seal-sealmoor-caulk-white", 2.1, "Decorators Caulk", "White", "filling gaps before painting"),
  cart("seal-sealmoor-roof-sealant", 6.9, "Roof and Gutter Sealant", "Black", "sealing leaking gutters and flashings"),
  cart("seal-sealmoor-fire-sealant", 8.9, "Intumescent Fire Sealant", "White", "fire-stopping gaps round pipes"),
  seal("seal-sealmoor-expanding-foam", 6.9, {
    brand: SM,
    noun: "Expanding Foam",
    detail: "Hand Held",
    pack: "750ml",
    use: "filling gaps round pipes and frames",
  }),
  seal("seal-sealmoor-gun-foam", 8.5, {
    brand: SM,
    noun: "Expanding Foam",
    detail: "Gun Grade",
    pack: "750ml",
    use: "filling gaps with a foam gun",
  }),
  seal("seal-gluemark-grab-adhesive", 5.9, {
    brand: GM,
    noun: "Grab Adhesive",
    detail: "High Tack",
    pack: "310ml",
    use: "bonding skirting, coving and panels without screws",
  }),
  seal("seal-gluemark-pva-5", 14.5, {
    brand: GM,
    noun: "PVA Adhesive",
    detail: "Exterior",
    pack: "5 Litre",
    use: "sealing, priming and bonding",
  }),
  seal("seal-gluemark-wood-glue-1", 9.9, {
    brand: GM,
    noun: "Wood Glue",
    detail: "Waterproof D3",
    pack: "1 Litre",
    use: "joints in doors, furniture and joinery",
  }),
  seal("seal-gluemark-tile-adhesive-ready-15", 19.5, {
    brand: GM,
    noun: "Ready Mixed Wall Tile Adhesive",
    detail: "White",
    pack: "15kg",
    use: "fixing wall tiles in kitchens and bathrooms",
  }),
  seal("seal-gluemark-tile-adhesive-rapid-20", 21, {
    brand: GM,
    noun: "Rapid Set Flexible Tile Adhesive",
    detail: "Grey",
    pack: "20kg",
    use: "floor tiles and porcelain",
  }),
  seal("seal-gluemark-grout-white-5", 8.9, {
    brand: GM,
    noun: "Wall and Floor Grout",
    detail: "White",
    pack: "5kg",
    use: "grouting tile joints",
  }),
  seal("seal-gen-sealant-gun", 4.5, {
    noun: "Sealant Gun",
    detail: "Skeleton",
    use: "310ml cartridges",
  }),
];
