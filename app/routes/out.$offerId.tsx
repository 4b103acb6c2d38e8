import { clickOutResponse, parseOutId } from "../../server/clicks/click-out-response.server";
import { followOfferLink } from "../../server/clicks/follow-offer-link.server";
import type { Route } from "./+types/out.$offerId";

/**
 * Buy Now / View: counts the click and answers 302 to the offer's stored URL. A HEAD (link checkers, mail
 * scanners, prefetchers) gets the same answer without being counted.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const offerId = parseOutId(params.offerId);
  const count = request.method === "GET";
  return clickOutResponse(offerId === null ? null : await followOfferLink(context.db, offerId, { count }));
}

// A component makes this a page route, so a dead link shows the site's not-found page rather than bare JSON.
export default function OfferClickOut() {
  return null;
}
