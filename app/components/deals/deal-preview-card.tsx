import { EXAMPLE_DEAL_FIELDS } from "~/content/deals";

/** What a deal card will show, as a labelled example: grey bars stand where numbers will go. */
export function DealPreviewCard() {
  return (
    <figure
      aria-labelledby="deal-preview-caption"
      className="rounded-2xl border-2 border-dashed border-stone-300 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-stone-700">
          Example only, not a real offer
        </p>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">Timber</p>
      </div>
      <p className="mt-4 text-lg font-bold text-ink">A product on offer</p>
      <dl className="mt-4 divide-y divide-stone-100">
        {EXAMPLE_DEAL_FIELDS.map((field) => (
          <div key={field.label} className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
            <dt className="text-sm font-semibold text-stone-800">{field.label}</dt>
            <dd className="text-sm text-stone-700">
              <span aria-hidden="true" className="mb-1.5 block h-2.5 w-24 rounded-full bg-stone-200" />
              {field.explanation}
            </dd>
          </div>
        ))}
      </dl>
      <figcaption id="deal-preview-caption" className="mt-4 text-sm leading-6 text-stone-600">
        An illustration of a deal card. No deals are running yet, so it has no prices in it.
      </figcaption>
    </figure>
  );
}
