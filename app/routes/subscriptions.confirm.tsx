import { Link } from "react-router";
import type { Route } from "./+types/subscriptions.confirm";
import { PageMessage, primaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import { confirmSubscription } from "../../server/subscriptions/confirm-subscription.server";
import { looksLikeToken } from "../../server/subscriptions/subscription-tokens.server";
import { MAILING_LISTS } from "../../shared/mailing-lists";

/** Opening the e-mailed link confirms the address: one click, as people expect from such links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
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

export default function ConfirmSubscriptionPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "confirmed") {
    return (
      <PageMessage title={loaderData.status === "expired" ? "This link has expired" : "This link doesn't work"}>
        <p>
          {loaderData.status === "expired"
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
  return (
    <PageMessage eyebrow="Confirmed" title="You're signed up">
      <p>
        {loaderData.email} is now on {loaderData.listName}. Every email we send has a link to unsubscribe in one click.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={primaryButtonClass}>
          Go to the home page
        </Link>
        <Link to={loaderData.unsubscribePath} className="self-center text-sm font-semibold text-brand-700 underline">
          Changed your mind? Unsubscribe
        </Link>
      </div>
    </PageMessage>
  );
}

export function meta() {
  return [{ title: pageTitle("Confirm your email") }, { name: "robots", content: "noindex" }];
}
