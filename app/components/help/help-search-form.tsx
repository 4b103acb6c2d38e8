import { Form } from "react-router";
import { HELP_QUERY_MAX_LENGTH } from "~/lib/help-search";

/** A GET form: the server searches, so it works the same with or without JavaScript. */
export function HelpSearchForm({ q }: { q: string }) {
  return (
    <Form method="get" action="/help" role="search" aria-label="Help articles" className="mt-6 max-w-2xl">
      <label htmlFor="help-search" className="block text-sm font-medium text-ink">
        Search help articles
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          key={q}
          id="help-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={HELP_QUERY_MAX_LENGTH}
          placeholder="e.g. price history, delivery, verified"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-ink placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Search
        </button>
      </div>
    </Form>
  );
}
