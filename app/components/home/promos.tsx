import { Link } from "~/components/ui/app-link";
import { primaryButtonClass, secondaryButtonClass } from "~/components/page-message";

export function Promos() {
  return (
    <section aria-label="Services" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col rounded-2xl bg-stone-900 p-8 text-stone-100">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">Concierge</p>
          <h2 className="mt-2 text-2xl font-bold text-white">Let us handle the buying</h2>
          <p className="mt-3 leading-7">
            Send us your materials list or project plans. We'll source the materials, compare merchants for you and help
            you find the trades to do the work.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/how-it-works#enquiry" className={primaryButtonClass}>
              Request a Quote
            </Link>
            <Link
              to="/coming-soon-projects"
              className="inline-flex items-center justify-center rounded-lg border border-white/60 px-4 py-2.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              About My Project
            </Link>
          </div>
        </div>
        <div className="flex flex-col rounded-2xl border border-brand-100 bg-brand-50 p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Project Builder</p>
          <h2 className="mt-2 text-2xl font-bold text-ink">Price a whole project in one go</h2>
          <p className="mt-3 leading-7 text-stone-700">
            Add your materials list with quantities, from search, product pages or our quantity calculators. See every
            merchant&apos;s total for the lot with anything they lack flagged, and the cheapest way to split the order
            with each merchant&apos;s delivery counted. Share it as a link, print it or download it as CSV.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/price-comparison" className={`${secondaryButtonClass} border-brand-600 text-brand-700`}>
              Build Your Project List
            </Link>
            <Link
              to="/price-comparison/calculators"
              className="inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Quantity Calculators
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
