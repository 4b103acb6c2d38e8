import { MERCHANTS } from "./merchants.ts";
import { IMAGE_ORIGIN } from "./image-origin.ts";

export function merchantsJson(): string {
  const merchantsJson = {
    imageOrigin: IMAGE_ORIGIN,
    merchants: MERCHANTS.map((m) => ({
      slug: m.slug,
      name: m.name,
      websiteUrl: `https://www.${m.slug}.example`,
      logoUrl: `/merchant-logos/${m.slug}.svg`,
      verified: m.verified,
      feed: `${m.slug}.${m.format}`,
    })),
  };
  return JSON.stringify(merchantsJson, null, 2) + "\n";
}
