import type { FormResult } from "./form-result.ts";
import type { SubscribeField } from "./form-schemas.ts";

/** The hidden field naming the page a sign-up box was on: the "back" link after a post without JavaScript. */
export const RETURN_TO_FIELD = "returnTo";

/** What POST /newsletter answers; the form shows it inline (with JS) or the /newsletter page does (without). */
export type NewsletterResult = FormResult<SubscribeField> & { returnTo?: string };

/** The same answer whatever the address's state, so the form cannot be used to probe who subscribed. */
export function newsletterCheckInbox(email: string): string {
  return `Nearly done: we've sent a link to ${email}. Your address is only added once you open it (check your spam folder if it hasn't arrived in a few minutes).`;
}

// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const UNSAFE_IN_PATH = /[\\\s\u0000-\u001f\u007f]/;

/**
 * Where the "back" link after a sign-up without JavaScript goes, and where the trade-price toggle redirects
 * (app/routes/preferences.vat.ts): our own paths only, never another host; no control character reaches a
 * Location header.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || UNSAFE_IN_PATH.test(value))
    return "/";
  return value.slice(0, 500);
}
