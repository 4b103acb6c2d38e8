const STEPS = [
  {
    title: "Search",
    text: "Look up the material you need by name, size or category: cement, sand, timber, bricks and more.",
    icon: "M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.25 4.24-1.42 1.42-4.24-4.25A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z",
  },
  {
    title: "Compare",
    text: "See every merchant's price side by side, lowest first, with stock and delivery details where given.",
    icon: "M4 4h7v16H4V4Zm2 2v12h3V6H6Zm7 4h7v10h-7V10Zm2 2v6h3v-6h-3Z",
  },
  {
    title: "Save",
    text: "Pick the best deal and buy direct from the merchant's own website, at the merchant's own price.",
    // Prices here are pounds: the step shows the pound sign itself rather than a currency icon.
    glyph: "£",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-y border-stone-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="how-heading" className="text-center text-2xl font-bold text-ink sm:text-3xl">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex flex-col items-center text-center">
              <span className="relative inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                {"glyph" in step ? (
                  <span aria-hidden="true" className="text-3xl font-bold leading-none">
                    {step.glyph}
                  </span>
                ) : (
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="h-8 w-8">
                    <path fill="currentColor" fillRule="evenodd" d={step.icon} />
                  </svg>
                )}
                <span
                  aria-hidden="true"
                  className="absolute -right-1 -top-1 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
                >
                  {i + 1}
                </span>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 max-w-xs text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
