import { Link } from "react-router";
import type { Route } from "./+types/deals";
import { listMerchants } from "../../server/merchants/list-merchants.server";
import { ComparedMerchants } from "~/components/deals/compared-merchants";
import { DealCategories } from "~/components/deals/deal-categories";
import { DealPreviewCard } from "~/components/deals/deal-preview-card";
import { topMerchantsByProducts } from "~/components/deals/top-merchants";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { LoadFailedMessage, primaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import type { SitemapEntry } from "~/lib/sitemap-entry";

const SHOWN_MERCHANTS = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const merchants = topMerchantsByProducts(await listMerchants(context.db), SHOWN_MERCHANTS).map(
    ({ id, slug, name, logoUrl, verified, productCount }) => ({ id, slug, name, logoUrl, verified, productCount }),
  );
  return { merchants, canonicalUrl: `${context.env.SITE_URL}/deals` };
}

export default function DealsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Coming soon</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Deals on Building Materials</h1>
          <p className="mt-4 text-lg leading-8 text-stone-700">
            There are no deals on BuildCompare yet. We already record every price change in the merchants' product
            feeds, and we're building a deals page on top of that record, so a saving we show is one the prices really
            back up.
          </p>
          <p className="mt-4 leading-7 text-stone-700">
            Until then, every product page compares today's prices across merchants, lowest first.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              disabled
              className="inline-flex cursor-not-allowed items-center justify-center rounded-lg bg-stone-200 px-4 py-2.5 text-sm font-semibold text-stone-600"
            >
              Deals coming soon
            </button>
            <Link to="/building-supplies" className={primaryButtonClass}>
              Compare prices now
            </Link>
          </div>
        </div>
        <DealPreviewCard />
      </div>

      <section aria-labelledby="deal-categories-heading" className="mt-14">
        <h2 id="deal-categories-heading" className="text-2xl font-bold text-ink">
          Where we'll look for deals first
        </h2>
        <DealCategories />
      </section>

      <section aria-labelledby="merchants-heading" className="mt-14">
        <h2 id="merchants-heading" className="text-2xl font-bold text-ink">
          Merchants whose prices we compare
        </h2>
        <p className="mt-2 max-w-3xl leading-7 text-stone-700">
          The merchants with the most products in our catalogue today. They aren't offering deals through us: no deals
          are running yet.
        </p>
        <ComparedMerchants merchants={loaderData.merchants} />
        <p className="mt-4">
          <Link to="/merchants" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            See all merchants
          </Link>
        </p>
      </section>

      <section
        aria-labelledby="notify-heading"
        className="mt-14 grid gap-6 rounded-2xl bg-stone-900 p-6 text-stone-100 sm:p-8 lg:grid-cols-2 lg:items-center"
      >
        <div>
          <h2 id="notify-heading" className="text-2xl font-bold text-white">
            Get notified when deals launch
          </h2>
          <p className="mt-2 leading-7">
            Leave your address and we'll email you once when the deals page opens. We send a confirmation link first,
            and you can unsubscribe in one click.
          </p>
        </div>
        <NewsletterForm tone="dark" list="deals" submitLabel="Notify Me" />
      </section>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Something went wrong") }, { name: "robots", content: "noindex" }];
  return [
    { title: pageTitle("Deals Coming Soon") },
    {
      name: "description",
      content:
        "Deals on building materials are coming to BuildCompare. Until then, compare today's prices from UK builders' merchants.",
    },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
}

export function ErrorBoundary() {
  return (
    <LoadFailedMessage
      title="Deals on Building Materials"
      message="Failed to load this page. Please try again later."
    />
  );
}

export const sitemap: SitemapEntry = { list: "path" };
