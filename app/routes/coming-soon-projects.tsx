import type { Route } from "./+types/coming-soon-projects";
import {
  BUILDERS_IN_A_BOX,
  EXAMPLE_STORIES,
  HELP_CARDS,
  PROJECTS_HERO,
  SERVICE_GOALS,
} from "~/content/coming-soon-projects";
import { BeforeAfterGallery } from "~/components/projects/before-after-gallery";
import { QuoteSection } from "~/components/forms/quote-section";
import { primaryButtonClass } from "~/components/page-message";
import { pageTitle } from "~/lib/seo";
import { CONTACT } from "../../shared/site";
import { enquiryAction } from "../../server/enquiries/enquiry-action.server";
import type { SitemapEntry } from "~/lib/sitemap-entry";
import { formActionHeaders } from "../../server/forms/form-headers.server";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.env.SITE_URL}/coming-soon-projects` };
}

export async function action({ request, context }: Route.ActionArgs) {
  return enquiryAction(request, context, { kind: "quote", sourcePath: "/coming-soon-projects" });
}

/** A 429 keeps its Retry-After on the page and on the fetcher's `.data` answer. */
export const headers = formActionHeaders;

export default function MyProjectPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="rounded-2xl bg-stone-900 p-6 text-stone-100 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-orange-200">{PROJECTS_HERO.eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-white sm:text-5xl">
          {PROJECTS_HERO.heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8">{PROJECTS_HERO.text}</p>
        <a href="#enquiry" className={`mt-6 ${primaryButtonClass}`}>
          Tell us about your project
        </a>
      </header>

      <section aria-labelledby="box-heading" className="mt-16 grid gap-6 lg:grid-cols-2">
        <div>
          <h2 id="box-heading" className="text-2xl font-bold text-ink sm:text-3xl">
            {BUILDERS_IN_A_BOX.heading}
          </h2>
          <p className="mt-2 text-lg text-stone-700">{BUILDERS_IN_A_BOX.intro}</p>
        </div>
        <ul className="space-y-3">
          {BUILDERS_IN_A_BOX.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl bg-brand-50 p-4 text-stone-800">
              <span aria-hidden="true" className="font-bold text-brand-700">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-heading" className="mt-16">
        <h2 id="help-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          How can we help?
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HELP_CARDS.map((card) => (
            <li key={card.title} className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-ink">{card.title}</h3>
              <p className="mt-1 flex-1 text-sm leading-6 text-stone-700">{card.text}</p>
              <a href={card.href} className="mt-4 text-sm font-semibold text-brand-700 underline">
                Email us<span className="sr-only"> about: {card.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="gallery-heading" className="mt-16">
        <h2 id="gallery-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          Before and after
        </h2>
        <p className="mt-2 text-stone-700">Illustrations of the kinds of project we help source materials for.</p>
        <BeforeAfterGallery />
      </section>

      <section aria-labelledby="stories-heading" className="mt-16">
        <h2 id="stories-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          The kind of project we help with
        </h2>
        <p className="mt-2 text-sm font-medium text-stone-700">Illustrative examples, not customer reviews.</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {EXAMPLE_STORIES.map((story) => (
            <li key={story.initials} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
                >
                  {story.initials}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{story.project}</h3>
                  <p className="text-sm text-stone-600">
                    {story.name}, {story.location}
                  </p>
                </div>
              </div>
              <p className="mt-3 text-sm leading-6 text-stone-700">{story.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="goals-heading" className="mt-16 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="goals-heading" className="text-2xl font-bold text-ink">
          The standard we're setting ourselves
        </h2>
        <p className="mt-1 text-sm text-stone-700">Targets for a new service, not results we've achieved yet.</p>
        <dl className="mt-6 grid gap-6 sm:grid-cols-3">
          {SERVICE_GOALS.map((goal) => (
            <div key={goal.figure}>
              <dt className="text-3xl font-bold text-brand-700">{goal.figure}</dt>
              <dd className="mt-1 text-sm text-stone-700">{goal.label}</dd>
            </div>
          ))}
        </dl>
      </section>

      <QuoteSection
        heading="Start your project"
        action="/coming-soon-projects"
        initialResult={actionData}
        footer={
          <address className="mt-8 not-italic text-sm text-stone-700">
            {CONTACT.addressLines.join(", ")} · {CONTACT.phoneDisplay}
          </address>
        }
      >
        Tell us about the job and we'll reply by email, usually within one working day. Or write to{" "}
        <a href={`mailto:${CONTACT.email}`} className="font-semibold text-brand-700 underline">
          {CONTACT.email}
        </a>
        .
      </QuoteSection>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle("My Project: concierge help") },
    {
      name: "description",
      content:
        "Concierge help for building projects: a priced materials list from UK merchants, delivery options for your postcode and help finding trades.",
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export const sitemap: SitemapEntry = { list: "path" };
