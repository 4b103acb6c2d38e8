import { Link } from "~/components/ui/app-link";
import {
  CATEGORY_GROUPS,
  type CategoryGroup,
  type CategoryGroupPrice,
  type CategoryGroupSlug,
} from "../../../shared/categories";
import { Price } from "~/lib/price-display";

export interface TimberShowcase {
  id: number;
  name: string;
  merchantCount: number;
}

/** Each taxonomy group's card: its icon and a line on what it covers (the type asks for every group). */
const CARDS: Record<CategoryGroupSlug, { icon: string; text: string }> = {
  cement: {
    icon: "M7 3h10l2 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V7l2-4Zm-.2 5v2h10.4V8H6.8Zm0 4v6h10.4v-6H6.8Z",
    text: "Cement, concrete and mortar mixes.",
  },
  sand: {
    icon: "M12 4c1.5 0 2.6 1.4 3.6 3.3 1.1 2 2.5 4.6 4.9 6.4.8.6.4 1.8-.6 1.8H4.1c-1 0-1.4-1.2-.6-1.8 2.4-1.8 3.8-4.4 4.9-6.4C9.4 5.4 10.5 4 12 4ZM3 18h18v2H3z",
    text: "Sharp and building sand, ballast and gravel.",
  },
  timber: {
    icon: "M3 6h13l5 3v9H8l-5-3V6Zm2 2v5.9l3.5 2.1H19v-6H16l-3.5-2H5Zm3 3h9v2H8z",
    text: "Studwork, battens, sheet materials and decking.",
  },
  bricks: {
    icon: "M3 4h8v4H3zm10 0h8v4h-8zM3 10h4v4H3zm6 0h8v4H9zm10 0h2v4h-2zM3 16h8v4H3zm10 0h8v4h-8z",
    text: "Facing and engineering bricks, concrete blocks.",
  },
  plasterboard: {
    icon: "M5 3h14a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm1 2v14h12V5H6Zm2 2h2v2H8V7Zm6 0h2v2h-2V7Zm-6 8h2v2H8v-2Zm6 0h2v2h-2v-2Z",
    text: "Wallboard, moisture and fire resistant boards.",
  },
  skirting: {
    icon: "M3 4h2v10h14v-3h2v9H3V4Zm4 12v2h12v-2H7Z",
    text: "Skirting and architrave in MDF and pine.",
  },
};

const cardClass =
  "relative flex h-full items-start gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 sm:flex-col sm:gap-0";
const stretchedLink = "after:absolute after:inset-0 focus-visible:outline-none";

function CategoryIcon({ group }: { group: CategoryGroupSlug }) {
  return (
    <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7">
        <path fill="currentColor" fillRule="evenodd" d={CARDS[group].icon} />
      </svg>
    </span>
  );
}

/**
 * One card per taxonomy group, in the taxonomy's order, each linking where every other category link
 * goes and showing the group's real 'from' price (or saying there is none). The timber card also names
 * the most stocked timber product, linked to its product page.
 */
export function CategoryCards({ timber, prices }: { timber: TimberShowcase | null; prices: CategoryGroupPrice[] }) {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="categories-heading" className="text-xl font-bold text-ink sm:text-2xl">
        Shop by category
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORY_GROUPS.map((group) => (
          <GroupCard
            key={group.slug}
            group={group}
            price={prices.find((p) => p.group === group.slug)}
            showcase={group.slug === "timber" ? timber : null}
          />
        ))}
      </ul>
    </section>
  );
}

function GroupCard({
  group,
  price,
  showcase,
}: {
  group: CategoryGroup;
  price: CategoryGroupPrice | undefined;
  showcase: TimberShowcase | null;
}) {
  return (
    <li>
      <div className={cardClass}>
        <CategoryIcon group={group.slug} />
        <div className="flex h-full flex-col sm:mt-4">
          <h3 className="font-semibold text-ink">
            <Link to={group.path} className={stretchedLink}>
              {group.label}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-stone-700">{CARDS[group.slug].text}</p>
          {showcase && (
            <p className="mt-1 text-sm text-stone-700">
              Most stocked:{" "}
              <Link to={`/product/${showcase.id}`} className="relative z-10 font-medium text-brand-700 hover:underline">
                {showcase.name}
              </Link>{" "}
              ({showcase.merchantCount} {showcase.merchantCount === 1 ? "merchant" : "merchants"})
            </p>
          )}
          <p className="mt-auto pt-2 text-sm text-stone-700">
            <GroupPrice price={price} />
          </p>
        </div>
      </div>
    </li>
  );
}

function GroupPrice({ price }: { price: CategoryGroupPrice | undefined }) {
  if (!price || price.productCount === 0) return <>No products listed yet</>;
  const products = `${price.productCount} ${price.productCount === 1 ? "product" : "products"}`;
  if (price.lowestPrice === null) return <>{products}, none in stock right now</>;
  return (
    <>
      From{" "}
      <span className="font-semibold tabular-nums text-ink">
        <Price pounds={price.lowestPrice} />
      </span>{" "}
      · {products}
    </>
  );
}
