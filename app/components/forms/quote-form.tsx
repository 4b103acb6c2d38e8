import type { FormResult } from "../../../shared/form-result";
import type { QuoteField } from "../../../shared/form-schemas";
import { BUDGETS, PROJECT_TYPES, TIMELINES } from "../../../shared/project-options";
import { PostedForm, useFormPost } from "./form-post";
import { SelectField, TextAreaField, TextField } from "./form-fields";

interface QuoteFormProps {
  /** The page's own path: the form posts to it, so a post without JavaScript comes back to the same page. */
  action: string;
  initialResult?: FormResult<QuoteField>;
}

/** The quote request (how it works #enquiry and My Project): stored, acknowledged, and passed to the team by e-mail. */
export function QuoteForm({ action, initialResult }: QuoteFormProps) {
  const post = useFormPost<QuoteField>(initialResult);
  return (
    <PostedForm post={post} action={action} submitLabel="Request a Quote">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...post.textField("name")} label="Name" autoComplete="name" required />
        <TextField {...post.textField("email")} label="Email" type="email" autoComplete="email" required />
        <TextField {...post.textField("phone")} label="Phone" hint="(optional)" type="tel" autoComplete="tel" />
        <TextField {...post.textField("location")} label="Town or postcode" autoComplete="postal-code" required />
        <SelectField
          {...post.field("projectType")}
          label="Project type"
          required
          options={PROJECT_TYPES}
          placeholder="Choose a project type"
        />
        <SelectField
          {...post.field("budget")}
          label="Budget"
          required
          options={BUDGETS}
          placeholder="Choose a budget"
        />
        <SelectField
          {...post.field("timeline")}
          label="When would you like to start?"
          required
          options={TIMELINES}
          placeholder="Choose a timeline"
        />
      </div>
      <TextAreaField {...post.textField("details")} label="Project details" hint="(optional)" rows={5} />
      <p className="text-sm text-stone-600">
        We use these details only to reply to your request. Fields not marked optional are required.
      </p>
    </PostedForm>
  );
}
