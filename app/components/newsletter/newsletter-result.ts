/** What POST /newsletter answers; the form shows it inline (with JS) or the /newsletter page does (without). */
export type NewsletterResult =
  { status: "not-open"; message: string } | { status: "invalid"; email: string; fieldError: string };

export const NEWSLETTER_NOT_OPEN =
  "Thanks — newsletter sign-up isn't open yet, so we haven't stored your address. Please check back soon.";

/** Where the "back" link after a sign-up without JavaScript goes: our own paths only, never another host. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value)) return "/";
  return value.slice(0, 500);
}
