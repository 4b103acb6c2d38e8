import { Link } from "~/components/ui/app-link";
import type { ProductSummary } from "../../../shared/product-summary";
import { ProductCard } from "~/components/catalog/product-card";
import { PRODUCT_CELL } from "~/components/catalog/product-card-skeleton";

export function PopularProducts({ products }: { products: ProductSummary[] }) {
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
        <ul aria-label="Popular products" className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id} className={PRODUCT_CELL}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
