import { z } from "zod";
import {
  type CalculatorField,
  type CalculatorId,
  type CalculatorResult,
  type CalculatorValues,
  type ChoiceField,
  type NumberField,
  allFields,
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

function unitText(field: NumberField, value: number): string {
  const amount = value.toLocaleString("en-GB");
  if (!field.unit) return amount;
  return field.unit === "%" ? `${amount}%` : `${amount} ${field.unit}`;
}

function numberSchema(field: NumberField) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): number => {
      // Thousands separators are what people type for 1,000 bricks; nothing else is reinterpreted.
      const text = (raw ?? "").trim().replace(/,(?=\d{3}\b)/g, "");
      if (text === "") {
        if (field.default !== null) return field.default;
        ctx.addIssue({ code: "custom", message: `Enter the ${field.label.toLowerCase()}` });
        return z.NEVER;
      }
      const value = Number(text);
      if (!DECIMAL.test(text) || !Number.isFinite(value)) {
        ctx.addIssue({
          code: "custom",
          message: `${field.label} must be a number${field.unit ? ` (${field.unit})` : ""}`,
        });
        return z.NEVER;
      }
      if (value < 0) {
        ctx.addIssue({ code: "custom", message: `${field.label} cannot be negative` });
        return z.NEVER;
      }
      if (field.integer && !Number.isInteger(value)) {
        ctx.addIssue({ code: "custom", message: `${field.label} must be a whole number` });
        return z.NEVER;
      }
      if (value < field.min) {
        ctx.addIssue({ code: "custom", message: `${field.label} must be at least ${unitText(field, field.min)}` });
        return z.NEVER;
      }
      if (value > field.max) {
        ctx.addIssue({ code: "custom", message: `${field.label} must be at most ${unitText(field, field.max)}` });
        return z.NEVER;
      }
      return value;
    });
}

function choiceSchema(field: ChoiceField) {
  const allowed = field.options.map((option) => option.value);
  return z
    .string()
    .optional()
    .transform((raw, ctx): string => {
      const text = (raw ?? "").trim();
      if (text === "") return field.default;
      if (!allowed.includes(text)) {
        ctx.addIssue({
          code: "custom",
          message: `${field.label}: choose one of ${field.options.map((o) => o.label).join(", ")}`,
        });
        return z.NEVER;
      }
      return text;
    });
}

function fieldSchema(field: CalculatorField) {
  return field.kind === "number" ? numberSchema(field) : choiceSchema(field);
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
