import { Link } from "~/components/ui/app-link";
import type { HelpSection } from "~/content/help-articles";

export function HelpArticleBody({ sections }: { sections: readonly HelpSection[] }) {
  return (
    <div className="mt-8 space-y-10">
      {sections.map((section, index) => {
        const id = `section-${index + 1}`;
        const List = section.list?.ordered ? "ol" : "ul";
        return (
          <section key={section.heading} aria-labelledby={id}>
            <h2 id={id} className="text-xl font-bold text-ink">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7 text-stone-700">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <List
                className={`mt-3 space-y-2 pl-6 leading-7 text-stone-700 ${section.list.ordered ? "list-decimal" : "list-disc"}`}
              >
                {section.list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            )}
            {section.links && section.links.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                {section.links.map((link) => (
                  <li key={link.to + link.label}>
                    <Link
                      to={link.to}
                      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {link.label} <span aria-hidden="true">→</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
