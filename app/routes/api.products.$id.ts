import { redirect } from "react-router";
import { getProductDetail, parseProductId } from "../../server/catalog/get-product-detail.server.ts";
import { findProductRedirect } from "../../server/catalog/redirect-retired-products.server.ts";
import { notFoundJson } from "../../server/http/api-params.server.ts";
import { absoluteUrl } from "../../shared/site.ts";
import { offerOutPath } from "../../shared/out-links.ts";
import type { Route } from "./+types/api.products.$id";

export async function loader({ params, context }: Route.LoaderArgs) {
  // The page's own parser: "0x1", "+1", "1.0", " 1" name no product here either (issue 16 item 8).
  const id = parseProductId(params.id);
  const detail = id !== null ? await getProductDetail(context.db, id) : null;
  if (!detail) {
    const successor = id !== null ? await findProductRedirect(context.db, id) : null;
    if (successor !== null) throw redirect(`/api/products/${successor}`, 301);
    return notFoundJson(`Product ${params.id} not found`);
  }
  const site = context.env.SITE_URL;
  const { product } = detail;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    brand: product.brand,
    category: product.category,
    imageUrl: absoluteUrl(site, product.imageUrl),
    url: `${site}/product/${product.id}`,
    lowestPrice: detail.lowest,
    highestPrice: detail.highest,
    merchantCount: new Set(detail.offers.map((o) => o.merchantId)).size,
    /** Every offer's unitPrice is in this unit. */
    unitLabel: product.unitLabel,
    lowestOfferId: detail.lowestBadge?.offerId ?? null,
    facts: product.facts,
    offers: detail.offers.map((o) => ({
      id: o.id,
      merchantSlug: o.merchantSlug,
      merchantName: o.merchantName,
      merchantItemId: o.merchantItemId,
      price: o.price,
      salePrice: o.salePrice,
      totalPrice: o.totalPrice,
      url: o.url,
      /** The same link through /out, which counts the click: what the site's own Buy Now uses. */
      outUrl: `${site}${offerOutPath(o.id)}`,
      available: o.available,
      availability: o.availability,
      lastChecked: o.lastChecked,
      /** Past STALE_OFFER_LABEL_HOURS: pages label its price with its age. Offers past the hide limit are absent. */
      stale: o.priceAgeHours !== null,
      deliveryCost: o.deliveryCost,
      unitPrice: o.unitPrice,
      unitLabel: o.unitLabel,
    })),
  };
}
