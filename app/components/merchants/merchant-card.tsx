import { Link } from "~/components/ui/app-link";
import type { MerchantSummary } from "../../../shared/merchants";
import { primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { ExternalLinkIcon } from "./external-link-icon";
import { MerchantLogo } from "./merchant-logo";
import { VerifiedBadge } from "./verified-badge";
import { MerchantRatingsNote } from "./merchant-ratings-note";
import type { MerchantRatings } from "../../../shared/merchant-ratings";
import { formatCount } from "../../../shared/numbers";
import { merchantOutPath } from "../../../shared/out-links";

export function merchantPath(slug: string): string {
  return `/merchants/${encodeURIComponent(slug)}`;
}

export function productCountLabel(count: number): string {
  return count === 1 ? "1 product" : `${formatCount(count)} products`;
}

export function MerchantCard({
  merchant,
  priority = false,
}: {
  merchant: MerchantSummary & { ratings?: MerchantRatings | null };
  priority?: boolean;
}) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex h-20 items-center justify-center rounded-xl bg-stone-50 p-3">
        <MerchantLogo src={merchant.logoUrl} width={240} height={60} priority={priority} className="w-60 max-w-full" />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-ink">{merchant.name}</h2>
        {merchant.verified && <VerifiedBadge />}
      </div>
      <p className="mt-1 text-sm text-stone-600">{productCountLabel(merchant.productCount)} listed</p>
      {merchant.ratings && (
        <div className="mt-1">
          <MerchantRatingsNote ratings={merchant.ratings} merchantName={merchant.name} />
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <Link to={merchantPath(merchant.slug)} className={`flex-1 whitespace-nowrap ${primaryButtonClass}`}>
          View Products<span className="sr-only"> from {merchant.name}</span>
        </Link>
        {merchant.websiteUrl && (
          <a
            href={merchantOutPath(merchant.slug)}
            target="_blank"
            rel="nofollow sponsored noopener"
            className={`flex-1 whitespace-nowrap ${secondaryButtonClass}`}
          >
            Visit Website<span className="sr-only"> for {merchant.name} (opens in a new tab)</span>
            <ExternalLinkIcon />
          </a>
        )}
      </div>
    </article>
  );
}
