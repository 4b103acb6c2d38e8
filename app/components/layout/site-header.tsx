import { Link, NavLink } from "~/components/ui/app-link";
import { MobileMenu } from "./mobile-menu";
import { CATEGORY_NAV, MAIN_NAV } from "../../../shared/site";
import { Logo } from "./logo";
import { SearchPalette } from "~/components/search/search-palette";
import { VatToggle } from "./vat-toggle";

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
          {/* Text only: an icon here would put the heart's code in every page's first chunk. */}
          <Link
            to="/favourites"
            className="hidden shrink-0 rounded-md py-1 text-sm font-medium text-stone-700 hover:text-brand-700 hover:underline md:inline"
          >
            Favourites
          </Link>
          {/* Phones get the same switch in the menu drawer (mobile-menu-drawer.tsx). */}
          <VatToggle className="hidden md:block" />
          <div className="w-full md:w-52 md:shrink-0 xl:w-80">
            <SearchPalette />
          </div>
        </div>
      </div>
    </header>
  );
}
