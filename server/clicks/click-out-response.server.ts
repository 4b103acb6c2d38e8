import { data } from "react-router";
import { locationHeaderValue } from "./count-click.server.ts";

/**
 * Never stored by a browser or shared cache (each click must reach the server to be counted) and kept out of
 * search results (robots.txt also disallows /out/).
 */
const CLICK_OUT_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** A click-out's answer: 302 to the stored URL, or the site's not-found page (thrown, like any page's 404). */
export function clickOutResponse(storedUrl: string | null): Response {
  if (storedUrl === null) {
    // The root error boundary renders it, with the headers of any page's 404 (never cached: not a 200).
    throw data({ message: "Page not found" }, { status: 404 });
  }
  // A Response built by hand rather than redirect(): nothing between here and the socket rewrites Location.
  return new Response(null, {
    status: 302,
    headers: { ...CLICK_OUT_HEADERS, Location: locationHeaderValue(storedUrl) },
  });
}

/** /out/{id} ids are plain decimal digits: "1e3", " 12" or "12abc" are links nobody generated. */
export function parseOutId(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}
