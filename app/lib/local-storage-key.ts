/**
 * One localStorage key as an external store for useSyncExternalStore, shared by the favourites and the project
 * list: readers in this tab are told by write(), readers in other tabs by the `storage` event the browser fires
 * there. Where storage is blocked or full (privacy settings, quota) the value lives in memory for this page view
 * and write() answers false, so the caller can say so.
 */
export interface StoredKey<T> {
  /** The parsed value; the same object until the stored text changes (a snapshot must be stable between reads). */
  read(): T;
  /** Stores the value as JSON and tells every reader; false when the browser would not keep it. */
  write(value: T): boolean;
  subscribe(listener: () => void): () => void;
}

export function storedKey<T>(key: string, parse: (raw: string | null) => T): StoredKey<T> {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: T } | null = null;
  let memory: string | null = null;

  const storage = (): Storage | null => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  };
  const readRaw = (): string | null => {
    try {
      return memory ?? storage()?.getItem(key) ?? null;
    } catch {
      return memory;
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    read() {
      const raw = readRaw();
      if (cache === null || raw !== cache.raw) cache = { raw, value: parse(raw) };
      return cache.value;
    },
    write(value) {
      const raw = JSON.stringify(value);
      let kept = true;
      try {
        const store = storage();
        if (!store) throw new Error("no storage");
        store.setItem(key, raw);
        memory = null;
      } catch {
        memory = raw;
        kept = false;
      }
      notify();
      return kept;
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}
