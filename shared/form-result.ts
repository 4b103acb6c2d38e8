/**
 * What every form action answers. The page shows it inline (with JavaScript, through a fetcher) or
 * renders it after a plain post (without), so the shape is shared by server and browser.
 */
export type FormResult<Field extends string = string> =
  | { status: "ok"; title: string; message: string }
  | {
      status: "invalid" | "limited" | "error";
      title: string;
      message: string;
      fieldErrors: Partial<Record<Field, string>>;
      /** Everything the visitor typed, to put back in the fields: a failure never loses it. */
      values: Partial<Record<Field, string>>;
    };

export type FormFailure<Field extends string = string> = Exclude<FormResult<Field>, { status: "ok" }>;

export function isFormFailure<F extends string>(result: FormResult<F> | undefined): result is FormFailure<F> {
  return result !== undefined && result.status !== "ok";
}

/** The value to show in a field after a failed post, or "" (fields are cleared only after a success). */
export function keptValue<F extends string>(result: FormResult<F> | undefined, field: F): string {
  return isFormFailure(result) ? (result.values[field] ?? "") : "";
}

/** The title of each failure's toast; server/forms/run-form-action.server.ts answers with them. */
export const FORM_FAILURE_TITLES = {
  invalid: "Please check the form",
  limited: "Too many attempts",
  error: "Not sent",
} as const satisfies Record<FormFailure["status"], string>;
