import { useRef } from "react";
import { useFetcher } from "react-router";
import { isFormFailure, keptValue, type FormResult } from "../../../shared/form-result";
import { BUDGETS, PROJECT_TYPES, TIMELINES } from "../../../shared/project-options";
import { HoneypotField } from "./honeypot-field";
import { FormAnswer, SelectField, submitButtonClass, TextAreaField, TextField } from "./form-fields";
import { useFormAnswer } from "./use-form-answer";

export type QuoteField = "name" | "email" | "phone" | "projectType" | "location" | "budget" | "timeline" | "details";

interface QuoteFormProps {
  /** The page's own path: the form posts to it, so a post without JavaScript comes back to the same page. */
  action: string;
  initialResult?: FormResult<QuoteField>;
}

/** The quote request (how it works #enquiry and My Project): stored, acknowledged, and passed to the team by e-mail. */
export function QuoteForm({ action, initialResult }: QuoteFormProps) {
  const fetcher = useFetcher<FormResult<QuoteField>>();
  const formRef = useRef<HTMLFormElement>(null);
  useFormAnswer(fetcher, formRef);
  const result = fetcher.data ?? initialResult;
  const kept = (field: QuoteField) => keptValue(initialResult, field);
  const errors = isFormFailure(result) ? result.fieldErrors : {};
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form ref={formRef} method="post" action={action} noValidate className="relative space-y-4">
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
        <TextField
          name="phone"
          label="Phone"
          hint="(optional)"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          defaultValue={kept("phone")}
          error={errors.phone}
        />
        <TextField
          name="location"
          label="Town or postcode"
          autoComplete="postal-code"
          required
          maxLength={100}
          defaultValue={kept("location")}
          error={errors.location}
        />
        <SelectField
          name="projectType"
          label="Project type"
          required
          options={PROJECT_TYPES}
          placeholder="Choose a project type"
          defaultValue={kept("projectType")}
          error={errors.projectType}
        />
        <SelectField
          name="budget"
          label="Budget"
          required
          options={BUDGETS}
          placeholder="Choose a budget"
          defaultValue={kept("budget")}
          error={errors.budget}
        />
        <SelectField
          name="timeline"
          label="When would you like to start?"
          required
          options={TIMELINES}
          placeholder="Choose a timeline"
          defaultValue={kept("timeline")}
          error={errors.timeline}
        />
      </div>
      <TextAreaField
        name="details"
        label="Project details"
        hint="(optional)"
        rows={5}
        maxLength={5000}
        defaultValue={kept("details")}
        error={errors.details}
      />
      <p className="text-sm text-stone-600">
        We use these details only to reply to your request. Fields not marked optional are required.
      </p>
      <button type="submit" disabled={busy} className={submitButtonClass}>
        {busy ? "Sending…" : "Request a Quote"}
      </button>
      <FormAnswer status={result?.status} message={result?.message} />
    </fetcher.Form>
  );
}
