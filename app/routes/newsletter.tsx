import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { pageTitle } from "~/lib/seo";
import { subscribeAction } from "../../server/subscriptions/subscribe-action.server";
import { formActionHeaders } from "../../server/forms/form-headers.server";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.env.SITE_URL}/newsletter` };
}

// Every sign-up box on the site posts here with its list.
export async function action({ request, context }: Route.ActionArgs) {
  return subscribeAction(request, context);
}

/** A 429 keeps its Retry-After on the page and on the fetcher's `.data` answer. */
export const headers = formActionHeaders;

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
