/**
 * What every quantity calculator shares: its fields (each assumption an input with a stated default), its
 * answer (quantities in whole selling units, the working that led to them, and what to look for in the
 * catalogue), and the checks that turn bad input into a message naming the field. Pure and browser-safe:
 * the page's loader parses the query with Zod (server/basket/parse-calculator-params.server.ts) and the
 * calculators check what only they can (an opening larger than its wall).
 *
 * To add a calculator: a file here exporting a CalculatorSpec, listed in calculators.ts.
 */

export type CalculatorId = "bricks" | "mortar" | "concrete" | "plasterboard" | "stud-wall" | "insulation";

interface FieldBase {
  name: string;
  label: string;
  /** Why the default is what it is, or what the field means: shown under the input. */
  hint?: string;
}

export interface NumberField extends FieldBase {
  kind: "number";
  unit?: string;
  /** Used when the field is left empty; null: the field must be filled in. */
  default: number | null;
  min: number;
  max: number;
  /** Whole numbers only (counts, layers). */
  integer?: boolean;
}

export interface ChoiceField extends FieldBase {
  kind: "choice";
  default: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export type CalculatorField = NumberField | ChoiceField;

export interface FieldGroup {
  legend: string;
  fields: readonly CalculatorField[];
}

/** The parsed values a calculator reads: numbers for number fields, option values for choices. */
export type CalculatorValues = Record<string, number | string>;

/** A whole-number quantity in the unit it is sold or used in. */
export interface CalculatorQuantity {
  label: string;
  amount: number;
  unit: string;
}

/**
 * What a result asks of the catalogue, in base units; the product finder converts it to each product's
 * selling unit (a 500-brick pack, an 850 kg bulk bag), because that differs from product to product.
 */
export type MaterialNeed =
  | { material: "bricks"; label: string; count: number; brickType: string }
  | { material: "blocks"; label: string; count: number; thicknessMm: number; blockType: string; strength: string }
  | { material: "cement"; label: string; kg: number; bagKg: number }
  | { material: "building-sand" | "ballast" | "ready-mix-concrete"; label: string; kg: number }
  | {
      material: "plasterboard";
      label: string;
      sheets: number;
      lengthMm: number;
      widthMm: number;
      thicknessMm: number;
      boardType: string;
    }
  | {
      material: "timber";
      label: string;
      lengths: number;
      line: "cls" | "sawn-section";
      sectionMm: [number, number];
      lengthMm: number;
    }
  | { material: "insulation"; label: string; areaM2: number; thicknessMm: number; form: "roll" | "board" };

export interface CalculatorResult {
  quantities: CalculatorQuantity[];
  /** Each step, in order: what was assumed and how the number came out. */
  working: string[];
  needs: MaterialNeed[];
}

export type CalculatorOutcome = { ok: true; result: CalculatorResult } | { ok: false; errors: Record<string, string> };

export interface CalculatorSpec {
  id: CalculatorId;
  title: string;
  intro: string;
  /** The submit button's text: unique on the page, so each form's button says which it is. */
  submitLabel: string;
  groups: readonly FieldGroup[];
  calculate(values: CalculatorValues): CalculatorOutcome;
}

export function allFields(spec: Pick<CalculatorSpec, "groups">): CalculatorField[] {
  return spec.groups.flatMap((group) => group.fields);
}

/** A value the loader has already checked against the field: a wrong type here is a programming error. */
export function numberValue(values: CalculatorValues, name: string): number {
  const value = values[name];
  if (typeof value !== "number" || !Number.isFinite(value)) throw new Error(`Calculator value ${name} is not a number`);
  return value;
}

export function choiceValue(values: CalculatorValues, name: string): string {
  const value = values[name];
  if (typeof value !== "string") throw new Error(`Calculator value ${name} is not a choice`);
  return value;
}

/**
 * Rounds up to a whole unit, forgiving floating-point noise (2.0000000001 sheets is 2 sheets, not 3):
 * quantities come from products of decimal inputs, so an exact whole number may arrive a hair above itself.
 */
export function wholeUp(value: number): number {
  return Math.ceil(Math.round(value * 1e6) / 1e6);
}

/** Up to `decimals` places, without trailing zeros: for the working's figures. */
export function figure(value: number, decimals = 2): string {
  return String(Math.round(value * 10 ** decimals) / 10 ** decimals);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;
}

export function withWaste(value: number, wastePercent: number): number {
  return value * (1 + wastePercent / 100);
}

/** The standard waste field: every calculator states its own default and why. */
export function wasteField(defaultPercent: number, hint: string): NumberField {
  return {
    kind: "number",
    name: "waste",
    label: "Waste allowance",
    unit: "%",
    default: defaultPercent,
    min: 0,
    max: 50,
    hint,
  };
}

/** The fields' defaults with some values given: what a form submitted with only those filled in reads as. */
export function valuesWith(spec: Pick<CalculatorSpec, "groups">, given: CalculatorValues): CalculatorValues {
  const values: CalculatorValues = {};
  for (const field of allFields(spec)) {
    if (field.default !== null) values[field.name] = field.default;
  }
  return { ...values, ...given };
}

function unitText(field: NumberField, value: number): string {
  const amount = value.toLocaleString("en-GB");
  if (!field.unit) return amount;
  return field.unit === "%" ? `${amount}%` : `${amount} ${field.unit}`;
}

/**
 * What is wrong with one field's value, in words for the visitor; null when nothing is. The one statement of
 * each field's limits: the page's query parser (text → value) and every calculator (value → result) use it.
 */
export function fieldProblem(field: CalculatorField, value: number | string | undefined): string | null {
  if (field.kind === "choice") {
    return typeof value === "string" && field.options.some((o) => o.value === value)
      ? null
      : `${field.label}: choose one of ${field.options.map((o) => o.label).join(", ")}`;
  }
  if (value === undefined && field.default === null) return `Enter the ${field.label.toLowerCase()}`;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    return `${field.label} must be a number${field.unit ? ` (${field.unit})` : ""}`;
  }
  if (value < 0) return `${field.label} cannot be negative`;
  if (field.integer && !Number.isInteger(value)) return `${field.label} must be a whole number`;
  if (value < field.min) return `${field.label} must be at least ${unitText(field, field.min)}`;
  if (value > field.max) return `${field.label} must be at most ${unitText(field, field.max)}`;
  return null;
}

/**
 * Runs a calculation on values checked against the calculator's fields first, so a calculator called directly
 * (not through the page) still refuses NaN, negative sizes and out-of-range assumptions with a message.
 * Missing optional values take their defaults.
 */
export function checkedCalculation(
  spec: Pick<CalculatorSpec, "groups">,
  given: CalculatorValues,
  compute: (values: CalculatorValues) => CalculatorOutcome,
): CalculatorOutcome {
  const values = valuesWith(spec, given);
  const errors: Record<string, string> = {};
  for (const field of allFields(spec)) {
    const problem = fieldProblem(field, values[field.name]);
    if (problem) errors[field.name] = problem;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : compute(values);
}
