import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { newsletterCheckInbox, safeReturnPath } from "~/components/newsletter/newsletter-result";
import { pageTitle } from "~/lib/seo";
import { readForm } from "../../server/forms/read-form.server";
import { runFormAction } from "../../server/forms/run-form-action.server";
import { emailField } from "../../server/forms/field-schemas.server";
import { subscribeEmail } from "../../server/subscriptions/subscribe-email.server";
import { MAILING_LIST_IDS } from "../../server/subscriptions/mailing-lists";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.env.SITE_URL}/newsletter` };
}

const SubscribeSchema = z.object({
  email: emailField,
  list: z.enum(MAILING_LIST_IDS).catch("newsletter"),
});

/**
 * Every sign-up box on the site (footer, home, guides' Stay Updated, deals' notify-me) posts here
 * with its list. Double opt-in: the address counts only once the e-mailed link is opened.
 */
// Cross-site posts never get here: server/http/same-origin.server.ts refuses them with 403 for every route.
export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readForm(request);
  const returnTo = safeReturnPath(submitted.fields.returnTo);
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

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Newsletter</h1>
      <p className="mt-4 text-lg leading-8 text-stone-700">
        Price news, new merchants and practical DIY guides, sent now and then by email. We send a confirmation link
        first, and every email has a one-click unsubscribe link.
      </p>
      <div className="mt-8 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <NewsletterForm initialResult={actionData} />
      </div>
      {actionData && (
        <p className="mt-6">
          <Link to={actionData.returnTo} className="font-semibold text-brand-700 hover:underline">
            {actionData.returnTo === "/" ? "Back to the home page" : "Back to the page you were on"}
          </Link>
        </p>
      )}
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle("Newsletter") },
    {
      name: "description",
      content: "Sign up for the BuildCompare newsletter: price news, new merchants and DIY guides by email.",
    },
    // robots.txt keeps crawlers off /newsletter: it is a form endpoint, the same form is on every page.
    { name: "robots", content: "noindex" },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}
