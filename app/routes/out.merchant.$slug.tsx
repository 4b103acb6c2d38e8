import { clickOutResponse } from "../../server/clicks/click-out-response.server";
import { followMerchantLink } from "../../server/clicks/follow-merchant-link.server";
import type { Route } from "./+types/out.merchant.$slug";

/** Visit Store / Visit Website: counts the click (no offer) and answers 302 to the merchant's stored website. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const count = request.method === "GET";
  return clickOutResponse(await followMerchantLink(context.db, params.slug, { count }));
}

// A component makes this a page route, so a dead link shows the site's not-found page rather than bare JSON.
export default function MerchantClickOut() {
  return null;
}
