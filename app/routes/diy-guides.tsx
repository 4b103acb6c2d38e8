import type { Route } from "./+types/diy-guides";
import { GuideList } from "~/components/guides/guide-list";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { pageTitle } from "~/lib/seo";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.env.SITE_URL}/diy-guides` };
}

export default function DiyGuidesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="max-w-3xl">
        <h1 id="guides-heading" className="scroll-mt-24 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          DIY Guides &amp; Tips
        </h1>
        <p className="mt-4 text-lg leading-8 text-stone-700">
          Practical advice for building jobs at home: how much sand and cement to order, which timber and plasterboard
          to buy, the tools worth owning and how to work safely.
        </p>
        <p className="mt-3 text-sm leading-6 text-stone-600">
          These guides are general advice. For structural work, follow your designer's specification and check with
          building control.
        </p>
      </div>

      <div className="mt-10">
        <GuideList />
      </div>

      <section
        aria-labelledby="stay-updated-heading"
        className="mt-14 grid gap-6 rounded-2xl bg-stone-900 p-6 text-stone-100 sm:p-8 lg:grid-cols-2 lg:items-center"
      >
        <div>
          <h2 id="stay-updated-heading" className="text-2xl font-bold text-white">
            Stay Updated
          </h2>
          <p className="mt-2 leading-7">
            An occasional email with new guides and price news. We send a confirmation link first, and every email has a
            one-click unsubscribe.
          </p>
        </div>
        <NewsletterForm tone="dark" />
      </section>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle("DIY Guides & Tips") },
    {
      name: "description",
      content:
        "Practical UK building advice: mortar and concrete mixes, timber grades C16 and C24, plasterboard types, a starter tool kit, project planning and cement safety.",
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
  ];
}

export const sitemap: SitemapEntry = { list: "path" };
