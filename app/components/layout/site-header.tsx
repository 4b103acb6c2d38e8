import { useId, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { CATEGORY_NAV, MAIN_NAV } from "~/lib/site";
import { Logo } from "./logo";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md py-2 text-sm font-medium transition-colors hover:bg-stone-100 hover:text-ink ${
    isActive ? "text-brand-700" : "text-stone-700"
  }`;

export function SiteHeader() {
  const location = useLocation();
  const menuId = useId();
  // The menu belongs to the page it was opened on: any navigation (header stays mounted) closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === location.key;

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-2 hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV.filter((l) => !l.mobileOnly).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={(s) => `px-2.5 ${navLinkClass(s)}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden md:block md:w-72 xl:w-60 2xl:w-80">
          <SearchForm />
        </div>
        <button
          type="button"
          className="ml-auto inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 md:ml-0 xl:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenedOn(menuOpen ? null : location.key)}
        >
          <MenuIcon open={menuOpen} />
          Menu
        </button>
      </div>
      <div className="border-t border-stone-100 px-4 pb-3 pt-2 md:hidden">
        <SearchForm />
      </div>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-stone-200 bg-white xl:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="grid gap-1 sm:grid-cols-2">
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={(s) => `block px-3 ${navLinkClass(s)}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wide text-stone-600">Categories</p>
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {CATEGORY_NAV.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="block rounded-md px-3 py-2 text-sm text-stone-700 hover:bg-stone-100">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <nav aria-label="Shop by category" className="hidden border-t border-stone-100 bg-stone-50 lg:block">
        <ul className="mx-auto flex max-w-7xl gap-6 px-8 py-2 text-sm">
          {CATEGORY_NAV.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-stone-700 hover:text-brand-700 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function SearchForm() {
  const inputId = useId();
  const location = useLocation();
  const current = location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <Form method="get" action="/search" role="search" className="relative">
      <label htmlFor={inputId} className="sr-only">
        Search building materials
      </label>
      <input
        id={inputId}
        key={current}
        type="search"
        name="q"
        defaultValue={current}
        minLength={2}
        required
        placeholder="Search materials…"
        autoComplete="off"
        className="w-full rounded-lg border border-stone-300 bg-white py-2 pl-9 pr-3 text-sm text-ink placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
      >
        <path
          fill="currentColor"
          d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
        />
      </svg>
      <button type="submit" className="sr-only">
        Search
      </button>
    </Form>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
      {open ? (
        <path
          fill="currentColor"
          d="M5.28 4.22a.75.75 0 0 0-1.06 1.06L8.94 10l-4.72 4.72a.75.75 0 1 0 1.06 1.06L10 11.06l4.72 4.72a.75.75 0 1 0 1.06-1.06L11.06 10l4.72-4.72a.75.75 0 0 0-1.06-1.06L10 8.94 5.28 4.22Z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M2.75 5h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5Zm0 4.25h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5Zm0 4.25h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1 0-1.5Z"
        />
      )}
    </svg>
  );
}
