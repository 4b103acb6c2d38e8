import { useState } from "react";
import { useLocation } from "react-router";
import { GUIDES, guideAnchor } from "~/content/diy-guides";
import { GuideArticle } from "./guide-article";
import { GuideCard } from "./guide-card";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The six guide cards. With JavaScript, Read More opens an accessible dialog; without it, Read More
 * links to the guide's full text further down, which CSS shows only while it is the URL's #target.
 */
export function GuideList() {
  const enhanced = useHydrated();
  const { hash } = useLocation();
  // undefined until the visitor opens or closes a guide: until then a link to #guide-<slug> decides.
  const [chosenSlug, setChosenSlug] = useState<string | null>();
  const linkedSlug = enhanced ? (GUIDES.find((g) => `#${guideAnchor(g.slug)}` === hash)?.slug ?? null) : null;
  const openSlug = chosenSlug === undefined ? linkedSlug : chosenSlug;

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {GUIDES.map((guide) => (
          <li key={guide.slug}>
            <GuideCard
              guide={guide}
              enhanced={enhanced}
              open={openSlug === guide.slug}
              onOpenChange={(open) => setChosenSlug(open ? guide.slug : null)}
            />
          </li>
        ))}
      </ul>
      {!enhanced &&
        GUIDES.map((guide) => (
          <article
            key={guide.slug}
            id={guideAnchor(guide.slug)}
            aria-labelledby={`${guideAnchor(guide.slug)}-title`}
            className="mt-10 hidden scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm target:block sm:p-8"
          >
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{guide.category}</p>
            <h2 id={`${guideAnchor(guide.slug)}-title`} className="mt-1 text-2xl font-bold text-ink">
              {guide.title}
            </h2>
            <div className="mt-5">
              <GuideArticle guide={guide} />
            </div>
            <p className="mt-8">
              <a href="#guides-heading" className="font-semibold text-brand-700 hover:underline">
                Back to all guides
              </a>
            </p>
          </article>
        ))}
    </>
  );
}
