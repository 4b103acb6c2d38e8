import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/components/ui/app-link";
import type { Route } from "./+types/help.$slug";
import { findHelpArticle, HELP_ARTICLES, HELP_GROUPS } from "~/content/help-articles";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { HelpArticleBody } from "~/components/help/help-article-body";
import { PageMessage, primaryButtonClass, secondaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import { SITE_NAME } from "../../shared/site";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export function loader({ params, context }: Route.LoaderArgs) {
  const article = findHelpArticle(params.slug);
  if (!article) throw data({ message: "Help article not found" }, { status: 404 });
  const group = HELP_GROUPS.find((g) => g.id === article.group)!;
  return {
    article,
    group: {
      title: group.title,
      others: HELP_ARTICLES.filter((a) => a.group === group.id && a.slug !== article.slug).map(({ slug, title }) => ({
        slug,
        title,
      })),
    },
    canonicalUrl: `${context.env.SITE_URL}/help/${article.slug}`,
  };
}

export default function HelpArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, group } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[{ label: "Home", to: "/" }, { label: "Help Center", to: "/help" }, { label: article.title }]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{group.title}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg leading-8 text-stone-700">{article.summary}</p>
          <HelpArticleBody sections={article.sections} />
        </article>

        <aside aria-labelledby="more-help-heading" className="space-y-6 self-start lg:sticky lg:top-24">
          <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 id="more-help-heading" className="text-lg font-bold text-ink">
              More in {group.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.others.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={`/help/${other.slug}`}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {other.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/help" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  All help topics
                </Link>
              </li>
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h2 className="text-lg font-bold text-ink">Still need help?</h2>
            <p className="mt-1 text-stone-700">E-mail, call or send us a message.</p>
            <Link to="/contact" className={`mt-4 ${primaryButtonClass}`}>
              Contact Support
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Help article not found") }, { name: "robots", content: "noindex" }];
  const { article, canonicalUrl } = loaderData;
  return [
    { title: pageTitle(`${article.title} - Help Center`) },
    { name: "description", content: article.summary },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:title", content: `${article.title} | ${SITE_NAME}` },
    { property: "og:description", content: article.summary },
    { property: "og:url", content: canonicalUrl },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageMessage
      eyebrow={missing ? "Error 404" : undefined}
      title={missing ? "Help article not found" : "Something went wrong"}
    >
      <p role={missing ? undefined : "alert"}>
        {missing
          ? "We couldn't find that help article. It may have moved, or the address may be mistyped."
          : "This help article couldn't be loaded. Please try again in a moment."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/help" className={primaryButtonClass}>
          Back to the Help Center
        </Link>
        <Link to="/contact" className={secondaryButtonClass}>
          Contact Support
        </Link>
      </div>
    </PageMessage>
  );
}

export const sitemap: SitemapEntry = { list: "each", params: HELP_ARTICLES.map((article) => ({ slug: article.slug })) };
