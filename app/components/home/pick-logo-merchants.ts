import type { LogoMerchant } from "./merchant-logos";

/** The home page's logo strip shows 8 merchants. */
export const HOME_MERCHANT_LOGOS = 8;

/** The merchants listing the most products, shown alphabetically. */
export function pickLogoMerchants<T extends LogoMerchant & { productCount: number }>(merchants: T[]): T[] {
  return [...merchants]
    .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name, "en-GB"))
    .slice(0, HOME_MERCHANT_LOGOS)
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}
