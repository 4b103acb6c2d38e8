import { Link } from "~/components/ui/app-link";
import type { HelpSearchResult } from "~/lib/help-search";
import { secondaryButtonClass } from "~/components/page-message";

export function HelpSearchResults({ q, results }: { q: string; results: HelpSearchResult[] }) {
  return (
    <section aria-labelledby="help-results-heading" className="mt-8">
      <h2 id="help-results-heading" className="text-xl font-bold text-ink">
        Results for "{q}"
      </h2>
      {results.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {results.map((result) => (
            <li key={result.slug} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <Link
                to={`/help/${result.slug}`}
                className="text-lg font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {result.title}
              </Link>
              <p className="mt-1 text-sm leading-6 text-stone-700">
                {result.excerpt.map((part, i) =>
                  part.match ? (
                    <mark key={i} className="rounded-sm bg-brand-50 px-0.5 font-semibold text-ink">
                      {part.text}
                    </mark>
                  ) : (
                    <span key={i}>{part.text}</span>
                  ),
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-8 text-center text-stone-700">
          <p className="font-semibold text-ink">No articles match "{q}".</p>
          <p className="mt-1">Try fewer or different words, browse the topics below, or ask us directly.</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/help" className={secondaryButtonClass}>
              Clear search
            </Link>
            <Link to="/contact" className={secondaryButtonClass}>
              Contact Support
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
