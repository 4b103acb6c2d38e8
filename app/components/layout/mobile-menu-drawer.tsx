import type { ReactNode, RefObject } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Link, NavLink } from "~/components/ui/app-link";
import { CATEGORY_NAV, MAIN_NAV } from "../../../shared/site";
import { CloseIcon } from "~/components/ui/close-icon";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2.5 text-base font-medium hover:bg-stone-100 ${isActive ? "text-brand-700" : "text-stone-800"}`;

/**
 * The drawer under 768 px, loaded on first use by ./mobile-menu.tsx (Radix Dialog is ~10 KB of JavaScript no
 * first view needs). The dialog gives the focus trap, Escape and inert background; it has no Radix trigger,
 * so focus goes back to the Menu button by hand. Choosing a link closes it.
 */
export default function MobileMenuDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The trade-price switch, passed in so its code stays in the first chunk with the header's (decision 022). */
  children: ReactNode;
}) {
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in_200ms_ease-out] motion-reduce:animate-none"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-ink">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="rounded-md p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-2 py-3">
            {children}
            <nav aria-label="Mobile">
              <ul className="space-y-0.5">
                {MAIN_NAV.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.to === "/"} className={linkClass} onClick={close}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-stone-600">Categories</p>
              <ul className="mt-1 space-y-0.5">
                {CATEGORY_NAV.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="block rounded-md px-3 py-2.5 text-base text-stone-800 hover:bg-stone-100"
                      onClick={close}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
