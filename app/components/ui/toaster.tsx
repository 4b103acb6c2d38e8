import { Toaster as SonnerToaster } from "sonner";

/** spec.md §9: toasts stay 5 s and can be swiped away (sonner's swipe threshold is its own). */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      toastOptions={{ classNames: { title: "font-semibold", description: "text-sm" } }}
    />
  );
}
