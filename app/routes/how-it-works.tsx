import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/how-it-works";
import { HOW_CONTACT, HOW_HERO, howItWorksJsonLd } from "~/content/how-it-works";
import {
  ExampleResults,
  MaterialsGallery,
  PainPoints,
  Reasons,
  ServiceTiers,
  SolutionPoints,
  Steps,
} from "~/components/how-it-works/how-it-works-sections";
import { QuoteSection } from "~/components/forms/quote-section";
import { primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import { CONTACT } from "../../shared/site";
import { enquiryAction } from "../../server/enquiries/enquiry-action.server";
import type { SitemapEntry } from "~/lib/sitemap-entry";
import { formActionHeaders } from "../../server/forms/form-headers.server";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.SITE_URL };
}

export async function action({ request, context }: Route.ActionArgs) {
  return enquiryAction(request, context, { kind: "quote", sourcePath: "/how-it-works" });
}

/** A 429 keeps its Retry-After on the page and on the fetcher's `.data` answer. */
export const headers = formActionHeaders;

export default function HowItWorksPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{HOW_HERO.heading}</h1>
          <p className="mt-4 text-lg leading-8 text-stone-700">{HOW_HERO.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/building-supplies" className={primaryButtonClass}>
              Start Comparing
            </Link>
            <a href="#enquiry" className={secondaryButtonClass}>
              Get a Quote
            </a>
          </div>
        </div>
        <img
          src="/hero/compare.svg"
          alt=""
          width={640}
          height={400}
          fetchPriority="high"
          className="hidden h-auto w-full rounded-2xl bg-brand-50 lg:block"
        />
      </header>

      <PainPoints />
      <SolutionPoints />
      <Steps />
      <ServiceTiers />
      <ExampleResults />
      <MaterialsGallery />
      <Reasons />

      <section aria-labelledby="talk-heading" className="mt-16 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="talk-heading" className="text-2xl font-bold text-ink">
          {HOW_CONTACT.heading}
        </h2>
        <p className="mt-2 text-stone-700">{HOW_CONTACT.text}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={`mailto:${CONTACT.email}`} className={secondaryButtonClass}>
            Email {CONTACT.email}
          </a>
          <a href={CONTACT.phoneHref} className={secondaryButtonClass}>
            Call {CONTACT.phoneDisplay}
          </a>
          <Link to="/contact" className={secondaryButtonClass}>
            Contact page
          </Link>
        </div>
      </section>

      <QuoteSection heading="Request a quote" action="/how-it-works" initialResult={actionData}>
        Tell us about your project and we'll reply with how we can help: a priced materials list, merchants that deliver
        to you, or help finding trades.
      </QuoteSection>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const siteUrl = loaderData?.siteUrl ?? "";
  return [
    { title: pageTitle("How It Works") },
    {
      name: "description",
      content:
        "How BuildCompare compares UK builders' merchants' prices: search, compare, choose and buy from the merchant. Free to use, with concierge help for whole projects.",
    },
    { tagName: "link", rel: "canonical", href: `${siteUrl}/how-it-works` },
    { "script:ld+json": howItWorksJsonLd(siteUrl) },
  ];
}

export const sitemap: SitemapEntry = { list: "path" };
