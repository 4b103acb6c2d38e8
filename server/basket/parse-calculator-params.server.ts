import { z } from "zod";
import {
  type CalculatorField,
  type CalculatorId,
  type CalculatorResult,
  type CalculatorValues,
  allFields,
  fieldProblem,
} from "../../shared/calculators/calculator-kit.ts";
import { findCalculator } from "../../shared/calculators/calculators.ts";

/**
 * The calculators page's query: `calc=<id>` names the one form submitted, the other parameters are its
 * fields as typed. Each field's schema is built from its declaration (shared/calculators/), so a field's
 * limits and its message are stated once. What was typed comes back unchanged beside the errors, so a
 * mistake loses nothing.
 */
export type CalculatorSubmission =
  | { status: "none" }
  | { status: "unknown"; calc: string }
  | {
      status: "invalid";
      calc: CalculatorId;
      typed: Record<string, string>;
      /** Field name → message, in the form's order. */
      errors: Record<string, string>;
    }
  | { status: "done"; calc: CalculatorId; typed: Record<string, string>; result: CalculatorResult };

/** Longer than any number or option a field takes: a query cannot make the page echo a wall of text. */
const MAX_TYPED = 40;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * Text → value for one field: empty takes the stated default (or asks for the value), anything that is not a
 * plain decimal is refused as not a number, and the field's limits are checked by fieldProblem, the one place
 * they are stated in words.
 */
function fieldSchema(field: CalculatorField) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): number | string => {
      // Thousands separators are what people type for 1,000 bricks; nothing else is reinterpreted.
      const text = field.kind === "number" ? (raw ?? "").trim().replace(/,(?=\d{3}\b)/g, "") : (raw ?? "").trim();
      let value: number | string | undefined;
      if (text === "") value = field.default ?? undefined;
      else if (field.kind === "choice") value = text;
      else value = DECIMAL.test(text) ? Number(text) : Number.NaN;
      const problem = fieldProblem(field, value);
      if (problem || value === undefined) {
        ctx.addIssue({ code: "custom", message: problem ?? `Enter the ${field.label.toLowerCase()}` });
        return z.NEVER;
      }
      return value;
    });
}

export function parseCalculatorParams(params: URLSearchParams): CalculatorSubmission {
  const calc = params.get("calc");
  if (calc === null || calc.trim() === "") return { status: "none" };
  const spec = findCalculator(calc.trim());
  if (!spec) return { status: "unknown", calc: calc.slice(0, MAX_TYPED) };

  const fields = allFields(spec);
  const typed: Record<string, string> = {};
  for (const field of fields) {
    const value = params.get(field.name);
    if (value !== null) typed[field.name] = value.slice(0, MAX_TYPED);
  }
  const schema = z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
  const parsed = schema.safeParse(
    Object.fromEntries(fields.map((field) => [field.name, params.get(field.name) ?? undefined])),
  );
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const field of fields) {
      const issue = parsed.error.issues.find((i) => i.path[0] === field.name);
      if (issue) errors[field.name] = issue.message;
    }
    return { status: "invalid", calc: spec.id, typed, errors };
  }
  const values: CalculatorValues = parsed.data;
  const outcome = spec.calculate(values);
  if (!outcome.ok) return { status: "invalid", calc: spec.id, typed, errors: outcome.errors };
  return { status: "done", calc: spec.id, typed, result: outcome.result };
}
