import { Suspense, use, useEffect, useRef, type ComponentType } from "react";
import { useFetchers, useNavigation } from "react-router";

/**
 * A part of a page whose code is not in the page's first-view JavaScript. The server renders it in full (it waits
 * for every boundary before answering: app/entry.server.tsx), so the visitor sees the same page and, before its
 * code arrives, its links and forms work as they do without JavaScript. In the browser its code loads when it
 * comes near the viewport, when the visitor first touches, clicks or types anywhere, when a client-side navigation
 * fetches the route that holds it, or when React has to render it afresh (a context change); React then hydrates
 * the server's markup in place.
 * Use it for forms and lists below the fold, never for what the first paint shows or a visitor sees at once.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  const ready: Promise<ComponentType<P>> = opened.then(load).then(
    (component) => (loaded = component),
    (error: unknown) => {
      // The server's markup stays, working as it does without JavaScript.
      console.warn("A part of the page failed to load; it works as a plain page meanwhile.", error);
      return new Promise<never>(() => {});
    },
  );
  // On the server, and when this module first runs after the page has loaded (the route's code fetched for a
  // client-side navigation), the code loads at once, beside the route's data, so the new page shows it whole.
  if (import.meta.env.SSR || document.readyState === "complete") release();

  function Loaded(props: P) {
    const Component = loaded ?? use(ready);
    return <Component {...props} />;
  }

  function Pending() {
    useEffect(() => release(), []);
    return null;
  }

  function Island(props: P) {
    const frame = useRef<HTMLDivElement>(null);
    // Any router change (a navigation, a fetcher, a revalidation) changes a context above this part. React cannot
    // see which contexts a part it has not hydrated reads, so it must hydrate it before that update commits: a
    // navigation's pending state would wait, without end, for code never asked for (a sort select changed without
    // a touch or a key). Reading the router's state re-renders this frame on every such change; its code loads
    // then (release() only settles a promise, so a render that is thrown away does no harm).
    const navigation = useNavigation();
    const fetchers = useFetchers();
    if (navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle")) release();
    useEffect(() => {
      if (loaded) return;
      const start = () => release();
      const element = frame.current;
      const observer =
        element && "IntersectionObserver" in window
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
              rootMargin: "200px",
            })
          : null;
      if (element && observer) observer.observe(element);
      else start();
      // Capture on window: React stops events inside markup it has not hydrated before they reach the page.
      const events = ["pointerdown", "keydown", "touchstart"] as const;
      for (const name of events) window.addEventListener(name, start, { capture: true, passive: true, once: true });
      return () => {
        observer?.disconnect();
        for (const name of events) window.removeEventListener(name, start, { capture: true });
      };
    }, []);
    return (
      <div ref={frame}>
        <Suspense fallback={<Pending />}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  return Island;
}
