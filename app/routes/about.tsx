import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/about";
import { ABOUT_MISSION, aboutPageJsonLd } from "~/content/about";
import { FeatureBlurbs, WhyChooseUs } from "~/components/about/about-sections";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import { SITE_NAME } from "../../shared/site";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.SITE_URL };
}

export default function About() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "About" }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">About {SITE_NAME}</h1>
        <p className="mt-3 text-lg leading-8 text-stone-700">
          Price comparison for building materials from UK builders' merchants.
        </p>
      </header>

      <section aria-labelledby="mission-heading" className="mt-10 max-w-3xl">
        <h2 id="mission-heading" className="text-2xl font-bold text-ink">
          {ABOUT_MISSION.heading}
        </h2>
        {ABOUT_MISSION.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-lg leading-8 text-stone-700">
            {paragraph}
          </p>
        ))}
      </section>

      <FeatureBlurbs />
      <WhyChooseUs />

      <section
        aria-labelledby="about-next-heading"
        className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="about-next-heading" className="text-xl font-bold text-ink">
            Ready to compare?
          </h2>
          <p className="mt-1 text-stone-700">See today's prices, or tell us what you think.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/building-supplies" className={primaryButtonClass}>
            Start Comparing
          </Link>
          <Link to="/merchants" className={secondaryButtonClass}>
            Our merchants
          </Link>
          <Link to="/contact" className={secondaryButtonClass}>
            Contact us
          </Link>
        </div>
      </section>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const siteUrl = loaderData?.siteUrl ?? "";
  return [
    { title: pageTitle("About Us") },
    {
      name: "description",
      content:
        "BuildCompare is an independent price comparison site for building materials, with prices from UK builders' merchants' own feeds. Free to use, no account needed.",
    },
    { tagName: "link", rel: "canonical", href: `${siteUrl}/about` },
    { "script:ld+json": aboutPageJsonLd(siteUrl) },
  ];
}

export const sitemap: SitemapEntry = { list: "path" };
