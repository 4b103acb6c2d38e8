import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { ProductSkeleton } from "./product/product-skeleton";

/**
 * While a client-side navigation loads, the previous page stays mounted; this swaps it
 * for the destination's skeleton. Add a pattern here when a page gets its own skeleton.
 */
const SKELETONS: Array<{ pattern: RegExp; render: () => ReactNode }> = [
  { pattern: /^\/product\/[^/]+\/?$/, render: () => <ProductSkeleton /> },
];

export function PendingPage({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  // Revalidations and search-param changes on the same page keep the page on screen.
  if (navigation.state === "loading" && navigation.location.pathname !== location.pathname) {
    const match = SKELETONS.find((s) => s.pattern.test(navigation.location.pathname));
    if (match) return <>{match.render()}</>;
  }
  return <>{children}</>;
}
