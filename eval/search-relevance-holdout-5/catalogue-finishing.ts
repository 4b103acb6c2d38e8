/** Held-out set 5: adhesives, foams and sealants; hand tools. */
import { p, type Product } from "./catalogue-types.ts";

const S = "single" as const;

const tool = (
  key: string,
  noun: string,
  size: number | undefined,
  price: number,
  use: string,
  detail?: string,
): Product =>
  p("tool", key, price, {
    form: size ? S : undefined,
    brand: "Hardell",
    noun,
    detail,
    dims: size ? [size] : undefined,
    use,
  });

export const FINISHING: Product[] = [
  // Adhesives, foams and sealants
  p("adhesive", "adhesive-fixabond-grab-290ml", 5.5, {
    brand: "Fixabond",
    noun: "Grab Adhesive",
    detail: "Solvent Free",
    pack: "290ml",
    use: "fixing skirting, coving and panels without nails or screws",
    reach: 4,
  }),
  p("adhesive", "adhesive-fixabond-pva-1l", 6, {
    brand: "Fixabond",
    noun: "PVA Adhesive",
    pack: "1 Litre",
    use: "wood glue, primer and sealer",
  }),
  p("adhesive", "adhesive-fixabond-pva-5l", 17, {
    brand: "Fixabond",
    noun: "PVA Adhesive",
    pack: "5 Litre",
    use: "wood glue, primer and sealer",
  }),
  p("adhesive", "adhesive-fixabond-foam-gun-750ml", 8.5, {
    brand: "Fixabond",
    noun: "Expanding Foam",
    detail: "Gun Grade",
    pack: "750ml",
    use: "filling gaps around frames and pipes",
  }),
  p("adhesive", "adhesive-fixabond-foam-hand-750ml", 7, {
    brand: "Fixabond",
    noun: "Expanding Foam",
    detail: "Hand Held",
    pack: "750ml",
    use: "filling gaps around frames and pipes",
  }),
  p("adhesive", "adhesive-puraseal-decorators-caulk-380ml", 2.2, {
    brand: "Puraseal",
    noun: "Decorators Caulk",
    detail: "White",
    pack: "380ml",
    use: "filling gaps along skirting and architrave before painting",
    reach: 4,
  }),
  p("adhesive", "adhesive-puraseal-sanitary-white-310ml", 5.5, {
    brand: "Puraseal",
    noun: "Sanitary Silicone Sealant",
    detail: "White",
    pack: "310ml",
    use: "sealing baths, showers and sinks",
    reach: 4,
  }),
  p("adhesive", "adhesive-puraseal-sanitary-clear-310ml", 5.5, {
    brand: "Puraseal",
    noun: "Sanitary Silicone Sealant",
    detail: "Clear",
    pack: "310ml",
    use: "sealing baths, showers and sinks",
  }),
  p("adhesive", "adhesive-puraseal-frame-sealant-310ml", 4.5, {
    brand: "Puraseal",
    noun: "Frame Sealant",
    detail: "White",
    pack: "310ml",
    use: "sealing around window and door frames",
  }),
  p("adhesive", "adhesive-tilegrip-flexible-20kg", 19, {
    brand: "Tilegrip",
    noun: "Flexible Tile Adhesive",
    detail: "Rapid Set Grey",
    pack: "20kg",
    use: "fixing wall and floor tiles",
  }),
  p("adhesive", "adhesive-tilegrip-ready-mixed-15kg", 21, {
    brand: "Tilegrip",
    noun: "Ready Mixed Wall Tile Adhesive",
    pack: "15kg",
    use: "fixing ceramic wall tiles",
  }),

  // Hand tools
  tool("tool-hardell-brick-trowel-280", "Brick Trowel", 280, 14, "laying bricks and blocks"),
  tool("tool-hardell-plastering-trowel-356", "Plastering Trowel", 356, 18, "applying and finishing plaster"),
  tool("tool-hardell-pointing-trowel-150", "Pointing Trowel", 150, 7.5, "pointing mortar joints"),
  tool("tool-hardell-spirit-level-1200", "Spirit Level", 1200, 22, "levelling and plumbing"),
  tool("tool-hardell-spirit-level-600", "Spirit Level", 600, 14, "levelling and plumbing"),
  tool(
    "tool-hardell-claw-hammer-20oz",
    "Claw Hammer",
    undefined,
    16,
    "driving and pulling nails",
    "20oz Fibreglass Handle",
  ),
  tool("tool-hardell-brick-bolster-100", "Brick Bolster", 100, 9.5, "cutting bricks and blocks"),
  tool("tool-hardell-plasterers-hawk-330", "Plasterers Hawk", 330, 12, "holding plaster while working"),
];
