import { useEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/app-link";
import { HISTORY_RANGES, type PriceHistorySection } from "../../../shared/price-history";
import { markupInPage, takeHeldMarkup } from "~/lib/held-markup";

const FIGURE_ID = "price-history-figure";

/**
 * The product page's price history: range links (plain `?range=` links, so they work without JavaScript) and the
 * figure the server rendered to markup. Only this frame ships to the browser; the chart itself is static markup.
 */
export function PriceHistory({ section }: { section: PriceHistorySection }) {
  // New markup (another range) replaces the <details>, closing it: a reader who had the table open keeps it open.
  const tableOpen = useRef(false);
  // A page load's figure is held out of the hydration data: the server render takes it back by its key, and
  // hydration finds the same markup in the page. Later sections (other ranges, trade view) carry it in the data.
  const [heldMarkup] = useState(() =>
    section.status === "held" ? (takeHeldMarkup(section.key) ?? markupInPage(FIGURE_ID) ?? "") : "",
  );
  const markup = section.status === "ok" ? section.markup : section.status === "held" ? heldMarkup : null;
  useEffect(() => {
    if (tableOpen.current) document.querySelector("#price-history details")?.setAttribute("open", "");
  }, [markup]);
  return (
    <section id="price-history" aria-labelledby="price-history-heading" className="mt-12 scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="price-history-heading" className="text-xl font-bold text-ink sm:text-2xl">
          Price History
        </h2>
        <nav aria-label="Price history range">
          <ul className="flex flex-wrap gap-2 text-sm">
            {HISTORY_RANGES.map((r) => (
              <li key={r.value}>
                <Link
                  to={`?range=${r.value}#price-history`}
                  preventScrollReset
                  onClick={() => {
                    tableOpen.current = document.querySelector("#price-history details[open]") !== null;
                  }}
                  aria-current={r.value === section.range ? "page" : undefined}
                  className="inline-block rounded-full border border-stone-300 px-3 py-1 text-stone-700 hover:border-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {r.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {section.rangeNotice && <p className="mt-2 text-sm text-stone-700">{section.rangeNotice}</p>}
      {markup !== null ? (
        // Markup rendered by the server from our own data (React escapes every text); identical on hydration.
        <div id={FIGURE_ID} dangerouslySetInnerHTML={{ __html: markup }} />
      ) : (
        <p className="mt-4 text-stone-700">
          {section.status === "empty"
            ? "No price history yet: we start recording prices when a merchant's feed first lists this product."
            : "Price history couldn't be loaded right now. The current prices above are unaffected; please try again later."}
        </p>
      )}
    </section>
  );
}
