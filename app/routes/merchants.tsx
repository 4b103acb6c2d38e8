import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/merchants";
import { keptMerchantList } from "../../server/catalog/kept-merchant-list.server";
import { listRecentMerchantRatings } from "../../server/merchants/list-merchant-ratings.server";
import { MerchantCard } from "~/components/merchants/merchant-card";
import { StorefrontIcon } from "~/components/merchants/merchant-logo";
import { LoadFailedMessage, primaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export async function loader({ context }: Route.LoaderArgs) {
  // Read once per catalogue version (kept-merchant-list.server.ts): a fresh count scanned every offer (issue 15).
  const [merchants, ratings] = await Promise.all([keptMerchantList(context.db), listRecentMerchantRatings(context.db)]);
  return {
    merchants: merchants.map((merchant) => ({ ...merchant, ratings: ratings.get(merchant.id) ?? null })),
    canonicalUrl: `${context.env.SITE_URL}/merchants`,
  };
}

export default function MerchantsPage({ loaderData }: Route.ComponentProps) {
  const { merchants } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">UK's Leading Builders Merchants</h1>
        <p className="mt-4 text-lg leading-8 text-stone-700">
          We compare prices from the builders' merchants below, straight from their product feeds. See what each one
          stocks, then buy direct from the merchant.
        </p>
      </div>

      {merchants.length === 0 ? (
        <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-14 text-center">
          <StorefrontIcon className="h-10 w-10 text-stone-400" />
          <h2 className="mt-3 text-lg font-semibold text-ink">No merchants listed yet</h2>
          <p className="mt-1 text-stone-700">We're adding merchants soon. Check back shortly.</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {merchants.map((merchant, index) => (
            <li key={merchant.id}>
              <MerchantCard merchant={merchant} priority={index < 3} />
            </li>
          ))}
        </ul>
      )}

      <section
        aria-labelledby="partner-heading"
        className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="partner-heading" className="text-xl font-bold text-ink">
            Are you a builders' merchant?
          </h2>
          <p className="mt-1 text-stone-700">
            List your products and prices in front of UK trades and DIYers. Send us your product feed to get started.
          </p>
        </div>
        <Link to="/contact" className={`shrink-0 ${primaryButtonClass}`}>
          Partner With Us
        </Link>
      </section>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Something went wrong") }, { name: "robots", content: "noindex" }];
  const count = loaderData.merchants.length;
  const description =
    count > 0
      ? `Compare building material prices from ${count} UK builders' merchants. See each merchant's products, what is in stock and who is cheapest.`
      : "Compare building material prices from UK builders' merchants. See each merchant's products, what is in stock and who is cheapest.";
  return [
    { title: pageTitle("UK's Leading Builders Merchants") },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
}

export function ErrorBoundary() {
  return (
    <LoadFailedMessage
      title="UK's Leading Builders Merchants"
      message="Failed to load merchants. Please try again later."
    />
  );
}

export const sitemap: SitemapEntry = { list: "path" };
