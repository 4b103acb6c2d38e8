/**
 * Specifications come from the facts the matcher extracted; values are often slugs
 * ("pea-gravel", "mdf"), so they are made readable here. Brand is shown above already.
 */
export function ProductSpecs({ facts }: { facts: Record<string, string> }) {
  const rows = Object.entries(facts).filter(([key, value]) => key !== "brand" && value.trim() !== "");
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="specs-heading" className="mt-8">
      <h2 id="specs-heading" className="text-lg font-semibold text-ink">
        Specifications
      </h2>
      <dl className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white text-sm">
        {rows.map(([key, value]) => (
          <div key={key} className="grid grid-cols-2 gap-4 px-4 py-2.5">
            <dt className="font-medium text-stone-600">{factLabel(key)}</dt>
            <dd className="text-ink">{factValue(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function factLabel(key: string): string {
  return capitalise(key.replace(/[_-]+/g, " ").trim());
}

export function factValue(value: string): string {
  const text = value.trim();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)) return text;
  // A lone short code is an abbreviation (mdf, osb, d4); longer slugs are words.
  if (!text.includes("-") && text.length <= 3 && /[a-z]/.test(text)) return text.toUpperCase();
  return capitalise(text.replace(/-/g, " "));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
