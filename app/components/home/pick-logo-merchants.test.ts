import { describe, expect, it } from "vitest";
import { HOME_MERCHANT_LOGOS, pickLogoMerchants } from "./pick-logo-merchants";

const merchant = (name: string, productCount: number) => ({
  slug: name.toLowerCase(),
  name,
  logoUrl: null,
  productCount,
});

describe("pickLogoMerchants", () => {
  it("keeps the 8 merchants with the most products, in name order", () => {
    const merchants = [
      merchant("Zeta", 40),
      merchant("Alpha", 1),
      merchant("Beta", 0),
      merchant("Gamma", 12),
      merchant("Delta", 12),
      merchant("Eta", 5),
      merchant("Theta", 9),
      merchant("Iota", 30),
      merchant("Kappa", 2),
      merchant("Lambda", 0),
    ];
    const picked = pickLogoMerchants(merchants);
    expect(picked).toHaveLength(HOME_MERCHANT_LOGOS);
    expect(picked.map((m) => m.name)).toEqual(["Alpha", "Delta", "Eta", "Gamma", "Iota", "Kappa", "Theta", "Zeta"]);
  });

  it("breaks a tie on product count by name and keeps fewer than 8 as they are", () => {
    expect(pickLogoMerchants([merchant("B", 0), merchant("A", 0)]).map((m) => m.name)).toEqual(["A", "B"]);
    expect(pickLogoMerchants([])).toEqual([]);
    const nine = Array.from({ length: 9 }, (_, i) => merchant(`M${i}`, 0));
    expect(pickLogoMerchants(nine).map((m) => m.name)).not.toContain("M8");
  });
});
