import { useState, type FormEvent } from "react";
import { SelectField, submitButtonClass, TextAreaField, TextField } from "~/components/forms/form-fields";
import { buildMessageText, type QuickDetails } from "../../../shared/message-link";
import { QUICK_DETAIL_LIMITS } from "../../../shared/message-limits";
import { BUDGETS, PROJECT_TYPES, TIMELINES } from "../../../shared/project-options";

function detailsOf(form: HTMLFormElement): QuickDetails {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    projectType: text("projectType"),
    location: text("location"),
    budget: text("budget"),
    timeline: text("timeline"),
    details: text("details"),
  };
}

/**
 * Quick details that become a prefilled WhatsApp message. A plain GET form opening a new tab: the server
 * checks the fields and redirects to the chat link, so it works the same with or without JavaScript; with
 * JavaScript the text about to be sent is previewed as it is typed.
 */
export function QuickDetailsForm({ action, error, kept }: { action: string; error?: string; kept: QuickDetails }) {
  const [preview, setPreview] = useState(() => buildMessageText(kept));
  const update = (event: FormEvent<HTMLFormElement>) => setPreview(buildMessageText(detailsOf(event.currentTarget)));

  return (
    <form method="get" action={action} target="_blank" onChange={update} onInput={update} className="space-y-4">
      <input type="hidden" name="send" value="1" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="projectType"
          label="Project type"
          hint="(optional)"
          placeholder="Choose a project type"
          options={PROJECT_TYPES}
          defaultValue={kept.projectType ?? ""}
        />
        <TextField
          name="location"
          label="Location"
          hint="(optional)"
          autoComplete="address-level2"
          maxLength={QUICK_DETAIL_LIMITS.location}
          defaultValue={kept.location ?? ""}
        />
        <SelectField
          name="budget"
          label="Budget"
          hint="(optional)"
          placeholder="Choose a budget"
          options={BUDGETS}
          defaultValue={kept.budget ?? ""}
        />
        <SelectField
          name="timeline"
          label="Timeline"
          hint="(optional)"
          placeholder="Choose a timeline"
          options={TIMELINES}
          defaultValue={kept.timeline ?? ""}
        />
      </div>
      <TextAreaField
        name="details"
        label="Extra details"
        hint="(optional)"
        rows={4}
        maxLength={QUICK_DETAIL_LIMITS.details}
        defaultValue={kept.details ?? ""}
      />
      <div>
        <h3 className="text-sm font-semibold text-ink">Your message</h3>
        <output
          aria-live="polite"
          className="mt-1.5 block whitespace-pre-line rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5 text-sm text-stone-800"
        >
          {preview}
        </output>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className={submitButtonClass}>
        Open WhatsApp chat<span className="sr-only"> (opens in a new tab)</span>
      </button>
    </form>
  );
}
