import { useRef, type ReactNode } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { FIELD_MAX_LENGTHS, type LimitedField } from "../../../shared/form-limits";
import { isFormFailure, keptValue, type FormResult } from "../../../shared/form-result";
import { HoneypotField } from "./honeypot-field";
import { FormAnswer, submitButtonClass } from "./form-fields";
import { useFormAnswer } from "./use-form-answer";

/** A field's attributes from the form's state: its name, what to put back in it, and its message. */
export interface FieldState<F extends string> {
  name: F;
  defaultValue: string;
  error: string | undefined;
}

export interface FormPost<F extends string> {
  /** Typed for any form's answer: the field names in it are the server's, checked by the form's schema there. */
  fetcher: FetcherWithComponents<FormResult>;
  /** The fetcher's answer, or the one a post without JavaScript rendered. */
  result: FormResult | undefined;
  busy: boolean;
  field: (name: F) => FieldState<F>;
  /** A text field's attributes, with its length limit (shared/form-limits.ts, which the schemas enforce). */
  textField: <N extends F & LimitedField>(name: N) => FieldState<N> & { maxLength: number };
}

/**
 * The state of a public form. With JavaScript it posts through a fetcher (toast, fields cleared after the
 * server stored the post: useFormAnswer, called by whoever renders the form element); without, the page
 * re-renders with the answer and what was typed. F is the form's field names, from its schema in
 * shared/form-schemas.ts.
 */
export function useFormPost<F extends string>(initialResult: FormResult<F> | undefined): FormPost<F> {
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data ?? initialResult;
  const errors = isFormFailure(result) ? result.fieldErrors : {};
  // After a plain post the fields come back from the server; with a fetcher the browser keeps them.
  const field = <N extends F>(name: N): FieldState<N> => ({
    name,
    defaultValue: keptValue<F>(initialResult, name),
    error: errors[name],
  });
  return {
    fetcher,
    result,
    busy: fetcher.state !== "idle",
    field,
    textField: (name) => ({ ...field(name), maxLength: FIELD_MAX_LENGTHS[name] }),
  };
}

/** The frame of the contact and quote forms: honeypot, fields, submit button and the answer line. */
export function PostedForm<F extends string>(props: {
  post: FormPost<F>;
  action: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { post } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useFormAnswer(post.fetcher, formRef);
  return (
    <post.fetcher.Form ref={formRef} method="post" action={props.action} noValidate className="relative space-y-4">
      <HoneypotField />
      {props.children}
      <button type="submit" disabled={post.busy} className={submitButtonClass}>
        {post.busy ? "Sending…" : props.submitLabel}
      </button>
      <FormAnswer status={post.result?.status} message={post.result?.message} />
    </post.fetcher.Form>
  );
}
