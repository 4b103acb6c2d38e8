import { useRef } from "react";
import { useFetcher } from "react-router";
import { isFormFailure, keptValue, type FormResult } from "../../../shared/form-result";
import { HoneypotField } from "./honeypot-field";
import { FormAnswer, submitButtonClass, TextAreaField, TextField } from "./form-fields";
import { useFormAnswer } from "./use-form-answer";

export type ContactField = "name" | "email" | "subject" | "message";

/**
 * The contact form: with JavaScript it posts through a fetcher (toast, fields cleared after the
 * server stored the message); without, the page re-renders with the answer and what was typed.
 */
export function ContactForm({ initialResult }: { initialResult?: FormResult<ContactField> }) {
  const fetcher = useFetcher<FormResult<ContactField>>();
  const formRef = useRef<HTMLFormElement>(null);
  useFormAnswer(fetcher, formRef);
  const result = fetcher.data ?? initialResult;
  // After a plain post the fields come back from the server; with a fetcher the browser keeps them.
  const kept = (field: ContactField) => keptValue(initialResult, field);
  const errors = isFormFailure(result) ? result.fieldErrors : {};
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" noValidate className="relative space-y-4">
      <HoneypotField />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label="Name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={kept("name")}
          error={errors.name}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={kept("email")}
          error={errors.email}
        />
      </div>
      <TextField
        name="subject"
        label="Subject"
        required
        maxLength={150}
        defaultValue={kept("subject")}
        error={errors.subject}
      />
      <TextAreaField
        name="message"
        label="Message"
        required
        rows={6}
        maxLength={5000}
        defaultValue={kept("message")}
        error={errors.message}
      />
      <button type="submit" disabled={busy} className={submitButtonClass}>
        {busy ? "Sending…" : "Send Message"}
      </button>
      <FormAnswer status={result?.status} message={result?.message} />
    </fetcher.Form>
  );
}
