import { useEffect, useState, type ComponentType } from "react";

/**
 * The cookie banner and 'Cookie Settings' button (cookie-consent.tsx) render nothing on the server or during
 * hydration, so their code waits until the page has loaded and the browser is idle: it is no part of the first
 * paint or of hydrating the page. The banner keeps its own delay after that.
 */
export function DeferredCookieConsent() {
  const [View, setView] = useState<ComponentType | null>(null);

  useEffect(() => {
    let live = true;
    let idle: number | undefined;
    const load = () =>
      void import("./cookie-consent").then(
        (module) => live && setView(() => module.CookieConsent),
        (error: unknown) => console.warn("The cookie choices failed to load", error),
      );
    const whenIdle = () => {
      idle = "requestIdleCallback" in window ? window.requestIdleCallback(load, { timeout: 1000 }) : undefined;
      if (idle === undefined) load();
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      live = false;
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);

  return View ? <View /> : null;
}
