import { Link } from "~/components/ui/app-link";
import { Carousel } from "./carousel";

export interface LogoMerchant {
  slug: string;
  name: string;
  /** Already checked by the server (http(s) or our own path); null shows the placeholder icon. */
  logoUrl: string | null;
}

export function MerchantLogos({ merchants }: { merchants: LogoMerchant[] }) {
  return (
    <section aria-labelledby="merchants-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="merchants-heading" className="text-xl font-bold text-ink sm:text-2xl">
          Merchants we compare
        </h2>
        <Link to="/merchants" className="text-sm font-semibold text-brand-700 hover:underline">
          All merchants
        </Link>
      </div>
      {merchants.length === 0 ? (
        <p className="mt-4 text-stone-700">
          No merchants are listed yet. They appear here once their feeds are imported.
        </p>
      ) : (
        <Carousel
          label="Merchant logos"
          className="mt-6"
          tone="light"
          slideClassName="basis-1/2 px-2 sm:basis-1/4 lg:basis-1/5"
          slides={merchants.map((m) => (
            <MerchantLogo key={m.slug} merchant={m} />
          ))}
        />
      )}
    </section>
  );
}

function MerchantLogo({ merchant }: { merchant: LogoMerchant }) {
  return (
    <Link
      to={`/merchants/${encodeURIComponent(merchant.slug)}`}
      className="flex aspect-[3/1] items-center justify-center rounded-xl border border-stone-200 bg-white p-2 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {merchant.logoUrl ? (
        <img
          src={merchant.logoUrl}
          alt={merchant.name}
          width={320}
          height={80}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-contain"
        />
      ) : (
        <span className="flex min-w-0 items-center gap-2 text-sm font-semibold text-stone-800">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7 shrink-0 text-stone-400">
            <path
              fill="currentColor"
              d="M4 4h16l1 5a3 3 0 0 1-2 2.83V20H5v-8.17A3 3 0 0 1 3 9l1-5Zm3 9v5h4v-4h2v4h4v-5.17a3 3 0 0 1-2.5-1.33 3 3 0 0 1-5 0A3 3 0 0 1 7 12.83Z"
            />
          </svg>
          <span className="line-clamp-2">{merchant.name}</span>
        </span>
      )}
    </Link>
  );
}
