import { Link } from "~/components/ui/app-link";

export interface HelpTopicGroup {
  id: string;
  title: string;
  articles: { slug: string; title: string; summary: string }[];
}

/** The Help Center's topic groups (Getting Started, Price Comparison), then Contact Support. */
export function HelpTopicGroups({ groups }: { groups: HelpTopicGroup[] }) {
  return (
    <div className="mt-12 grid gap-6 lg:grid-cols-3">
      {groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`help-group-${group.id}`}
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h2 id={`help-group-${group.id}`} className="text-lg font-bold text-ink">
            {group.title}
          </h2>
          <ul className="mt-4 space-y-4">
            {group.articles.map((article) => (
              <li key={article.slug}>
                <TopicLink to={`/help/${article.slug}`} title={article.title} summary={article.summary} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section
        aria-labelledby="help-group-contact"
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="help-group-contact" className="text-lg font-bold text-ink">
          Contact Support
        </h2>
        <ul className="mt-4 space-y-4">
          <li>
            <TopicLink
              to="/contact"
              title="Contact us"
              summary="Can't find an answer here? Send us a message, e-mail us or give us a call."
            />
          </li>
        </ul>
      </section>
    </div>
  );
}

function TopicLink({ to, title, summary }: { to: string; title: string; summary: string }) {
  return (
    <>
      <Link to={to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
        {title}
      </Link>
      <p className="mt-1 text-sm leading-6 text-stone-600">{summary}</p>
    </>
  );
}
