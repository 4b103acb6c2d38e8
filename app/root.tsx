import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/root";
import { SiteHeader } from "~/components/layout/site-header";
import { DeferredSiteFooter } from "~/components/layout/deferred-site-footer";
import { ToasterHost } from "~/components/ui/toaster-host";
import { DeferredCookieConsent } from "~/components/consent/deferred-cookie-consent";
import { PendingPage } from "~/components/pending-page";
import { PageMessage, primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import { PriceDisplayProvider } from "~/lib/price-display";
import { SITE_NAME } from "../shared/site";
import { priceDisplayFromCookie } from "../shared/price-display";
import "./app.css";

/**
 * The trade-price preference from its cookie (decision 022), so the first render shows the prices the visitor
 * chose; the page cache keys on the same cookie.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { priceDisplay: priceDisplayFromCookie(request.headers.get("Cookie")) };
}

/**
 * Only the trade toggle's post changes the cookie, so only it re-reads it: a navigation never asks for the
 * root's data, and a page's failing load stays that page's error rather than the whole site's.
 */
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
  return formAction === "/preferences/vat";
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-stone-50 font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <PriceDisplayProvider>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <DeferredSiteFooter />
        </PriceDisplayProvider>
        <ToasterHost />
        <DeferredCookieConsent />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PendingPage>
      <Outlet />
    </PendingPage>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
  }
  if (error) return [{ title: pageTitle("Something went wrong") }, { name: "robots", content: "noindex" }];
  return [
    { title: `${SITE_NAME} - Compare UK builders' merchants' prices` },
    {
      name: "description",
      content: "Compare prices on cement, sand, timber, bricks and plasterboard across UK builders' merchants.",
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageMessage eyebrow="Error 404" title="Page not found">
        <p>Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be mistyped.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/" className={primaryButtonClass}>
            Go to the home page
          </Link>
          <Link to="/building-supplies" className={secondaryButtonClass}>
            Browse building supplies
          </Link>
        </div>
      </PageMessage>
    );
  }

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <PageMessage eyebrow={`Error ${status}`} title="Something went wrong">
      <p>We couldn't load this page. Please try again in a moment.</p>
      <div className="flex justify-center">
        <Link to="/" className={primaryButtonClass}>
          Go to the home page
        </Link>
      </div>
      {detail && (
        <pre className="overflow-auto rounded-lg bg-stone-900 p-4 text-left text-xs text-stone-100">{detail}</pre>
      )}
    </PageMessage>
  );
}
