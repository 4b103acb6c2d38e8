import { expect, it } from "vitest";
import { availabilityLabel, deliveryLabel, unitPriceLabel } from "./offer-labels";
import { pricesFor } from "~/lib/price-display";

const inc = pricesFor("inc-vat");
const ex = pricesFor("ex-vat");

it("names each availability the feed can give", () => {
  expect(availabilityLabel({ available: true, availability: "in_stock" })).toBe("In stock");
  expect(availabilityLabel({ available: false, availability: "out_of_stock" })).toBe("Out of stock");
  expect(availabilityLabel({ available: true, availability: "preorder" })).toBe("Pre-order");
  expect(availabilityLabel({ available: true, availability: "backorder" })).toBe("Back-order");
  // A value the feed sent that we could not read is never shown as in stock.
  expect(availabilityLabel({ available: false, availability: "unknown" })).toBe("Stock not stated");
  expect(availabilityLabel({ available: false, availability: "not_in_feed" })).toBe("No longer listed");
});

it("describes delivery as free, a cost, or not stated", () => {
  expect(deliveryLabel(0, inc)).toBe("Free delivery");
  expect(deliveryLabel(4.99, inc)).toBe("£4.99 delivery");
  expect(deliveryLabel(null, inc)).toBe("Delivery not stated");
});

it("formats unit prices to the penny with their unit", () => {
  expect(unitPriceLabel(0.2796, "kg", inc)).toBe("£0.28 per kg");
  expect(unitPriceLabel(0.0573, "per kg", inc)).toBe("£0.057 per kg");
  expect(unitPriceLabel(3.5, "per m²", inc)).toBe("£3.50 per m²");
  expect(unitPriceLabel(0.45, "each", inc)).toBe("£0.45 each");
  expect(unitPriceLabel(null, "kg", inc)).toBeNull();
  expect(unitPriceLabel(1, null, inc)).toBeNull();
});

it("follows the trade view: ex. VAT figures at 20%", () => {
  expect(deliveryLabel(6, ex)).toBe("£5.00 delivery");
  expect(deliveryLabel(0, ex)).toBe("Free delivery");
  expect(unitPriceLabel(0.0573, "per kg", ex)).toBe("£0.048 per kg");
  expect(unitPriceLabel(3.5, "per m²", ex)).toBe("£2.92 per m²");
});
