import { Link } from "~/components/ui/app-link";
import {
  EXAMPLE_RESULTS,
  GALLERY,
  PAIN_POINTS,
  REASONS,
  SERVICE_TIERS,
  SOLUTION_POINTS,
  STEPS,
  type ServiceTier,
} from "~/content/how-it-works";
import { primaryButtonClass, secondaryButtonClass } from "~/components/page-message";

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 text-lg leading-8 text-stone-700">{intro}</p>}
    </div>
  );
}

export function PainPoints() {
  return (
    <section aria-labelledby="pain-heading" className="mt-16">
      <SectionHeading id="pain-heading" title="Why buying materials is harder than it should be" />
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {PAIN_POINTS.map((p) => (
          <li key={p.title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-ink">{p.title}</h3>
            <p className="mt-2 text-sm leading-6 text-stone-700">{p.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SolutionPoints() {
  return (
    <section aria-labelledby="solution-heading" className="mt-16">
      <SectionHeading id="solution-heading" title="What BuildCompare does about it" />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {SOLUTION_POINTS.map((p) => (
          <li key={p.title} className="flex gap-3 rounded-xl bg-brand-50 p-5">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700">
              <path fill="currentColor" d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6 9.4-9.4L15.6 5.2l-8 8Z" />
            </svg>
            <div>
              <h3 className="font-semibold text-ink">{p.title}</h3>
              <p className="mt-1 text-sm leading-6 text-stone-700">{p.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Steps() {
  return (
    <section aria-labelledby="steps-heading" className="mt-16">
      <SectionHeading id="steps-heading" title="Four steps" />
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-ink">
              <span className="sr-only">Step {i + 1}: </span>
              {s.title}
            </h3>
            <p className="mt-1 text-sm leading-6 text-stone-700">{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function TierCard({ tier }: { tier: ServiceTier }) {
  const highlighted = Boolean(tier.badge);
  const ctaClass = highlighted ? primaryButtonClass : secondaryButtonClass;
  return (
    <li
      aria-labelledby={`tier-${tier.name}`}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${highlighted ? "border-2 border-brand-600" : "border border-stone-200"}`}
    >
      {tier.badge && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {tier.badge}
        </p>
      )}
      <h3 id={`tier-${tier.name}`} className="text-xl font-bold text-ink">
        {tier.name}
      </h3>
      <p className="mt-1 font-semibold text-brand-700">{tier.price}</p>
      <p className="mt-2 text-sm leading-6 text-stone-700">{tier.summary}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-stone-700">
        {tier.features.map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {f}
          </li>
        ))}
      </ul>
      {tier.cta.to.startsWith("#") ? (
        <a href={tier.cta.to} className={`mt-6 ${ctaClass}`}>
          {tier.cta.label}
        </a>
      ) : (
        <Link to={tier.cta.to} className={`mt-6 ${ctaClass}`}>
          {tier.cta.label}
        </Link>
      )}
    </li>
  );
}

export function ServiceTiers() {
  return (
    <section aria-labelledby="tiers-heading" className="mt-16">
      <SectionHeading
        id="tiers-heading"
        title="Three ways we can help"
        intro="Comparing prices is free. For bigger jobs, we can help in person."
      />
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {SERVICE_TIERS.map((tier) => (
          <TierCard key={tier.name} tier={tier} />
        ))}
      </ul>
    </section>
  );
}

export function ExampleResults() {
  return (
    <section aria-labelledby="results-heading" className="mt-16 rounded-2xl bg-stone-900 p-6 text-stone-100 sm:p-8">
      <h2 id="results-heading" className="text-2xl font-bold text-white">
        {EXAMPLE_RESULTS.heading}
      </h2>
      <p className="mt-2 text-sm text-stone-300">{EXAMPLE_RESULTS.note}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {EXAMPLE_RESULTS.points.map((p) => (
          <li key={p.figure}>
            <p className="text-2xl font-bold text-white">{p.figure}</p>
            <p className="mt-1 text-sm leading-6">{p.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MaterialsGallery() {
  return (
    <section aria-labelledby="gallery-heading" className="mt-16">
      <SectionHeading id="gallery-heading" title="Materials we compare" />
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
        {GALLERY.map((item) => (
          <li key={item.src}>
            <figure className="overflow-hidden rounded-xl border border-stone-200 bg-white">
              <img
                src={item.src}
                alt=""
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-stone-100 object-contain p-4"
              />
              <figcaption className="border-t border-stone-200 px-3 py-2 text-sm font-medium text-stone-800">
                {item.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Reasons() {
  return (
    <section aria-labelledby="reasons-heading" className="mt-16">
      <SectionHeading id="reasons-heading" title="Reasons to choose BuildCompare" />
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((r) => (
          <div key={r.title} className="rounded-xl border border-stone-200 bg-white p-5">
            <dt className="font-semibold text-ink">{r.title}</dt>
            <dd className="mt-1 text-sm leading-6 text-stone-700">{r.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
