import { type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/ui/app-link";
import { z } from "zod";
import type { Route } from "./+types/subscriptions.confirm";
import { PageMessage, primaryButtonClass } from "~/components/page-message";
import { TokenActionPage } from "~/components/forms/token-action-page";
import { pageTitle } from "~/lib/seo";
import { confirmSubscription } from "../../server/subscriptions/confirm-subscription.server";
import { findConfirmation } from "../../server/subscriptions/find-confirmation.server";
import { looksLikeToken } from "../../server/subscriptions/subscription-tokens.server";
import { readForm } from "../../server/forms/read-form.server";
import { MAILING_LISTS } from "../../shared/mailing-lists";

/**
 * Opening the e-mailed link (GET or HEAD) only shows what it would confirm: mail scanners open links, and an
 * address must be confirmed by its owner. The page's button POSTs to this URL; the action confirms.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!looksLikeToken(token)) return { status: "unknown" as const };
  const found = await findConfirmation(context.db, token);
  if (found.status !== "pending") return { status: found.status };
  return { status: found.status, token, email: found.email, listName: MAILING_LISTS[found.list].name };
}

/** The button sends the token as a field; a post to the link itself (token in the URL) works the same. */
const ConfirmForm = z.object({ token: z.string().optional() });

export async function action({ request, context }: Route.ActionArgs) {
  const { fields } = await readForm(request);
  const token = ConfirmForm.parse(fields).token ?? new URL(request.url).searchParams.get("token");
  const outcome = looksLikeToken(token) ? await confirmSubscription(context.db, token) : { status: "unknown" as const };
  if (outcome.status !== "confirmed") return { status: outcome.status };
  return {
    status: outcome.status,
    email: outcome.email,
    listName: MAILING_LISTS[outcome.list].name,
    unsubscribePath: `/subscriptions/unsubscribe?token=${outcome.unsubscribeToken}`,
  };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * After the button's post the action's answer is the page: re-running the loader would only re-read a link
 * that has just been used (one more query, and one more request the page would wait on).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function ConfirmSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  // After the post, the outcome decides; the loader's view of the (now used) link no longer matters.
  const shown = actionData ?? loaderData;
  if (shown.status === "confirmed" && actionData?.status === "confirmed") {
    return (
      <PageMessage eyebrow="Confirmed" title="You're signed up">
        <p>
          {actionData.email} is now on {actionData.listName}. Every email we send has a link to unsubscribe in one
          click.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/" className={primaryButtonClass}>
            Go to the home page
          </Link>
          <Link to={actionData.unsubscribePath} className="self-center text-sm font-semibold text-brand-700 underline">
            Changed your mind? Unsubscribe
          </Link>
        </div>
      </PageMessage>
    );
  }
  if (!actionData && loaderData.status === "pending") {
    return (
      <TokenActionPage
        eyebrow="One more step"
        title="Confirm your email address"
        token={loaderData.token}
        buttonLabel="Confirm my email address"
        busyLabel="Confirming…"
      >
        <p>
          Press the button to add {loaderData.email} to {loaderData.listName}. Nothing is signed up until you do.
        </p>
      </TokenActionPage>
    );
  }
  return (
    <PageMessage title={shown.status === "expired" ? "This link has expired" : "This link doesn't work"}>
      <p>
        {shown.status === "expired"
          ? "Confirmation links work for 7 days. Sign up again and we'll send you a new one."
          : "It may have been used already, replaced by a newer link, or copied incompletely. If you've already confirmed, there's nothing more to do."}
      </p>
      <div className="flex justify-center">
        <Link to="/newsletter" className={primaryButtonClass}>
          Sign up again
        </Link>
      </div>
    </PageMessage>
  );
}

export function meta() {
  return [{ title: pageTitle("Confirm your email") }, { name: "robots", content: "noindex" }];
}
