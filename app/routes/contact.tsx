import type { Route } from "./+types/contact";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ContactForm } from "~/components/forms/contact-form";
import { pageTitle } from "~/lib/seo";
import { CONTACT } from "../../shared/site";
import { enquiryAction } from "../../server/enquiries/enquiry-action.server";
import type { SitemapEntry } from "~/lib/sitemap-entry";
import { formActionHeaders } from "../../server/forms/form-headers.server";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.env.SITE_URL}/contact` };
}

export async function action({ request, context }: Route.ActionArgs) {
  return enquiryAction(request, context, { kind: "contact", sourcePath: "/contact" });
}

/** A 429 keeps its Retry-After on the page and on the fetcher's `.data` answer. */
export const headers = formActionHeaders;

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Contact" }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg leading-8 text-stone-700">
          Questions about a price, a merchant who'd like to send us their feed, or something on the site that looks
          wrong: tell us and a person will read it.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details-heading" className="space-y-6">
          <h2 id="contact-details-heading" className="text-xl font-bold text-ink">
            Contact details
          </h2>
          <dl className="space-y-4 text-stone-700">
            <div>
              <dt className="text-sm font-semibold text-ink">Email</dt>
              <dd>
                <a href={`mailto:${CONTACT.email}`} className="font-medium text-brand-700 underline">
                  {CONTACT.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink">Phone</dt>
              <dd>
                <a href={CONTACT.phoneHref} className="font-medium text-brand-700 underline">
                  {CONTACT.phoneDisplay}
                </a>
                <span className="block text-sm">Monday to Friday, 9am to 5pm</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink">Location</dt>
              <dd>London, UK</dd>
            </div>
          </dl>
          <p className="text-sm leading-6 text-stone-600">
            We usually reply within one working day. For a materials list or a project quote, the{" "}
            <a href="/how-it-works#enquiry" className="font-semibold text-brand-700 underline">
              quote form
            </a>{" "}
            asks for the details we need.
          </p>
        </section>

        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-xl font-bold text-ink">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-stone-600">All fields are required.</p>
          <div className="mt-6">
            <ContactForm initialResult={actionData} />
          </div>
        </section>
      </div>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle("Contact Us") },
    {
      name: "description",
      content: `Contact BuildCompare by email at ${CONTACT.email}, by phone on ${CONTACT.phoneDisplay}, or with the form. We usually reply within one working day.`,
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export const sitemap: SitemapEntry = { list: "path" };
