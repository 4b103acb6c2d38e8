import { data } from "react-router";
import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/alerts.unsubscribe";
import { PageMessage, primaryButtonClass } from "~/components/page-message";
import { TokenActionPage } from "~/components/forms/token-action-page";
import { pageTitle } from "~/lib/seo";
import { findAlertByUnsubscribeToken } from "../../server/alerts/find-alert-by-token.server";
import { unsubscribeAlert } from "../../server/alerts/unsubscribe-alert.server";
import { looksLikeToken } from "../../server/subscriptions/subscription-tokens.server";

/** The link in every alert e-mail: opening it shows a button; only the button's POST stops the alert. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!looksLikeToken(token)) return { status: "unknown" as const };
  const found = await findAlertByUnsubscribeToken(context.db, token);
  if (found.status !== "found") return { status: "unknown" as const };
  return {
    status: found.alert.status === "unsubscribed" ? ("done" as const) : ("ready" as const),
    token,
    email: found.alert.email,
    productName: found.alert.productName,
  };
}

/**
 * The page's button, and RFC 8058 one-click unsubscribe: mail apps POST "List-Unsubscribe=One-Click" to the
 * link from the List-Unsubscribe header. Both are the same request to us; the mail app ignores the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = looksLikeToken(token) ? await unsubscribeAlert(context.db, token) : { status: "unknown" as const };
  return outcome.status === "unsubscribed"
    ? { status: "unsubscribed" as const, email: outcome.email }
    : data({ status: "unknown" as const }, { status: 404 });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function UnsubscribeAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.status === "unsubscribed" || loaderData.status === "done") {
    const email =
      actionData?.status === "unsubscribed" ? actionData.email : loaderData.status === "done" ? loaderData.email : "";
    return (
      <PageMessage eyebrow="Unsubscribed" title="This alert is stopped">
        <p>We won't send {email} any more e-mails about this product. You don't need to do anything else.</p>
        <div className="flex justify-center">
          <Link to="/" className={primaryButtonClass}>
            Go to the home page
          </Link>
        </div>
      </PageMessage>
    );
  }
  if (actionData?.status === "unknown" || loaderData.status !== "ready") {
    return (
      <PageMessage title="This link doesn't work">
        <p>
          We couldn't find an alert for this link. It may have been copied incompletely. Reply to any of our e-mails and
          we'll stop it by hand.
        </p>
      </PageMessage>
    );
  }
  return (
    <TokenActionPage
      eyebrow="Price alert"
      title="Stop this alert?"
      token={loaderData.token}
      buttonLabel="Unsubscribe"
      busyLabel="Unsubscribing…"
    >
      <p>
        Press Unsubscribe and we'll stop e-mailing {loaderData.email} about {loaderData.productName}.
      </p>
    </TokenActionPage>
  );
}

export function meta() {
  return [{ title: pageTitle("Stop a price alert") }, { name: "robots", content: "noindex" }];
}
