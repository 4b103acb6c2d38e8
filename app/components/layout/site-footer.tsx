import { Link } from "~/components/ui/app-link";
import { CATEGORY_NAV, CONTACT, FOOTER_NAV, SITE_NAME, type NavLink } from "../../../shared/site";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { LogoMark } from "./logo";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-stone-800 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="h-7 w-7" />
            {SITE_NAME}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-6">
            Compare prices on building materials from UK builders' merchants, then buy direct from the merchant.
          </p>
          <h2 className="mt-6 text-sm font-semibold text-white">Newsletter</h2>
          <NewsletterForm tone="dark" className="mt-2 max-w-sm" />
        </div>
        <FooterLinks id="footer-site-heading" title="BuildCompare" links={FOOTER_NAV} />
        <FooterLinks id="footer-categories-heading" title="Categories" links={CATEGORY_NAV} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold text-white">Contact us</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              <a href={`mailto:${CONTACT.email}`} className="hover:text-white hover:underline">
                {CONTACT.email}
              </a>
            </p>
            <p>
              <a href={CONTACT.phoneHref} className="hover:text-white hover:underline">
                {CONTACT.phoneDisplay}
              </a>
            </p>
            <p>
              {CONTACT.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        {/* The bottom padding is the corner kept free for the floating 'Cookie Settings' button. */}
        <div className="mx-auto max-w-7xl space-y-1 px-4 pb-16 pt-6 text-xs text-stone-400 sm:px-6 lg:px-8">
          <p>{CONTACT.companyLine}</p>
          <p>
            © {year} {SITE_NAME}. Prices come from merchants' own feeds and may change; always check the merchant's site
            before you buy.
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
