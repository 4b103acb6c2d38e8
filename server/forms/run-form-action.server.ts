import { data } from "react-router";
import type { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { FORM_FAILURE_TITLES, type FormFailure, type FormResult } from "../../shared/form-result.ts";
import { FORM_LIMITS, type FormName } from "../../shared/form-limits.ts";
import { takeRateLimitSlot } from "./rate-limit.server.ts";
import type { SubmittedForm } from "./read-form.server.ts";

interface FormActionOptions<Schema extends z.ZodObject> {
  db: Db;
  form: FormName;
  clientAddress: string;
  submitted: SubmittedForm;
  schema: Schema;
  /** Stores the submission (and queues its e-mails) in one transaction; returns the success answer. */
  save: (values: z.infer<Schema>) => Promise<{ title: string; message: string }>;
}

/** Longest value echoed back into a field after a failure; the schemas refuse anything longer anyway. */
const ECHO_LIMIT = 10_000;

/**
 * The shared path of every public form: validate (400 with field messages), quietly drop bots,
 * rate-limit per client address (429), then store. Every failure carries back what was typed.
 */
export async function runFormAction<Schema extends z.ZodObject>(options: FormActionOptions<Schema>) {
  const { submitted, schema } = options;
  const fieldNames = Object.keys(schema.shape);
  const values = Object.fromEntries(fieldNames.map((name) => [name, echoable(submitted.fields[name] ?? "")])) as Record<
    string,
    string
  >;

  const parsed = schema.safeParse(submitted.fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
    }
    const count = Object.keys(fieldErrors).length;
    return failure(400, {
      status: "invalid",
      title: FORM_FAILURE_TITLES.invalid,
      message: count === 1 ? "One field needs your attention." : `${count} fields need your attention.`,
      fieldErrors,
      values,
    });
  }

  if (submitted.fromBot) {
    // Looks like success to the bot, so it has no reason to try again differently.
    return data<FormResult>({ status: "ok", title: "Thank you", message: "We've received your form." });
  }

  const slot = await takeRateLimitSlot(options.db, options.form, options.clientAddress, FORM_LIMITS[options.form]);
  if (!slot.allowed) {
    const minutes = Math.ceil(slot.retryAfterSeconds / 60);
    return failure(
      429,
      {
        status: "limited",
        title: FORM_FAILURE_TITLES.limited,
        message: `You've sent this form several times in a short while. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again; what you typed is still here.`,
        fieldErrors: {},
        values,
      },
      { "Retry-After": String(slot.retryAfterSeconds) },
    );
  }

  try {
    const answer = await options.save(parsed.data);
    return data<FormResult>({ status: "ok", ...answer });
  } catch (error) {
    console.error(`The ${options.form} form could not be saved`, error);
    return failure(500, {
      status: "error",
      title: FORM_FAILURE_TITLES.error,
      message: "Something went wrong on our side and your form was not saved. Please try again in a moment.",
      fieldErrors: {},
      values,
    });
  }
}

/** What is typed back into a field: bounded, and with control characters shown as U+FFFD, never sent raw. */
function echoable(value: string): string {
  // eslint-disable-next-line no-control-regex -- replacing control characters is the point
  return value.slice(0, ECHO_LIMIT).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, "\uFFFD");
}

function failure(status: number, result: FormFailure, headers?: Record<string, string>) {
  return data<FormResult>(result, { status, headers });
}
