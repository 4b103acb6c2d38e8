import { Link } from "react-router";
import { MerchantLogo, StorefrontIcon } from "~/components/merchants/merchant-logo";
import { merchantPath, productCountLabel } from "~/components/merchants/merchant-card";
import { VerifiedBadge } from "~/components/merchants/verified-badge";

export interface ComparedMerchant {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  verified: boolean;
  productCount: number;
}

/** Merchants whose prices we compare today. Deliberately not called deal partners: no deals exist. */
export function ComparedMerchants({ merchants }: { merchants: ComparedMerchant[] }) {
  if (merchants.length === 0) {
    return (
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center">
        <StorefrontIcon className="h-10 w-10 text-stone-400" />
        <p className="mt-3 font-semibold text-ink">No merchants listed yet</p>
        <p className="mt-1 text-stone-700">We're adding merchants soon. Check back shortly.</p>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {merchants.map((merchant) => (
        <li key={merchant.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <div className="flex h-20 items-center justify-center rounded-xl bg-stone-50 p-3">
            <MerchantLogo src={merchant.logoUrl} width={240} height={60} className="w-60 max-w-full" />
          </div>
          <h3 className="mt-4 font-bold text-ink">{merchant.name}</h3>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <span>{productCountLabel(merchant.productCount)} listed</span>
            {merchant.verified && <VerifiedBadge />}
          </div>
          <Link
            to={merchantPath(merchant.slug)}
            className="mt-4 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            View products<span className="sr-only"> from {merchant.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
