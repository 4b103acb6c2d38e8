import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/coming-soon-auth";
import { PageMessage, primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.env.SITE_URL}/coming-soon-auth` };
}

export default function ComingSoonAuthPage() {
  return (
    <PageMessage eyebrow="Coming soon" title="Accounts Aren't Available Yet">
      <p>
        You can't sign in or register on BuildCompare yet, and you don't need to: searching, comparing prices and
        visiting merchants all work without an account.
      </p>
      <p>
        Favourites and price alerts don't need an account either: favourites are saved in your browser, and a price
        alert only needs an e-mail address you confirm.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={primaryButtonClass}>
          Go to the home page
        </Link>
        <Link to="/compare" className={secondaryButtonClass}>
          Compare prices
        </Link>
        <Link to="/merchants" className={secondaryButtonClass}>
          Browse merchants
        </Link>
      </div>
    </PageMessage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle("Sign In Coming Soon") },
    {
      name: "description",
      content: "BuildCompare accounts aren't available yet. Nothing on the site needs an account.",
    },
    // A placeholder: kept out of search results and the sitemap.
    { name: "robots", content: "noindex" },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}
