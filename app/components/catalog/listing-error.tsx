import { isRouteErrorResponse, useLocation } from "react-router";
import { Link } from "~/components/ui/app-link";
import { PageMessage, primaryButtonClass, secondaryButtonClass } from "~/components/page-message";

/** The error boundary body shared by product listings: a missing listing, or a product list that failed to load. */
export function ListingError({ error, notFoundTitle }: { error: unknown; notFoundTitle: string }) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageMessage eyebrow="Error 404" title={notFoundTitle}>
        <p>We don't have a listing at this address. Browse all our building supplies instead.</p>
        <div className="flex justify-center">
          <Link to="/building-supplies" className={primaryButtonClass}>
            All Building Supplies
          </Link>
        </div>
      </PageMessage>
    );
  }
  return (
    <PageMessage title="Something went wrong">
      <p role="alert">Failed to load products. Please try again later.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={`${location.pathname}${location.search}`} className={primaryButtonClass}>
          Try again
        </a>
        <Link to="/" className={secondaryButtonClass}>
          Go to the home page
        </Link>
      </div>
    </PageMessage>
  );
}
