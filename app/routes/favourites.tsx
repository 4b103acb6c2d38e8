import { useState } from "react";
import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/favourites";
import { FavouriteRow } from "~/components/favourites/favourite-row";
import { useProductsNow } from "~/components/favourites/use-products-now";
import { LoadFailedMessage, primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { removeStoredFavourite, useFavourites } from "~/lib/favourites-store";
import { pageTitle } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.env.SITE_URL}/favourites` };
}

/**
 * The favourites saved in this browser with today's lowest price. The list lives in localStorage, so the server
 * HTML holds only the heading and, for visitors without JavaScript, a note saying why nothing is listed.
 */
export default function FavouritesPage() {
  const favourites = useFavourites();
  const [announcement, setAnnouncement] = useState("");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Your favourites</h1>
      <p className="mt-3 leading-7 text-stone-700">
        Products you saved with the heart, kept in this browser only (no account), with today's lowest price.
      </p>
      <noscript>
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-stone-800">
          Favourites are kept in this browser and need JavaScript to show. Turn JavaScript on to see and change them.
        </p>
      </noscript>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {favourites !== null && (
        <FavouriteList
          favourites={favourites}
          onRemove={(id, name) => {
            removeStoredFavourite(id);
            setAnnouncement(`Removed ${name} from favourites`);
          }}
        />
      )}
    </div>
  );
}

function FavouriteList({
  favourites,
  onRemove,
}: {
  favourites: NonNullable<ReturnType<typeof useFavourites>>;
  onRemove: (id: number, name: string) => void;
}) {
  const now = useProductsNow(favourites.map((f) => f.productId));
  if (favourites.length === 0) {
    return (
      <div className="mt-8 rounded-xl border border-dashed border-stone-300 p-8 text-center">
        <p className="font-semibold text-ink">No favourites yet</p>
        <p className="mt-2 text-stone-700">Press the heart on a product to keep it here and follow its price.</p>
        <Link to="/products" className={`mt-4 ${primaryButtonClass}`}>
          Browse products
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="mt-6" role="status">
        {now.status === "loading" && <p className="text-stone-600">Checking today's prices…</p>}
      </div>
      {now.status === "error" && (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-stone-800">
          <p>We couldn't get today's prices. Check your connection and try again; your favourites are still saved.</p>
          <button type="button" onClick={now.retry} className={`mt-3 ${secondaryButtonClass}`}>
            Try again
          </button>
        </div>
      )}
      <ul className="mt-4 space-y-3" aria-label="Saved products">
        {favourites.map((favourite) => (
          <FavouriteRow
            key={favourite.productId}
            favourite={favourite}
            now={now.status === "ready" ? (now.products.get(favourite.productId) ?? null) : undefined}
            onRemove={() => onRemove(favourite.productId, favourite.name)}
          />
        ))}
      </ul>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle("Your favourites") },
    { name: "description", content: "Products you saved in this browser, with today's lowest price." },
    { name: "robots", content: "noindex" },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export function ErrorBoundary() {
  return <LoadFailedMessage title="Your favourites" message="Failed to load this page. Please try again later." />;
}
