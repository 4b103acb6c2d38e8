/** What a visitor reads or uses: anything of these kinds under a floating control is covered by it. */
const CONTENT_SELECTOR = "img, svg, video, canvas, iframe, input, select, textarea, button, a[href], [role='img']";

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * True when text, an image or a control of the page lies (partly) within `area`, a box in viewport
 * coordinates such as a floating button's; `skip` (the floating element itself) is not looked at.
 * Backgrounds and borders don't count: a floating button over a card's empty padding covers nothing.
 *
 * It walks down only into elements whose box meets the area, so it reads a few dozen boxes, not the
 * whole page. Content drawn outside its parent's box (an absolutely placed child) can be missed.
 * Browser only.
 */
export function contentUnder(area: Box, skip: Element, margin = 4): boolean {
  const zone = {
    left: area.left - margin,
    top: area.top - margin,
    right: area.right + margin,
    bottom: area.bottom + margin,
  };
  const meets = (box: DOMRectReadOnly) =>
    box.width > 0 &&
    box.height > 0 &&
    box.left < zone.right &&
    box.right > zone.left &&
    box.top < zone.bottom &&
    box.bottom > zone.top;

  const pending: Element[] = [document.body];
  while (pending.length > 0) {
    const parent = pending.pop()!;
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent?.trim() && textMeets(node, meets)) return true;
        continue;
      }
      if (!(node instanceof Element) || node === skip || !shown(node)) continue;
      const box = node.getBoundingClientRect();
      // Boxless wrappers (display: contents) still hold content; a 1-pixel box is screen-reader-only text.
      const boxless = box.width === 0 && box.height === 0;
      if (!boxless && (box.width <= 1 || box.height <= 1)) continue;
      if (!boxless && !meets(box)) continue;
      if (node.matches(CONTENT_SELECTOR)) {
        if (!boxless) return true;
        continue;
      }
      pending.push(node);
    }
  }
  return false;
}

function textMeets(node: Node, meets: (box: DOMRectReadOnly) => boolean): boolean {
  const range = document.createRange();
  range.selectNodeContents(node);
  return Array.from(range.getClientRects()).some(meets);
}

/** Not hidden, transparent or display: none (older browsers without checkVisibility count everything shown). */
function shown(element: Element): boolean {
  if (typeof element.checkVisibility !== "function") return true;
  return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}
