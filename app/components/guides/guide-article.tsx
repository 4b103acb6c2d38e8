import { Link } from "~/components/ui/app-link";
import type { Guide } from "~/content/diy-guides";

/**
 * A guide's full text below its title: shared by the Read More dialog and the
 * on-page section that the Read More link reaches without JavaScript.
 */
export function GuideArticle({ guide }: { guide: Guide }) {
  const { introduction, sections, tips } = guide.fullContent;
  return (
    <div className="space-y-6 text-base leading-7 text-stone-700">
      <p className="text-lg leading-8 text-stone-800">{introduction}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <h3 className="text-lg font-semibold text-ink">{section.title}</h3>
          <p className="mt-2">{section.content}</p>
        </section>
      ))}
      <section className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <h3 className="text-lg font-semibold text-ink">Pro Tips</h3>
        <ul className="mt-3 space-y-3">
          {tips.map((tip) => (
            <li key={tip} className="flex gap-3">
              <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brand-700">
                <path
                  fill="currentColor"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                />
              </svg>
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </section>
      {guide.related.length > 0 && (
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {guide.related.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
