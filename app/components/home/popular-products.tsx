import { Link } from "react-router";
import { ProductImage } from "~/components/product/product-image";
import { formatPrice } from "../../../shared/money";

export interface PopularProduct {
  id: number;
  name: string;
  categoryLabel: string;
  imageUrl: string | null;
  lowestPrice: number | null;
  merchantCount: number;
}

export function PopularProducts({ products }: { products: PopularProduct[] }) {
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="popular-heading" className="text-xl font-bold text-ink sm:text-2xl">
          Popular products
        </h2>
        <Link to="/building-supplies" className="text-sm font-semibold text-brand-700 hover:underline">
          All building supplies
        </Link>
      </div>
      {products.length === 0 ? (
        <p className="mt-4 text-stone-700">No products are listed yet.</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
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
              <div className="flex flex-1 flex-col p-3 sm:p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{p.categoryLabel}</p>
                <h3 className="mt-1 text-sm font-semibold text-ink sm:text-base">
                  <Link to={`/product/${p.id}`} className="hover:text-brand-700 hover:underline">
                    {p.name}
                  </Link>
                </h3>
                <p className="mt-auto pt-3 text-sm text-stone-700">
                  {p.lowestPrice !== null ? (
                    <>
                      From <span className="text-lg font-bold tabular-nums text-ink">{formatPrice(p.lowestPrice)}</span>
                      <span className="block text-stone-600 sm:inline">
                        <span className="hidden sm:inline"> · </span>
                        {p.merchantCount} {p.merchantCount === 1 ? "merchant" : "merchants"}
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
  );
}
