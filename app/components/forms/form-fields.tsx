import { useId, type ReactNode } from "react";

const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-ink placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

interface FieldProps {
  name: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  error?: string;
  defaultValue: string;
  required?: boolean;
  maxLength: number;
}

function FieldShell(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-ink">
        {props.label}
        {props.hint && <span className="font-normal text-stone-600"> {props.hint}</span>}
      </label>
      {props.children}
      {props.error && (
        <p id={props.errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

function a11y(error: string | undefined, errorId: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `${controlClass} ${error ? "border-red-600" : "border-stone-300"}`,
  } as const;
}

export function TextField(
  props: FieldProps & { type?: "text" | "email" | "tel"; autoComplete?: string; inputMode?: "decimal" },
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldShell id={id} errorId={errorId} label={props.label} hint={props.hint} error={props.error}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        {...a11y(props.error, errorId)}
      />
    </FieldShell>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldShell id={id} errorId={errorId} label={props.label} hint={props.hint} error={props.error}>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 5}
        required={props.required}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        {...a11y(props.error, errorId)}
      />
    </FieldShell>
  );
}

export function SelectField(
  props: Omit<FieldProps, "maxLength"> & { options: readonly string[]; placeholder: string },
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldShell id={id} errorId={errorId} label={props.label} hint={props.hint} error={props.error}>
      <select
        id={id}
        name={props.name}
        required={props.required}
        defaultValue={props.defaultValue}
        {...a11y(props.error, errorId)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** The answer line under a form: announced politely, green for a success and red for a failure. */
export function FormAnswer({ status, message }: { status?: string; message?: string }) {
  return (
    <div role="status" aria-live="polite" className="text-sm">
      {message && (
        <p
          className={`mt-3 rounded-lg px-3 py-2 font-medium ${status === "ok" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {message}
        </p>
      )}
    </div>
  );
}

export const submitButtonClass =
  "inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-80";
