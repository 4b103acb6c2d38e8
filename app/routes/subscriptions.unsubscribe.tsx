import { Link } from "react-router";
import type { Route } from "./+types/subscriptions.unsubscribe";
import { PageMessage, primaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import { unsubscribe } from "../../server/subscriptions/unsubscribe.server";
import { looksLikeToken } from "../../server/subscriptions/subscription-tokens.server";
import { MAILING_LISTS } from "../../shared/mailing-lists";

async function unsubscribeFrom(request: Request, db: Route.LoaderArgs["context"]["db"]) {
  const token = new URL(request.url).searchParams.get("token");
  return looksLikeToken(token) ? unsubscribe(db, token) : { status: "unknown" as const };
}

/** The link in every e-mail: opening it unsubscribes at once, no form and no login. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = await unsubscribeFrom(request, context.db);
  if (outcome.status !== "unsubscribed") return { status: outcome.status };
  return { status: outcome.status, email: outcome.email, listName: MAILING_LISTS[outcome.list].name };
}

/** RFC 8058 one-click unsubscribe: mail apps POST "List-Unsubscribe=One-Click" to the same link. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await unsubscribeFrom(request, context.db);
  return Response.json(outcome.status === "unsubscribed" ? { ok: true } : { error: "Unknown unsubscribe link" }, {
    status: outcome.status === "unsubscribed" ? 200 : 404,
  });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "unsubscribed") {
    return (
      <PageMessage title="This link doesn't work">
        <p>
          We couldn't find a subscription for this link. It may have been copied incompletely. Reply to any of our
          emails and we'll remove your address by hand.
        </p>
      </PageMessage>
    );
  }
  return (
    <PageMessage eyebrow="Unsubscribed" title="You won't hear from us again">
      <p>
        {loaderData.email} has been removed from {loaderData.listName}. You don't need to do anything else.
      </p>
      <div className="flex justify-center">
        <Link to="/" className={primaryButtonClass}>
          Go to the home page
        </Link>
      </div>
    </PageMessage>
  );
}

export function meta() {
  return [{ title: pageTitle("Unsubscribe") }, { name: "robots", content: "noindex" }];
}
