import type { Route } from "./+types/help";
import { HELP_ARTICLES, HELP_GROUPS } from "~/content/help-articles";
import { cleanHelpQuery, helpResultsStatus, searchHelpArticles } from "~/lib/help-search";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { HelpSearchForm } from "~/components/help/help-search-form";
import { HelpSearchResults } from "~/components/help/help-search-results";
import { HelpTopicGroups } from "~/components/help/help-topic-groups";
import { SupportCards } from "~/components/help/support-cards";
import { LoadFailedMessage } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import type { SitemapEntry } from "~/lib/sitemap-entry";

// Articles are searched here on the server, so their text never ships in the page's JavaScript.
export function loader({ request, context }: Route.LoaderArgs) {
  const q = cleanHelpQuery(new URL(request.url).searchParams.get("q"));
  return {
    q,
    results: q ? searchHelpArticles(HELP_ARTICLES, q) : [],
    groups: HELP_GROUPS.map((group) => ({
      id: group.id,
      title: group.title,
      articles: HELP_ARTICLES.filter((a) => a.group === group.id).map(({ slug, title, summary }) => ({
        slug,
        title,
        summary,
      })),
    })),
    canonicalUrl: `${context.env.SITE_URL}/help`,
  };
}

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { q, results, groups } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Help Center" }]} />
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Help Center</h1>
        <p className="mt-3 max-w-3xl text-lg leading-8 text-stone-700">
          How BuildCompare works: comparing prices, what we show about each merchant, price history, alerts and
          favourites.
        </p>
      </header>

      <HelpSearchForm q={q} />
      <p role="status" className="sr-only">
        {helpResultsStatus(q, results.length)}
      </p>
      {q && <HelpSearchResults q={q} results={results} />}

      <SupportCards />
      <HelpTopicGroups groups={groups} />
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Help Center") }, { name: "robots", content: "noindex" }];
  const { q, canonicalUrl } = loaderData;
  return [
    { title: pageTitle(q ? `Help Center: search for "${q}"` : "Help Center") },
    {
      name: "description",
      content:
        "Help with BuildCompare: how to compare builders' merchants' prices, what our merchant figures mean, price history, price alerts and favourites.",
    },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    // Search answers are thin copies of the articles; only the Help Center itself is indexed.
    ...(q ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

export function ErrorBoundary() {
  return (
    <LoadFailedMessage
      title="Help Center"
      message="The Help Center couldn't be loaded. Please try again in a moment."
    />
  );
}

export const sitemap: SitemapEntry = { list: "path" };
