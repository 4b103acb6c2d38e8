import { useEffect, useState } from "react";
import type { FavouriteProductNow } from "../../../shared/favourites";

export type ProductsNow =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; products: ReadonlyMap<number, FavouriteProductNow> };

/** The answer's shape, checked by hand: this page should not pull Zod into the browser for one list. */
function readProducts(body: unknown): FavouriteProductNow[] | null {
  const products = (body as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) return null;
  const ok = products.every(
    (p: Partial<FavouriteProductNow> | null) =>
      typeof p?.id === "number" &&
      typeof p.name === "string" &&
      (p.lowestPrice === null || typeof p.lowestPrice === "number") &&
      typeof p.inStockMerchantCount === "number",
  );
  return ok ? (products as FavouriteProductNow[]) : null;
}

/**
 * Today's figures for the saved ids from /api/products?ids=. Refetches only when an id it has not asked about
 * appears (saved here or in another tab); a removal just drops a row. An unreachable server or a bad answer
 * is an error the page shows with a retry, never an empty list.
 */
export function useProductsNow(ids: readonly number[]): ProductsNow {
  const [known, setKnown] = useState<{ asked: ReadonlySet<number>; products: Map<number, FavouriteProductNow> }>({
    asked: new Set(),
    products: new Map(),
  });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const missing = ids.filter((id) => !known.asked.has(id));
  const missingKey = missing.join(",");

  useEffect(() => {
    if (missingKey === "") return;
    const controller = new AbortController();
    fetch(`/api/products?ids=${missingKey}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        const products = response.ok ? readProducts(await response.json()) : null;
        if (!products) throw new Error(`/api/products answered ${response.status}`);
        setFailed(false);
        setKnown((before) => {
          const map = new Map(before.products);
          for (const p of products) map.set(p.id, p);
          return { asked: new Set([...before.asked, ...missingKey.split(",").map(Number)]), products: map };
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [missingKey, attempt]);

  if (failed)
    return {
      status: "error",
      retry: () => {
        setFailed(false);
        setAttempt((n) => n + 1);
      },
    };
  if (missing.length > 0) return { status: "loading" };
  return { status: "ready", products: known.products };
}
