import { useEffect, useState, type RefObject } from "react";
import { contentUnder } from "~/lib/content-under";
import { SETTINGS_BUTTON_SCROLL_DELAY_MS } from "~/lib/cookie-consent";

/** Why a floating control is shown or not: it shows only while the page is still and nothing is under it. */
export type SpotState = "shown" | "scrolling" | "covering";

/**
 * Keeps a floating control off the page's content: hidden while the page scrolls, and looked at again
 * SETTINGS_BUTTON_SCROLL_DELAY_MS after the last scroll (600 ms), on resize, when the page's
 * size changes and when `pageKey` (the route) changes; it shows only where it covers no text, image or
 * control. The footer reserves an empty strip, so at the end of every page it shows.
 */
export function useClearSpot(ref: RefObject<HTMLElement | null>, active: boolean, pageKey: string): SpotState {
  const [state, setState] = useState<SpotState>("covering");

  useEffect(() => {
    if (!active) return;
    let timer: number | null = null;
    const look = () => {
      timer = null;
      const element = ref.current;
      if (element) setState(contentUnder(element.getBoundingClientRect(), element) ? "covering" : "shown");
    };
    const moved = () => {
      setState("scrolling");
      if (timer !== null) window.clearTimeout(timer);
      timer = window.setTimeout(look, SETTINGS_BUTTON_SCROLL_DELAY_MS);
    };
    // A page that grows or shrinks (an image or a list loading) moves content under the control.
    const resized = new ResizeObserver(() => {
      if (timer === null) look();
    });
    look();
    resized.observe(document.body);
    window.addEventListener("scroll", moved, { passive: true });
    window.addEventListener("resize", moved);
    return () => {
      if (timer !== null) window.clearTimeout(timer);
      resized.disconnect();
      window.removeEventListener("scroll", moved);
      window.removeEventListener("resize", moved);
    };
  }, [ref, active, pageKey]);

  return state;
}
