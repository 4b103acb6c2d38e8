import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Link, NavLink } from "react-router";
import { CATEGORY_NAV, MAIN_NAV } from "../../../shared/site";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2.5 text-base font-medium hover:bg-stone-100 ${isActive ? "text-brand-700" : "text-stone-800"}`;

/**
 * The drawer under 768 px. A Radix dialog gives the focus trap, Escape, focus return and
 * inert background; choosing a link closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="ml-auto inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 md:hidden">
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
          <path
            fill="currentColor"
            d="M2.75 5h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5Zm0 4.25h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5Zm0 4.25h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5Z"
          />
        </svg>
        Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in_200ms_ease-out] motion-reduce:animate-none"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-ink">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="rounded-md p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
                <path
                  fill="currentColor"
                  d="M5.28 4.22a.75.75 0 0 0-1.06 1.06L8.94 10l-4.72 4.72a.75.75 0 1 0 1.06 1.06L10 11.06l4.72 4.72a.75.75 0 1 0 1.06-1.06L11.06 10l4.72-4.72a.75.75 0 0 0-1.06-1.06L10 8.94 5.28 4.22Z"
                />
              </svg>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-2 py-3">
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
