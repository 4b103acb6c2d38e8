import { useSyncExternalStore } from "react";
import { FAVOURITES_KEY, parseFavourites, toggleFavourite, type Favourite } from "../../shared/favourites";

/**
 * The visitor's favourites as one external store over localStorage. Every heart and the /favourites page read
 * it with useSyncExternalStore, so they agree within a tab (this module notifies them) and across tabs (the
 * `storage` event fires in every other tab of the site when one writes the key).
 */

const listeners = new Set<() => void>();
/** The list as last read, kept with the raw text it came from: a snapshot must not change between reads. */
let cache: { raw: string | null; list: Favourite[] } = { raw: null, list: [] };
/** Where storage is blocked (privacy settings) the list lives in memory for this page view. */
let memory: string | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return memory ?? storage()?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    return memory;
  }
}

function snapshot(): Favourite[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, list: parseFavourites(raw) };
  return cache.list;
}

function onStorage(event: StorageEvent) {
  if (event.key === FAVOURITES_KEY || event.key === null) notify();
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** null in the server HTML and during hydration: callers render nothing that needs the list until it is known. */
const serverSnapshot = () => null;

export function useFavourites(): Favourite[] | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/**
 * Saves or removes one product and tells every reader. Returns false when the browser would not store it
 * (storage full or blocked): the change then holds for this page view only, and the caller says so.
 */
export function toggleStoredFavourite(item: Favourite): boolean {
  return write(toggleFavourite(snapshot(), item));
}

export function removeStoredFavourite(productId: number): boolean {
  return write(snapshot().filter((f) => f.productId !== productId));
}

function write(list: Favourite[]): boolean {
  const raw = JSON.stringify(list);
  let kept = true;
  try {
    const store = storage();
    if (!store) throw new Error("no storage");
    store.setItem(FAVOURITES_KEY, raw);
  } catch {
    memory = raw;
    kept = false;
  }
  notify();
  return kept;
}
