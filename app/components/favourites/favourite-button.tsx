import { useState } from "react";
import { toggleStoredFavourite, useFavourites } from "~/lib/favourites-store";
import { HeartIcon } from "./heart-icon";

interface FavouriteButtonProps {
  productId: number;
  name: string;
  /** The lowest price shown next to the heart, kept with the favourite to show the change later. */
  price: number | null;
  className?: string;
}

/**
 * The heart on the product card and the product page. It needs the browser's storage, so nothing is rendered
 * in the server HTML or before hydration: without JavaScript there is no heart rather than a dead one.
 * A native button (Enter and Space toggle it); aria-pressed says whether the product is saved and a polite
 * live region announces the change.
 */
export function FavouriteButton({ productId, name, price, className = "" }: FavouriteButtonProps) {
  const favourites = useFavourites();
  const [message, setMessage] = useState("");
  if (favourites === null) return null;
  const saved = favourites.some((f) => f.productId === productId);

  function toggle() {
    const kept = toggleStoredFavourite({ productId, name, price, savedAt: new Date().toISOString() });
    const done = saved ? `Removed ${name} from favourites` : `Saved ${name} to favourites`;
    setMessage(kept ? done : `${done} for this visit only: this browser is not keeping site data`);
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? `Remove ${name} from favourites` : `Save ${name} to favourites`}
        onClick={toggle}
        className={`inline-flex size-9 items-center justify-center rounded-full border border-stone-200 bg-white/95 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          saved ? "text-red-600" : "text-stone-600 hover:text-red-600"
        } ${className}`}
      >
        <HeartIcon filled={saved} className="size-5" />
      </button>
      <span aria-live="polite" className="sr-only">
        {message}
      </span>
    </>
  );
}
