import { useEffect, type CSSProperties } from "react";
import { Toaster as SonnerToaster } from "sonner";

/** Toasts stay 5 s and can be swiped away (sonner's swipe threshold is its own). */
export const TOAST_DURATION_MS = 5000;

/** sonner's rich error and success text is under 4.5:1 on its own backgrounds; these pass WCAG AA. */
const READABLE_COLOURS = { "--error-text": "#b91c1c", "--success-text": "#166534" } as CSSProperties;

/** Loaded on demand by ToasterHost; tells it once mounted, so the first toast is not lost. */
export function Toaster({ onMounted }: { onMounted: () => void }) {
  // Sonner subscribes in its own effect, which runs before this parent effect.
  useEffect(() => onMounted(), [onMounted]);
  return (
    <SonnerToaster
      // At the bottom, so a toast never covers the header and its search box (on phones sonner spans the width).
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      style={READABLE_COLOURS}
      toastOptions={{ classNames: { title: "font-semibold", description: "text-sm" } }}
    />
  );
}
