import type { FormResult } from "../../../shared/form-result";
import type { ContactField } from "../../../shared/form-schemas";
import { PostedForm, useFormPost } from "./form-post";
import { TextAreaField, TextField } from "./form-fields";

/** The contact form (/contact): stored, acknowledged, and passed to the team by e-mail. */
export function ContactForm({ initialResult }: { initialResult?: FormResult<ContactField> }) {
  const post = useFormPost<ContactField>(initialResult);
  return (
    <PostedForm post={post} action="/contact" submitLabel="Send Message">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...post.textField("name")} label="Name" autoComplete="name" required />
        <TextField {...post.textField("email")} label="Email" type="email" autoComplete="email" required />
      </div>
      <TextField {...post.textField("subject")} label="Subject" required />
      <TextAreaField {...post.textField("message")} label="Message" required rows={6} />
    </PostedForm>
  );
}
