import { Link } from "react-router";
import type { Route } from "./+types/home";
import { listFeaturedProducts } from "../../server/catalog/list-featured-products.server";
import { ProductImage } from "~/components/product/product-image";
import { formatPrice } from "~/lib/money";
import { SITE_NAME } from "~/lib/site";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listFeaturedProducts(context.db, 12), siteUrl: context.env.SITE_URL };
}

// Placeholder home: the full home page (hero, merchants, categories, newsletter) comes in a later issue.
export default function Home({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Compare building material prices across UK merchants
        </h1>
        <p className="mt-4 text-lg leading-8 text-stone-700">
          Find the best price on cement, sand, timber, bricks and plasterboard, then buy direct from the merchant.
        </p>
      </div>

      <section aria-labelledby="featured-heading" className="mt-12">
        <h2 id="featured-heading" className="text-xl font-bold text-ink sm:text-2xl">
          Popular products
        </h2>
        {products.length === 0 ? (
          <p className="mt-4 text-stone-700">No products are listed yet.</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {products.map((p) => (
              <li
                key={p.id}
                className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
              >
                <ProductImage
                  src={p.imageUrl}
                  alt=""
                  width={400}
                  height={300}
                  className="aspect-[4/3] h-auto w-full bg-white"
                />
                <div className="flex flex-1 flex-col p-4">
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{p.categoryLabel}</p>
                  <h3 className="mt-1 font-semibold text-ink">
                    <Link to={`/product/${p.id}`} className="hover:text-brand-700 hover:underline">
                      {p.name}
                    </Link>
                  </h3>
                  <p className="mt-auto pt-3 text-sm text-stone-700">
                    {p.lowestPrice !== null ? (
                      <>
                        From{" "}
                        <span className="text-lg font-bold tabular-nums text-ink">{formatPrice(p.lowestPrice)}</span>
                        <span className="text-stone-600">
                          {" "}
                          · {p.merchantCount} {p.merchantCount === 1 ? "merchant" : "merchants"}
                        </span>
                      </>
                    ) : (
                      "Price not available"
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
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
