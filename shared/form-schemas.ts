import { z } from "zod";
import { FIELD_MAX_LENGTHS } from "./form-limits.ts";
import { MAILING_LIST_IDS } from "./mailing-lists.ts";
import { ALERT_KINDS } from "./price-alerts.ts";
import { BUDGETS, PROJECT_TYPES, TIMELINES } from "./project-options.ts";

/*
 * One schema per public form. The server's actions validate posts with them; the form components take their
 * field names from them (as types) and their length limits from FIELD_MAX_LENGTHS, which the schemas use too.
 * Components import only types from this file, so Zod stays out of the browser's bundle.
 */

/**
 * Control characters but tab and line breaks (C0, DEL, C1): nobody types them, NUL cannot be stored in a
 * PostgreSQL text column (it used to fail the save with 500 after the rate-limit slot was spent), and others
 * can drive a terminal that shows the operator's mail.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidirectional embeddings, overrides and isolates: they make a name read differently from what it holds. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Line breaks in a one-line field, with the spaces around them: they would forge lines in a notification. */
const LINE_BREAKS = /\s*[\r\n\u2028\u2029]+\s*/g;

type TextShape = "single-line" | "multi-line";

/**
 * What every free-text field does first: strips bidirectional controls, collapses line breaks to one space
 * in single-line fields, and refuses other control characters with a field message (400, before any rate
 * limit is counted: runFormAction validates first). `then` receives the cleaned text.
 */
function cleanText(label: string, shape: TextShape, missing?: string) {
  return z
    .string(missing === undefined ? undefined : { error: missing })
    .transform((v) => {
      const text = v.replace(BIDI_CONTROLS, "");
      return shape === "single-line" ? text.replace(LINE_BREAKS, " ") : text;
    })
    .refine((v) => !CONTROL_CHARACTERS.test(v), `The ${label} contains characters we cannot accept: please retype it.`);
}

/** A required text field: trimmed, with a clear message when empty and a size limit. */
function requiredText(label: string, max: number, shape: TextShape = "single-line") {
  return cleanText(label, shape, `Enter your ${label}.`).pipe(
    z
      .string()
      .trim()
      .min(1, `Enter your ${label}.`)
      .max(max, `Your ${label} is too long: please keep it under ${max} characters.`),
  );
}

/** An optional text field (line breaks kept unless `single-line`): missing or blank becomes "". */
export function optionalText(label: string, max: number, shape: TextShape = "multi-line") {
  return cleanText(label, shape)
    .pipe(z.string().trim().max(max, `The ${label} is too long: please keep it under ${max} characters.`))
    .optional()
    .transform((v) => v ?? "");
}

const emailField = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(FIELD_MAX_LENGTHS.email, "That email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.co.uk."))
  .transform((v) => v.toLowerCase());

/** UK or international phone numbers as people type them: digits, spaces, +, brackets, dashes. */
const optionalPhoneField = z
  .string()
  .trim()
  .max(FIELD_MAX_LENGTHS.phone, "That phone number is too long.")
  .refine((v) => v === "" || (/^[+\d][\d\s()-]*$/.test(v) && v.replace(/\D/g, "").length >= 7), {
    message: "Enter a phone number using digits, like 07700 900123, or leave it empty.",
  })
  .optional()
  .transform((v) => v ?? "");

/** A choice from a fixed list, with a message naming what to do. */
function choiceField<T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

/** The contact page's form (/contact). */
export const ContactSchema = z.object({
  name: requiredText("name", FIELD_MAX_LENGTHS.name),
  email: emailField,
  subject: requiredText("subject", FIELD_MAX_LENGTHS.subject),
  message: requiredText("message", FIELD_MAX_LENGTHS.message, "multi-line"),
});

/** The quote request (how it works #enquiry and My Project). */
export const QuoteSchema = z.object({
  name: requiredText("name", FIELD_MAX_LENGTHS.name),
  email: emailField,
  phone: optionalPhoneField,
  projectType: choiceField(PROJECT_TYPES, "Choose the kind of project."),
  location: requiredText("town or postcode", FIELD_MAX_LENGTHS.location),
  budget: choiceField(BUDGETS, "Choose a budget range."),
  timeline: choiceField(TIMELINES, "Choose when you'd like to start."),
  details: optionalText("project details", FIELD_MAX_LENGTHS.details),
});

/** Every sign-up box (newsletter, Stay Updated, deals' notify-me): an address and the list it joins. */
export const SubscribeSchema = z.object({
  email: emailField,
  list: z.enum(MAILING_LIST_IDS).catch("newsletter"),
});

const LOST_PRODUCT = "This alert has lost its product: please open the product page again.";

/** A price or back-in-stock alert (the product page's alert box, posting to /alerts). */
export const PriceAlertSchema = z
  .object({
    productId: z
      .string({ error: LOST_PRODUCT })
      .regex(/^[1-9]\d{0,9}$/, LOST_PRODUCT)
      .transform(Number)
      .refine((id) => id <= 2_147_483_647, LOST_PRODUCT),
    email: emailField,
    kind: choiceField(ALERT_KINDS, "Choose a price alert or a back-in-stock alert."),
    targetPrice: z
      .string()
      .max(FIELD_MAX_LENGTHS.targetPrice, "Enter the target price in pounds and pence, like 12.50.")
      .optional()
      .transform((v) => (v ?? "").trim().replace(/^£\s*/, "").replace(/,/g, ""))
      .pipe(z.string().regex(/^(\d{1,6}(\.\d{1,2})?)?$/, "Enter the target price in pounds and pence, like 12.50."))
      .transform((v) => (v === "" ? null : Number(v)))
      .refine((v) => v === null || v > 0, "The target price must be more than £0.00."),
  })
  // A back-in-stock alert has no target; a price alert needs one (a target typed for a stock alert is ignored).
  .refine((alert) => alert.kind !== "price" || alert.targetPrice !== null, {
    path: ["targetPrice"],
    message: "Enter the price you'd like to pay, like 12.50.",
  });

export type ContactField = keyof typeof ContactSchema.shape;
export type ContactMessage = z.infer<typeof ContactSchema>;
export type QuoteField = keyof typeof QuoteSchema.shape;
export type QuoteRequest = z.infer<typeof QuoteSchema>;
export type SubscribeField = keyof typeof SubscribeSchema.shape;
export type PriceAlertField = keyof typeof PriceAlertSchema.shape;
export type PriceAlertRequest = z.infer<typeof PriceAlertSchema>;
