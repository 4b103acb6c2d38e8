import { useId, useRef } from "react";
import { useLocation } from "react-router";
import type { SubscribeField } from "../../../shared/form-schemas";
import type { MailingList } from "../../../shared/mailing-lists";
import { RETURN_TO_FIELD, type NewsletterResult } from "../../../shared/newsletter-result";
import { useFormPost } from "~/components/forms/form-post";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { useFormAnswer } from "~/components/forms/use-form-answer";

const tones = {
  light: {
    label: "text-ink",
    input: "border-stone-300 bg-white text-ink placeholder:text-stone-500",
    message: "text-stone-800",
    error: "text-red-700",
  },
  dark: {
    label: "text-white",
    input: "border-stone-600 bg-stone-800 text-white placeholder:text-stone-400",
    message: "text-stone-100",
    error: "text-red-300",
  },
} as const;

interface NewsletterFormProps {
  tone?: keyof typeof tones;
  /** Which mailing list the box joins. */
  list?: MailingList;
  submitLabel?: string;
  /** The answer to a POST sent without JavaScript, shown by the /newsletter page. */
  initialResult?: NewsletterResult;
  className?: string;
}

/**
 * Posts to /newsletter. With JavaScript a fetcher keeps the visitor on the page, the answer appears
 * inline and as a toast, and the address is cleared only once the server has stored it; without
 * JavaScript the browser posts the form and /newsletter shows the answer.
 */
export function NewsletterForm({
  tone = "light",
  list = "newsletter",
  submitLabel = "Subscribe",
  initialResult,
  className = "",
}: NewsletterFormProps) {
  const post = useFormPost<SubscribeField>(initialResult);
  const formRef = useRef<HTMLFormElement>(null);
  useFormAnswer(post.fetcher, formRef);
  const location = useLocation();
  const inputId = useId();
  const errorId = useId();
  const t = tones[tone];

  const { result, busy } = post;
  const email = post.textField("email");
  const fieldError = email.error;
  const message = result && !(result.status === "invalid" && fieldError) ? result.message : null;

  return (
    <post.fetcher.Form ref={formRef} method="post" action="/newsletter" noValidate className={`relative ${className}`}>
      <input type="hidden" name={RETURN_TO_FIELD} value={`${location.pathname}${location.search}`} />
      <input type="hidden" name={post.field("list").name} value={list} />
      <HoneypotField />
      <label htmlFor={inputId} className={`block text-sm font-semibold ${t.label}`}>
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name={email.name}
          autoComplete="email"
          required
          maxLength={email.maxLength}
          placeholder="you@example.co.uk"
          defaultValue={email.defaultValue}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-lg border px-3 py-2.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40 ${t.input} ${fieldError ? "border-red-600" : ""}`}
        />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-80"
        >
          {busy ? "Sending…" : submitLabel}
        </button>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {fieldError && (
          <p id={errorId} className={`mt-2 font-medium ${t.error}`}>
            {fieldError}
          </p>
        )}
        {message && (
          <p className={`mt-2 ${result?.status === "ok" ? t.message : `font-medium ${t.error}`}`}>{message}</p>
        )}
      </div>
    </post.fetcher.Form>
  );
}
