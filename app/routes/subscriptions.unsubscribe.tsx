import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/ui/app-link";
import { z } from "zod";
import type { Route } from "./+types/subscriptions.unsubscribe";
import { PageMessage, primaryButtonClass } from "~/components/page-message";
import { TokenActionPage } from "~/components/forms/token-action-page";
import { pageTitle } from "~/lib/seo";
import { unsubscribe } from "../../server/subscriptions/unsubscribe.server";
import { findUnsubscribeLink } from "../../server/subscriptions/find-unsubscribe-link.server";
import { looksLikeToken } from "../../server/subscriptions/subscription-tokens.server";
import { readForm } from "../../server/forms/read-form.server";
import { MAILING_LISTS } from "../../shared/mailing-lists";

/**
 * The link in every e-mail. Opening it (GET or HEAD) only shows whose address it would remove, with a button:
 * mail scanners open links, and must not unsubscribe anyone. The button's POST, or a mail app's one-click POST,
 * unsubscribes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!looksLikeToken(token)) return { status: "unknown" as const };
  const found = await findUnsubscribeLink(context.db, token);
  if (found.status !== "found") return { status: found.status };
  return {
    status: found.unsubscribed ? ("already-unsubscribed" as const) : ("subscribed" as const),
    token,
    email: found.email,
    listName: MAILING_LISTS[found.list].name,
  };
}

/**
 * The page's button sends `token`. A mail app's RFC 8058 one-click posts `List-Unsubscribe=One-Click` to the
 * link itself (token in the URL) and is answered like the button: 200 with the page, 404 for an unknown link.
 */
const UnsubscribeForm = z.object({ token: z.string().optional() });

export async function action({ request, context }: Route.ActionArgs) {
  const form = UnsubscribeForm.parse((await readForm(request)).fields);
  const token = form.token ?? new URL(request.url).searchParams.get("token");
  const outcome = looksLikeToken(token) ? await unsubscribe(context.db, token) : { status: "unknown" as const };
  if (outcome.status !== "unsubscribed") return data({ status: outcome.status }, { status: 404 });
  return { status: outcome.status, email: outcome.email, listName: MAILING_LISTS[outcome.list].name };
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

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.status === "unsubscribed" ? actionData : null;
  if (done) {
    return (
      <PageMessage eyebrow="Unsubscribed" title="You won't hear from us again">
        <p>
          {done.email} has been removed from {done.listName}. You don't need to do anything else.
        </p>
        <div className="flex justify-center">
          <Link to="/" className={primaryButtonClass}>
            Go to the home page
          </Link>
        </div>
      </PageMessage>
    );
  }
  if (!actionData && loaderData.status === "already-unsubscribed") {
    return (
      <PageMessage eyebrow="Unsubscribed" title="You're already unsubscribed">
        <p>
          {loaderData.email} is no longer on {loaderData.listName}. There's nothing more to do.
        </p>
      </PageMessage>
    );
  }
  if (!actionData && loaderData.status === "subscribed") {
    return (
      <TokenActionPage
        title="Unsubscribe"
        token={loaderData.token}
        buttonLabel="Unsubscribe"
        busyLabel="Unsubscribing…"
      >
        <p>
          Press the button to remove {loaderData.email} from {loaderData.listName}. We won't ask why.
        </p>
      </TokenActionPage>
    );
  }
  return (
    <PageMessage title="This link doesn't work">
      <p>
        We couldn't find a subscription for this link. It may have been copied incompletely. Reply to any of our emails
        and we'll remove your address by hand.
      </p>
    </PageMessage>
  );
}

export function meta() {
  return [{ title: pageTitle("Unsubscribe") }, { name: "robots", content: "noindex" }];
}
