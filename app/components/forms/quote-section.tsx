import type { ReactNode } from "react";
import type { FormResult } from "../../../shared/form-result";
import type { QuoteField } from "../../../shared/form-schemas";
import { QuoteForm } from "./quote-form";

/** The #enquiry block with the quote form: how it works and My Project both end with it. */
export function QuoteSection(props: {
  heading: string;
  action: string;
  initialResult?: FormResult<QuoteField>;
  children: ReactNode;
  /** Shown under the form, e.g. the postal address. */
  footer?: ReactNode;
}) {
  return (
    <section
      id="enquiry"
      aria-labelledby="enquiry-heading"
      className="mt-16 scroll-mt-32 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="enquiry-heading" className="text-2xl font-bold text-ink">
        {props.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">{props.children}</p>
      <div className="mt-6">
        <QuoteForm action={props.action} initialResult={props.initialResult} />
      </div>
      {props.footer}
    </section>
  );
}
