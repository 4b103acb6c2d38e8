import { Link } from "~/components/ui/app-link";
import { z } from "zod";
import type { Route } from "./+types/deals";
import { listDealsPage } from "../../server/deals/list-deals-page.server";
import { CategoryChip } from "~/components/catalog/category-chip";
import { EmptyResults, ListingNotices, PageOutOfRange } from "~/components/catalog/listing-parts";
import { Pagination } from "~/components/catalog/pagination";
import { ProductCard } from "~/components/catalog/product-card";
import { PRODUCT_CELL } from "~/components/catalog/product-card-skeleton";
import { DealPrice } from "~/components/deals/deal-price";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { LoadFailedMessage } from "~/components/page-message";
import { DEAL_RULE_LINES, DEALS_INTRO, NO_DEALS_TITLE, noDealsExplanation, WEEKLY_EMAIL } from "~/content/deals";
import { categoryLabel, isCategorySlug } from "../../shared/categories";
import { DEALS_PAGE_SIZE } from "../../shared/deals";
import { pageTitle } from "~/lib/seo";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = DealsSearch.parse(Object.fromEntries(url.searchParams));
  const problems: string[] = [];
  const category = raw.category && isCategorySlug(raw.category) ? raw.category : undefined;
  if (raw.category && !category) {
    problems.push(`There is no category "${raw.category.slice(0, 40)}"; showing deals in every category.`);
  }
  const rawPage = url.searchParams.get("page");
  if (rawPage !== null && String(raw.page) !== rawPage.trim()) {
    problems.push(`"${rawPage.slice(0, 20)}" is not a page number; showing the first page.`);
  }
  const page = await listDealsPage(context.db, { category, page: raw.page });
  return { ...page, category: category ?? null, problems, canonicalUrl: `${context.env.SITE_URL}/deals` };
}

const DealsSearch = z.object({
  category: z.string().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

function dealsHref(category: string | null) {
  return category ? `/deals?category=${encodeURIComponent(category)}` : "/deals";
}

export default function DealsPage({ loaderData }: Route.ComponentProps) {
  const { deals, total, allTotal, categories, category, page, pageCount, problems } = loaderData;
  const heading = category ? `${categoryLabel(category)} deals` : "Deals on Building Materials";
  const first = (page - 1) * DEALS_PAGE_SIZE + 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={
          category
            ? [{ label: "Home", to: "/" }, { label: "Deals", to: "/deals" }, { label: categoryLabel(category) }]
            : [{ label: "Home", to: "/" }, { label: "Deals" }]
        }
      />
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{heading}</h1>
        <p className="mt-2 max-w-3xl leading-7 text-stone-700">{DEALS_INTRO}</p>
      </header>

      <div className="mt-4">
        <ListingNotices problems={problems} />
      </div>

      {(categories.length > 0 || category) && (
        <nav aria-label="Filter deals by category" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <CategoryChip to={dealsHref(null)} current={!category} label="All" count={allTotal} />
            {categories.map((c) => (
              <CategoryChip
                key={c.slug}
                to={dealsHref(c.slug)}
                current={c.slug === category}
                label={c.label}
                count={c.count}
              />
            ))}
          </ul>
        </nav>
      )}

      <section aria-labelledby="deals-heading" className="mt-8">
        <h2 id="deals-heading" className="sr-only">
          {category ? `Deals in ${categoryLabel(category)}` : "Today's deals"}
        </h2>
        {total > 0 && deals.length > 0 && (
          <p className="text-sm text-stone-600">
            Showing {first}–{first + deals.length - 1} of {total} {total === 1 ? "deal" : "deals"}, biggest drop (%)
            first.
          </p>
        )}
        {deals.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
            {deals.map((deal, i) => (
              <li key={deal.product.id} className={PRODUCT_CELL}>
                <ProductCard product={deal.product} eager={i < 4} merchantPrice={<DealPrice deal={deal} />} />
              </li>
            ))}
          </ul>
        ) : total > 0 ? (
          <div className="mt-4">
            <PageOutOfRange page={page} pageCount={pageCount} firstPageHref={dealsHref(category)} />
          </div>
        ) : (
          <div className="mt-4">
            <EmptyResults title={NO_DEALS_TITLE}>
              <p className="mx-auto max-w-2xl">{noDealsExplanation(category ? categoryLabel(category) : null)}</p>
              {category && allTotal > 0 && (
                <p>
                  <Link to="/deals" className="font-semibold text-brand-700 hover:underline">
                    See all {allTotal} {allTotal === 1 ? "deal" : "deals"}
                  </Link>
                </p>
              )}
            </EmptyResults>
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} label="Deal pages" />
      </section>

      <section aria-labelledby="how-deals-work" className="mt-14 max-w-3xl scroll-mt-24">
        <h2 id="how-deals-work" className="text-2xl font-bold text-ink">
          How we decide what is a deal
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 text-stone-700">
          {DEAL_RULE_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="weekly-deals-heading"
        className="mt-14 grid gap-6 rounded-2xl bg-stone-900 p-6 text-stone-100 sm:p-8 lg:grid-cols-2 lg:items-center"
      >
        <div>
          <h2 id="weekly-deals-heading" className="text-2xl font-bold text-white">
            {WEEKLY_EMAIL.heading}
          </h2>
          <p className="mt-2 leading-7">{WEEKLY_EMAIL.text}</p>
        </div>
        <NewsletterForm tone="dark" list="deals" submitLabel={WEEKLY_EMAIL.submitLabel} />
      </section>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Something went wrong") }, { name: "robots", content: "noindex" }];
  const label = loaderData.category ? categoryLabel(loaderData.category) : null;
  return [
    { title: pageTitle(label ? `${label} Deals` : "Deals on Building Materials") },
    {
      name: "description",
      content:
        "Building materials whose lowest in-stock delivered price today is clearly below their own typical price over the last 90 days, from UK builders' merchants.",
    },
    {
      tagName: "link",
      rel: "canonical",
      href: loaderData.category
        ? `${loaderData.canonicalUrl}?category=${loaderData.category}`
        : loaderData.canonicalUrl,
    },
  ];
}

export function ErrorBoundary() {
  return (
    <LoadFailedMessage
      title="Deals on Building Materials"
      message="We couldn't load today's deals. Please try again in a few minutes."
    />
  );
}

export const sitemap: SitemapEntry = { list: "path" };
