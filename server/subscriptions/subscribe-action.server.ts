import { data, type AppLoadContext } from "react-router";
import { SubscribeSchema } from "../../shared/form-schemas.ts";
import { newsletterCheckInbox, RETURN_TO_FIELD, safeReturnPath } from "../../shared/newsletter-result.ts";
import { readForm } from "../forms/read-form.server.ts";
import { runFormAction } from "../forms/run-form-action.server.ts";
import { subscribeEmail } from "./subscribe-email.server.ts";

/**
 * The action behind every sign-up box on the site (footer, home, guides' Stay Updated, deals' notify-me),
 * which post to /newsletter with their list. Double opt-in: the address counts only once the e-mailed link is
 * opened. The answer carries the page the box was on, for the "back" link after a post without JavaScript.
 */
// Cross-site posts never get here: server/http/same-origin.server.ts refuses them with 403 for every route.
export async function subscribeAction(request: Request, context: AppLoadContext) {
  const submitted = await readForm(request);
  const returnTo = safeReturnPath(submitted.fields[RETURN_TO_FIELD]);
  const answer = await runFormAction({
    db: context.db,
    form: "newsletter",
    clientAddress: context.clientAddress ?? "unknown",
    submitted,
    schema: SubscribeSchema,
    save: async ({ email, list }) => {
      await subscribeEmail(context.db, { email, list, sourcePath: returnTo, siteUrl: context.env.SITE_URL });
      return { title: "Check your inbox", message: newsletterCheckInbox(email) };
    },
  });
  return data({ ...answer.data, returnTo }, answer.init ?? undefined);
}
