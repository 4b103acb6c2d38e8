import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { NEWSLETTER_NOT_OPEN, safeReturnPath, type NewsletterResult } from "~/components/newsletter/newsletter-result";
import { pageTitle } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.env.SITE_URL}/newsletter` };
}

const NewsletterSchema = z.object({
  email: z
    .string({ error: "Enter your email address." })
    .trim()
    .min(1, "Enter your email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Enter a valid email address, like name@example.co.uk.")),
});

type NewsletterAnswer = NewsletterResult & { returnTo: string };

/** Subscriptions are stored by a later issue; until then the answer says plainly that nothing was kept. */
// Cross-site posts never get here: server/http/same-origin.server.ts refuses them with 403 for every route.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeReturnPath(form.get("returnTo"));
  const email = form.get("email");
  const parsed = NewsletterSchema.safeParse({ email });
  if (!parsed.success) {
    // 200, not 400: a fetcher's 4xx shows up as an error in the browser console for a simple typo.
    return data<NewsletterAnswer>({
      status: "invalid",
      email: typeof email === "string" ? email.slice(0, 254) : "",
      fieldError: parsed.error.issues[0]?.message ?? "Enter a valid email address.",
      returnTo,
    });
  }
  return data<NewsletterAnswer>({ status: "not-open", message: NEWSLETTER_NOT_OPEN, returnTo });
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Newsletter</h1>
      <p className="mt-4 text-lg leading-8 text-stone-700">
        Price drops, new merchants and practical DIY tips, sent now and then by email.
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
      content: "Sign up for the BuildCompare newsletter: price drops, new merchants and DIY tips by email.",
    },
    // robots.txt keeps crawlers off /newsletter: it is a form endpoint, the same form is on every page.
    { name: "robots", content: "noindex" },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}
