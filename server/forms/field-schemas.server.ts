import { z } from "zod";

/** A required text field: trimmed, with a clear message when empty and a size limit. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Your ${label} is too long: please keep it under ${max} characters.`);
}

/** An optional text field: missing or blank becomes "". */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `The ${label} is too long: please keep it under ${max} characters.`)
    .optional()
    .transform((v) => v ?? "");
}

export const emailField = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.co.uk."))
  .transform((v) => v.toLowerCase());

/** UK or international phone numbers as people type them: digits, spaces, +, brackets, dashes. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(30, "That phone number is too long.")
  .refine((v) => v === "" || (/^[+\d][\d\s()-]*$/.test(v) && v.replace(/\D/g, "").length >= 7), {
    message: "Enter a phone number using digits, like 07700 900123, or leave it empty.",
  })
  .optional()
  .transform((v) => v ?? "");

/** A choice from a fixed list, with a message naming what to do. */
export function choiceField<T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}
