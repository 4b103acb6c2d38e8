import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { CalculatorField, CalculatorSpec } from "../../../shared/calculators/calculator-kit";
import { CALCULATORS_PATH } from "../../../shared/projects";
import { submitButtonClass } from "~/components/forms/form-fields";

const controlClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

const fieldId = (calc: string, name: string) => `${calc}-${name}`;

function defaultText(field: CalculatorField): string {
  return field.default === null ? "" : String(field.default);
}

function Field({
  calc,
  field,
  typed,
  error,
}: {
  calc: string;
  field: CalculatorField;
  typed?: string;
  error?: string;
}) {
  const id = fieldId(calc, field.name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, field.hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    defaultValue: typed ?? defaultText(field),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${controlClass} ${error ? "border-red-600" : "border-stone-300"}`,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {field.label}
        {field.kind === "number" && field.unit && <span className="font-normal text-stone-600"> ({field.unit})</span>}
        {field.kind === "number" && field.default === null && <span className="sr-only"> (required)</span>}
      </label>
      {field.kind === "number" ? (
        // Text, not type=number: what was typed reaches the server as typed, so a mistake comes back with its message.
        <input
          {...common}
          type="text"
          inputMode={field.integer ? "numeric" : "decimal"}
          autoComplete="off"
          maxLength={40}
          placeholder={field.default === null ? "" : undefined}
        />
      ) : (
        <select {...common}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {field.hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {field.hint}
          {field.kind === "number" &&
            field.default !== null &&
            ` Default: ${field.default}${field.unit === "%" ? "%" : field.unit ? ` ${field.unit}` : ""}.`}
        </p>
      )}
    </div>
  );
}

/**
 * One calculator's GET form: works without JavaScript (the loader computes the submitted one), keeps what was
 * typed when something is wrong, and lists the problems first with links to their fields.
 */
export function CalculatorForm({
  spec,
  typed,
  errors,
}: {
  spec: CalculatorSpec;
  /** What was typed, when this calculator was the one submitted. */
  typed?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const errorList = Object.entries(errors ?? {});
  const hasErrors = errorList.length > 0;
  // After a submission with errors, take keyboard and screen-reader users to the summary.
  useEffect(() => {
    if (hasErrors) summaryRef.current?.focus();
  }, [hasErrors, errors]);

  return (
    <Form method="get" action={`${CALCULATORS_PATH}#${spec.id}`} noValidate className="mt-4 space-y-5">
      <input type="hidden" name="calc" value={spec.id} />
      {hasErrors && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby={`${spec.id}-error-summary`}
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 focus:outline-2 focus:outline-red-700"
        >
          <h3 id={`${spec.id}-error-summary`} className="font-semibold">
            Please check {errorList.length === 1 ? "this field" : `these ${errorList.length} fields`}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {errorList.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(spec.id, name)}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {spec.groups.map((group) => (
        <fieldset key={group.legend} className="rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">{group.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map((field) => (
              <Field
                key={field.name}
                calc={spec.id}
                field={field}
                typed={typed?.[field.name]}
                error={errors?.[field.name]}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className={submitButtonClass}>
        {spec.submitLabel}
      </button>
    </Form>
  );
}
