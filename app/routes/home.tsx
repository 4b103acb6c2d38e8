import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/home";
import { loadHomePage } from "../../server/catalog/home-page.server";
import { CatalogueStats } from "~/components/home/catalogue-stats";
import { CategoryCards } from "~/components/home/category-cards";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { HowItWorks } from "~/components/home/how-it-works";
import { MerchantLogos } from "~/components/home/merchant-logos";
import { pickLogoMerchants } from "~/components/home/pick-logo-merchants";
import { PopularProducts } from "~/components/home/popular-products";
import { Promos } from "~/components/home/promos";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { SITE_NAME } from "../../shared/site";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context;
  const { merchants, stats, timber, products, categoryPrices } = await loadHomePage(db);
  return {
    merchants: pickLogoMerchants(merchants).map((m) => ({ slug: m.slug, name: m.name, logoUrl: m.logoUrl })),
    stats,
    timber: timber && { id: timber.id, name: timber.name, merchantCount: timber.merchantCount },
    products,
    categoryPrices,
    siteUrl: env.SITE_URL,
  };
}

/** A newsletter sign-up changes nothing this page shows. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === "/newsletter" ? false : defaultShouldRevalidate;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { merchants, stats, timber, products, categoryPrices } = loaderData;
  return (
    <>
      <HeroCarousel />
      <CatalogueStats stats={stats} />
      <MerchantLogos merchants={merchants} />
      <CategoryCards timber={timber} prices={categoryPrices} />
      <HowItWorks />
      <PopularProducts products={products} />
      <Promos />
      <section aria-labelledby="newsletter-heading" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
        <div className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="newsletter-heading" className="text-2xl font-bold text-ink">
              Stay in the loop
            </h2>
            <p className="mt-2 text-stone-700">
              Price drops, new merchants and practical DIY tips, now and then by email.
            </p>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const siteUrl = loaderData?.siteUrl ?? "";
  return [
    { title: `${SITE_NAME} - Compare UK builders' merchants' prices` },
    {
      name: "description",
      content:
        "Compare prices on cement, sand, timber, bricks and plasterboard across UK builders' merchants, then buy direct.",
    },
    { tagName: "link", rel: "canonical", href: `${siteUrl}/` },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE_NAME,
        url: `${siteUrl}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: `${siteUrl}/search?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    },
  ];
}

export const sitemap: SitemapEntry = { list: "path" };
