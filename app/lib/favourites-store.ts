import { useSyncExternalStore } from "react";
import { FAVOURITES_KEY, parseFavourites, toggleFavourite, type Favourite } from "../../shared/favourites";
import { storedKey } from "./local-storage-key";

/**
 * The visitor's favourites as one external store over localStorage (local-storage-key.ts). Every heart and the
 * /favourites page read it with useSyncExternalStore, so they agree within a tab and across tabs.
 */
const favourites = storedKey(FAVOURITES_KEY, parseFavourites);

/** null in the server HTML and during hydration: callers render nothing that needs the list until it is known. */
const serverSnapshot = () => null;

export function useFavourites(): Favourite[] | null {
  return useSyncExternalStore(favourites.subscribe, favourites.read, serverSnapshot);
}

/**
 * Saves or removes one product and tells every reader. Returns false when the browser would not store it
 * (storage full or blocked): the change then holds for this page view only, and the caller says so.
 */
export function toggleStoredFavourite(item: Favourite): boolean {
  return favourites.write(toggleFavourite(favourites.read(), item));
}

export function removeStoredFavourite(productId: number): boolean {
  return favourites.write(favourites.read().filter((f) => f.productId !== productId));
}
