import { BRANDS } from "./brands.ts";
import type { Product } from "./catalogue-types.ts";
import type { Merchant } from "./merchant-types.ts";
import type { Rng } from "../feed-kit/seeded-random.ts";
import { fmtSize } from "./size-text.ts";
import { CANONICAL } from "./title-style.ts";

function sizeSpec(p: Product): string {
  return fmtSize(p.size, { ...CANONICAL, dims: "spacedEach" }).a;
}

export function description(p: Product, m: Merchant, r: Rng): string {
  const brand = p.brand ? BRANDS[p.brand].name : "";
  switch (m.descStyle) {
    case "tagline":
      return `${p.desc} Order before 2pm, Monday to Friday, for next working day delivery to most postcodes.`;
    case "multiline":
      if (r() < 0.35) {
        return `${p.desc}\nSpecification:\n- Size: ${sizeSpec(p)}\n- ${brand ? `Manufacturer: ${brand}` : "Sourced from UK suppliers"}\nCollect from the yard or we deliver, 7am-5pm.`;
      }
      return p.desc;
    case "html":
      return `<p>${p.desc}</p><ul><li><strong>Size:</strong> ${sizeSpec(p)}</li>${brand ? `<li><strong>Brand:</strong> ${brand}</li>` : ""}<li>Trade & retail customers welcome</li></ul>`;
    case "ampersand":
      return `${p.desc} Click & collect from our branches, or delivery within 25 miles.`;
    default:
      return p.desc;
  }
}
