import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/alerts.confirm";
import { PageMessage, primaryButtonClass } from "~/components/page-message";
import { TokenActionPage } from "~/components/forms/token-action-page";
import { pageTitle } from "~/lib/seo";
import { confirmAlert } from "../../server/alerts/confirm-alert.server";
import { findAlertByConfirmToken } from "../../server/alerts/find-alert-by-token.server";
import { looksLikeToken } from "../../server/subscriptions/subscription-tokens.server";
import { usePrices, type Prices } from "~/lib/price-display";

/** Opening the e-mailed link only shows what it confirms: mail scanners open links, so a GET changes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!looksLikeToken(token)) return { status: "unknown" as const };
  const found = await findAlertByConfirmToken(context.db, token);
  if (found.status !== "found") return { status: found.status };
  const { alert } = found;
  return {
    status: "ready" as const,
    token,
    email: alert.email,
    productName: alert.productName,
    kind: alert.kind,
    targetPrice: alert.targetPrice,
  };
}

/** The page's Confirm button posts here: the one request that confirms. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = looksLikeToken(token) ? await confirmAlert(context.db, token) : { status: "unknown" as const };
  if (outcome.status !== "confirmed") return { status: outcome.status };
  return {
    status: "confirmed" as const,
    email: outcome.email,
    productPath: `/product/${outcome.productId}`,
    unsubscribePath: `/alerts/unsubscribe?token=${outcome.unsubscribeToken}`,
  };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function ConfirmAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  const prices = usePrices();
  if (actionData?.status === "confirmed") {
    return (
      <PageMessage eyebrow="Confirmed" title="Your alert is set">
        <p>We'll e-mail {actionData.email} once per drop. Every alert e-mail has a one-click unsubscribe link.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={actionData.productPath} className={primaryButtonClass}>
            Back to the product
          </Link>
          <Link to={actionData.unsubscribePath} className="self-center text-sm font-semibold text-brand-700 underline">
            Changed your mind? Stop this alert
          </Link>
        </div>
      </PageMessage>
    );
  }
  const status = actionData?.status ?? loaderData.status;
  if (status === "expired" || status === "unknown" || loaderData.status !== "ready") {
    return (
      <PageMessage title={status === "expired" ? "This link has expired" : "This link doesn't work"}>
        <p>
          {status === "expired"
            ? "Confirmation links work for 7 days. Set the alert again on the product page and we'll send a new one."
            : "It may have been used already, replaced by a newer link, or copied incompletely. If you've already confirmed this alert, there's nothing more to do."}
        </p>
        <div className="flex justify-center">
          <Link to="/building-supplies" className={primaryButtonClass}>
            Browse building supplies
          </Link>
        </div>
      </PageMessage>
    );
  }
  return (
    <TokenActionPage
      eyebrow="One more step"
      title="Confirm your alert"
      token={loaderData.token}
      buttonLabel="Confirm"
      busyLabel="Confirming…"
    >
      <p>
        Press Confirm and we'll e-mail {loaderData.email}{" "}
        {describeAlert(loaderData.kind, loaderData.targetPrice, prices)} for {loaderData.productName}.
      </p>
    </TokenActionPage>
  );
}

function describeAlert(kind: "price" | "stock", target: number | null, prices: Prices): string {
  return kind === "stock" || target === null
    ? "when it's back in stock"
    : `when a merchant's price is ${prices.format(target)}${prices.marker} or less`;
}

export function meta() {
  return [{ title: pageTitle("Confirm your alert") }, { name: "robots", content: "noindex" }];
}
