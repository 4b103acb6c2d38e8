import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

type SkeletonFor = (pathname: string) => ReactNode;

// The skeletons load with the first client-side navigation (or the first pointer on a link), not on a first view.
let loaded: SkeletonFor | null = null;
let loading: Promise<SkeletonFor> | null = null;

function loadSkeletons(): Promise<SkeletonFor> {
  loading ??= import("./pending-skeletons").then(
    (module) => (loaded = module.skeletonFor),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * While a client-side navigation loads, the previous page stays mounted; this swaps it for the destination's
 * skeleton (pending-skeletons.tsx). Until the skeletons' chunk is there the previous page stays on screen.
 */
export function PendingPage({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const [skeletonFor, setSkeletonFor] = useState<SkeletonFor | null>(() => loaded);
  // Revalidations and search-param changes on the same page keep the page on screen.
  const pendingPath =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname
      ? navigation.location.pathname
      : null;

  useEffect(() => {
    if (skeletonFor) return;
    const load = () =>
      void loadSkeletons().then(
        (found) => setSkeletonFor(() => found),
        () => {},
      );
    if (pendingPath !== null) return load();
    // Fetched as soon as the visitor heads for a link, so it is usually there when the navigation starts.
    const onPointer = (event: Event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) load();
    };
    window.addEventListener("pointerdown", onPointer, { capture: true, passive: true });
    window.addEventListener("focusin", onPointer, { capture: true, passive: true });
    return () => {
      window.removeEventListener("pointerdown", onPointer, { capture: true });
      window.removeEventListener("focusin", onPointer, { capture: true });
    };
  }, [skeletonFor, pendingPath]);

  const skeleton = pendingPath !== null && skeletonFor ? skeletonFor(pendingPath) : null;
  return <>{skeleton ?? children}</>;
}
