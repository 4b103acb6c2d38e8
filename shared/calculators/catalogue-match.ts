/**
 * A calculator's result matched to the catalogue (server/basket/find-calculator-products.server.ts): for
 * each material, a few products with how much one selling unit holds and how many units the result asks
 * for. Browser-safe: the page shows these.
 */
import { type MaterialNeed, figure, wholeUp } from "./calculator-kit.ts";

export interface CalculatorProduct {
  id: number;
  name: string;
  imageUrl: string | null;
  /** Lowest running price among offers that can be ordered now (pounds, inc. VAT). */
  lowestPrice: number;
  merchantCount: number;
  inStockCount: number;
  /** What one selling unit holds, in the need's terms: 500 (bricks), 25 (kg), 5.61 (m²), 1 (sheet). */
  perUnit: number;
  /** The same for people: "pack of 500 bricks", "25 kg", "5.61 m²". */
  perUnitLabel: string;
  /** The selling unit one quantity buys, as the project list shows it (shared/selling-unit.ts). */
  unitLabel: string;
  /** Selling units to add for the need, rounded up. */
  quantity: number;
  /** quantity × lowestPrice: what orders the suggestions (delivery not included). */
  estimatedCost: number;
}

export interface MaterialMatches {
  need: MaterialNeed;
  products: CalculatorProduct[];
}

/** The need in its base unit: bricks, blocks, kg, sheets, lengths or m². */
function needAmount(need: MaterialNeed): number {
  switch (need.material) {
    case "bricks":
    case "blocks":
      return need.count;
    case "plasterboard":
      return need.sheets;
    case "timber":
      return need.lengths;
    case "insulation":
      return need.areaM2;
    default:
      return need.kg;
  }
}

/** Describes one selling unit, e.g. "pack of 500 bricks", "850 kg", "pack of 6 sheets", "4.37 m²". */
export function perUnitLabel(need: MaterialNeed, perUnit: number): string {
  switch (need.material) {
    case "bricks":
    case "blocks": {
      const noun = need.material === "bricks" ? "brick" : "block";
      return perUnit === 1 ? `1 ${noun}` : `pack of ${perUnit} ${noun}s`;
    }
    case "plasterboard":
      return perUnit === 1 ? "1 sheet" : `pack of ${perUnit} sheets`;
    case "timber":
      return perUnit === 1 ? "1 length" : `pack of ${perUnit} lengths`;
    case "insulation":
      return `${figure(perUnit)} m²`;
    default:
      return `${figure(perUnit)} kg`;
  }
}

/** Selling units of a product that holds `perUnit` each, for the need: at least one, rounded up. */
export function unitsForNeed(need: MaterialNeed, perUnit: number): number {
  if (!(perUnit > 0)) throw new Error("A selling unit must hold something");
  return Math.max(1, wholeUp(needAmount(need) / perUnit));
}
