import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/preferences.vat";
import { readForm } from "../../server/forms/read-form.server";
import { RETURN_TO_FIELD, safeReturnPath } from "../../shared/newsletter-result";
import { PRICE_DISPLAYS, priceDisplayCookie } from "../../shared/price-display";

/**
 * The trade-price toggle's endpoint (decision 022). The header's form posts here: without JavaScript it sends
 * `returnTo` and is redirected back to the page it was on; with JavaScript the toggle's fetcher leaves it out and
 * gets a small answer, after which React Router reloads the page's data with the new cookie.
 */

/** Nothing to show: an address typed or bookmarked by hand goes to the home page. */
export function loader() {
  return redirect("/", 303);
}

const PreferenceForm = z.object({
  prices: z.enum(PRICE_DISPLAYS, {
    error: 'Choose "inc-vat" or "ex-vat" for prices.',
  }),
  [RETURN_TO_FIELD]: z.string().optional(),
});

export async function action({ request }: Route.ActionArgs) {
  const { fields } = await readForm(request);
  const parsed = PreferenceForm.safeParse(fields);
  if (!parsed.success) {
    // Only a hand-made request gets here (the toggle sends one of the two values): say plainly what was wrong.
    const message = parsed.error.issues[0]?.message ?? "That preference could not be read.";
    return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const secure = new URL(request.url).protocol === "https:";
  const headers = { "Set-Cookie": priceDisplayCookie(parsed.data.prices, secure), "Cache-Control": "no-store" };
  const returnTo = parsed.data[RETURN_TO_FIELD];
  if (returnTo === undefined) return data({ prices: parsed.data.prices }, { headers });
  return redirect(safeReturnPath(returnTo), { status: 303, headers });
}
