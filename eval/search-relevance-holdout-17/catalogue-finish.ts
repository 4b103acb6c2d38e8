/** Held-out set 17: screws, nails, wall fixings and metalwork, sealants, foams and adhesives. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const GR = "Grippington";
const MF = "Mundford";
const SB = "Sealbury";
const SF = "Stickford";

const fix = (key: string, price: number, rest: Rest): Product => p("fix", key, price, rest);
const screw = (key: string, price: number, noun: string, detail: string, dims: number[], pack: string, use: string): Product =>
  fix(key, price, { brand: GR, noun, detail, dims, form: "screw", pack, use });
const seal = (key: string, price: number, rest: Rest): Product => p("seal", key, price, rest);
const tube = (key: string, price: number, noun: string, detail: string, use: string, pack = "310ml"): Product =>
  seal(key, price, { brand: SB, noun, detail, pack, use });

export const FINISH: readonly Product[] = [
  screw("fix-grippington-wood-4x40-200", 5.9, "Wood Screws", "Countersunk Pozi", [4, 40], "Box of 200", "general woodwork and joinery"),
  screw("fix-grippington-wood-4x50-200", 6.9, "Wood Screws", "Countersunk Pozi", [4, 50], "Box of 200", "general woodwork and joinery"),
  screw("fix-grippington-wood-5x70-100", 7.5, "Wood Screws", "Countersunk Pozi", [5, 70], "Box of 100", "fixing timber frames and posts"),
  screw("fix-grippington-wood-3-5x30-200", 4.5, "Wood Screws", "Countersunk Pozi", [3.5, 30], "Box of 200", "hinges, catches and light joinery"),
  screw("fix-grippington-decking-4-5x60-250", 11.5, "Decking Screws", "Green Coated", [4.5, 60], "Tub of 250", "fixing deck boards to joists"),
  screw("fix-grippington-drywall-3-5x38-1000", 9.9, "Drywall Screws", "Black Phosphate", [3.5, 38], "Box of 1000", "fixing plasterboard to timber studs"),
  screw("fix-grippington-masonry-7-5x100-10", 6.5, "Concrete Screws", "Hex Head", [7.5, 100], "Pack of 10", "fixing into brick, block and concrete without plugs"),
  screw("fix-grippington-timber-6-7x150-50", 19.5, "Structural Timber Screws", "Wafer Head", [6.7, 150], "Box of 50", "joining joists, sleepers and landscaping timbers"),
  fix("fix-grippington-nails-round-75", 8.9, {
    brand: GR,
    noun: "Round Wire Nails",
    detail: "Bright",
    size: "75mm",
    pack: "2.5kg",
    use: "general carpentry and first fix",
  }),
  fix("fix-grippington-nails-clout-40", 5.5, {
    brand: GR,
    noun: "Clout Nails",
    detail: "Galvanised",
    size: "40mm",
    pack: "1kg",
    use: "fixing roofing felt, slates and plasterboard",
  }),
  fix("fix-mundford-plugs-brown-100", 2.2, {
    brand: MF,
    noun: "Wall Plugs",
    detail: "Brown",
    pack: "Pack of 100",
    use: "fixing screws into brick and block walls",
  }),
  fix("fix-mundford-plugs-red-100", 1.9, {
    brand: MF,
    noun: "Wall Plugs",
    detail: "Red",
    pack: "Pack of 100",
    use: "fixing smaller screws into masonry",
  }),
  fix("fix-mundford-frame-fixings-10x100", 11.5, {
    brand: MF,
    noun: "Frame Fixings",
    detail: "Countersunk",
    dims: [10, 100],
    form: "screw",
    pack: "Box of 50",
    use: "fixing door and window frames and battens to masonry",
  }),
  fix("fix-mundford-hollow-anchors-m5", 6.9, {
    brand: MF,
    noun: "Hollow Wall Anchors",
    detail: "M5",
    pack: "Pack of 25",
    use: "hanging heavier items on plasterboard",
  }),
  fix("fix-mundford-plasterboard-fixings", 5.9, {
    brand: MF,
    noun: "Plasterboard Fixings",
    detail: "Self Drill Metal",
    pack: "Pack of 50",
    use: "hanging pictures, shelves and rails on plasterboard",
  }),
  fix("fix-gen-joist-hanger-47", 2.4, {
    noun: "Joist Hanger",
    detail: "Galvanised",
    size: "47 x 150mm",
    use: "hanging joists off walls and beams",
  }),
  fix("fix-gen-restraint-strap-1000", 4.9, {
    noun: "Restraint Strap",
    detail: "Galvanised Bent",
    length: 1000,
    use: "tying roofs and floors to walls",
  }),
  fix("fix-gen-coach-bolts-m10", 7.9, {
    noun: "Coach Bolts",
    detail: "M10 x 150mm Zinc Plated",
    pack: "Pack of 10",
    use: "bolting gate posts, pergolas and heavy timbers",
  }),
  fix("fix-gen-threaded-rod-m10", 3.9, {
    noun: "Threaded Rod",
    detail: "M10 Zinc Plated",
    length: 1000,
    use: "resin anchors, hangers and bolting through",
  }),
  tube("seal-sealbury-sanitary-white", 6.9, "Sanitary Silicone Sealant", "White", "sealing baths, showers and basins"),
  tube("seal-sealbury-sanitary-clear", 6.9, "Sanitary Silicone Sealant", "Clear", "sealing baths, showers and basins"),
  tube("seal-sealbury-general-silicone-clear", 4.9, "General Purpose Silicone", "Clear", "sealing gaps round the home"),
  tube("seal-sealbury-frame-sealant-white", 5.5, "Window Frame Sealant", "White", "sealing round window and door frames"),
  tube("seal-sealbury-caulk-white", 2.4, "Decorators Caulk", "White", "filling gaps in skirting and coving before painting", "380ml"),
  tube("seal-sealbury-roof-sealant-black", 6.5, "Roof and Gutter Sealant", "Black", "sealing leaking gutters and roofs"),
  tube("seal-sealbury-fire-sealant", 8.9, "Intumescent Fire Sealant", "White", "fire stopping round pipes and frames"),
  seal("seal-sealbury-expanding-foam", 6.9, {
    brand: SB,
    noun: "Expanding Foam",
    detail: "Hand Held",
    pack: "750ml",
    use: "filling gaps round pipes and frames",
  }),
  seal("seal-sealbury-gun-foam", 8.5, {
    brand: SB,
    noun: "Expanding Foam",
    detail: "Gun Grade",
    pack: "750ml",
    use: "filling gaps with a foam gun",
  }),
  seal("seal-stickford-grab-adhesive", 5.9, {
    brand: SF,
    noun: "Grab Adhesive",
    detail: "Solvent Free",
    pack: "290ml",
    use: "sticking skirting, coving and panels without screws",
  }),
  seal("seal-stickford-pva-5", 14.9, {
    brand: SF,
    noun: "PVA Adhesive",
    detail: "Bond and Seal",
    pack: "5 Litre",
    use: "priming plaster, sealing dusty floors and gluing",
  }),
  seal("seal-stickford-wood-glue", 7.9, {
    brand: SF,
    noun: "Wood Glue",
    detail: "Exterior D3",
    pack: "1 Litre",
    use: "joints in joinery and furniture",
  }),
  seal("seal-stickford-tile-adhesive-wall", 13.5, {
    brand: SF,
    noun: "Wall Tile Adhesive",
    detail: "Ready Mixed",
    pack: "15kg",
    use: "fixing ceramic wall tiles",
  }),
  seal("seal-stickford-tile-adhesive-floor", 19.9, {
    brand: SF,
    noun: "Floor Tile Adhesive",
    detail: "Rapid Set Flexible",
    pack: "20kg",
    use: "fixing floor tiles over screed and boards",
  }),
  seal("seal-stickford-grout-white", 6.5, {
    brand: SF,
    noun: "Wall and Floor Grout",
    detail: "White",
    pack: "3kg",
    use: "filling tile joints",
  }),
  seal("seal-gen-sealant-gun", 4.5, {
    noun: "Sealant Gun",
    detail: "Heavy Duty Skeleton",
    use: "applying silicone and sealant cartridges",
  }),
];
