import { useId } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { MobileMenu } from "./mobile-menu";
import { CATEGORY_NAV, MAIN_NAV } from "~/lib/site";
import { Logo } from "./logo";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md py-2 text-sm font-medium transition-colors hover:bg-stone-100 hover:text-ink ${
    isActive ? "text-brand-700" : "text-stone-700"
  }`;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Logo compact />
        <nav aria-label="Main" className="ml-auto hidden md:block lg:ml-4">
          <ul className="flex items-center">
            {MAIN_NAV.filter((l) => !l.mobileOnly).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={(s) => `px-2 lg:px-2.5 ${navLinkClass(s)}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu />
      </div>
      <div className="border-t border-stone-100 bg-stone-50">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2 sm:px-6 lg:px-8">
          <nav aria-label="Shop by category" className="hidden min-w-0 flex-1 md:block">
            <ul className="flex gap-x-3.5 overflow-x-auto py-1 text-[13px] [scrollbar-width:thin] xl:gap-x-5 xl:text-sm">
              {CATEGORY_NAV.map((link) => (
                <li key={link.to} className="shrink-0">
                  <Link to={link.to} className="text-stone-700 hover:text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="w-full md:w-52 md:shrink-0 xl:w-80">
            <SearchForm />
          </div>
        </div>
      </div>
    </header>
  );
}

function SearchForm() {
  const inputId = useId();
  const location = useLocation();
  const current = location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <Form method="get" action="/search" role="search" aria-label="Site search" className="relative">
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
