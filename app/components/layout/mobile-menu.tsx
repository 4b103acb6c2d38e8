import { lazy, Suspense, useRef, useState } from "react";
import { VatToggle } from "./vat-toggle";

const loadDrawer = () => import("./mobile-menu-drawer");
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * The Menu button under 768 px. The drawer's code loads when the pointer or focus reaches the button, so it is
 * there by the time it is pressed, and never on a first view that doesn't use it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="ml-auto inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 md:hidden"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
          <path
            fill="currentColor"
            d="M2.75 5h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5Zm0 4.25h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5Zm0 4.25h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5Z"
          />
        </svg>
        Menu
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={button}>
            <VatToggle className="mb-3 px-3" />
          </MobileMenuDrawer>
        </Suspense>
      )}
    </>
  );
}
