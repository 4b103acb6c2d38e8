import { ABOUT_FEATURES, ABOUT_REASONS } from "~/content/about";

export function FeatureBlurbs() {
  return (
    <section aria-labelledby="features-heading" className="mt-14">
      <h2 id="features-heading" className="text-2xl font-bold text-ink">
        What we do
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {ABOUT_FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
                <path fill="currentColor" fillRule="evenodd" d={feature.icon} />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{feature.title}</h3>
            <p className="mt-2 leading-7 text-stone-700">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhyChooseUs() {
  return (
    <section
      aria-labelledby="why-heading"
      className="mt-14 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id="why-heading" className="text-2xl font-bold text-ink">
        Why choose us
      </h2>
      <ul className="mt-6 grid gap-x-10 gap-y-6 md:grid-cols-2">
        {ABOUT_REASONS.map((reason) => (
          <li key={reason.title} className="flex gap-3">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-emerald-700">
              <path
                fill="currentColor"
                d="M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm3.7 5.4-4.6 5.2-2.3-2.3-1.1 1.1 3.4 3.4 5.7-6.4-1.1-1Z"
              />
            </svg>
            <div>
              <h3 className="font-semibold text-ink">{reason.title}</h3>
              <p className="mt-1 leading-7 text-stone-700">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
